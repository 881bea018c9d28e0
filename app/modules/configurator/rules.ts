import { validationMessages as m } from "~/i18n/nl.validation";
import { dayNumber } from "./calendar-days";
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
import {
  type CompareOp,
  type FormatRule,
  isNumericOption,
  numericRules,
  type TextRules,
  textRules,
} from "./options";
import type { Option } from "./options.schema";

/**
 * The validation rules of one option's value (spec §5.3, §5.4; the catalogue of decision 026), pure so the client
 * runs the very same rules: `checkOptionValue` normalises a raw value and returns the first Dutch error
 * (`optionValueSchema` in rules.schema.ts wraps it as a zod schema, server-side). Cross-field rules (compare,
 * equalto, notequalto) are `compareError` and `sameError`, run by collect.ts; visibility is in visibility.ts.
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
  /** Today as `Y-MM-DD` for date options (default: today in the shop's time zone). */
  today?: string;
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
  const { range } = numericRules(option);
  if (range) {
    const [a, b] = range.map(decimalOf) as [Dec, Dec];
    if (compareDecimal(v, a) < 0 || compareDecimal(v, b) > 0) return { value, error: m.range(...range) };
  }
  const format = textRules(option).format;
  if (format && !FORMATS[format](value)) return { value, error: m[format] };
  return { value };
}

const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

function isUrl(text: string): boolean {
  if (/\s/.test(text)) return false;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`;
  if (!URL.canParse(withScheme)) return false;
  const url = new URL(withScheme);
  return /^(https?|ftp):$/.test(url.protocol) && /\.[a-z]{2,}$/i.test(url.hostname);
}

/** The format rules of spec §5.4, each a test of the (trimmed) value. */
export const FORMATS: Record<FormatRule, (value: string) => boolean> = {
  email: (v) => EMAIL.test(v),
  url: isUrl,
  number: (v) => NUMBER.test(v.replace(",", ".")),
  digits: (v) => /^\d+$/.test(v),
  alphanum: (v) => /^[\p{L}\p{N}]+$/u.test(v),
  integer: (v) => /^[-+]?\d+$/.test(v),
  dateiso: (v) => dayNumber(v) !== null,
};

/** The number of words of a text: runs of non-space characters. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The first failed bound of a count (characters or words): min, max, then the [low, high] pair. */
function countError(
  n: number,
  min: number | undefined,
  max: number | undefined,
  pair: [number, number] | undefined,
  msg: { min: (n: number) => string; max: (n: number) => string; pair: (a: number, b: number) => string },
): string | undefined {
  if (min !== undefined && n < min) return msg.min(min);
  if (max !== undefined && n > max) return msg.max(max);
  if (pair && (n < pair[0] || n > pair[1])) return msg.pair(...pair);
  return undefined;
}

function textError(rules: TextRules, value: string): string | undefined {
  const { minLength, maxLength, length, minWords, maxWords, words, format, pattern } = rules;
  return (
    countError([...value].length, minLength, maxLength, length, {
      min: m.minlength,
      max: m.maxlength,
      pair: m.length,
    }) ??
    countError(wordCount(value), minWords, maxWords, words, {
      min: m.minwords,
      max: m.maxwords,
      pair: m.words,
    }) ??
    (format && !FORMATS[format](value.trim()) ? m[format] : undefined) ??
    (pattern !== undefined && !fullMatch(pattern).test(value) ? m.pattern : undefined)
  );
}

function checkText(option: ValueOption, value: string): FieldResult {
  const error = textError(textRules(option), value);
  return error ? { value, error } : { value };
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
  const { minChecked, maxChecked, check } = option.validation ?? {};
  const error = countError(value.length, minChecked, maxChecked, check, {
    min: m.mincheck,
    max: m.maxcheck,
    pair: m.check,
  });
  return error ? { value, error } : { value };
}

function checkRaw(option: ValueOption, raw: unknown): FieldResult {
  if (option.type === "checkbox") return checkCheckbox(option, raw);
  const text = scalar(raw);
  if (text === null) return { value: "", error: m.default };
  if (text.length > MAX_TEXT_LENGTH) return { value: "", error: m.maxlength(MAX_TEXT_LENGTH) };
  const empty = text.trim() === "";
  // notblank (§5.4): a value of only spaces is refused, also in silent mode; an empty one is "required"'s.
  if (empty && text !== "" && textRules(option).notBlank) return { value: "", error: m.notblank };
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

/**
 * The error of comparing a value with another field's value (§5.3, §5.4 gt/gte/lt/lte), or undefined when it
 * holds or the two cannot be compared. Numbers use the §5.3 messages naming the other value; single dates
 * (`Y-MM-DD`) the §5.4 ones without a bound.
 */
export function compareError(op: CompareOp, value: string, other: string): string | undefined {
  const [a, b] = [parseDecimal(value), parseDecimal(other)];
  const [da, db] = [dayNumber(value.slice(0, 10)), dayNumber(other.slice(0, 10))];
  const c = a && b ? compareDecimal(a, b) : da !== null && db !== null ? Math.sign(da - db) : null;
  if (c === null) return undefined;
  const holds = { gt: c > 0, gte: c >= 0, lt: c < 0, lte: c <= 0 };
  if (holds[op]) return undefined;
  return a && b ? m.compare[op](other) : m[op];
}

/** The error of the equalto / notequalto rules (§5.4) against another field's value, or undefined. */
export function sameError(
  rule: "equalTo" | "notEqualTo",
  value: FieldValue,
  other: FieldValue,
): string | undefined {
  const key = (v: FieldValue) => (Array.isArray(v) ? [...v].sort().join("\n") : v.trim());
  const same = key(value) === key(other);
  if (rule === "equalTo") return same ? undefined : m.equalto;
  return same ? m.notequalto : undefined;
}
