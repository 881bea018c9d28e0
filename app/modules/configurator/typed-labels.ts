import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { RANGE_SEPARATOR } from "~/utils/format";
import { formatDay, formatDayFull } from "./calendar-days";
import { colourLabel } from "./colour-values";
import { fieldName } from "./options";
import type { RangeSliderOption } from "./options.schema";
import { companionAdjustment, type TypedOption } from "./typed-values";

/**
 * The readable Dutch value of a date, range-slider or matrix option for the cart line and the order (spec §9.3):
 * "vrijdag 5 maart 2027 om 9:30", "5 maart 2027 - 9 maart 2027 (5 dagen)", "van 1200 tot 1800 mm",
 * "Breedte 900 mm × Hoogte 2100 mm". `values` are the collected values (collect.ts).
 */
export function typedValueLabel(option: TypedOption, values: Readonly<Record<string, unknown>>): string {
  const name = fieldName(option.slug);
  const v = values[name];
  if (option.type === "colour_picker") return colourLabel(v);
  const str = (x: unknown) => (typeof x === "string" || typeof x === "number" ? String(x) : "");
  if (option.type === "date") {
    if (option.mode === "time") return str(v);
    if (option.mode === "range") {
      const range = [values[`${name}_start`], values[`${name}_end`]]
        .map((d) => formatDay(str(d)))
        .join(RANGE_SEPARATOR);
      return `${range} (${nl.optionWidgets.days(Number(values[`${name}_duration`]))})`;
    }
    if (option.mode === "multiple") {
      const days = values[`${name}_days`];
      return (Array.isArray(days) ? days : []).map((d) => formatDay(String(d))).join(", ");
    }
    const [day, time] = str(v).split(" ");
    return time ? nl.optionWidgets.at(formatDayFull(day), time) : formatDayFull(day);
  }
  if (option.type === "range_slider") {
    const shown = (x: unknown) => sliderValueLabel(option, x);
    if (!option.double) return shown(v);
    return nl.optionWidgets.fromTo(shown(values[`${name}_from`]), shown(values[`${name}_to`]));
  }
  const head = (label: string | undefined, x: unknown) => (label ? `${label} ${str(x)}` : str(x));
  return nl.optionWidgets.cell(
    head(option.columnLabel, values[`${name}_col`]),
    head(option.rowLabel, values[`${name}_row`]),
  );
}

/** A slider's value as the shopper reads it: its list label, or the number with a decimal comma and the unit. */
function sliderValueLabel(option: RangeSliderOption, x: unknown): string {
  const value = typeof x === "string" || typeof x === "number" ? String(x) : "";
  const listed = option.list?.find((e) => e.value === value);
  const text = (listed ? listed.label : value).replace(".", ",");
  return option.unit && !listed ? `${text} ${option.unit}` : text;
}

/**
 * What a slider's companion input did to a typed number, in Dutch ("Aangepast naar 1600 mm: kies van 1600 tot
 * 4000 mm."), or null when it took the number as typed. `value` is companionValue's answer.
 */
export function companionNote(option: RangeSliderOption, typed: string, value: string | null): string | null {
  const adjusted = companionAdjustment(option, typed, value);
  const w = nl.optionWidgets;
  if (adjusted === "range")
    return w.adjustedRange(
      sliderValueLabel(option, value),
      String(option.min).replace(".", ","),
      sliderValueLabel(option, option.max),
    );
  if (adjusted === "step")
    return w.adjustedStep(sliderValueLabel(option, value), sliderValueLabel(option, option.step));
  return null;
}
