import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import { priceVars } from "./pricing";

describe("priceVars", () => {
  it("gives every §3.5 price variable for 611.981 excl. × 1", () => {
    expect(priceVars({ priceExcl: new Decimal("611.981"), quantity: 1 })).toEqual({
      currency: "€",
      currency_code: "EUR",
      quantity: 1,
      raw_price: 740.5,
      raw_price_tax_rev: 611.98,
      price: "€ 740,50",
      price_tax_suffix: "incl. btw",
      raw_price_discounted: 740.5,
      price_discounted: "€ 740,50",
      price_suffix: "",
      price_postfix: "",
      starting_price: "€ 0,00",
      raw_total: 740.5,
      raw_total_discounted: 740.5,
      raw_total_tax_rev: 611.98,
      total: "€ 740,50",
      total_discounted: "€ 740,50",
      total_tax_rev: "€ 611,98",
      total_tax_suffix: "incl. btw",
    });
  });

  it("rounds the unit price once, half-up, and multiplies the rounded unit price by the quantity", () => {
    // 262.50 × 1.21 = 317.625 → 317.63; × 3 = 952.89 (not 952.875 → 952.88)
    const v = priceVars({ priceExcl: "262.5", quantity: 3 });
    expect(v.raw_price).toBe(317.63);
    expect(v.price).toBe("€ 317,63");
    expect(v.raw_total).toBe(952.89);
    expect(v.total).toBe("€ 952,89");
    expect(v.raw_total_tax_rev).toBe(787.5);
    expect(v.total_tax_rev).toBe("€ 787,50");
    expect(v.quantity).toBe(3);
  });

  it("formats thousands Dutch-style and shows the starting price incl. btw", () => {
    const v = priceVars({ priceExcl: "1000", quantity: 2, startingPriceExcl: "244" });
    expect(v.price).toBe("€ 1.210,00");
    expect(v.total).toBe("€ 2.420,00");
    expect(v.starting_price).toBe("€ 295,24");
  });

  it("passes configured suffix and postfix through", () => {
    const v = priceVars({ priceExcl: "1", quantity: 1, priceSuffix: "per deur", pricePostfix: "*" });
    expect([v.price_suffix, v.price_postfix]).toEqual(["per deur", "*"]);
  });

  it("gives zero prices when there is no price (ordering disabled)", () => {
    const v = priceVars({ priceExcl: null, quantity: 2 });
    expect([v.raw_price, v.raw_total, v.price, v.total]).toEqual([0, 0, "€ 0,00", "€ 0,00"]);
  });

  it("refuses a quantity that is not a positive integer", () => {
    for (const q of [0, -1, 1.5, Number.NaN])
      expect(() => priceVars({ priceExcl: "1", quantity: q })).toThrow(RangeError);
  });
});
