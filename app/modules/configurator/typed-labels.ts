import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { RANGE_SEPARATOR } from "~/utils/format";
import { formatDay, formatDayFull } from "./calendar-days";
import { colourLabel } from "./colour-values";
import { fieldName } from "./options";
import type { TypedOption } from "./typed-values";

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
    const shown = (x: unknown) => {
      const listed = option.list?.find((e) => e.value === str(x));
      const text = (listed ? listed.label : str(x)).replace(".", ",");
      return option.unit && !listed ? `${text} ${option.unit}` : text;
    };
    if (!option.double) return shown(v);
    return nl.optionWidgets.fromTo(shown(values[`${name}_from`]), shown(values[`${name}_to`]));
  }
  const head = (label: string | undefined, x: unknown) => (label ? `${label} ${str(x)}` : str(x));
  return nl.optionWidgets.cell(
    head(option.columnLabel, values[`${name}_col`]),
    head(option.rowLabel, values[`${name}_row`]),
  );
}
