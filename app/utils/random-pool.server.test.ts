import { describe, expect, it } from "vitest";
import { randomString } from "./random-pool.server";

describe("random pool", () => {
  it("hands out distinct strings of the asked size across refills", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) seen.add(randomString(24, "base64url"));
    expect(seen.size).toBe(1000);
    for (const s of seen) expect(Buffer.from(s, "base64url")).toHaveLength(24);
    expect(Buffer.from(randomString(16, "base64"), "base64")).toHaveLength(16);
  });
});
