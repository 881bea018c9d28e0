import type { ChoiceOption, Option, OptionDefinition } from "./options.schema";

/**
 * The zod-free half of the option definition: names, labels and rule lookups the product page's browser code
 * needs. The schemas (server-side parsing) are in options.schema.ts, which re-exports all of this.
 */

/** The prefix of every option's field name and formula variable: slug `height` → `uni_cpo_height`. */
export const FIELD_PREFIX = "uni_cpo_";
/** The prefix of derived (non-option) formula variables: slug `area` → `uni_nov_cpo_area`. */
export const DERIVED_PREFIX = "uni_nov_cpo_";

export const COMPARE_OPS = ["gt", "gte", "lt", "lte"] as const;
export const VISIBILITY_OPS = ["eq", "neq", "in", "empty", "not_empty", "gt", "lt"] as const;
export type CompareOp = (typeof COMPARE_OPS)[number];
/** The format rules of the validation catalogue (spec §5.4); a field takes at most one. */
export const FORMAT_RULES = ["email", "url", "number", "digits", "alphanum", "integer", "dateiso"] as const;
export type FormatRule = (typeof FORMAT_RULES)[number];

/** The form/payload field name of an option: `height` → `uni_cpo_height`. */
export function fieldName(slug: string): string {
  return FIELD_PREFIX + slug;
}

/** The formula variable name of a derived value: `area` → `uni_nov_cpo_area`. */
export function derivedName(slug: string): string {
  return DERIVED_PREFIX + slug;
}

const MARKER = /\{#([\s\S]*?)#\}/g;

/** A label without its dynamic `{# … #}` markers (spec §3.4): "Totaal {# total #}" → "Totaal". */
export function displayLabel(label: string): string {
  return label.replace(MARKER, " ").replace(/\s+/g, " ").trim();
}

/**
 * Fills a label's `{# key #}` markers from `values` (e.g. the price variables), for the computed labels of the
 * price answer; a marker whose key has no value is removed.
 */
export function renderLabel(label: string, values: Readonly<Record<string, string | number>>): string {
  const filled = label.replace(MARKER, (_m, key: string) => {
    const v = values[key.trim()];
    return v === undefined ? " " : String(v);
  });
  return filled.replace(/\s+/g, " ").trim();
}

export function isChoiceOption(option: Option): option is ChoiceOption {
  return option.type === "select" || option.type === "radio" || option.type === "checkbox";
}

/** Whether an option's value is a number (numeric text input or number field). */
export function isNumericOption(option: Option): boolean {
  return option.type === "number" || (option.type === "text_input" && option.numeric);
}

/** Whether an option's collected value is a number a comparison (gt, gte, lt, lte) can use. */
export function hasNumericValue(option: Option): boolean {
  return isNumericOption(option) || option.type === "range_slider" || option.type === "matrix";
}

export interface NumericRules {
  min?: number;
  max?: number;
  step?: number;
  range?: [number, number];
  compare?: { field: string; op: CompareOp };
}
export interface TextRules {
  minLength?: number;
  maxLength?: number;
  length?: [number, number];
  minWords?: number;
  maxWords?: number;
  words?: [number, number];
  format?: FormatRule;
  notBlank?: boolean;
  pattern?: string;
}
/** The rules comparing a value with another option's value (spec §5.3, §5.4). */
export interface SameRules {
  compare?: { field: string; op: CompareOp };
  equalTo?: string;
  notEqualTo?: string;
}

/** The numeric rules (min, max, step, compare) of a numeric option; empty for any other option. */
export function numericRules(option: Option): NumericRules {
  if (!isNumericOption(option) || !("validation" in option) || !option.validation) return {};
  return option.validation as NumericRules;
}

/** The text rules (length, words, format, not blank, pattern) of a text option; empty for any other option. */
export function textRules(option: Option): TextRules {
  if ((option.type !== "text_input" && option.type !== "textarea") || !option.validation) return {};
  return option.validation;
}

/** The cross-field rules (compare, equalto, notequalto) of any option that takes them. */
export function sameRules(option: Option): SameRules {
  return ("validation" in option && option.validation ? option.validation : {}) as SameRules;
}

/** Whether an option gets `{name}_count` and `{name}_count_spaces` (spec §3.7). */
export function isTextLikeOption(option: Option): boolean {
  return option.type === "text_input" || option.type === "number" || option.type === "textarea";
}

/**
 * The extra numeric formula variables of a date, range-slider or matrix option (spec §3.7), as suffixes of its
 * field name: a date range `_duration`, multiple dates `_days` (how many), a slider `_from`/`_to`, a matrix
 * `_col`/`_row`, an upload `_width`/`_height` (pixels of an image).
 */
export function extraVariableSuffixes(option: { type: string; mode?: string }): string[] {
  if (option.type === "date")
    return option.mode === "range" ? ["_duration"] : option.mode === "multiple" ? ["_days"] : [];
  if (option.type === "range_slider") return ["_from", "_to"];
  if (option.type === "matrix") return ["_col", "_row"];
  if (option.type === "file_upload") return ["_width", "_height"];
  return [];
}

/** The product page settings in force: the product's own (spec §3.6) over the shop's. */
export function withProductSettings<T extends { ajax_add_to_cart: boolean; redirect_to_cart: boolean }>(
  shop: T,
  product: OptionDefinition["settings"],
): T {
  return {
    ...shop,
    ajax_add_to_cart: product.ajax_add_to_cart ?? shop.ajax_add_to_cart,
    redirect_to_cart: product.redirect_to_cart ?? shop.redirect_to_cart,
  };
}
