import { validationMessages as m } from "~/i18n/nl.validation";
import {
  compareDecimal,
  type Dec,
  decimalOf,
  formatDecimal,
  isMultipleOf,
  isWhole,
  parseDecimal,
  subtractDecimal,
} from "./exact-decimal";
import { type CompareOp, isNumericOption, numericRules, textRules } from "./options";
import type { Option } from "./options.schema";

/**
 * The validation rules of one option's value (spec §5.3, §5.4), pure so the client runs the very same rules:
 * `checkOptionValue` normalises a raw value and returns the first Dutch error (`optionValueSchema` in
 * rules.schema.ts wraps it as a zod schema, server-side). Cross-field comparison is `compareError`; visibility is in visibility.ts.
 */

export type FieldValue = string | string[];
export interface FieldResult {
  /** The normalised value: trimmed numbers with a dot, known choice slugs, checkbox lists. */
  value: FieldValue;
  /** The first failed rule's Dutch message. */
  error?: string;
  /** The error is "required" (suppressed in silent mode). */
  requiredError?: boolean;
}
export interface CheckOptions {
  /** Silent validation (§3.6, §5.3): 'required' errors are not reported. */
  silent?: boolean;
}
export type ValueOption = Exclude<Option, { type: "dynamic_notice" }>;

/** Hard cap on any text value, whatever the definition says. */
export const MAX_TEXT_LENGTH = 10_000;
const NUMBER = /^-?(\d+(\.\d+)?|\.\d+)$/;
const patterns = new Map<string, RegExp>();

function fullMatch(pattern: string): RegExp {
  let re = patterns.get(pattern);
  if (!re) {
    re = new RegExp(`^(?:${pattern})$`, "u");
    patterns.set(pattern, re);
  }
  return re;
}

/** A numeric input as typed → its normalised form ("1,5 " → "1.5"), or null when it is not a number. */
export function normaliseNumber(text: string): string | null {
  const s = text.trim().replaceAll(",", ".");
  if (!NUMBER.test(s)) return null;
  const d = parseDecimal(s);
  return d ? formatDecimal(d) : null;
}

function scalar(raw: unknown): string | null {
  if (raw === undefined || raw === null) return "";
  if (typeof raw === "string") return raw;
  if (typeof raw === "number" && Number.isFinite(raw)) return String(raw);
  return null;
}

function checkNumber(option: ValueOption, text: string): FieldResult {
  const value = normaliseNumber(text);
  if (value === null) return { value: text.trim(), error: m.number };
  const v = parseDecimal(value) as Dec;
  const { min, max, step } = numericRules(option);
  const bound = (n: number | undefined) => (n === undefined ? null : decimalOf(n));
  const [lo, hi, by] = [bound(min), bound(max), bound(step)];
  if (step !== undefined && by) {
    const base = min ?? 0;
    const offset = subtractDecimal(v, lo ?? { units: 0n, scale: 0 });
    if (Number.isInteger(step) && Number.isInteger(base) && !isWhole(v)) return { value, error: m.integer };
    if (!isMultipleOf(offset, by)) return { value, error: m.step(step) };
  }
  if (min !== undefined && lo && compareDecimal(v, lo) < 0) return { value, error: m.min(min) };
  if (max !== undefined && hi && compareDecimal(v, hi) > 0) return { value, error: m.max(max) };
  return { value };
}

function checkText(option: ValueOption, value: string): FieldResult {
  const { minLength, maxLength, pattern } = textRules(option);
  const length = [...value].length;
  if (minLength !== undefined && length < minLength) return { value, error: m.minlength(minLength) };
  if (maxLength !== undefined && length > maxLength) return { value, error: m.maxlength(maxLength) };
  if (pattern !== undefined && !fullMatch(pattern).test(value)) return { value, error: m.pattern };
  return { value };
}

function checkCheckbox(option: Extract<ValueOption, { type: "checkbox" }>, raw: unknown): FieldResult {
  const list = raw === undefined || raw === null || raw === "" ? [] : Array.isArray(raw) ? raw : [raw];
  if (list.length > option.suboptions.length * 2 || !list.every((v) => typeof v === "string")) {
    return { value: [], error: m.default };
  }
  const value = [...new Set((list as string[]).filter((v) => v !== ""))];
  if (!value.every((v) => option.suboptions.some((s) => s.slug === v)))
    return { value, error: m.invalidChoice };
  if (value.length === 0)
    return option.required ? { value, error: m.required, requiredError: true } : { value };
  const { minChecked, maxChecked } = option.validation ?? {};
  if (minChecked !== undefined && value.length < minChecked) return { value, error: m.mincheck(minChecked) };
  if (maxChecked !== undefined && value.length > maxChecked) return { value, error: m.maxcheck(maxChecked) };
  return { value };
}

function checkRaw(option: ValueOption, raw: unknown): FieldResult {
  if (option.type === "checkbox") return checkCheckbox(option, raw);
  const text = scalar(raw);
  if (text === null) return { value: "", error: m.default };
  if (text.length > MAX_TEXT_LENGTH) return { value: "", error: m.maxlength(MAX_TEXT_LENGTH) };
  const empty = text.trim() === "";
  if (empty) return option.required ? { value: "", error: m.required, requiredError: true } : { value: "" };
  if (option.type === "select" || option.type === "radio") {
    const value = text.trim();
    return option.suboptions.some((s) => s.slug === value) ? { value } : { value, error: m.invalidChoice };
  }
  if (isNumericOption(option)) return checkNumber(option, text);
  return checkText(option, text);
}

/** Normalises and checks one option's raw value (string, number or list); never throws. */
export function checkOptionValue(option: ValueOption, raw: unknown, opts: CheckOptions = {}): FieldResult {
  const result = checkRaw(option, raw);
  if (result.requiredError && opts.silent) return { value: result.value };
  return result;
}

/** The error of comparing a numeric value with another field's value (§5.3), or undefined when it holds. */
export function compareError(op: CompareOp, value: string, other: string): string | undefined {
  const a = parseDecimal(value);
  const b = parseDecimal(other);
  if (!a || !b) return m.compare[op](other);
  const c = compareDecimal(a, b);
  const holds = { gt: c > 0, gte: c >= 0, lt: c < 0, lte: c <= 0 };
  return holds[op] ? undefined : m.compare[op](other);
}
