import Decimal from "decimal.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  compareDecimal,
  decimalOf,
  formatDecimal,
  isMultipleOf,
  isWhole,
  parseDecimal,
  subtractDecimal,
} from "./exact-decimal";

const dec = (s: string) => {
  const d = parseDecimal(s);
  if (!d) throw new Error(`not a decimal: ${s}`);
  return d;
};

describe("exact decimals of the option rules", () => {
  it("parses plain and exponent notation and refuses the rest", () => {
    expect(formatDecimal(dec("1.50"))).toBe("1.5");
    expect(formatDecimal(dec("-.25"))).toBe("-0.25");
    expect(formatDecimal(dec("007"))).toBe("7");
    expect(formatDecimal(dec("-0.000"))).toBe("0");
    expect(formatDecimal(dec("1e-7"))).toBe("0.0000001");
    expect(formatDecimal(dec("2.5E3"))).toBe("2500");
    for (const bad of ["", ".", "-", "1,5", "1.2.3", "abc", "1e", "1e999", "Infinity", "0x10"])
      expect(parseDecimal(bad)).toBeNull();
    expect(decimalOf(Number.NaN)).toBeNull();
    expect(formatDecimal(decimalOf(0.1) as never)).toBe("0.1");
  });

  it("compares, subtracts and tests divisibility exactly where floats would not", () => {
    expect(compareDecimal(dec("0.3"), subtractDecimal(dec("0.4"), dec("0.1")))).toBe(0);
    expect(isMultipleOf(dec("0.3"), dec("0.1"))).toBe(true); // 0.3 % 0.1 in floats is 0.0999…
    expect(isMultipleOf(dec("0.35"), dec("0.1"))).toBe(false);
    expect(isMultipleOf(dec("5"), dec("0"))).toBe(false);
    expect(isWhole(dec("12.000"))).toBe(true);
    expect(isWhole(dec("12.001"))).toBe(false);
    expect(compareDecimal(dec("-2"), dec("-10"))).toBe(1);
  });

  it("agrees with decimal.js on every operation", () => {
    const text = fc
      .tuple(fc.boolean(), fc.nat({ max: 10_000_000 }), fc.nat({ max: 6 }))
      .map(([neg, n, scale]) =>
        new Decimal(n)
          .dividedBy(10 ** scale)
          .times(neg ? -1 : 1)
          .toFixed(),
      );
    fc.assert(
      fc.property(text, text, (a, b) => {
        const [x, y] = [new Decimal(a), new Decimal(b)];
        expect(formatDecimal(dec(a))).toBe(x.isZero() ? "0" : x.toFixed());
        expect(compareDecimal(dec(a), dec(b))).toBe(x.comparedTo(y));
        expect(formatDecimal(subtractDecimal(dec(a), dec(b)))).toBe(
          x.minus(y).isZero() ? "0" : x.minus(y).toFixed(),
        );
        expect(isWhole(dec(a))).toBe(x.isInteger());
        if (!y.isZero()) expect(isMultipleOf(dec(a), dec(b))).toBe(x.modulo(y).isZero());
      }),
      { numRuns: 2000 },
    );
  });
});
