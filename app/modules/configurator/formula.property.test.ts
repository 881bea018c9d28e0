import Decimal from "decimal.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileFormula, evaluatePrice } from "./formula";
import { parseOptionDefinition } from "./options.schema";
import { priceVars } from "./pricing";
import { sampleDoorDefinition } from "./sample-door";

const choices = (slug: string) => {
  const option = sampleDoorDefinition.options.find((o) => o.slug === slug);
  if (!option || !("suboptions" in option)) throw new Error(slug);
  return option.suboptions;
};

const twoNumbers = (mainFormula: string) =>
  parseOptionDefinition({
    basePrice: "0",
    mainFormula,
    options: [
      { slug: "a", type: "number", label: "A" },
      { slug: "b", type: "number", label: "B" },
    ],
  });

/** Decimal strings such as "-12.034" or "7". */
const decimalString = fc
  .tuple(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 0, max: 6 }))
  .map(([n, places]) => new Decimal(n).dividedBy(10 ** places).toFixed());

const KNOWN_CODES = [
  "parse",
  "forbidden",
  "unknown_variable",
  "division_by_zero",
  "not_finite",
  "invalid_result",
  "invalid_value",
  "negative_price",
  "evaluation",
];

describe("door price properties", () => {
  it("equals a decimal.js reference computation for any size within limits and any choice", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1500, max: 2600 }),
        fc.integer({ min: 400, max: 1200 }),
        fc.constantFrom(...choices("handle")),
        fc.constantFrom(...choices("hinges")),
        fc.constantFrom(...choices("lock")),
        fc.integer({ min: 1, max: 20 }),
        (h, w, handle, hinges, lock, quantity) => {
          const r = evaluatePrice(sampleDoorDefinition, {
            uni_cpo_height: String(h),
            uni_cpo_width: String(w),
            uni_cpo_handle: handle.slug,
            uni_cpo_hinges: hinges.slug,
            uni_cpo_lock: lock.slug,
          });
          const reference = Decimal.max(new Decimal(h).times(w).dividedBy(1_000_000), "0.8")
            .times(185)
            .plus(handle.rate)
            .plus(hinges.rate)
            .plus(lock.rate);
          expect(r.ok && r.priceExcl?.equals(reference)).toBe(true);
          const incl = reference.times("1.21").toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
          const vars = priceVars({ priceExcl: r.ok ? r.priceExcl : null, quantity });
          expect(vars.raw_price).toBe(incl.toNumber());
          expect(vars.raw_total).toBe(incl.times(quantity).toNumber());
          expect(vars.price).toBe(
            `€ ${incl
              .toFixed(2)
              .replace(".", ",")
              .replace(/\B(?=(\d{3})+(?!\d),)/g, ".")}`,
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("arithmetic properties", () => {
  const sum = twoNumbers("{uni_cpo_a} + {uni_cpo_b} + 10000000");
  const sumSwapped = twoNumbers("{uni_cpo_b} + {uni_cpo_a} + 10000000");
  const product = twoNumbers("abs({uni_cpo_a} * {uni_cpo_b})");
  const productSwapped = twoNumbers("abs({uni_cpo_b} * {uni_cpo_a})");

  it("+ and * are commutative and exact", () => {
    fc.assert(
      fc.property(decimalString, decimalString, (a, b) => {
        const values = { uni_cpo_a: a, uni_cpo_b: b };
        const s1 = evaluatePrice(sum, values);
        const s2 = evaluatePrice(sumSwapped, values);
        expect(s1.ok && s2.ok && s1.priceExcl?.equals(s2.priceExcl!)).toBe(true);
        expect(s1.ok && s1.priceExcl?.equals(new Decimal(a).plus(b).plus(10_000_000))).toBe(true);
        const p1 = evaluatePrice(product, values);
        const p2 = evaluatePrice(productSwapped, values);
        expect(p1.ok && p2.ok && p1.priceExcl?.equals(p2.priceExcl!)).toBe(true);
        expect(p1.ok && p1.priceExcl?.equals(new Decimal(a).times(b).abs())).toBe(true);
      }),
    );
  });

  it("division by zero is always an error, never a price", () => {
    const quotient = twoNumbers("abs({uni_cpo_a} / {uni_cpo_b})");
    fc.assert(
      fc.property(decimalString, fc.constantFrom("0", "0.0", "-0", "0.000"), (a, zero) => {
        const r = evaluatePrice(quotient, { uni_cpo_a: a, uni_cpo_b: zero });
        expect(r).toEqual({ ok: false, error: expect.objectContaining({ code: "division_by_zero" }) });
      }),
    );
  });
});

/** Random formulas built from the allowed grammar, with random variable values (0 included). */
const expression: fc.Arbitrary<string> = fc.letrec<{ expr: string }>((tie) => ({
  expr: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom("{uni_cpo_a}", "{uni_cpo_b}", "0", "1", "2.5", "1000000"),
    fc
      .tuple(tie("expr"), fc.constantFrom("+", "-", "*", "/"), tie("expr"))
      .map(([l, op, r]) => `(${l} ${op} ${r})`),
    fc
      .tuple(fc.constantFrom("min", "max", "round", "ceil", "floor", "sqrt", "abs"), tie("expr"), tie("expr"))
      .map(([f, x, y]) => (["min", "max"].includes(f) ? `${f}(${x}, ${y})` : `${f}(${x})`)),
    fc
      .tuple(tie("expr"), fc.constantFrom("<", ">=", "=="), tie("expr"), tie("expr"), tie("expr"))
      .map(([a, cmp, b, t, f]) => `(${a} ${cmp} ${b} ? ${t} : ${f})`),
    tie("expr").map((x) => `-${x}`),
  ),
})).expr;

describe("robustness", () => {
  it("a random valid formula gives a finite, non-negative price or a known error — never NaN, never a throw", () => {
    fc.assert(
      fc.property(expression, decimalString, decimalString, (formula, a, b) => {
        const r = evaluatePrice(twoNumbers(formula), { uni_cpo_a: a, uni_cpo_b: b });
        if (r.ok) {
          expect(r.priceExcl?.isFinite()).toBe(true);
          expect(r.priceExcl?.isNegative() && !r.priceExcl.isZero()).toBe(false);
        } else {
          expect(KNOWN_CODES).toContain(r.error.code);
          expect(r.error.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("any text as formula compiles to a formula or an error, without throwing", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const c = compileFormula(text);
        expect(c).toBeTypeOf("object");
        if ("code" in c) expect(KNOWN_CODES).toContain(c.code);
      }),
      { numRuns: 500 },
    );
  });

  it("any payload value gives a result, not a throw", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (x, y) => {
        const r = evaluatePrice(sampleDoorDefinition, { uni_cpo_height: x, uni_cpo_handle: y } as never);
        if (!r.ok) expect(KNOWN_CODES).toContain(r.error.code);
      }),
    );
  });
});
