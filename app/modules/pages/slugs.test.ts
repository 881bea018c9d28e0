import { describe, expect, it } from "vitest";
import routes from "../../routes";
import { isPageSlug, RESERVED_SLUGS } from "./slugs";

/** First path segments of every route in app/routes.ts (nested layouts included). */
function firstSegments(list: readonly { path?: string; children?: unknown[] }[]): string[] {
  return list.flatMap((r) => [
    ...(r.path ? [r.path.split("/")[0]] : []),
    ...firstSegments((r.children ?? []) as { path?: string }[]),
  ]);
}

describe("page slugs", () => {
  it("reserves the first segment of every static route of the shop", async () => {
    const segments = firstSegments(await routes).filter((s) => s && !s.startsWith(":") && s !== "*");
    expect(segments.length).toBeGreaterThan(5);
    for (const s of segments) expect(RESERVED_SLUGS.has(s.replace(/\.xml$/, "")), s).toBe(true);
  });

  it("accepts lower-case dashed slugs and refuses the rest", () => {
    expect(isPageSlug("over-ons")).toBe(true);
    expect(isPageSlug("faq2")).toBe(true);
    for (const bad of [
      "",
      "Over-ons",
      "over--ons",
      "-x",
      "x-",
      "a/b",
      "über",
      "winkel",
      "beheer",
      "a".repeat(81),
    ]) {
      expect(isPageSlug(bad), bad).toBe(false);
    }
  });
});
