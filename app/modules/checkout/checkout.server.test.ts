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
    expect(checkoutTotals([line(1)], methods, "bezorgen", undefined)).toMatchObject({
      subtotalInclCents: 31763,
      shippingInclCents: 4950,
      totalInclCents: 36713,
      vatCents: 6372,
    });
    expect(checkoutTotals([line(1)], methods, "afhalen", undefined).totalInclCents).toBe(31763);
    expect(checkoutTotals([line(1)], methods, "drone", undefined).shippingInclCents).toBe(4950);
    expect(checkoutTotals([line(1, 2, 24999)], methods, "bezorgen", undefined).shippingInclCents).toBe(4950);
    expect(checkoutTotals([line(1, 2, 25000)], methods, "bezorgen", undefined).shippingInclCents).toBe(0);
  });
});

describe("checkout totals with a payment fee", () => {
  const creditcard = {
    title: "Creditcard",
    surcharge: { payment_surcharge: "percentage", percentage: 1.5, surcharge_limit: 2 },
  };
  const paypal = { title: "PayPal", surcharge: { payment_surcharge: "fixed_fee", fixed_fee: "0.29" } };

  it("adds the fee on lines + shipping incl. btw, capped, as a labelled line incl. 21 % btw", () => {
    // 1,5 % of € 367,13 = € 5,51 > cap € 2,00 excl. btw → € 2,42 incl.
    expect(checkoutTotals([line(1)], methods, "bezorgen", creditcard)).toMatchObject({
      subtotalInclCents: 31763,
      shippingInclCents: 4950,
      feeExclCents: 200,
      feeInclCents: 242,
      feeLabel: "Transactiekosten Creditcard",
      totalInclCents: 36955,
    });
    // Under the cap: 1,5 % of € 100,00 = € 1,50 excl. → € 1,82 incl.
    const small = checkoutTotals([line(1, 1, 10000)], methods, "afhalen", creditcard);
    expect([small.feeExclCents, small.feeInclCents, small.totalInclCents]).toEqual([150, 182, 10182]);
    // The btw shown includes the fee's btw.
    expect(small.vatCents).toBe(1767);
    expect(checkoutTotals([line(1)], methods, "afhalen", paypal).feeInclCents).toBe(35);
  });

  it("no fee without a method, for no_fee, or for an empty cart", () => {
    for (const totals of [
      checkoutTotals([line(1)], methods, "afhalen", undefined),
      checkoutTotals([line(1)], methods, "afhalen", {
        title: "iDEAL",
        surcharge: { payment_surcharge: "no_fee" },
      }),
      checkoutTotals([], methods, "afhalen", paypal),
    ]) {
      expect([totals.feeInclCents, totals.feeExclCents, totals.feeLabel]).toEqual([0, 0, ""]);
    }
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
