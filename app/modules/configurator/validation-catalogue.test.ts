import { describe, expect, it } from "vitest";
import { validationMessages as m } from "~/i18n/nl.validation";
import { collectOptionData } from "./collect";
import { type OptionDefinitionInput, optionDefinitionSchema, parseOptionDefinition } from "./options.schema";

/**
 * The validation catalogue (spec §5.3, §5.4; decision 026): every rule, table-driven, through the one collector
 * the browser and the server both run.
 */

type Row = [rule: string, option: Record<string, unknown>, ok: unknown[], bad: [unknown, string][]];

const text = (validation: Record<string, unknown>) => ({ type: "text_input", validation });
const area = (validation: Record<string, unknown>) => ({ type: "textarea", validation });
const num = (validation: Record<string, unknown>) => ({ type: "number", validation });
const numText = (validation: Record<string, unknown>) => ({ type: "text_input", numeric: true, validation });
const boxes = (validation: Record<string, unknown>) => ({
  type: "checkbox",
  validation,
  suboptions: ["a", "b", "c", "d"].map((slug) => ({ slug, label: slug.toUpperCase(), rate: "1" })),
});

const rows: Row[] = [
  [
    "email",
    text({ format: "email" }),
    ["jan@example.nl", " a.b+c@sub.example.com "],
    [
      ["jan@", m.email],
      ["jan@example", m.email],
      ["jan example@x.nl", m.email],
    ],
  ],
  [
    "url",
    text({ format: "url" }),
    ["https://maatglas.nl/a?b=1", "maatglas.nl", "ftp://files.example.com"],
    [
      ["javascript:alert(1)", m.url],
      ["maatglas", m.url],
      ["http://a b.nl", m.url],
    ],
  ],
  [
    "number",
    text({ format: "number" }),
    ["12", "-1.5", "0,75"],
    [
      ["12a", m.number],
      ["1.2.3", m.number],
    ],
  ],
  [
    "digits",
    text({ format: "digits" }),
    ["0123"],
    [
      ["12.5", m.digits],
      ["-1", m.digits],
    ],
  ],
  [
    "alphanum",
    area({ format: "alphanum" }),
    ["Glas2000", "Zeeuwsë"],
    [
      ["glas 2000", m.alphanum],
      ["a-b", m.alphanum],
    ],
  ],
  [
    "integer",
    text({ format: "integer" }),
    ["-12", "+4", "7"],
    [
      ["1.5", m.integer],
      ["1e3", m.integer],
    ],
  ],
  ["integer on a number field", num({ format: "integer" }), ["12"], []],
  [
    "dateiso",
    text({ format: "dateiso" }),
    ["2027-02-28"],
    [
      ["2027-02-30", m.dateiso],
      ["28-02-2027", m.dateiso],
    ],
  ],
  ["notblank", text({ notBlank: true }), ["a", ""], [["   ", m.notblank]]],
  ["required", { type: "text_input", required: true }, ["x"], [["", m.required]]],
  [
    "pattern",
    text({ pattern: "[A-Z]{2}\\d+" }),
    ["AB12"],
    [
      ["AB12x", m.pattern],
      ["ab12", m.pattern],
    ],
  ],
  ["min", num({ min: 400 }), ["400", "401"], [["399", m.min(400)]]],
  ["max", num({ max: 2.5 }), ["2,5"], [["2.6", m.max(2.5)]]],
  [
    "range",
    numText({ range: [10, 20.5] }),
    ["10", "20,5"],
    [
      ["9.99", m.range(10, 20.5)],
      ["21", m.range(10, 20.5)],
    ],
  ],
  ["minlength", text({ minLength: 3 }), ["abc", "ééé"], [["ab", m.minlength(3)]]],
  ["maxlength", area({ maxLength: 3 }), ["abc"], [["abcd", m.maxlength(3)]]],
  [
    "length",
    text({ length: [2, 4] }),
    ["ab", "abcd"],
    [
      ["a", m.length(2, 4)],
      ["abcde", m.length(2, 4)],
    ],
  ],
  ["minwords", area({ minWords: 2 }), ["twee woorden"], [["een", m.minwords(2)]]],
  ["maxwords", area({ maxWords: 2 }), [" twee   woorden "], [["dit zijn drie", m.maxwords(2)]]],
  [
    "words",
    area({ words: [2, 3] }),
    ["een twee", "een twee drie"],
    [
      ["een", m.words(2, 3)],
      ["een twee drie vier", m.words(2, 3)],
    ],
  ],
  ["mincheck", boxes({ minChecked: 2 }), [["a", "b"]], [[["a"], m.mincheck(2)]]],
  ["maxcheck", boxes({ maxChecked: 2 }), [["a", "b"]], [[["a", "b", "c"], m.maxcheck(2)]]],
  [
    "check",
    boxes({ check: [2, 3] }),
    [
      ["a", "b"],
      ["a", "b", "c"],
    ],
    [
      [["a"], m.check(2, 3)],
      [["a", "b", "c", "d"], m.check(2, 3)],
    ],
  ],
  ["default", text({}), ["x"], [[{ not: "a string" }, m.default]]],
];

function definition(option: Record<string, unknown>, others: Record<string, unknown>[] = []) {
  return parseOptionDefinition({
    basePrice: "0",
    mainFormula: "{uni_cpo_price}",
    options: [{ slug: "veld", label: "Veld", ...option }, ...others],
  } as OptionDefinitionInput);
}

describe("validation catalogue: every rule of §5.4 on the field it suits", () => {
  for (const [rule, option, ok, bad] of rows) {
    const def = definition(option);
    it(`${rule}: accepts ${JSON.stringify(ok)}`, () => {
      for (const value of ok) expect(collectOptionData(def, { uni_cpo_veld: value }).errors).toEqual({});
    });
    for (const [value, message] of bad) {
      it(`${rule}: refuses ${JSON.stringify(value)} with its Dutch message`, () => {
        const r = collectOptionData(def, { uni_cpo_veld: value });
        expect(r.errors).toEqual({ uni_cpo_veld: message });
        expect(r.values).not.toHaveProperty("uni_cpo_veld");
      });
    }
  }

  it("an empty optional value passes every rule (rules check values; 'required' checks presence)", () => {
    for (const [, option] of rows.filter(([, o]) => !o.required)) {
      const def = definition(option);
      expect(collectOptionData(def, {}).errors).toEqual({});
    }
  });

  it("silent mode hides 'required' but not notblank or any other rule", () => {
    const def = definition({ type: "text_input", required: true, validation: { notBlank: true } });
    expect(collectOptionData(def, { uni_cpo_veld: "" }, { silent: true }).errors).toEqual({});
    expect(collectOptionData(def, { uni_cpo_veld: "" }).errors).toEqual({ uni_cpo_veld: m.required });
    expect(collectOptionData(def, { uni_cpo_veld: "  " }, { silent: true }).errors).toEqual({
      uni_cpo_veld: m.notblank,
    });
    const boxDef = definition({ ...boxes({ minChecked: 2 }), required: true });
    expect(collectOptionData(boxDef, {}, { silent: true }).errors).toEqual({});
    expect(collectOptionData(boxDef, { uni_cpo_veld: ["a"] }, { silent: true }).errors).toEqual({
      uni_cpo_veld: m.mincheck(2),
    });
  });
});

describe("validation catalogue: comparisons with another field (§5.3, §5.4)", () => {
  const numbers = (op: string) =>
    definition(num({ compare: { field: "ander", op } }), [{ slug: "ander", label: "Ander", type: "number" }]);
  const cases: [op: string, value: string, other: string, message: string | undefined][] = [
    ["gt", "5", "4", undefined],
    ["gt", "4", "4", m.compare.gt("4")],
    ["gte", "4", "4", undefined],
    ["gte", "3.5", "4", m.compare.gte("4")],
    ["lt", "3", "4", undefined],
    ["lt", "4", "4", m.compare.lt("4")],
    ["lte", "4", "4", undefined],
    ["lte", "4.5", "4", m.compare.lte("4")],
  ];
  for (const [op, value, other, message] of cases) {
    it(`${op}: ${value} against ${other} → ${message ?? "ok"}`, () => {
      const r = collectOptionData(numbers(op), { uni_cpo_veld: value, uni_cpo_ander: other });
      expect(r.errors).toEqual(message ? { uni_cpo_veld: message } : {});
      if (message) expect(r.values).not.toHaveProperty("uni_cpo_veld_count");
    });
  }

  it("§5.3 messages name the other value Dutch-style (%s)", () => {
    expect(m.compare.gte("2.5")).toBe("Deze waarde moet groter dan of gelijk aan 2,5 zijn.");
    const r = collectOptionData(numbers("gte"), { uni_cpo_veld: "1", uni_cpo_ander: "2,5" });
    expect(r.errors.uni_cpo_veld).toContain("2,5");
  });

  it("an empty or invalid other field is not compared", () => {
    expect(collectOptionData(numbers("gt"), { uni_cpo_veld: "1" }).errors).toEqual({});
    const r = collectOptionData(numbers("gt"), { uni_cpo_veld: "1", uni_cpo_ander: "x" });
    expect(r.errors).toEqual({ uni_cpo_ander: m.number });
  });

  it("single dates compare with the §5.4 messages (a date is no %s bound)", () => {
    const dates = (op: string) =>
      definition({ type: "date", validation: { compare: { field: "start", op } } }, [
        { slug: "start", label: "Start", type: "date" },
      ]);
    const today = "2027-01-01";
    const run = (op: string, a: string, b: string) =>
      collectOptionData(dates(op), { uni_cpo_veld: a, uni_cpo_start: b }, { today }).errors;
    expect(run("gt", "2027-03-02", "2027-03-01")).toEqual({});
    expect(run("gt", "2027-03-01", "2027-03-01")).toEqual({ uni_cpo_veld: m.gt });
    expect(run("gte", "2027-02-28", "2027-03-01")).toEqual({ uni_cpo_veld: m.gte });
    expect(run("lt", "2027-03-01", "2027-03-01")).toEqual({ uni_cpo_veld: m.lt });
    expect(run("lte", "2027-03-02", "2027-03-01")).toEqual({ uni_cpo_veld: m.lte });
    expect(run("lte", "2027-03-01", "2027-03-01")).toEqual({});
  });

  it("equalto and notequalto compare with the other field's value", () => {
    const other = [{ slug: "ander", label: "Ander", type: "text_input" }];
    const eq = definition(text({ equalTo: "ander" }), other);
    expect(collectOptionData(eq, { uni_cpo_veld: "abc", uni_cpo_ander: " abc" }).errors).toEqual({});
    expect(collectOptionData(eq, { uni_cpo_veld: "abc", uni_cpo_ander: "abd" }).errors).toEqual({
      uni_cpo_veld: m.equalto,
    });
    expect(collectOptionData(eq, { uni_cpo_veld: "abc", uni_cpo_ander: "" }).errors).toEqual({
      uni_cpo_veld: m.equalto,
    });
    const ne = definition(text({ notEqualTo: "ander" }), other);
    expect(collectOptionData(ne, { uni_cpo_veld: "abc", uni_cpo_ander: "abd" }).errors).toEqual({});
    expect(collectOptionData(ne, { uni_cpo_veld: "abc", uni_cpo_ander: "abc" }).errors).toEqual({
      uni_cpo_veld: m.notequalto,
    });
    expect(collectOptionData(ne, { uni_cpo_ander: "abc" }).errors).toEqual({});
  });
});

describe("validation catalogue: the definition schema", () => {
  const parse = (options: Record<string, unknown>[]) =>
    optionDefinitionSchema.safeParse({ basePrice: "0", mainFormula: "1", options });

  it("refuses a pair whose first bound exceeds the second, and an unknown format", () => {
    expect(parse([{ slug: "a", label: "A", ...text({ length: [5, 2] }) }]).success).toBe(false);
    expect(parse([{ slug: "a", label: "A", ...text({ format: "postcode" }) }]).success).toBe(false);
    expect(parse([{ slug: "a", label: "A", ...boxes({ check: [1, 2] }) }]).success).toBe(true);
  });

  it("refuses a rule whose other field is unknown, itself, or not comparable", () => {
    const a = { slug: "a", label: "A" };
    expect(parse([{ ...a, ...text({ equalTo: "b" }) }]).success).toBe(false);
    expect(parse([{ ...a, ...text({ notEqualTo: "a" }) }]).success).toBe(false);
    const words = { slug: "b", label: "B", type: "text_input" };
    expect(parse([{ ...a, ...num({ compare: { field: "b", op: "gt" } }) }, words]).success).toBe(false);
    const n = { slug: "b", label: "B", type: "number" };
    expect(parse([{ ...a, ...num({ compare: { field: "b", op: "gt" } }) }, n]).success).toBe(true);
    const slider = { slug: "b", label: "B", type: "range_slider", min: 0, max: 10 };
    expect(parse([{ ...a, ...num({ compare: { field: "b", op: "lt" } }) }, slider]).success).toBe(true);
    const date = { slug: "b", label: "B", type: "date" };
    expect(parse([{ ...a, ...num({ compare: { field: "b", op: "lt" } }) }, date]).success).toBe(false);
  });

  it("keeps rules to the types they suit (a word count is no number rule)", () => {
    const r = parse([{ slug: "a", label: "A", ...num({ minWords: 2 }) }]);
    expect(r.success).toBe(true);
    expect(r.data?.options[0]).not.toHaveProperty("validation.minWords");
  });
});

describe("Dutch messages keep the placeholders of §5.4 (%s bounds)", () => {
  const one: [keyof typeof m, string][] = [
    ["min", "groter dan of gelijk aan 7"],
    ["max", "kleiner dan of gelijk aan 7"],
    ["minlength", "7 tekens of meer"],
    ["maxlength", "7 tekens of minder"],
    ["mincheck", "ten minste 7 opties"],
    ["maxcheck", "7 opties of minder"],
    ["minwords", "7 woorden of meer"],
    ["maxwords", "7 woorden of minder"],
  ];
  for (const [key, expected] of one) {
    it(`${key} names its bound`, () => {
      const f = m[key] as (n: number | string) => string;
      expect(f(7)).toContain(expected);
      expect(f(0.5)).toContain("0,5");
    });
  }
  const two: (keyof typeof m)[] = ["range", "length", "check", "words"];
  for (const key of two) {
    it(`${key} names both bounds in order`, () => {
      const f = m[key] as (a: number, b: number) => string;
      expect(f(3, 9)).toMatch(/tussen 3 en 9/);
    });
  }
  it("the fixed messages are Dutch and distinct where the rule differs", () => {
    const fixed = [m.email, m.url, m.number, m.digits, m.alphanum, m.integer, m.notblank, m.required];
    expect(new Set(fixed).size).toBe(fixed.length);
    expect([m.equalto, m.dateiso, m.gt, m.gte, m.lt, m.lte, m.notequalto].every((s) => s.length > 5)).toBe(
      true,
    );
    expect(m.notequalto).toBe("Moet uniek zijn!");
  });
});
