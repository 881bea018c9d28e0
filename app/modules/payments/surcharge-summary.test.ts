import { describe, expect, it } from "vitest";
import { surchargeSummary } from "./surcharge-summary";

describe("surchargeSummary", () => {
  it("names the amounts of the fields the type uses, in Dutch", () => {
    expect(
      surchargeSummary({
        payment_surcharge: "fixed_fee_percentage",
        fixed_fee: "0,25",
        percentage: "1,8",
        surcharge_limit: "1,00",
        maximum_limit: "1250",
      }),
    ).toBe("€ 0,25 excl. btw + 1,8 %; max. € 1,00 excl. btw; geen toeslag boven € 1.250,00");
    expect(surchargeSummary({ payment_surcharge: "percentage", percentage: 2.5, fixed_fee: "9" })).toBe(
      "2,5 %",
    );
    expect(surchargeSummary({ payment_surcharge: "fixed_fee", fixed_fee: 0.29, surcharge_limit: "5" })).toBe(
      "€ 0,29 excl. btw",
    );
  });

  it("is empty without a fee: no_fee, or a type whose amounts are 0", () => {
    expect(surchargeSummary({ payment_surcharge: "no_fee", fixed_fee: "1" })).toBeNull();
    expect(surchargeSummary({ payment_surcharge: "fixed_fee", fixed_fee: "" })).toBeNull();
    expect(
      surchargeSummary({ payment_surcharge: "percentage", percentage: 0, maximum_limit: 100 }),
    ).toBeNull();
  });
});
