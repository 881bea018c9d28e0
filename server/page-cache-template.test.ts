import { randomBytes } from "node:crypto";
import { crc32, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  crc32Combine,
  crc32Shift,
  filledParts,
  gzipParts,
  splitCsp,
  templateBytes,
  toGzipTemplate,
  toTemplate,
} from "./page-cache-template";

const token = "Tok3n_Tok3n-Tok3n_Tok3n-Tok3n_ab";
const nonce = "n0nce+n0nce/n0nce+n0A==";
const sessionId = "s3ssion_s3ssion_s3ssion_s3ss";
const page = `<script nonce="${nonce}">x</script><input name="_csrf" value="${token}"><script nonce="${nonce}">{"nonce":"${token}"}</script>`;

const fill = (...a: Parameters<typeof filledParts>) => Buffer.concat(filledParts(...a));

describe("page templates", () => {
  it("fills another request's token and nonce in every place the first request's stood", () => {
    const template = toTemplate(page, { token, nonce, sessionId });
    expect(template?.slots).toEqual(["nonce", "token", "nonce", "token"]);
    const filled = fill(template as NonNullable<typeof template>, {
      token: "T2",
      nonce: "N2",
    }).toString();
    expect(filled).toBe(
      `<script nonce="N2">x</script><input name="_csrf" value="T2"><script nonce="N2">{"nonce":"T2"}</script>`,
    );
    expect(filled).not.toContain(token);
    expect(filled).not.toContain(nonce);
    expect(templateBytes(template as NonNullable<typeof template>)).toBe(
      Buffer.byteLength(page) - 2 * token.length - 2 * nonce.length,
    );
  });

  it("keeps multi-byte text intact around the slots", () => {
    const html = `€ 1.234,56 <i nonce="${nonce}">é</i>${token}ü`;
    const template = toTemplate(html, { token, nonce, sessionId });
    expect(fill(template as NonNullable<typeof template>, { token, nonce }).toString()).toBe(html);
  });

  it("refuses (null) a page without the token, without the nonce, or naming its session", () => {
    expect(toTemplate(page.replaceAll(token, "other"), { token, nonce, sessionId })).toBeNull();
    expect(toTemplate(page.replaceAll(nonce, "other"), { token, nonce, sessionId })).toBeNull();
    expect(toTemplate(`${page}<!-- ${sessionId} -->`, { token, nonce, sessionId })).toBeNull();
    expect(toTemplate(page, { token: "", nonce, sessionId })).toBeNull();
    expect(toTemplate(page, { token, nonce: "", sessionId })).toBeNull();
  });

  it("splits the CSP around the nonce source only when it is there exactly once", () => {
    const csp = `default-src 'self';script-src 'self' 'nonce-${nonce}';object-src 'none'`;
    expect(splitCsp(csp, nonce)).toEqual(["default-src 'self';script-src 'self' ", ";object-src 'none'"]);
    expect(splitCsp("default-src 'self'", nonce)).toBeNull();
    expect(splitCsp(`${csp};style-src 'nonce-${nonce}'`, nonce)).toBeNull();
    expect(splitCsp(`script-src ${nonce}`, nonce)).toBeNull();
  });

  it("gzips a filled page from the precompressed parts: it inflates to exactly the identity page", () => {
    const big = randomBytes(40_000).toString("base64"); // incompressible, several deflate blocks
    const pages = [
      page,
      `${nonce}${token}`, // slots at both ends, empty parts around them
      `<html>${"€ glas ".repeat(5000)}<meta nonce="${nonce}">${big}<input value="${token}">ü</html>`,
    ];
    for (const html of pages) {
      const template = toTemplate(html, { token, nonce, sessionId }) as NonNullable<
        ReturnType<typeof toTemplate>
      >;
      const gz = toGzipTemplate(template);
      for (const values of [
        { token: "T2", nonce: "N2" },
        { token: "x".repeat(300), nonce: "" },
      ]) {
        const zipped = Buffer.concat(gzipParts(template, gz, values));
        expect(gunzipSync(zipped).equals(fill(template, values))).toBe(true);
      }
    }
  });

  it("sends much fewer bytes gzip-encoded than plain for a repetitive page", () => {
    const html = `<main>${"<li>Glazen deur op maat € 1.234,56</li>".repeat(2000)}</main><p nonce="${nonce}">${token}</p>`;
    const template = toTemplate(html, { token, nonce, sessionId }) as NonNullable<
      ReturnType<typeof toTemplate>
    >;
    const zipped = Buffer.concat(gzipParts(template, toGzipTemplate(template), { token, nonce }));
    expect(zipped.length * 20).toBeLessThan(Buffer.byteLength(html));
  });

  it("combines CRC-32s of pieces into the CRC-32 of their concatenation", () => {
    for (const [a, b] of [
      [Buffer.from("Glazen "), Buffer.from("deur op maat")],
      [Buffer.alloc(0), randomBytes(1000)],
      [randomBytes(70_001), Buffer.alloc(0)],
      [randomBytes(12_345), randomBytes(54_321)],
    ]) {
      expect(crc32Combine(crc32(a), crc32(b), crc32Shift(b.length))).toBe(crc32(Buffer.concat([a, b])));
    }
  });
});
