import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeTotals, shippingCost, vatIncluded, vatOfAmounts } from "./totals";

const bezorgen = { id: "bezorgen", label: "Bezorgen", costInclCents: 4950, freeFromInclCents: 50000 };
const afhalen = { id: "afhalen", label: "Afhalen", costInclCents: 0, freeFromInclCents: null };

describe("cart totals", () => {
  it("multiplies the rounded unit price by the quantity", () => {
    const t = computeTotals([{ quantity: 3, unitInclCents: 31763 }], afhalen);
    expect(t.subtotalInclCents).toBe(95289);
    expect(t.itemCount).toBe(3);
  });
  it("adds shipping below the free-shipping threshold only", () => {
    expect(computeTotals([{ quantity: 1, unitInclCents: 4719 }], bezorgen).shippingInclCents).toBe(4950);
    expect(computeTotals([{ quantity: 1, unitInclCents: 50000 }], bezorgen).shippingInclCents).toBe(0);
    expect(shippingCost(bezorgen, 49999)).toBe(4950);
    expect(computeTotals([], bezorgen).shippingInclCents).toBe(0);
  });
  it("shows the btw contained in the total", () => {
    expect(vatIncluded(12100)).toBe(2100);
    expect(vatIncluded(74050)).toBe(12852);
    const t = computeTotals([{ quantity: 1, unitInclCents: 74050 }], bezorgen, 242);
    expect(t.totalInclCents).toBe(74292);
    expect(t.vatCents).toBe(vatIncluded(74292));
  });
  it("takes each line's btw at its own rate, shipping and fee at 21 %, each rate's sum rounded once", () => {
    const t = computeTotals(
      [
        { quantity: 2, unitInclCents: 10900, vatRate: 9 },
        { quantity: 1, unitInclCents: 5000, vatRate: 0 },
        { quantity: 1, unitInclCents: 4719, vatRate: 21 },
      ],
      bezorgen,
      242,
    );
    expect(t.totalInclCents).toBe(21800 + 5000 + 4719 + 4950 + 242);
    // 9 %: 21800 − 21800 / 1.09 = 1800; 0 %: 0; 21 %: 9911 − 9911 / 1.21 = 1720.09 → 1720.
    expect(t.vatCents).toBe(1800 + 0 + 1720);
    expect(vatOfAmounts([{ inclCents: 10900, vatRate: 9 }])).toBe(900);
    expect(vatOfAmounts([{ inclCents: 9999, vatRate: 0 }])).toBe(0);
  });
  it("a cart of 21 % lines (with or without a rate given) has exactly the btw of its total", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 5 }),
            unitInclCents: fc.integer({ min: 0, max: 500000 }),
          }),
          {
            maxLength: 6,
          },
        ),
        fc.integer({ min: 0, max: 5000 }),
        fc.boolean(),
        (lines, fee, explicit) => {
          const given = explicit ? lines.map((l) => ({ ...l, vatRate: 21 })) : lines;
          const t = computeTotals(given, bezorgen, fee);
          expect(t.vatCents).toBe(vatIncluded(t.totalInclCents));
        },
      ),
    );
  });
});
