import { describe, expect, it } from "vitest";
import { nl } from "~/i18n/nl";
import { CHECK_RULES, checkRulesFor } from "./builder-checks";
import { draftOfDefinition } from "./builder-definition";
import type { Draft } from "./builder-draft";
import { draftFields, parseDraftForm } from "./builder-form";
import { validateDraft } from "./builder-validation";
import { OPTION_TYPES } from "./option-types";
import { parseOptionDefinition } from "./options.schema";
import { slidingDoorDefinition } from "./sample-sliding-door";

const t = nl.adminBuilder.checks;
const roundTrip = (d: Draft) => parseDraftForm(Object.entries(draftFields(d)));

const def = parseOptionDefinition({
  basePrice: "0",
  mainFormula: "{uni_cpo_price}",
  options: [
    {
      slug: "naam",
      type: "text_input",
      label: "Naam",
      validation: { format: "email", length: [3, 40], minWords: 1, notBlank: true, pattern: ".+@.+" },
    },
    { slug: "herhaal", type: "text_input", label: "Herhaal", validation: { equalTo: "naam" } },
    { slug: "van", type: "number", label: "Van", validation: { min: 1, max: 9, range: [2, 8] } },
    { slug: "tot", type: "number", label: "Tot", validation: { compare: { field: "van", op: "gte" } } },
    {
      slug: "extra",
      type: "checkbox",
      label: "Extra",
      suboptions: [
        { slug: "a", label: "A", rate: "1" },
        { slug: "b", label: "B", rate: "1" },
      ],
      validation: { check: [1, 2] },
    },
    { slug: "dag", type: "date", label: "Dag" },
    { slug: "later", type: "date", label: "Later", validation: { compare: { field: "dag", op: "gt" } } },
  ],
});

/** A draft with form-typed picker rows on option `i`. */
function withChecks(i: number, checks: { rule: string; a?: string; b?: string }[]): Draft {
  const d = draftOfDefinition(def);
  d.options[i].checks = checks.map((c) => ({ rule: c.rule, a: c.a ?? "", b: c.b ?? "" }));
  return roundTrip(d);
}

describe("builder rule picker (decision 026)", () => {
  it("shows stored rules as picker rows and keeps min/max/step in their own fields", () => {
    const d = draftOfDefinition(def);
    expect(d.options[0].checks).toEqual([
      { rule: "email", a: "", b: "" },
      { rule: "notblank", a: "", b: "" },
      { rule: "pattern", a: ".+@.+", b: "" },
      { rule: "length", a: "3", b: "40" },
      { rule: "minwords", a: "1", b: "" },
    ]);
    expect(d.options[2]).toMatchObject({ min: "1", max: "9", checks: [{ rule: "range", a: "2", b: "8" }] });
    expect(d.options[3].checks).toEqual([{ rule: "gte", a: "van", b: "" }]);
    expect(d.options[4].checks).toEqual([{ rule: "check", a: "1", b: "2" }]);
    expect(d.options[6].checks).toEqual([{ rule: "gt", a: "dag", b: "" }]);
    expect(JSON.parse(d.options[0].extra)).not.toHaveProperty("validation");
  });

  it("round-trips every rule through the form fields to the same definition", () => {
    const v = validateDraft(roundTrip(draftOfDefinition(def)));
    expect(v.ok && v.definition.options).toEqual(def.options);
  });

  it("round-trips the sample sliding door unchanged", () => {
    const sample = parseOptionDefinition(slidingDoorDefinition);
    const v = validateDraft(roundTrip(draftOfDefinition(sample)));
    expect(v.ok && v.definition).toEqual(sample);
  });

  it("adds a rule from the empty row (no JavaScript needed) and drops rows set to 'Geen regel'", () => {
    const fields = draftFields(draftOfDefinition(def));
    fields["o.1.v.1.rule"] = "minlength";
    fields["o.1.v.1.a"] = "4";
    fields["o.0.v.0.rule"] = "";
    const d = parseDraftForm(Object.entries(fields));
    expect(d.options[0].checks.map((c) => c.rule)).toEqual(["notblank", "pattern", "length", "minwords"]);
    const v = validateDraft(d);
    expect(v.ok && v.definition.options[1]).toMatchObject({ validation: { equalTo: "naam", minLength: 4 } });
    expect(v.ok && v.definition.options[0]).not.toHaveProperty("validation.format");
  });

  it("every picker rule of every type saves into a definition that parses", () => {
    const bounds: Record<string, { a: string; b?: string }> = {
      pattern: { a: "\\d+" },
      pair: { a: "1", b: "3" },
      countPair: { a: "1", b: "3" },
      count: { a: "2" },
      number: { a: "2" },
      field: { a: "van" },
      flag: { a: "" },
      text: { a: "x+" },
    };
    const targets: Record<string, number> = { text_input: 1, textarea: 1, number: 3, checkbox: 4, date: 6 };
    for (const [type, i] of Object.entries(targets)) {
      for (const rule of checkRulesFor(type as never, false)) {
        const { kind } = CHECK_RULES[rule];
        let a = (rule === "pattern" ? bounds.pattern : bounds[kind]).a;
        if (kind === "field") a = type === "date" ? "dag" : type === "text_input" ? "naam" : "van";
        const d = draftOfDefinition(def);
        d.options[i] = {
          ...d.options[i],
          type: type as never,
          checks: [{ rule, a, b: bounds[kind].b ?? "" }],
        };
        if (type === "textarea") d.options[i].numeric = false;
        const v = validateDraft(roundTrip(d));
        expect(v.ok ? "ok" : v.errors, `${type} ${rule}`).toBe("ok");
      }
    }
  });

  it("puts a bad bound, a reversed pair, an unknown field and a bad pattern beside their row", () => {
    const cases: [number, { rule: string; a?: string; b?: string }, string, string][] = [
      [0, { rule: "minlength", a: "twee" }, "o.0.v.0.a", t.errors.bound],
      [0, { rule: "minlength", a: "" }, "o.0.v.0.a", t.errors.bound],
      [0, { rule: "length", a: "9", b: "3" }, "o.0.v.0.a", t.errors.pair],
      [0, { rule: "pattern", a: "([a-z" }, "o.0.v.0.a", t.errors.pattern],
      [1, { rule: "equalto", a: "bestaat-niet" }, "o.1.v.0.a", t.errors.field],
      [1, { rule: "notequalto", a: "herhaal" }, "o.1.v.0.a", t.errors.field],
      [3, { rule: "gt", a: "dag" }, "o.3.v.0.a", t.errors.notComparable],
      [2, { rule: "range", a: "1", b: "x" }, "o.2.v.0.a", t.errors.bound],
    ];
    for (const [i, check, field, message] of cases) {
      const v = validateDraft(withChecks(i, [check]));
      expect(v.ok ? {} : v.errors, JSON.stringify(check)).toEqual({ [field]: message });
    }
  });

  it("refuses the same rule twice, two formats, and a rule the type does not take", () => {
    const twice = validateDraft(withChecks(0, [{ rule: "email" }, { rule: "url" }]));
    expect(twice.ok ? {} : twice.errors).toEqual({ "o.0.v.1.rule": t.errors.duplicate });
    const unsuited = validateDraft(withChecks(4, [{ rule: "email" }]));
    expect(unsuited.ok ? {} : unsuited.errors).toEqual({ "o.4.v.0.rule": t.errors.unsuited });
  });

  it("offers rules to the types that take them and names each in Dutch", () => {
    for (const type of OPTION_TYPES) {
      for (const rule of [...checkRulesFor(type, false), ...checkRulesFor(type, true)]) {
        expect(CHECK_RULES[rule], rule).toBeDefined();
        expect(t.rules[rule], rule).toMatch(/\S/);
      }
    }
    expect(checkRulesFor("select", false)).toEqual([]);
    expect(checkRulesFor("text_input", true)).toContain("range");
    expect(checkRulesFor("text_input", false)).not.toContain("range");
  });
});

describe("type settings JSON field", () => {
  const slider = (extra: string) => {
    const d = draftOfDefinition(parseOptionDefinition(slidingDoorDefinition));
    const i = d.options.findIndex((o) => o.type === "range_slider");
    d.options[i].extra = extra;
    return { v: validateDraft(roundTrip(d)), field: `o.${i}.extra` };
  };

  it("a JSON syntax error gets a clear Dutch message at the field, naming where", () => {
    const { v, field } = slider('{"double": false,, "unit": "mm"}');
    expect(v.ok ? {} : v.errors).toEqual({
      [field]: nl.adminBuilder.settingsJson(nl.adminBuilder.settingsAt(18)),
    });
  });

  it("JSON that is not an object is refused with its own message", () => {
    const { v, field } = slider('["mm"]');
    expect(v.ok ? {} : v.errors).toEqual({
      [field]: nl.adminBuilder.settingsJson(nl.adminBuilder.settingsNotObject),
    });
  });

  it("a damaged hidden field of a suboption keeps the reload message", () => {
    const d = draftOfDefinition(def);
    d.options[4].suboptions[0].extra = "{kapot";
    const v = validateDraft(roundTrip(d));
    expect(v.ok ? {} : v.errors).toEqual({ "o.4.s.0.extra": nl.adminBuilder.errors.extra });
  });
});
