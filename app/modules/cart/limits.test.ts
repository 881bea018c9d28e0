import { describe, expect, it } from "vitest";
import { MAX_LINE_QUANTITY } from "./cart-form";
import { cartLimitBreach, cartLimitMessage, type LimitedLine, MAX_CART_LINES } from "./limits";

const line = (key: string, quantity: number, unitInclCents = 100): LimitedLine => ({
  lineKey: key,
  quantity,
  unitInclCents,
});
const lines = (n: number) => Array.from({ length: n }, (_, i) => line(`l${i}`, 1));
const MAX = 5_000_000;

describe("cart limits", () => {
  it("allows up to MAX_CART_LINES lines; the next one is refused", () => {
    expect(cartLimitBreach(lines(99), lines(100), MAX)).toBeNull();
    expect(cartLimitBreach(lines(100), lines(101), MAX)).toEqual({ kind: "lines", max: MAX_CART_LINES });
    // A cart already over the limit may shrink.
    expect(cartLimitBreach(lines(102), lines(101), MAX)).toBeNull();
  });

  it("a changed line holds 1…MAX_LINE_QUANTITY", () => {
    expect(cartLimitBreach([], [line("a", MAX_LINE_QUANTITY)], MAX)).toBeNull();
    for (const q of [0, -1, 1.5, MAX_LINE_QUANTITY + 1]) {
      expect(cartLimitBreach([line("a", 5)], [line("a", q)], MAX), String(q)).toEqual({
        kind: "quantity",
        max: MAX_LINE_QUANTITY,
      });
    }
    expect(cartLimitBreach([line("a", 5)], [line("a", 4)], MAX)).toBeNull();
  });

  it("the lines' sum is at most the maximum order total; a cart over it may shrink, not grow", () => {
    expect(cartLimitBreach([], [line("a", 10, 500_000)], MAX)).toBeNull();
    expect(cartLimitBreach([], [line("a", 10, 500_001)], MAX)).toEqual({ kind: "total", maxInclCents: MAX });
    const over = [line("a", 20, 500_000)];
    expect(cartLimitBreach(over, [line("a", 19, 500_000)], MAX)).toBeNull();
    expect(cartLimitBreach(over, [line("a", 21, 500_000)], MAX)).toEqual({
      kind: "total",
      maxInclCents: MAX,
    });
  });

  it("says in Dutch which limit was reached", () => {
    expect(cartLimitMessage({ kind: "lines", max: 100 })).toContain("hoogstens 100 verschillende artikelen");
    expect(cartLimitMessage({ kind: "quantity", max: 999 })).toContain("1 tot en met 999");
    expect(cartLimitMessage({ kind: "total", maxInclCents: 5_000_000 })).toContain("€ 50.000,00");
  });
});
