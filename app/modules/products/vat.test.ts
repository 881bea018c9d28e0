import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsInclVat } from "~/utils/money";
import { exclFromIncl, formatEuroInput, inclFromExcl, parseEuroInput, VAT_RATES } from "./vat";

describe("incl./excl. btw per rate", () => {
  it.each([
    [12100, 21, 10000],
    [10900, 9, 10000],
    [10000, 0, 10000],
    [1995, 21, 1649], // 16.487… → 16,49
    [1995, 9, 1830], // 18.302… → 18,30
    [1, 21, 1], // 0.826 → 1
  ] as const)("%i cents incl. %i %% is %i excl.", (incl, rate, excl) => {
    expect(exclFromIncl(incl, rate)).toBe(excl);
  });

  it("adds the rate back: 21 % exactly as the shop's consumer prices (money.ts)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (excl) => {
        expect(inclFromExcl(excl, 21)).toBe(centsInclVat(excl));
      }),
    );
  });

  it("an incl. price entered is shown again as entered (within one cent) at every rate", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(...VAT_RATES), (incl, rate) => {
        const back = inclFromExcl(exclFromIncl(incl, rate), rate);
        expect(Math.abs(back - incl)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("9 % and 0 % differ from 21 %", () => {
    expect(inclFromExcl(10000, 9)).toBe(10900);
    expect(inclFromExcl(10000, 0)).toBe(10000);
  });
});

describe("parseEuroInput", () => {
  it.each([
    ["149,95", 14995],
    ["149.95", 14995],
    ["1.234,50", 123450],
    ["1.234", 123400],
    ["€ 12", 1200],
    ["0,5", 50],
    ["  7 ", 700],
  ])("%j → %i cents", (text, cents) => {
    expect(parseEuroInput(text)).toBe(cents);
  });

  it.each(["", "abc", "-5", "1,234", "12,3,4", "1e3", "12,999"])("%j is not an amount", (text) => {
    expect(parseEuroInput(text)).toBeNull();
  });

  it("formats cents back for the input", () => {
    expect(formatEuroInput(123450)).toBe("1234,50");
    expect(parseEuroInput(formatEuroInput(9))).toBe(9);
  });
});
