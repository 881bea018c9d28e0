import { describe, expect, it } from "vitest";
import type { CartLine } from "~/modules/cart/cart.server";
import { checkoutAttemptKey, checkoutTotals } from "./checkout.server";

const methods = [
  { id: "bezorgen", label: "Bezorgen", costInclCents: 4950, freeFromInclCents: 50000 },
  { id: "afhalen", label: "Afhalen", costInclCents: 0, freeFromInclCents: null },
];

const line = (id: number, quantity = 1, unitInclCents = 31763) =>
  ({ id, lineKey: `k${id}`, quantity, unitInclCents }) as CartLine;

describe("checkout totals", () => {
  it("uses the chosen shipping method; an unknown id falls back to the first", () => {
    expect(checkoutTotals([line(1)], methods, "bezorgen", "test")).toMatchObject({
      subtotalInclCents: 31763,
      shippingInclCents: 4950,
      totalInclCents: 36713,
      vatCents: 6372,
    });
    expect(checkoutTotals([line(1)], methods, "afhalen", "test").totalInclCents).toBe(31763);
    expect(checkoutTotals([line(1)], methods, "drone", "test").shippingInclCents).toBe(4950);
    expect(checkoutTotals([line(1, 2, 24999)], methods, "bezorgen", "test").shippingInclCents).toBe(4950);
    expect(checkoutTotals([line(1, 2, 25000)], methods, "bezorgen", "test").shippingInclCents).toBe(0);
  });
});

describe("checkout attempt key", () => {
  it("is the same for the same cart and changes with any line change", () => {
    const key = checkoutAttemptKey(5, [line(1), line(2)]);
    expect(checkoutAttemptKey(5, [line(1), line(2)])).toBe(key);
    expect(key).toMatch(/^checkout:5:[0-9a-f]{40}$/);
    expect(checkoutAttemptKey(6, [line(1), line(2)])).not.toBe(key);
    expect(checkoutAttemptKey(5, [line(1), line(2, 3)])).not.toBe(key);
    expect(checkoutAttemptKey(5, [line(1), line(3)])).not.toBe(key);
    expect(checkoutAttemptKey(5, [line(1), line(2, 1, 1)])).not.toBe(key);
  });
});
