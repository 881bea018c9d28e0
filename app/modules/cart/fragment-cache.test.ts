import { describe, expect, it } from "vitest";
import {
  CART_HASH_STORAGE_KEY,
  decideFragments,
  FRAGMENT_LIFETIME_MS,
  isForeignCartChange,
  msUntilExpiry,
  parseStored,
  type StoredFragments,
} from "./fragment-cache";
import { EMPTY_MINI_CART } from "./mini-cart";

const NOW = 1_800_000_000_000;
const stored = (over: Partial<StoredFragments> = {}): StoredFragments => ({
  hash: "abc",
  createdAt: NOW - 1000,
  loggedIn: "",
  cart: { ...EMPTY_MINI_CART, hash: "abc", count: 1 },
  ...over,
});
const cookies = { itemsInCart: "1", cartHash: "abc", loggedIn: null };

describe("decideFragments (spec §4.6)", () => {
  it("asks nothing without a cart cookie, whatever is stored", () => {
    expect(decideFragments({ itemsInCart: null, cartHash: null, loggedIn: null }, stored(), NOW)).toEqual({
      action: "empty",
    });
    expect(decideFragments({ itemsInCart: "0", cartHash: "abc", loggedIn: null }, null, NOW).action).toBe(
      "empty",
    );
    expect(decideFragments({ itemsInCart: "1", cartHash: "", loggedIn: null }, null, NOW).action).toBe(
      "empty",
    );
  });
  it("reuses stored fragments while the hash matches the cookie and they are younger than 24 h", () => {
    const s = stored();
    expect(decideFragments(cookies, s, NOW)).toEqual({ action: "reuse", stored: s });
    expect(decideFragments(cookies, stored({ createdAt: NOW - FRAGMENT_LIFETIME_MS + 1 }), NOW).action).toBe(
      "reuse",
    );
  });
  it("fetches when nothing is stored, the hash differs or the fragments are 24 h old", () => {
    expect(decideFragments(cookies, null, NOW)).toEqual({ action: "fetch", reason: "none" });
    expect(decideFragments({ ...cookies, cartHash: "def" }, stored(), NOW)).toEqual({
      action: "fetch",
      reason: "hash",
    });
    expect(decideFragments(cookies, stored({ createdAt: NOW - FRAGMENT_LIFETIME_MS }), NOW)).toEqual({
      action: "fetch",
      reason: "expired",
    });
    // A clock that went backwards is not trusted either.
    expect(decideFragments(cookies, stored({ createdAt: NOW + 60_000 }), NOW).action).toBe("fetch");
  });
  it("fetches when the shopper logged in or out since the fragments were stored", () => {
    expect(decideFragments({ ...cookies, loggedIn: "1" }, stored(), NOW)).toEqual({
      action: "fetch",
      reason: "login",
    });
    expect(decideFragments(cookies, stored({ loggedIn: "1" }), NOW).action).toBe("fetch");
    expect(decideFragments({ ...cookies, loggedIn: "1" }, stored({ loggedIn: "1" }), NOW).action).toBe(
      "reuse",
    );
  });
});

describe("cross-tab and expiry helpers", () => {
  it("treats a changed shared hash from another tab as a cart change", () => {
    expect(isForeignCartChange(CART_HASH_STORAGE_KEY, "new", "old")).toBe(true);
    expect(isForeignCartChange(CART_HASH_STORAGE_KEY, "", "old")).toBe(true);
    expect(isForeignCartChange(CART_HASH_STORAGE_KEY, "same", "same")).toBe(false);
    expect(isForeignCartChange(CART_HASH_STORAGE_KEY, null, undefined)).toBe(false);
    expect(isForeignCartChange("other", "new", "old")).toBe(false);
  });
  it("counts down to the 24 h expiry", () => {
    expect(msUntilExpiry({ createdAt: NOW }, NOW)).toBe(FRAGMENT_LIFETIME_MS);
    expect(msUntilExpiry({ createdAt: NOW - FRAGMENT_LIFETIME_MS - 5 }, NOW)).toBe(0);
  });
  it("ignores malformed storage", () => {
    expect(parseStored("{nope")).toBeNull();
    expect(parseStored(JSON.stringify({ hash: 1 }))).toBeNull();
    expect(parseStored(null)).toBeNull();
    expect(parseStored(JSON.stringify(stored()))).toEqual(stored());
  });
});
