import { describe, expect, it } from "vitest";
import { SLUG_MAX_LENGTH, SLUG_PATTERN, slugify, uniqueSlug } from "./slug";

describe("slugify", () => {
  it.each([
    ["Glazen taatsdeur op maat", "glazen-taatsdeur-op-maat"],
    ["  Café Crème  ", "cafe-creme"],
    ["Greep & slot", "greep-en-slot"],
    ["RVS-greep 30/60 cm!", "rvs-greep-30-60-cm"],
    ["Ëén—twee___drie", "een-twee-drie"],
    ["!!!", ""],
  ])("%j → %j", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it("always gives a valid slug or nothing, at most the maximum length, without a dash at the end", () => {
    const long = `${"a".repeat(SLUG_MAX_LENGTH - 1)} b`;
    const slug = slugify(long);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith("-")).toBe(false);
    for (const name of ["Deur", "x y", "Ü-ber 2", long]) expect(slugify(name)).toMatch(SLUG_PATTERN);
  });
});

describe("uniqueSlug", () => {
  it("keeps a free slug and numbers a taken one from 2", () => {
    expect(uniqueSlug("deur", new Set())).toBe("deur");
    expect(uniqueSlug("deur", new Set(["deur"]))).toBe("deur-2");
    expect(uniqueSlug("deur", new Set(["deur", "deur-2", "deur-3"]))).toBe("deur-4");
  });
});
