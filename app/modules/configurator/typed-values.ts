import { storefrontMessages as store } from "~/i18n/nl.storefront";
import { validationMessages as m } from "~/i18n/nl.validation";
import { RANGE_SEPARATOR } from "~/utils/format";
import { dayNumber, formatDay, normaliseTime, shopToday, weekdayOf, ymdOf } from "./calendar-days";
import { checkColour } from "./colour-values";
import {
  compareDecimal,
  type Dec,
  decimalOf,
  formatDecimal,
  isMultipleOf,
  parseDecimal,
  subtractDecimal,
} from "./exact-decimal";
import { fieldName } from "./options";
import type { ColourPickerOption, DateOption, MatrixOption, RangeSliderOption } from "./options.schema";

/**
 * Collected data and validation of the date, range-slider and price-matrix options (spec §3.7, §4.4, §5.3,
 * §9.3). Each reads its own fields from the payload and returns the §3.7 entries:
 * - date single/time: `{name}`; range: `{name}` ("start - end"), `{name}_start`, `{name}_end`,
 *   `{name}_duration` (days; nights + 1 in day-night mode); multiple: `{name}` and `{name}_days` (the list);
 * - range slider: `{name}`, `{name}_from`, `{name}_to` (single: all three the value; double: `{name}` the span);
 * - matrix: `{name}` (the cell's value from the definition — never the browser's), `{name}_col`, `{name}_row`.
 * Pure; the browser runs the same checks.
 */

// colour: the colour picker (colour-values.ts) is a typed option too.
export type TypedOption = DateOption | RangeSliderOption | MatrixOption | ColourPickerOption;
type Value = string | string[];
export interface TypedResult {
  value: Value;
  /** The other §3.7 entries, keyed by full field name. */
  extra: Record<string, Value | number>;
  error?: string;
  requiredError?: boolean;
}
export interface TypedCheckOptions {
  /** Today as `Y-MM-DD` (default: today in the shop's time zone). */
  today?: string;
}

export const MINUTE_STEP = 5;
const MAX_LENGTH = 100;

function text(raw: unknown): string | null {
  if (raw === undefined || raw === null) return "";
  if (typeof raw === "number" && Number.isFinite(raw)) return String(raw);
  if (typeof raw !== "string" || raw.length > MAX_LENGTH) return null;
  return raw.trim();
}

const fail = (error: string): TypedResult => ({ value: "", extra: {}, error });
const empty = (option: { required: boolean }): TypedResult =>
  option.required
    ? { value: "", extra: {}, error: m.required, requiredError: true }
    : { value: "", extra: {} };

// ---------------------------------------------------------------------------------------------------- dates

/** The first and last day that may be picked (day numbers; null: unbounded). */
export function dateBounds(option: DateOption, today: string): { min: number | null; max: number | null } {
  const t = dayNumber(today) ?? 0;
  const mins = [
    option.minDaysAhead === undefined ? null : t + option.minDaysAhead,
    option.minDate ? dayNumber(option.minDate) : null,
  ].filter((n): n is number => n !== null);
  const maxs = [
    option.maxDaysAhead === undefined ? null : t + option.maxDaysAhead,
    option.maxDate ? dayNumber(option.maxDate) : null,
  ].filter((n): n is number => n !== null);
  return { min: mins.length ? Math.max(...mins) : null, max: maxs.length ? Math.min(...maxs) : null };
}

/** The error of one picked day, or undefined when it may be picked. */
export function dayError(option: DateOption, ymd: string, today: string): string | undefined {
  const n = dayNumber(ymd);
  if (n === null) return m.dateiso;
  const { min, max } = dateBounds(option, today);
  if (min !== null && n < min) return m.dateMin(formatDay(ymdOf(min)));
  if (max !== null && n > max) return m.dateMax(formatDay(ymdOf(max)));
  if (option.disabledWeekdays.includes(weekdayOf(n))) return m.dateWeekday(store.weekdays[weekdayOf(n)]);
  return undefined;
}

function timeError(time: string | null): string | undefined {
  if (time === null) return m.time;
  return Number(time.split(":")[1]) % MINUTE_STEP === 0 ? undefined : m.timeStep(MINUTE_STEP);
}

function checkDate(option: DateOption, data: Record<string, unknown>, today: string): TypedResult {
  const name = fieldName(option.slug);
  switch (option.mode) {
    case "time": {
      const raw = text(data[name]);
      if (raw === null) return fail(m.time);
      if (raw === "") return empty(option);
      const time = normaliseTime(raw);
      const error = timeError(time);
      return error ? fail(error) : { value: time as string, extra: {} };
    }
    case "single": {
      const raw = text(data[name]);
      if (raw === null) return fail(m.dateiso);
      if (raw === "") return empty(option);
      // "2027-03-05", "2027-03-05 9:30" or a datetime-local input's "2027-03-05T09:30".
      const [day, clock = ""] = raw.split(/[T ]/, 2);
      const error = dayError(option, day, today);
      if (error) return fail(error);
      if (!option.withTime) return clock ? fail(m.dateiso) : { value: day, extra: {} };
      if (!clock) return fail(m.dateTimeMissing);
      const time = normaliseTime(clock);
      const bad = timeError(time);
      return bad ? fail(bad) : { value: `${day} ${time}`, extra: {} };
    }
    case "range": {
      const [start, end] = [text(data[`${name}_start`]), text(data[`${name}_end`])];
      if (start === null || end === null) return fail(m.dateiso);
      if (start === "" && end === "") return empty(option);
      if (start === "" || end === "") return fail(m.dateBoth);
      const error = dayError(option, start, today) ?? dayError(option, end, today);
      if (error) return fail(error);
      const nights = (dayNumber(end) as number) - (dayNumber(start) as number);
      if (nights < 0) return fail(m.dateOrder);
      return {
        value: `${start}${RANGE_SEPARATOR}${end}`,
        extra: {
          [`${name}_start`]: start,
          [`${name}_end`]: end,
          [`${name}_duration`]: option.dayNight ? nights + 1 : nights,
        },
      };
    }
    case "multiple": {
      const raw = data[`${name}_days`];
      const list = raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : [raw];
      if (list.length > 62 || !list.every((d) => typeof d === "string" && d.length <= MAX_LENGTH))
        return fail(m.dateiso);
      const days = [...new Set((list as string[]).map((d) => d.trim()).filter(Boolean))].sort();
      if (days.length === 0) return empty(option);
      if (days.length > option.maxDays) return fail(m.maxDays(option.maxDays));
      for (const d of days) {
        const error = dayError(option, d, today);
        if (error) return fail(error);
      }
      return { value: days.join(", "), extra: { [`${name}_days`]: days } };
    }
  }
}

// ----------------------------------------------------------------------------------------------- range slider

const decimalsOf = (n: number) => (String(n).split(".")[1] ?? "").length;

/**
 * The companion input of a range slider (spec §5.3): a typed number is clamped to min and max and rounded to the
 * nearest step; with a list, the text is matched case-insensitively against its labels and values. Returns the
 * value to use, or null when nothing matches (or it is not a number).
 */
export function companionValue(option: RangeSliderOption, typed: string): string | null {
  const t = typed.trim().toLowerCase();
  if (option.list) {
    const hit = option.list.find((e) => e.label.toLowerCase() === t || e.value.toLowerCase() === t);
    if (hit) return hit.value;
    const n = parseDecimal(t.replace(",", "."));
    return n
      ? (option.list.find((e) => compareDecimal(parseDecimal(e.value) as Dec, n) === 0)?.value ?? null)
      : null;
  }
  const x = Number(t.replace(",", "."));
  if (t === "" || !Number.isFinite(x)) return null;
  const clamped = Math.min(option.max, Math.max(option.min, x));
  const steps = Math.round((clamped - option.min) / option.step);
  let v = option.min + steps * option.step;
  if (v > option.max) v -= option.step;
  return String(Number(v.toFixed(Math.max(decimalsOf(option.step), decimalsOf(option.min)))));
}

/**
 * Why the companion input changed what was typed (`value` is companionValue's answer): "range" when the number
 * was below the minimum or above the maximum, "step" when it was rounded to the nearest step; null when it was
 * taken as typed (or is not a number, or the slider has a list).
 */
export function companionAdjustment(
  option: RangeSliderOption,
  typed: string,
  value: string | null,
): "range" | "step" | null {
  if (option.list || value === null) return null;
  const x = Number(typed.trim().replace(",", "."));
  if (!Number.isFinite(x)) return null;
  if (x < option.min || x > option.max) return "range";
  return x === Number(value) ? null : "step";
}

/** The error of one slider value (a normalised number), or undefined when it is one the slider can take. */
function sliderError(option: RangeSliderOption, value: Dec): string | undefined {
  if (option.list) {
    const ok = option.list.some((e) => compareDecimal(parseDecimal(e.value) as Dec, value) === 0);
    return ok ? undefined : m.notInList;
  }
  const [lo, hi, step] = [decimalOf(option.min), decimalOf(option.max), decimalOf(option.step)] as Dec[];
  if (compareDecimal(value, lo) < 0) return m.min(option.min);
  if (compareDecimal(value, hi) > 0) return m.max(option.max);
  if (!isMultipleOf(subtractDecimal(value, lo), step)) return m.step(option.step);
  return undefined;
}

function sliderValue(option: RangeSliderOption, raw: unknown): { value?: Dec; error?: string; empty?: true } {
  const t = text(raw);
  if (t === null) return { error: m.number };
  if (t === "") return { empty: true };
  const listed = option.list?.find((e) => e.label.toLowerCase() === t.toLowerCase());
  const value = parseDecimal(listed ? listed.value : t.replace(",", "."));
  if (!value) return { error: m.number };
  const error = sliderError(option, value);
  return error ? { error } : { value };
}

function checkSlider(option: RangeSliderOption, data: Record<string, unknown>): TypedResult {
  const name = fieldName(option.slug);
  if (!option.double) {
    const r = sliderValue(option, data[name]);
    if (r.error) return fail(r.error);
    if (r.empty) return empty(option);
    const v = formatDecimal(r.value as Dec);
    return { value: v, extra: { [`${name}_from`]: v, [`${name}_to`]: v } };
  }
  const from = sliderValue(option, data[`${name}_from`]);
  const to = sliderValue(option, data[`${name}_to`]);
  if (from.error || to.error) return fail((from.error ?? to.error) as string);
  if (from.empty && to.empty) return empty(option);
  if (from.empty || to.empty) return fail(m.required);
  if (compareDecimal(from.value as Dec, to.value as Dec) > 0) return fail(m.rangeOrder);
  return {
    value: formatDecimal(subtractDecimal(to.value as Dec, from.value as Dec)),
    extra: {
      [`${name}_from`]: formatDecimal(from.value as Dec),
      [`${name}_to`]: formatDecimal(to.value as Dec),
    },
  };
}

// ------------------------------------------------------------------------------------------------------ matrix

/** The separator of a matrix radio's value `{column}|{row}` (the form without JavaScript). */
export const CELL_SEPARATOR = "|";

/** The stored cell value at a column and row head, "" when that size cannot be ordered, null when unknown. */
export function matrixCell(option: MatrixOption, col: string, row: string): string | null {
  const c = option.columns.indexOf(col);
  const r = option.rows.indexOf(row);
  if (c < 0 || r < 0) return null;
  return option.cells[r]?.[c] ?? null;
}

function checkMatrix(option: MatrixOption, data: Record<string, unknown>): TypedResult {
  const name = fieldName(option.slug);
  let col = text(data[`${name}_col`]);
  let row = text(data[`${name}_row`]);
  const cell = text(data[`${name}_cell`]);
  if (col === null || row === null || cell === null) return fail(m.invalidChoice);
  if (col === "" && row === "" && cell) [col, row = ""] = cell.split(CELL_SEPARATOR, 2);
  if (col === "" && row === "") return empty(option);
  const value = matrixCell(option, col, row);
  if (value === null) return fail(m.invalidChoice);
  if (value === "") return fail(m.matrixCell);
  return { value, extra: { [`${name}_col`]: col, [`${name}_row`]: row } };
}

/** Collects and checks a date, range-slider or matrix option from the whole payload; never throws. */
export function checkTypedOption(
  option: TypedOption,
  data: Record<string, unknown>,
  opts: TypedCheckOptions = {},
): TypedResult {
  if (option.type === "date") return checkDate(option, data, opts.today ?? shopToday());
  if (option.type === "range_slider") return checkSlider(option, data);
  if (option.type === "colour_picker") return checkColour(option, data);
  return checkMatrix(option, data);
}

export function isTypedOption(option: { type: string }): option is TypedOption {
  return (
    option.type === "date" ||
    option.type === "range_slider" ||
    option.type === "matrix" ||
    option.type === "colour_picker"
  );
}
