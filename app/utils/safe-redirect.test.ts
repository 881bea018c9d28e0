import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

const BASE = "http://shop.invalid";
const FALLBACK = "/veilig";

/** A control character (C0, DEL, C1) or a backslash. */
function hasOddCharacter(text: string): boolean {
  return [...text].some((c) => {
    const code = c.codePointAt(0) ?? 0;
    return code < 0x20 || (code >= 0x7f && code <= 0x9f) || c === "\\";
  });
}

/** Every way a browser could read the answer: it must stay on this site and hold nothing odd. */
function assertSafe(result: string) {
  expect(result.startsWith("/")).toBe(true);
  expect(result.startsWith("//")).toBe(false);
  expect(hasOddCharacter(result)).toBe(false);
  expect(new URL(result, BASE).origin).toBe(BASE);
  // The browser resolves against the shop's real origin too.
  expect(new URL(result, "https://www.maatglas.nl/winkel").host).toBe("www.maatglas.nl");
  let decoded = result;
  for (let i = 0; i < 5; i++) {
    decoded = decodeURIComponent(decoded);
    expect(hasOddCharacter(decoded)).toBe(false);
    expect(decoded.startsWith("//")).toBe(false);
  }
}

describe("safeRedirect", () => {
  it.each([
    ["/winkel?orderby=price", "/winkel?orderby=price"],
    ["/mijn-account/bestellingen", "/mijn-account/bestellingen"],
    ["/product/deur#opties", "/product/deur#opties"],
    ["/winkel/é", "/winkel/%C3%A9"],
    ["/a b", "/a%20b"],
  ])("keeps the local path %j", (input, expected) => {
    expect(safeRedirect(input, FALLBACK)).toBe(expected);
  });

  it.each([
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/%0A/x",
    "/%09/evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/%2F/evil.example",
    "/%5Cevil.example",
    "/%250A/x",
    "/%25252525250A",
    "/%E0%A4%A",
    "javascript:alert(1)",
    "winkel",
    "",
    `/${"a".repeat(3000)}`,
    "/x\u2028y",
    "/x%C2%85y",
    // Found by the property test: resolving turns it into "/%2F", which decodes to "//".
    "/../%2F",
    "/./%2F/evil.example",
  ])("refuses %j", (input) => {
    expect(safeRedirect(input, FALLBACK)).toBe(FALLBACK);
  });

  it.each([null, undefined, 5, {}, ["/winkel"]])("refuses the non-string %j", (input) => {
    expect(safeRedirect(input, FALLBACK)).toBe(FALLBACK);
  });

  it("keeps a path below `under` and refuses the rest", () => {
    expect(safeRedirect("/beheer/instellingen", "/beheer", "/beheer")).toBe("/beheer/instellingen");
    expect(safeRedirect("/beheer?x=1", "/beheer", "/beheer")).toBe("/beheer?x=1");
    expect(safeRedirect("/beheerder", "/beheer", "/beheer")).toBe("/beheer");
    expect(safeRedirect("/winkel", "/beheer", "/beheer")).toBe("/beheer");
    expect(safeRedirect("/beheer/../winkel", "/beheer", "/beheer")).toBe("/beheer");
  });

  it("never leaves the site for any string (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 80 }), (input) => {
        const result = safeRedirect(input, FALLBACK);
        assertSafe(result);
      }),
      { numRuns: 3000 },
    );
  });

  it("never leaves the site for path-like strings with encodings and separators (property)", () => {
    const piece = fc.constantFrom(
      "/",
      "//",
      "\\",
      "%2F",
      "%5C",
      "%0A",
      "%09",
      "%00",
      "%25",
      "%2525",
      "%7F",
      "..",
      ".",
      "evil.example",
      "@",
      ":",
      "?",
      "#",
      "\t",
      "\n",
      "\r",
      " ",
      "http:",
      "javascript:",
      "winkel",
      "é",
      "%C3%A9",
      "%",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (parts) => {
        const input = `/${parts.join("")}`;
        const result = safeRedirect(input, FALLBACK);
        assertSafe(result);
      }),
      { numRuns: 5000 },
    );
  });

  it("keeps every plain local path as it is (property)", () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/${segments.join("/")}`;
        expect(safeRedirect(path, FALLBACK)).toBe(path);
      }),
    );
  });
});
