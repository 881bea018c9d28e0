import { describe, expect, it } from "vitest";
import { safeRedirectPath, storeNoticeCookie, storeNoticeCookieName } from "./store-notice";

describe("store notice cookie (spec §3.3, §9.4)", () => {
  it("is store_notice + id = hidden on path /", () => {
    expect(storeNoticeCookieName("1")).toBe("store_notice1");
    const c = storeNoticeCookie("1", false);
    expect(c.startsWith("store_notice1=hidden;")).toBe(true);
    expect(c).toContain("Path=/");
    expect(c).not.toContain("Secure");
    expect(storeNoticeCookie("", true)).toMatch(/^store_notice=hidden;.*Secure$/);
  });
  it("only redirects to local paths", () => {
    expect(safeRedirectPath("/winkel?orderby=price")).toBe("/winkel?orderby=price");
    for (const bad of ["https://evil.example", "//evil.example", "/\\evil", null, 5]) {
      expect(safeRedirectPath(bad)).toBe("/");
    }
  });
});
