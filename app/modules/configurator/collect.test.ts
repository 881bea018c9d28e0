import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validationMessages as m } from "~/i18n/nl.validation";
import { collectOptionData } from "./collect";
import { evaluatePrice } from "./formula";
import { type Option, parseOptionDefinition } from "./options.schema";
import { optionValueSchema } from "./rules.schema";
import { sampleDoorDefinition } from "./sample-door";

const validDoor = {
  uni_cpo_height: "2000",
  uni_cpo_width: "800",
  uni_cpo_handle: "rvs-rond-180",
  uni_cpo_hinges: "rvs",
  uni_cpo_lock: "cilinderslot",
};

const form = parseOptionDefinition({
  basePrice: "0",
  mainFormula: "{uni_cpo_price}",
  options: [
    { slug: "name", type: "text_input", label: "Naam", validation: { minLength: 2, maxLength: 5 } },
    { slug: "code", type: "text_input", label: "Code", validation: { pattern: "[A-Z]{2}\\d+" } },
    { slug: "note", type: "textarea", label: "Opmerking", required: true },
    { slug: "thick", type: "number", label: "Dikte", validation: { min: 0.5, max: 2, step: 0.5 } },
    { slug: "low", type: "number", label: "Van" },
    { slug: "high", type: "number", label: "Tot", validation: { compare: { field: "low", op: "gte" } } },
    {
      slug: "extras",
      type: "checkbox",
      label: "Extra's",
      suboptions: {
        a: { label: "A", rate: "1" },
        b: { label: "B", rate: "2" },
        c: { label: "C", rate: "3" },
      },
      validation: { maxChecked: 2 },
    },
    {
      slug: "colour",
      type: "radio",
      variant: "colour",
      label: "Kleur",
      required: true,
      suboptions: [
        { slug: "blank", label: "Blank", rate: "0" },
        { slug: "grijs", label: "Grijs", rate: "20" },
      ],
    },
    {
      slug: "tint",
      type: "select",
      label: "Tint",
      required: true,
      visibility: { conditions: [{ field: "colour", op: "eq", value: "grijs" }] },
      suboptions: [{ slug: "licht", label: "Licht", rate: "0" }],
    },
  ],
});
const base = { uni_cpo_note: "x", uni_cpo_colour: "blank" };
const errorsOf = (payload: Record<string, unknown>, silent = false) =>
  collectOptionData(form, { ...base, ...payload }, { silent }).errors;

describe("collectOptionData on the sample door", () => {
  it("normalises a valid payload with the §3.7 counts, and the values price the door", () => {
    const r = collectOptionData(sampleDoorDefinition, validDoor);
    expect(r).toMatchObject({ ok: true, errors: {}, hidden: [] });
    expect(r.values).toEqual({
      ...validDoor,
      uni_cpo_height_count: 4,
      uni_cpo_height_count_spaces: 4,
      uni_cpo_width_count: 3,
      uni_cpo_width_count_spaces: 3,
    });
    const price = evaluatePrice(sampleDoorDefinition, r.values);
    expect(price.ok && price.priceExcl?.toString()).toBe("611.981");
  });

  it("replaces a decimal comma by a dot and trims numeric input", () => {
    const r = collectOptionData(sampleDoorDefinition, { ...validDoor, uni_cpo_width: " 800,0 " });
    expect(r.values.uni_cpo_width).toBe("800");
    expect(errorsOf({ uni_cpo_thick: "1,5" })).toEqual({});
    expect(collectOptionData(form, { ...base, uni_cpo_thick: "1,5" }).values.uni_cpo_thick).toBe("1.5");
  });

  it("checks required, integer, min and max with Dutch messages", () => {
    const errors = (payload: object) =>
      collectOptionData(sampleDoorDefinition, { ...validDoor, ...payload }).errors;
    expect(errors({ uni_cpo_height: "" })).toEqual({ uni_cpo_height: "Dit veld is verplicht." });
    expect(errors({ uni_cpo_height: "1499" })).toEqual({
      uni_cpo_height: "Deze waarde moet groter dan of gelijk aan 1500 zijn.",
    });
    expect(errors({ uni_cpo_width: "1201" })).toEqual({
      uni_cpo_width: "Deze waarde moet kleiner dan of gelijk aan 1200 zijn.",
    });
    expect(errors({ uni_cpo_width: "800.5" })).toEqual({
      uni_cpo_width: "Deze waarde moet een geheel getal zijn.",
    });
    expect(errors({ uni_cpo_width: "80O" })).toEqual({
      uni_cpo_width: "Deze waarde moet een geldig getal zijn.",
    });
    expect(errors({ uni_cpo_width: "1e3" })).toEqual({ uni_cpo_width: m.number });
    expect(errors({ uni_cpo_handle: "goud-99" })).toEqual({ uni_cpo_handle: "Kies een geldige optie." });
  });

  it("suppresses only 'required' in silent mode", () => {
    const silent = collectOptionData(sampleDoorDefinition, { uni_cpo_width: "100" }, { silent: true });
    expect(silent.errors).toEqual({ uni_cpo_width: m.min(400) });
    expect(silent.values.uni_cpo_height).toBe("");
  });

  it("ignores unknown and price-like keys, so a client can never set a price", () => {
    const r = collectOptionData(sampleDoorDefinition, {
      ...validDoor,
      price: "1",
      raw_price: "1",
      rate: "1",
      total: "1",
      uni_cpo_total: "1",
      uni_cpo_price: "1",
      nbdFinalPrice: "1",
      cpo_price: "1",
      product_id: "10",
      __proto__: { uni_cpo_lock: "geen" },
    });
    expect(Object.keys(r.values).sort()).toEqual(
      Object.keys(collectOptionData(sampleDoorDefinition, validDoor).values).sort(),
    );
    const price = evaluatePrice(sampleDoorDefinition, r.values);
    expect(price.ok && price.priceExcl?.toString()).toBe("611.981");
  });

  it("never throws on wrong types; reports them as field errors", () => {
    const r = collectOptionData(sampleDoorDefinition, {
      uni_cpo_height: { $gt: 1 },
      uni_cpo_width: ["800", "900"],
      uni_cpo_handle: true,
      uni_cpo_hinges: 57,
      uni_cpo_lock: null,
    });
    expect(r.errors).toEqual({
      uni_cpo_height: m.default,
      uni_cpo_width: m.default,
      uni_cpo_handle: m.default,
      uni_cpo_hinges: m.invalidChoice,
      uni_cpo_lock: m.required,
    });
    expect(collectOptionData(sampleDoorDefinition, "nonsense").errors.uni_cpo_height).toBe(m.required);
    expect(
      collectOptionData(sampleDoorDefinition, { ...validDoor, uni_cpo_height: 2000 }).values.uni_cpo_height,
    ).toBe("2000");
  });

  it("never throws for any payload", () => {
    const keys = fc.constantFrom(
      ...Object.keys(validDoor),
      "uni_cpo_extras",
      "uni_cpo_extras[]",
      "uni_cpo_thick",
    );
    fc.assert(
      fc.property(fc.dictionary(keys, fc.anything()), fc.boolean(), (payload, silent) => {
        for (const d of [sampleDoorDefinition, form]) {
          const r = collectOptionData(d, payload, { silent });
          expect(r.ok).toBe(Object.keys(r.errors).length === 0);
          for (const message of Object.values(r.errors)) expect(typeof message).toBe("string");
        }
      }),
    );
  });
});

describe("collectOptionData rules", () => {
  it("counts text length with and without spaces, keeping the text as typed", () => {
    const r = collectOptionData(form, { ...base, uni_cpo_name: "a b", uni_cpo_note: " hé  daar " });
    expect(r.values).toMatchObject({
      uni_cpo_name: "a b",
      uni_cpo_name_count: 2,
      uni_cpo_name_count_spaces: 3,
      uni_cpo_note: " hé  daar ",
      uni_cpo_note_count: 6,
      uni_cpo_note_count_spaces: 10,
    });
  });

  it("checks minlength, maxlength and pattern", () => {
    expect(errorsOf({ uni_cpo_name: "a" })).toEqual({ uni_cpo_name: m.minlength(2) });
    expect(errorsOf({ uni_cpo_name: "abcdef" })).toEqual({
      uni_cpo_name: "Deze waarde is te lang. Gebruik 5 tekens of minder.",
    });
    expect(errorsOf({ uni_cpo_code: "AB12" })).toEqual({});
    expect(errorsOf({ uni_cpo_code: "AB12x" })).toEqual({ uni_cpo_code: m.pattern });
    expect(errorsOf({ uni_cpo_note: "   " })).toEqual({ uni_cpo_note: m.required });
    expect(errorsOf({ uni_cpo_name: "x".repeat(20_000) })).toEqual({ uni_cpo_name: m.maxlength(10_000) });
  });

  it("checks step from the minimum and shows decimals Dutch-style", () => {
    expect(errorsOf({ uni_cpo_thick: "1.5" })).toEqual({});
    expect(errorsOf({ uni_cpo_thick: "1.2" })).toEqual({
      uni_cpo_thick: "Deze waarde moet een veelvoud van 0,5 zijn.",
    });
    expect(errorsOf({ uni_cpo_thick: "0" })).toEqual({
      uni_cpo_thick: "Deze waarde moet groter dan of gelijk aan 0,5 zijn.",
    });
    expect(errorsOf({ uni_cpo_thick: "2.5" })).toEqual({
      uni_cpo_thick: "Deze waarde moet kleiner dan of gelijk aan 2 zijn.",
    });
  });

  it("compares with another field (§5.3)", () => {
    expect(errorsOf({ uni_cpo_low: "10", uni_cpo_high: "12" })).toEqual({});
    expect(errorsOf({ uni_cpo_low: "10", uni_cpo_high: "10" })).toEqual({});
    expect(errorsOf({ uni_cpo_low: "10,5", uni_cpo_high: "9" })).toEqual({
      uni_cpo_high: "Deze waarde moet groter dan of gelijk aan 10,5 zijn.",
    });
    expect(errorsOf({ uni_cpo_low: "", uni_cpo_high: "9" })).toEqual({});
    expect(
      collectOptionData(form, { ...base, uni_cpo_low: "10", uni_cpo_high: "9" }).values,
    ).not.toHaveProperty("uni_cpo_high");
  });

  it("collects checkbox lists with a count, from name or name[]", () => {
    const r = collectOptionData(form, { ...base, "uni_cpo_extras[]": ["a", "c", "a"] });
    expect(r.values).toMatchObject({ uni_cpo_extras: ["a", "c"], uni_cpo_extras_count: 2 });
    expect(collectOptionData(form, { ...base, uni_cpo_extras: "b" }).values).toMatchObject({
      uni_cpo_extras: ["b"],
      uni_cpo_extras_count: 1,
    });
    expect(collectOptionData(form, base).values).toMatchObject({
      uni_cpo_extras: [],
      uni_cpo_extras_count: 0,
    });
    expect(errorsOf({ uni_cpo_extras: ["a", "zz"] })).toEqual({ uni_cpo_extras: m.invalidChoice });
    expect(errorsOf({ uni_cpo_extras: ["a", "b", "c"] })).toEqual({
      uni_cpo_extras: "Kies 2 opties of minder.",
    });
    expect(errorsOf({ uni_cpo_extras: [{}] })).toEqual({ uni_cpo_extras: m.default });
  });

  it("skips hidden options: no value, no error, even when required", () => {
    const hidden = collectOptionData(form, { ...base, uni_cpo_tint: "nonsense" });
    expect(hidden.errors).toEqual({});
    expect(hidden.hidden).toEqual(["uni_cpo_tint"]);
    expect(hidden.values).not.toHaveProperty("uni_cpo_tint");
    const shown = collectOptionData(form, { ...base, uni_cpo_colour: "grijs" });
    expect(shown.errors).toEqual({ uni_cpo_tint: m.required });
    expect(collectOptionData(form, { ...base, uni_cpo_colour: "grijs", uni_cpo_tint: "licht" }).ok).toBe(
      true,
    );
  });
});

describe("optionValueSchema (the same rules as a zod schema)", () => {
  const height = sampleDoorDefinition.options[0] as Exclude<Option, { type: "dynamic_notice" }>;

  it("parses to the normalised value or fails with the Dutch message", () => {
    expect(optionValueSchema(height).parse(" 2000 ")).toBe("2000");
    const bad = optionValueSchema(height).safeParse("2700");
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe(m.max(2600));
    expect(optionValueSchema(height, { silent: true }).parse("")).toBe("");
    expect(optionValueSchema(height).safeParse("").error?.issues[0].message).toBe(m.required);
  });
});
