import { describe, expect, it } from "vitest";
import { storeNoticeCookieName } from "~/utils/cookies";
import { storeNoticeCookie } from "./store-notice";

describe("store notice cookie (spec §3.3, §9.4)", () => {
  it("is store_notice + id = hidden on path /, readable by the page's script, for a year", () => {
    expect(storeNoticeCookieName("1")).toBe("store_notice1");
    const c = storeNoticeCookie("1", false);
    expect(c.startsWith("store_notice1=hidden;")).toBe(true);
    expect(c).toContain("Path=/");
    expect(c).toContain(`Max-Age=${60 * 60 * 24 * 365}`);
    expect(c).not.toContain("HttpOnly");
    expect(c).not.toContain("Secure");
    expect(storeNoticeCookie("", true)).toMatch(/^store_notice=hidden;.*Secure/);
  });
});
