import { describe, expect, it } from "vitest";
import { computeSurcharge, parseAmount, type SurchargeSettings, visibleSurchargeFields } from "./surcharge";

type Amount = SurchargeSettings["fixed_fee"];
/** Settings: type, then fixed_fee, percentage, surcharge_limit, maximum_limit (0 unless given). */
const s = (
  type: string,
  fixed: Amount = 0,
  pct: Amount = 0,
  cap: Amount = 0,
  max: Amount = 0,
): SurchargeSettings => ({
  payment_surcharge: type,
  fixed_fee: fixed,
  percentage: pct,
  surcharge_limit: cap,
  maximum_limit: max,
});
const FF = "fixed_fee";
const PCT = "percentage";
const BOTH = "fixed_fee_percentage";

// [case, settings, base incl. btw in cents, [fee excl, btw, fee incl] in cents] — worked out by hand.
const cases: [string, SurchargeSettings, number, [number, number, number]][] = [
  ["no_fee adds nothing, whatever the fields hold", s("no_fee", 5, 3), 10_000, [0, 0, 0]],
  ["no_fee ignores maximum_limit too", s("no_fee", 0, 0, 0, 1), 10_000, [0, 0, 0]],
  ["fixed €0,25 (+21 % = 0,3025 → 0,30)", s(FF, 0.25), 10_000, [25, 5, 30]],
  ["fixed €1,00", s(FF, 1), 10_000, [100, 21, 121]],
  ["fixed is never capped (hidden cap 1,00)", s(FF, 2.5, 0, 1), 10_000, [250, 53, 303]],
  ["fixed ignores a hidden percentage", s(FF, 0.5, 10), 10_000, [50, 11, 61]],
  ["fixed applies to an empty order too", s(FF, 0.25), 0, [25, 5, 30]],
  ["percentage 1,8 % of €100", s(PCT, 0, 1.8), 10_000, [180, 38, 218]],
  ["percentage capped at €1,00", s(PCT, 0, 1.8, 1), 10_000, [100, 21, 121]],
  ["percentage cap 0 means no cap", s(PCT, 0, 1.8, 0), 10_000, [180, 38, 218]],
  ["percentage equal to the cap", s(PCT, 0, 1.8, 1.8), 10_000, [180, 38, 218]],
  ["percentage ignores a hidden fixed fee", s(PCT, 5, 2), 5_000, [100, 21, 121]],
  ["percentage 0 % adds nothing", s(PCT, 0, 0), 10_000, [0, 0, 0]],
  ["both: €0,25 + 1,8 % of €100 = €2,05", s(BOTH, 0.25, 1.8), 10_000, [205, 43, 248]],
  ["both: decisions.md item 3, €2,05 capped at €1,00", s(BOTH, 0.25, 1.8, 1), 10_000, [100, 21, 121]],
  [
    "both: the cap applies even when the fixed part alone exceeds it",
    s(BOTH, 2, 1, 1),
    1_000,
    [100, 21, 121],
  ],
  ["both: below the cap nothing changes", s(BOTH, 0.25, 1.8, 5), 10_000, [205, 43, 248]],
  ["both: cap 0 = no cap", s(BOTH, 0.25, 1.8, 0), 10_000, [205, 43, 248]],
  ["maximum_limit: base equal to it still pays", s(FF, 0.25, 0, 0, 100), 10_000, [25, 5, 30]],
  ["maximum_limit: one cent above pays nothing", s(FF, 0.25, 0, 0, 100), 10_001, [0, 0, 0]],
  ["maximum_limit: one cent below pays", s(FF, 0.25, 0, 0, 100), 9_999, [25, 5, 30]],
  ["maximum_limit 0 means no limit", s(FF, 0.25, 0, 0, 0), 99_999_999, [25, 5, 30]],
  ["maximum_limit € 99.999,99: a € 2.500 door pays", s(FF, 25, 0, 0, 99_999.99), 250_000, [2500, 525, 3025]],
  ["maximum_limit € 99.999,99: equal still pays", s(FF, 25, 0, 0, 99_999.99), 9_999_999, [2500, 525, 3025]],
  [
    "maximum_limit € 99.999,99: one cent above pays nothing",
    s(FF, 25, 0, 0, 99_999.99),
    10_000_000,
    [0, 0, 0],
  ],
  ["maximum_limit € 1.500 on a € 2.500 door: no fee", s(FF, 25, 0, 0, 1500), 250_000, [0, 0, 0]],
  ["fixed fee € 1.250 (above the old € 999 cap)", s(FF, 1250, 0, 0, 0), 250_000, [125_000, 26_250, 151_250]],
  ["maximum_limit on percentage, one cent above", s(PCT, 0, 1.8, 0, 100), 10_001, [0, 0, 0]],
  ["maximum_limit on both, equal: 0,25 + 4,50", s(BOTH, 0.25, 1.8, 0, 250), 25_000, [475, 100, 575]],
  ["maximum_limit on both, one cent above", s(BOTH, 0.25, 1.8, 0, 250), 25_001, [0, 0, 0]],
  ["half-up, not banker's: 2,5 % of €25 = 0,625 → 0,63", s(PCT, 0, 2.5), 2_500, [63, 13, 76]],
  ["half-up, not float: 1,15 % of €30 = 0,345 → 0,35", s(PCT, 0, 1.15), 3_000, [35, 7, 42]],
  ["below half a cent rounds down: 0,01 % of €40", s(PCT, 0, 0.01), 4_000, [0, 0, 0]],
  ["btw half-up: 2,50 × 1,21 = 3,025 → 3,03", s(FF, 2.5), 10_000, [250, 53, 303]],
  ["an unknown type behaves like fixed_fee_percentage", s("other", 0.25, 1.8, 1), 10_000, [100, 21, 121]],
  ["amounts as Dutch decimal strings", s(FF, "1,50"), 10_000, [150, 32, 182]],
  ["amounts as dotted strings, empty = 0", s(BOTH, "0.25", "1.8", "", ""), 10_000, [205, 43, 248]],
  ["missing fields count as 0", { payment_surcharge: BOTH, fixed_fee: 0.1 }, 10_000, [10, 2, 12]],
];

describe("computeSurcharge", () => {
  it.each(cases)("%s", (_, settings, base, [excl, vat, incl]) => {
    expect(computeSurcharge(settings, base)).toEqual({
      feeExclCents: excl,
      feeVatCents: vat,
      feeInclCents: incl,
    });
  });

  it.each(cases)("excl + btw = incl: %s", (_, settings, base) => {
    const fee = computeSurcharge(settings, base);
    expect(fee.feeExclCents + fee.feeVatCents).toBe(fee.feeInclCents);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])("refuses base %s", (base) => {
    expect(() => computeSurcharge(s(FF, 1), base)).toThrow(RangeError);
  });

  it.each([s(FF, "abc"), s(FF, -1), s(PCT, 0, 101), s(BOTH, 0, 0, 1.234)])(
    "refuses visible settings the schema would refuse: %o",
    (settings) => {
      expect(() => computeSurcharge(settings, 10_000)).toThrow(RangeError);
    },
  );

  it("does not look at invalid hidden settings", () => {
    expect(computeSurcharge(s(FF, 1, "abc"), 10_000).feeExclCents).toBe(100);
  });
});

describe("visibleSurchargeFields (spec §4.1)", () => {
  const all = ["fixed_fee", "percentage", "surcharge_limit", "maximum_limit"];
  it.each([
    ["no_fee", []],
    ["fixed_fee", ["fixed_fee", "maximum_limit"]],
    ["percentage", ["percentage", "surcharge_limit", "maximum_limit"]],
    ["fixed_fee_percentage", all],
    ["something_else", all],
    ["", all],
    ["NO_FEE", all],
  ])("%j shows %j", (type, visible) => {
    expect([...visibleSurchargeFields(type)].sort()).toEqual([...visible].sort());
  });
});

describe("parseAmount", () => {
  it.each([
    [0, "0"],
    ["0", "0"],
    ["", "0"],
    [null, "0"],
    [undefined, "0"],
    ["1,50", "1.5"],
    ["1.50", "1.5"],
    [" 2 ", "2"],
    [999, "999"],
    ["999,00", "999"],
    [1000, "1000"],
    ["12.500,00", "12500"],
    ["99.999,99", "99999.99"],
    [99_999.99, "99999.99"],
    [0.01, "0.01"],
  ])("reads %j as %s", (input, value) => {
    const r = parseAmount(input);
    expect(r.ok && r.value.toString()).toBe(value);
  });

  it.each([
    [-1, "amountNegative"],
    ["-0,01", "amountNegative"],
    [100_000, "amountTooHigh"],
    ["99999,991", "amountDecimals"],
    ["100.000,00", "amountTooHigh"],
    ["99.999,999", "amountDecimals"],
    [1.234, "amountDecimals"],
    ["1,234", "amountDecimals"],
    ["1.000", "amountDecimals"],
    ["abc", "amountInvalid"],
    ["1,5,0", "amountInvalid"],
    ["1.000.50", "amountInvalid"],
    ["10.00,50", "amountInvalid"],
    ["€ 1", "amountInvalid"],
    ["1e2", "amountInvalid"],
    [Number.NaN, "amountInvalid"],
    [true, "amountInvalid"],
  ])("refuses %j (%s)", (input, error) => {
    expect(parseAmount(input)).toEqual({ ok: false, error });
  });

  it("uses the given maximum", () => {
    expect(parseAmount(100, 100).ok).toBe(true);
    expect(parseAmount(100.01, 100)).toEqual({ ok: false, error: "amountTooHigh" });
  });
});
