import { inclVatCents, toCents } from "~/utils/money";
import { type FormulaVariable, formulaVariables } from "./builder-definition";
import type { Draft, DraftErrors } from "./builder-draft";
import { parseDraftForm } from "./builder-form";
import { formulaMessage, validateDraft } from "./builder-validation";
import { dayNumber, shopToday, weekdayOf, ymdOf } from "./calendar-days";
import { collectOptionData } from "./collect";
import { sliderDefaults } from "./form-defaults";
import { evaluatePrice, type OptionValues, variableValues } from "./formula";
import { fieldName, type OptionDefinition } from "./options.schema";
import { dateBounds, isTypedOption, type TypedOption } from "./typed-values";

/**
 * The builder's check of a draft (live while typing, and on "Controleren" and "Opslaan"): the schema and every
 * formula, then the price of a test configuration with the real pricing module. A test configuration whose own
 * values are invalid (e.g. below an option's minimum) is reported but not priced; a formula that fails on a
 * valid test configuration (division by zero, a negative price …) is a definition error on the formula used.
 */

export type TestValues = Record<string, string | string[]>;

/** geo: the test configuration's map address and postcode, and the distance the test price uses (km). */
export const TEST_ADDRESS = "Stadsplateau 1, 3521 AZ Utrecht";
export const TEST_POSTCODE = "3521 AZ";
export const TEST_DISTANCE_KM = "25";

export type TestPrice =
  | {
      ok: true;
      /** Unit price excl. and incl. btw in cents. */
      exclCents: number;
      inclCents: number;
      disabled: boolean;
      disabledReason?: "formula" | "max_price";
      ruleIndex?: number;
      minPriceApplied: boolean;
      /** Every formula variable with its value in this configuration. */
      variables: { name: string; value: string }[];
    }
  | { ok: false; fieldErrors: Record<string, string> /** Dutch: why the formula failed. */; error?: string };

export interface DraftCheck {
  ok: boolean;
  errors: DraftErrors;
  test?: TestPrice;
  /** The checked definition when the schema accepted it (for the preview). */
  definition?: OptionDefinition;
}

/** A valid test value of a date, slider or matrix: the first day that may be picked, the slider's start, the first cell. */
function typedTestValues(o: TypedOption): TestValues {
  const name = fieldName(o.slug);
  if (o.type === "range_slider") return sliderDefaults(o);
  if (o.type === "colour_picker") return o.defaultColour ? { [name]: o.defaultColour } : {};
  if (o.type === "matrix") {
    for (const [r, row] of o.rows.entries()) {
      const c = o.cells[r].findIndex((cell) => cell !== "");
      if (c >= 0) return { [`${name}_col`]: o.columns[c], [`${name}_row`]: row };
    }
    return {};
  }
  if (o.mode === "time") return { [name]: "9:00" };
  const today = shopToday();
  let day = dateBounds(o, today).min ?? (dayNumber(today) as number);
  while (o.disabledWeekdays.includes(weekdayOf(day))) day++;
  const ymd = ymdOf(day);
  if (o.mode === "range") return { [`${name}_start`]: ymd, [`${name}_end`]: ymd };
  if (o.mode === "multiple") return { [`${name}_days`]: [ymd] };
  return { [name]: o.withTime ? `${ymd} 9:00` : ymd };
}

/** The test configuration a definition starts with: each option's minimum, default or first choice. */
export function defaultTestValues(def: OptionDefinition): TestValues {
  const out: TestValues = {};
  for (const o of def.options) {
    const name = fieldName(o.slug);
    if (o.type === "dynamic_notice") continue;
    if (isTypedOption(o)) Object.assign(out, typedTestValues(o));
    else if (o.type === "select" || o.type === "radio")
      out[name] = (o.suboptions.find((s) => s.default) ?? o.suboptions[0]).slug;
    else if (o.type === "checkbox") out[name] = o.suboptions.filter((s) => s.default).map((s) => s.slug);
    else if (o.type === "map") out[name] = TEST_ADDRESS;
    else if (o.type === "postcode_distance") out[name] = TEST_POSTCODE;
    else if (o.type === "number" || (o.type === "text_input" && o.numeric)) {
      const v = o.validation ?? {};
      out[name] = String(v.min ?? v.range?.[0] ?? v.max ?? 1);
    } else out[name] = "";
  }
  return out;
}

/**
 * Posted test values (`test.uni_cpo_<slug>`) over the defaults; an empty value, an option added or renamed since,
 * and a choice that is not (or no longer) one of the option's suboptions fall back to the default.
 */
export function testValuesOf(
  def: OptionDefinition | undefined,
  entries: Iterable<[string, FormDataEntryValue]>,
): TestValues {
  const posted: TestValues = {};
  for (const [key, v] of entries) {
    if (!key.startsWith("test.") || typeof v !== "string") continue;
    const name = key.slice(5);
    const before = posted[name];
    posted[name] = before === undefined ? v : [...(Array.isArray(before) ? before : [before]), v];
  }
  if (!def) return posted;
  const defaults = defaultTestValues(def);
  const out: TestValues = {};
  for (const o of def.options) {
    const name = fieldName(o.slug);
    if (isTypedOption(o)) {
      // A date, slider or matrix owns several fields (`{name}_start`, `{name}_col` …).
      for (const key of Object.keys(defaults).filter((k) => k === name || k.startsWith(`${name}_`))) {
        const v = posted[key];
        out[key] = v === undefined || v === "" ? defaults[key] : v;
      }
      continue;
    }
    if (!(name in defaults)) continue;
    const p = posted[name];
    const known = (slug: string) => "suboptions" in o && o.suboptions.some((s) => s.slug === slug);
    if (o.type === "checkbox")
      out[name] = p === undefined ? defaults[name] : (Array.isArray(p) ? p : [p]).filter(known);
    else {
      const v = Array.isArray(p) ? p[0] : p;
      // A choice whose slug was renamed since the test form was drawn falls back to the default too.
      out[name] =
        v === undefined || v === "" || ((o.type === "select" || o.type === "radio") && !known(v))
          ? defaults[name]
          : v;
    }
  }
  return out;
}

/** Prices one test configuration of a definition whose formulas compile. */
export function priceTest(def: OptionDefinition, test: TestValues): TestPrice {
  const collected = collectOptionData(def, test);
  if (!collected.ok) return { ok: false, fieldErrors: collected.errors };
  // geo: the builder does not call the geocoder; a distance by postcode is priced at TEST_DISTANCE_KM.
  for (const o of def.options) {
    const name = fieldName(o.slug);
    if (o.type === "postcode_distance" && collected.values[`${name}_postcode`])
      collected.values[name] = TEST_DISTANCE_KM;
  }
  const values = collected.values as OptionValues;
  const result = evaluatePrice(def, values);
  if (!result.ok) return { ok: false, fieldErrors: {}, error: formulaMessage(result.error) };
  const vars = variableValues(def, values);
  const excl = result.priceExcl;
  return {
    ok: true,
    exclCents: excl ? toCents(excl) : 0,
    inclCents: excl ? inclVatCents(excl) : 0,
    disabled: result.disabled,
    disabledReason: result.disabledReason,
    ruleIndex: result.ruleIndex,
    minPriceApplied: Boolean(result.minPriceApplied),
    variables: vars.ok ? Object.entries(vars.values).map(([name, value]) => ({ name, value })) : [],
  };
}

/** Checks a draft; `ok` means it may be saved. */
export function checkDraft(
  draft: Draft,
  test: TestValues | ((def: OptionDefinition) => TestValues),
): DraftCheck {
  const v = validateDraft(draft);
  if (!v.ok) return { ok: false, errors: v.errors, definition: v.definition };
  const values = typeof test === "function" ? test(v.definition) : test;
  const priced = priceTest(v.definition, values);
  if (!priced.ok && priced.error) {
    return { ok: false, errors: { mainFormula: priced.error }, test: priced, definition: v.definition };
  }
  return { ok: true, errors: {}, test: priced, definition: v.definition };
}

export interface FormCheck {
  draft: Draft;
  check: DraftCheck;
  /** The test configuration used (the posted one over the defaults). */
  test: TestValues;
  variables: FormulaVariable[];
}

/**
 * Reads the builder's posted fields, applies `edit` (an intent) and checks the result (throws RangeError for
 * absurd item indexes).
 */
export function checkForm(
  entries: [string, FormDataEntryValue][],
  edit: (d: Draft) => Draft = (d) => d,
): FormCheck {
  const draft = edit(parseDraftForm(entries));
  let test: TestValues = {};
  const check = checkDraft(draft, (def) => {
    test = testValuesOf(def, entries);
    return test;
  });
  if (!check.definition) test = testValuesOf(undefined, entries);
  return { draft, check, test, variables: formulaVariables(draft) };
}
