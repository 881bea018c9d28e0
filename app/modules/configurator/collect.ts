import { type CompareOp, fieldName, isTextLikeOption, sameRules } from "./options";
import type { OptionDefinition } from "./options.schema";
import {
  type CheckOptions,
  checkOptionValue,
  compareError,
  type FieldValue,
  sameError,
  type ValueOption,
} from "./rules";
import { checkGeoOption, checkTypedOption, isGeoOption, isTypedOption } from "./special-values";
import type { TypedResult } from "./typed-values";
import { hiddenOptions } from "./visibility";

export type { CheckOptions, FieldResult, FieldValue, ValueOption } from "./rules";
export { checkOptionValue, compareError, MAX_TEXT_LENGTH, normaliseNumber } from "./rules";

/**
 * Collects and validates the option data of a calculation or add-to-cart payload on the server (spec §3.7, §5.3).
 * `payload` is the `data` object as parsed from JSON or from form fields `data[uni_cpo_x]=…` (strings and string
 * lists). Only the definition's own fields are read — anything else (price, raw_price, rate, total,
 * nbdFinalPrice, cpo_price, product_id …) is ignored, so a client can never set a price.
 */

/** Normalised values keyed as in spec §3.7: `{name}`, `{name}_count`, `{name}_count_spaces`. */
export type CollectedValues = Record<string, FieldValue | number>;

export interface CollectResult {
  /** True when there are no field errors. */
  ok: boolean;
  /** Values of visible, valid options (hidden and invalid options are left out). */
  values: CollectedValues;
  /** Dutch message per field name (`uni_cpo_height`), the first failed rule only. */
  errors: Record<string, string>;
  /** Field names of the options hidden by visibility rules. */
  hidden: string[];
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

/** The raw value of a field: `name`, or `name[]` as form-encoded lists are sometimes keyed. */
function rawValue(payload: Record<string, unknown>, name: string): unknown {
  if (Object.hasOwn(payload, name)) return payload[name];
  if (Object.hasOwn(payload, `${name}[]`)) return payload[`${name}[]`];
  return undefined;
}

/** Length including spaces, and without any whitespace (code points, so "é" and emoji count once). */
export function textCounts(value: string): { count: number; countSpaces: number } {
  return { count: [...value.replace(/\s/g, "")].length, countSpaces: [...value].length };
}

export function collectOptionData(
  def: OptionDefinition,
  payload: unknown,
  opts: CheckOptions = {},
): CollectResult {
  const data = isRecord(payload) ? payload : {};
  const options = def.options.filter((o): o is ValueOption => o.type !== "dynamic_notice");
  const checked = new Map<string, TypedResult | ReturnType<typeof checkOptionValue>>(
    options.map((o) => {
      // geo: map picker and distance by postcode (geo-values.ts).
      if (isGeoOption(o)) {
        const r = checkGeoOption(o, data);
        return [o.slug, r.requiredError && opts.silent ? { value: r.value, extra: r.extra } : r];
      }
      if (!isTypedOption(o)) return [o.slug, checkOptionValue(o, rawValue(data, fieldName(o.slug)), opts)];
      const r = checkTypedOption(o, data, opts);
      return [o.slug, r.requiredError && opts.silent ? { value: r.value, extra: r.extra } : r];
    }),
  );

  const looseValues: Record<string, FieldValue> = {};
  for (const [slug, r] of checked) looseValues[fieldName(slug)] = r.value;
  const hiddenSlugs = hiddenOptions(def, looseValues);

  const values: CollectedValues = {};
  const errors: Record<string, string> = {};
  /** The collected keys of each option, so a cross-field error can take them all out again. */
  const keysOf = new Map<string, string[]>();
  for (const option of options) {
    if (hiddenSlugs.has(option.slug)) continue;
    const name = fieldName(option.slug);
    const before = new Set(Object.keys(values));
    const { value, error } = checked.get(option.slug)!;
    if (error !== undefined) {
      errors[name] = error;
      continue;
    }
    values[name] = value;
    const r = checked.get(option.slug)!;
    if ("extra" in r) Object.assign(values, r.extra);
    else if (Array.isArray(value)) {
      values[`${name}_count`] = value.length;
    } else if (isTextLikeOption(option)) {
      const { count, countSpaces } = textCounts(value);
      values[`${name}_count`] = count;
      values[`${name}_count_spaces`] = countSpaces;
    }
    keysOf.set(
      option.slug,
      Object.keys(values).filter((k) => !before.has(k)),
    );
  }

  // Cross-field rules (compare, equalto, notequalto) against the other field's collected value; a hidden or
  // invalid other field is not compared.
  for (const option of options) {
    const name = fieldName(option.slug);
    const { compare, equalTo, notEqualTo } = sameRules(option);
    const value = values[name];
    if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) continue;
    const otherOf = (slug: string) => values[fieldName(slug)] as FieldValue | undefined;
    const cmp = compare ? otherOf(compare.field) : undefined;
    const error =
      (typeof cmp === "string" && cmp !== "" && typeof value === "string"
        ? compareError((compare as { op: CompareOp }).op, value, cmp)
        : undefined) ??
      (equalTo && otherOf(equalTo) !== undefined
        ? sameError("equalTo", value as FieldValue, otherOf(equalTo) as FieldValue)
        : undefined) ??
      (notEqualTo && otherOf(notEqualTo) !== undefined
        ? sameError("notEqualTo", value as FieldValue, otherOf(notEqualTo) as FieldValue)
        : undefined);
    if (error) {
      errors[name] = error;
      for (const key of keysOf.get(option.slug) ?? []) delete values[key];
    }
  }

  return {
    ok: Object.keys(errors).length === 0,
    values,
    errors,
    hidden: def.options.filter((o) => hiddenSlugs.has(o.slug)).map((o) => fieldName(o.slug)),
  };
}
