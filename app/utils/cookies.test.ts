import { describe, expect, it } from "vitest";
import {
  COOKIES,
  clearCookie,
  readCookie,
  secureCookiesFor,
  setCookie,
  storeNoticeCookieName,
} from "./cookies";

describe("readCookie", () => {
  it("reads one cookie and decodes it", () => {
    expect(readCookie("a=1; maatglas_sid=xyz; b=2", "maatglas_sid")).toBe("xyz");
    expect(readCookie("woocommerce_cart_hash=ab%20c", COOKIES.cartHash)).toBe("ab c");
  });

  it("survives malformed headers", () => {
    expect(readCookie("a=%E0%A4%A", "a")).toBe("%E0%A4%A");
    expect(readCookie(";;;=;", "a")).toBeUndefined();
    expect(readCookie("a", "a")).toBeUndefined();
    expect(readCookie(undefined, "a")).toBeUndefined();
    expect(readCookie("", "a")).toBeUndefined();
  });
});

describe("setCookie", () => {
  it("makes the session cookie HttpOnly and the script cookies readable", () => {
    expect(setCookie(COOKIES.session, "v", { secure: false })).toBe(
      "maatglas_sid=v; Path=/; HttpOnly; SameSite=Lax",
    );
    for (const name of [
      COOKIES.loggedIn,
      COOKIES.itemsInCart,
      COOKIES.cartHash,
      storeNoticeCookieName("3"),
    ]) {
      const header = setCookie(name, "1", { secure: false });
      expect(header).not.toContain("HttpOnly");
      expect(header).toContain("Path=/");
      expect(header).toContain("SameSite=Lax");
    }
  });

  it("adds Secure and Max-Age when asked, and clears with Max-Age=0", () => {
    expect(setCookie(COOKIES.cartHash, "h", { secure: true, maxAge: 60 })).toBe(
      "woocommerce_cart_hash=h; Max-Age=60; Path=/; Secure; SameSite=Lax",
    );
    expect(clearCookie(COOKIES.session, { secure: true })).toBe(
      "maatglas_sid=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax",
    );
  });

  it("encodes values, so a value cannot add attributes", () => {
    expect(setCookie(COOKIES.cartHash, "x; Domain=evil", { secure: false })).toMatch(
      /^woocommerce_cart_hash=x%3B%20Domain%3Devil;/,
    );
  });
});

describe("secureCookiesFor", () => {
  it.each([
    [true, true, "shop.example", true],
    [true, false, "shop.example", false],
    [true, false, "localhost", true],
    [true, false, "127.0.0.1", true],
    [false, true, "shop.example", false],
  ])("production=%s https=%s host=%s → %s", (production, secure, hostname, expected) => {
    expect(secureCookiesFor(production, { secure, hostname })).toBe(expected);
  });
});
