import { describe, expect, it } from "vitest";
import { compileFormula, evaluatePrice, type OptionValues, type PriceResult } from "./formula";
import { type OptionDefinitionInput, parseOptionDefinition } from "./options.schema";
import { priceVars } from "./pricing";
import { sampleDoorDefinition } from "./sample-door";

const door = (h: string, w: string, handle: string, hinges: string, lock: string): OptionValues => ({
  uni_cpo_height: h,
  uni_cpo_width: w,
  uni_cpo_handle: handle,
  uni_cpo_hinges: hinges,
  uni_cpo_lock: lock,
});

/** A small definition: one number `a`, one select `s` (x = 10, y = 2.5), one checkbox `c` (p = 1, q = 2). */
function def(overrides: Partial<OptionDefinitionInput> = {}) {
  return parseOptionDefinition({
    basePrice: "100",
    mainFormula: "{uni_cpo_price} + {uni_cpo_a}",
    options: [
      { slug: "a", type: "number", label: "A" },
      {
        slug: "s",
        type: "select",
        label: "S",
        suboptions: { x: { label: "X", rate: "10" }, y: { label: "Y", rate: "2.5" } },
      },
      {
        slug: "c",
        type: "checkbox",
        label: "C",
        suboptions: [
          { slug: "p", label: "P", rate: "1" },
          { slug: "q", label: "Q", rate: "2" },
        ],
      },
    ],
    ...overrides,
  });
}

function price(r: PriceResult): string {
  if (!r.ok) throw new Error(`expected a price, got ${r.error.code}: ${r.error.message}`);
  if (r.priceExcl === null) throw new Error("expected a price, got disabled");
  return r.priceExcl.toString();
}

function errorCode(r: PriceResult): string {
  expect(r.ok).toBe(false);
  return r.ok ? "none" : r.error.code;
}

describe("evaluatePrice on the sample door", () => {
  it("prices 2000 × 800 with a round handle, rvs hinges and cylinder lock at 611.981 excl. → € 740,50", () => {
    const r = evaluatePrice(sampleDoorDefinition, door("2000", "800", "rvs-rond-180", "rvs", "cilinderslot"));
    expect(price(r)).toBe("611.981");
    expect(r.ok && r.disabled).toBe(false);
    const vars = priceVars({ priceExcl: r.ok ? r.priceExcl : null, quantity: 1 });
    expect(vars.raw_price).toBe(740.5);
    expect(vars.price).toBe("€ 740,50");
  });

  it("rounds the half-cent case 1500 × 600, cheapest handle and hinges, no lock half-up: € 317,63", () => {
    const r = evaluatePrice(sampleDoorDefinition, door("1500", "600", "rvs-32", "rvs", "geen"));
    expect(price(r)).toBe("262.5");
    const vars = priceVars({ priceExcl: r.ok ? r.priceExcl : null, quantity: 1 });
    expect(vars.price).toBe("€ 317,63");
    expect(vars.raw_price).toBe(317.63);
  });

  it("charges at least 0.8 m² of glass", () => {
    // 1500 × 400 = 0.6 m² → 0.8 × 185 = 148, + 39 + 74 + 107.129
    expect(
      price(evaluatePrice(sampleDoorDefinition, door("1500", "400", "zwart-40", "goud", "design-slot"))),
    ).toBe("368.129");
  });

  it("treats empty options as 0 and an unknown suboption as an error, not 0", () => {
    expect(price(evaluatePrice(sampleDoorDefinition, door("2000", "1000", "", "", "")))).toBe("370");
    expect(
      errorCode(evaluatePrice(sampleDoorDefinition, door("2000", "1000", "gold-handle", "rvs", "geen"))),
    ).toBe("invalid_value");
    expect(errorCode(evaluatePrice(sampleDoorDefinition, door("abc", "1000", "rvs-32", "rvs", "geen")))).toBe(
      "invalid_value",
    );
  });
});

describe("variables", () => {
  it("uses the chosen suboption's rate, a number's value and the base price", () => {
    const d = def({ mainFormula: "{uni_cpo_price} + {uni_cpo_a} * 2 + {uni_cpo_s}" });
    expect(price(evaluatePrice(d, { uni_cpo_a: "1.5", uni_cpo_s: "y" }))).toBe("105.5");
    expect(price(evaluatePrice(d, { uni_cpo_a: 3, uni_cpo_s: "x" }))).toBe("116");
    expect(price(evaluatePrice(d, {}))).toBe("100");
  });

  it("sums the checked rates of a checkbox and counts them", () => {
    const d = def({ mainFormula: "{uni_cpo_c} * 10 + {uni_cpo_c_count}" });
    expect(price(evaluatePrice(d, { uni_cpo_c: ["p", "q"] }))).toBe("32");
    expect(price(evaluatePrice(d, { uni_cpo_c: ["q"] }))).toBe("21");
    expect(price(evaluatePrice(d, { uni_cpo_c: [] }))).toBe("0");
    expect(errorCode(evaluatePrice(d, { uni_cpo_c: ["p", "zzz"] }))).toBe("invalid_value");
  });

  it("computes decimals exactly (no binary floating point)", () => {
    const d = def({
      mainFormula: "0.1 + 0.2 + {uni_cpo_a}",
      rules: [{ condition: "0.1 + 0.2 == 0.3", formula: "1" }],
    });
    expect(price(evaluatePrice(d, {}))).toBe("1");
    expect(price(evaluatePrice(def({ mainFormula: "0.1 + 0.2" }), {}))).toBe("0.3");
  });

  it("rounds half away from zero and supports the allowed functions", () => {
    const cases: [string, string][] = [
      ["round(2.5)", "3"],
      ["round(1.005, 2)", "1.01"],
      ["ceil(1.01)", "2"],
      ["floor(1.99)", "1"],
      ["abs(-4) + sqrt(9)", "7"],
      ["min(3, 1, 2) + max(3, 1, 2)", "4"],
      ["1 < 2 ? 5 : 6", "5"],
    ];
    for (const [formula, expected] of cases)
      expect(price(evaluatePrice(def({ mainFormula: formula }), {}))).toBe(expected);
  });
});

describe("rules, derived variables, disable, min and max price", () => {
  it("uses the first rule whose condition holds, else the main formula", () => {
    const d = def({
      mainFormula: "1",
      rules: [
        { condition: "{uni_cpo_a} > 10 and {uni_cpo_s} == 10", formula: "2" },
        { condition: "{uni_cpo_a} > 5 or not ({uni_cpo_a} != 0)", formula: "3" },
        { condition: "{uni_cpo_a} > 5", formula: "4" },
      ],
    });
    const at = (a: string, s = "") => evaluatePrice(d, { uni_cpo_a: a, uni_cpo_s: s });
    expect(price(at("11", "x"))).toBe("2");
    expect(at("11", "x")).toMatchObject({ ruleIndex: 0 });
    expect(price(at("11", "y"))).toBe("3"); // rule 1 and 2 hold; first wins
    expect(at("11", "y")).toMatchObject({ ruleIndex: 1 });
    expect(price(at("0"))).toBe("3");
    expect(price(at("2"))).toBe("1");
    expect(at("2")).not.toHaveProperty("ruleIndex", expect.any(Number));
  });

  it("evaluates derived variables in order, each seeing only the earlier ones", () => {
    const d = def({
      derived: [
        { slug: "area", formula: "{uni_cpo_a} * 2" },
        { slug: "double_area", formula: "{uni_nov_cpo_area} * 2" },
      ],
      mainFormula: "{uni_nov_cpo_double_area} + {uni_nov_cpo_area}",
      rules: [{ condition: "{uni_nov_cpo_area} > 100", formula: "disable" }],
    });
    expect(price(evaluatePrice(d, { uni_cpo_a: "5" }))).toBe("30");
    expect(evaluatePrice(d, { uni_cpo_a: "51" })).toMatchObject({
      ok: true,
      disabled: true,
      priceExcl: null,
    });
    const wrongOrder = def({
      derived: [
        { slug: "b", formula: "{uni_nov_cpo_a2} + 1" },
        { slug: "a2", formula: "1" },
      ],
    });
    expect(errorCode(evaluatePrice(wrongOrder, {}))).toBe("unknown_variable");
  });

  it("disables ordering for a formula text of exactly 'disable', as main formula or rule formula", () => {
    expect(evaluatePrice(def({ mainFormula: "disable" }), {})).toEqual({
      ok: true,
      priceExcl: null,
      disabled: true,
      disabledReason: "formula",
    });
    const d = def({ rules: [{ condition: "{uni_cpo_a} >= 3", formula: " disable " }] });
    expect(evaluatePrice(d, { uni_cpo_a: "3" })).toMatchObject({ ok: true, disabled: true, ruleIndex: 0 });
    expect(evaluatePrice(d, { uni_cpo_a: "2" })).toMatchObject({ ok: true, disabled: false });
    expect(errorCode(evaluatePrice(def({ rules: [{ condition: "disable", formula: "1" }] }), {}))).toBe(
      "parse",
    );
  });

  it("raises a lower price to minPrice", () => {
    const d = def({ minPrice: "150" });
    expect(price(evaluatePrice(d, { uni_cpo_a: "10" }))).toBe("150");
    expect(evaluatePrice(d, { uni_cpo_a: "10" })).toMatchObject({ minPriceApplied: true, disabled: false });
    expect(price(evaluatePrice(d, { uni_cpo_a: "60.5" }))).toBe("160.5");
    expect(price(evaluatePrice(d, { uni_cpo_a: "50" }))).toBe("150");
  });

  it("caps at maxPrice and disables ordering from maxPrice up (old plugin's reading)", () => {
    const d = def({ maxPrice: "200" });
    expect(evaluatePrice(d, { uni_cpo_a: "99.99" })).toMatchObject({ ok: true, disabled: false });
    for (const a of ["100", "500"]) {
      const r = evaluatePrice(d, { uni_cpo_a: a });
      expect(r).toMatchObject({ ok: true, disabled: true, disabledReason: "max_price" });
      expect(price(r)).toBe("200");
    }
  });

  it("refuses a negative price", () => {
    expect(errorCode(evaluatePrice(def({ mainFormula: "{uni_cpo_a} - 10" }), { uni_cpo_a: "1" }))).toBe(
      "negative_price",
    );
    expect(
      price(evaluatePrice(def({ mainFormula: "{uni_cpo_a} - 10", minPrice: "5" }), { uni_cpo_a: "1" })),
    ).toBe("5");
  });
});

describe("errors are errors, never a price of 0", () => {
  const cases: [string, string][] = [
    ["{uni_cpo_a} +", "parse"],
    ["(1 + 2", "parse"],
    ["", "parse"],
    ["round(1, 2, 3)", "parse"],
    ["{uni_cpo_missing} + 1", "unknown_variable"],
    ["uni_cpo_a + 1", "unknown_variable"],
    ["pi * 2", "unknown_variable"],
    ["{uni_cpo_price} / {uni_cpo_a}", "division_by_zero"],
    ["1 / (2 - 2)", "division_by_zero"],
    ["0 / 0", "division_by_zero"],
    ["sqrt(-1)", "not_finite"],
    ["1 < 2", "invalid_result"],
    ["$x + 1", "parse"],
  ];
  for (const [formula, code] of cases) {
    it(`${JSON.stringify(formula)} → ${code}`, () => {
      const r = evaluatePrice(def({ mainFormula: formula || " " }), { uni_cpo_a: "0" });
      expect(errorCode(r)).toBe(code);
      expect(r).not.toHaveProperty("priceExcl");
    });
  }

  it("fails for a broken rule even when that rule is not reached", () => {
    const d = def({ rules: [{ condition: "{uni_cpo_a} > 100", formula: "{uni_cpo_nope}" }] });
    expect(errorCode(evaluatePrice(d, { uni_cpo_a: "1" }))).toBe("unknown_variable");
  });

  it("reports division by zero inside a condition", () => {
    const d = def({ rules: [{ condition: "1 / {uni_cpo_a} > 1", formula: "5" }] });
    expect(errorCode(evaluatePrice(d, { uni_cpo_a: "0" }))).toBe("division_by_zero");
    expect(price(evaluatePrice(d, { uni_cpo_a: "0.5" }))).toBe("5");
  });
});

describe("forbidden syntax is rejected", () => {
  const forbidden = [
    "import({ x: 1 })",
    "import(1)",
    "x = 1",
    "{uni_cpo_a} = 1",
    "f(x) = 1",
    "[1, 2]",
    '"str"',
    "'str'",
    'evaluate("1")',
    "a.b",
    "{uni_cpo_a}.b",
    "{uni_cpo_a}[1]",
    'createUnit("x")',
    "5 cm",
    "2 {uni_cpo_a}",
    "{a: 1}",
    "1:3",
    "2 ^ 3",
    "5 % 3",
    "50%",
    "3!",
    "true",
    "1; 2",
    "cos(0)",
    'parse("1")',
    "{uni_cpo_a}(2)",
    "1 to cm",
    "constructor",
  ];
  for (const formula of forbidden) {
    it(JSON.stringify(formula), () => {
      const c = compileFormula(formula);
      expect(c).toHaveProperty("code");
      expect(["parse", "forbidden", "unknown_variable"]).toContain((c as { code: string }).code);
      expect(errorCode(evaluatePrice(def({ mainFormula: formula }), {}))).not.toBe("none");
    });
  }
});

describe("compileFormula", () => {
  it("compiles each text once (cached), errors included", () => {
    const text = "{uni_cpo_a} * 3 + 7";
    expect(compileFormula(text)).toBe(compileFormula(text));
    expect(compileFormula("1 +")).toBe(compileFormula("1 +"));
  });

  it("lists the variables of a formula, slugs with dashes included", () => {
    const c = compileFormula("{uni_cpo_price} * {uni_cpo_mat-rvs} + {uni_nov_cpo_x}");
    expect(c).toMatchObject({
      kind: "expression",
      variables: ["uni_cpo_price", "uni_cpo_mat-rvs", "uni_nov_cpo_x"],
    });
  });
});
