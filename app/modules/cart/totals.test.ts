import { describe, expect, it } from "vitest";
import { computeTotals, shippingCost, vatIncluded } from "./totals";

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
});
