import { describe, expect, it } from "vitest";
import { compileTrust } from "./request-basics";

describe("compileTrust", () => {
  it("trusts the first `n` hops for a hop count", () => {
    const trust = compileTrust(1);
    expect(trust("203.0.113.9", 0)).toBe(true);
    expect(trust("203.0.113.9", 1)).toBe(false);
  });

  it("trusts exactly the listed addresses and ranges, also once it has remembered many addresses", () => {
    const trust = compileTrust(["loopback", "10.0.0.0/8"]);
    for (let round = 0; round < 2; round++) {
      expect(trust("127.0.0.1", 0)).toBe(true);
      expect(trust("::1", 0)).toBe(true);
      expect(trust("10.20.30.40", 3)).toBe(true);
      expect(trust("203.0.113.9", 0)).toBe(false);
      // More distinct addresses than the memo holds: the answers stay the same after it starts again.
      for (let i = 0; i < 1500; i++) expect(trust(`198.51.${i >> 8}.${i & 255}`, 0)).toBe(false);
    }
  });
});
