import type Decimal from "decimal.js";
import { evaluatePrice, type OptionValues } from "./formula";
import {
  fieldName,
  isNumericOption,
  numericRules,
  type Option,
  type OptionDefinition,
} from "./options.schema";
import { hiddenOptions } from "./visibility";

/**
 * The "from" price of a configurable product: the lowest orderable (not disabled, above 0) unit price excl. btw
 * over every suboption choice, with each numeric input at its min and at its max. Exact when the formula grows or
 * shrinks steadily with each numeric input (as the sample door's does); an estimate otherwise. Null when no
 * combination prices, or there are more than MAX_COMBINATIONS of them.
 */

export const MAX_COMBINATIONS = 20_000;

type Candidate = string | string[] | Record<string, string | string[]>;

function candidates(option: Option): Candidate[] {
  switch (option.type) {
    case "select":
    case "radio": {
      const slugs: Candidate[] = option.suboptions.map((s) => s.slug);
      return option.required ? slugs : ["", ...slugs];
    }
    case "checkbox": {
      const singles: Candidate[] = option.suboptions.map((s) => [s.slug]);
      return option.required ? singles : [[], ...singles];
    }
    case "dynamic_notice":
      return [];
    case "range_slider":
      return [...new Set([String(option.min), String(option.max)])];
    case "matrix":
      return [...new Set(option.cells.flat().filter((c) => c !== ""))];
    case "date": {
      // A range's duration and the number of days picked run from none to the most the picker allows.
      const name = fieldName(option.slug);
      const span = option.maxDaysAhead === undefined ? 365 : option.maxDaysAhead - (option.minDaysAhead ?? 0);
      if (option.mode === "range")
        return ["0", String(span + (option.dayNight ? 1 : 0))].map((d) => ({ [`${name}_duration`]: d }));
      if (option.mode === "multiple")
        return [1, option.maxDays].map((n) => ({ [`${name}_days`]: Array.from({ length: n }, () => "x") }));
      return [""];
    }
    default: {
      if (!isNumericOption(option)) return [""];
      const { min, max } = numericRules(option);
      const bounds = [min, max].filter((b): b is number => b !== undefined).map(String);
      return bounds.length ? [...new Set(bounds)] : [""];
    }
  }
}

const cache = new WeakMap<OptionDefinition, Decimal | null>();

export function startingPrice(def: OptionDefinition): Decimal | null {
  if (cache.has(def)) return cache.get(def)!;
  const axes = def.options
    .map((o) => ({ name: fieldName(o.slug), slug: o.slug, values: candidates(o) }))
    .filter((a) => a.values.length > 0);
  const count = axes.reduce((n, a) => n * a.values.length, 1);
  let lowest: Decimal | null = null;
  if (count <= MAX_COMBINATIONS) {
    const index = axes.map(() => 0);
    for (let i = 0; i < count; i++) {
      const values: Record<string, string | string[]> = {};
      axes.forEach((a, k) => {
        const v = a.values[index[k]];
        if (typeof v === "string" || Array.isArray(v)) values[a.name] = v;
        else Object.assign(values, v);
      });
      for (const slug of hiddenOptions(def, values)) delete values[fieldName(slug)];
      const r = evaluatePrice(def, values as OptionValues);
      if (r.ok && !r.disabled && r.priceExcl?.greaterThan(0) && (!lowest || r.priceExcl.lessThan(lowest))) {
        lowest = r.priceExcl;
      }
      for (let k = 0; k < axes.length; k++) {
        index[k]++;
        if (index[k] < axes[k].values.length) break;
        index[k] = 0;
      }
    }
  }
  cache.set(def, lowest);
  return lowest;
}
