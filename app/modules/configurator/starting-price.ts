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

type Candidate = string | string[];

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
      const values: Record<string, Candidate> = {};
      axes.forEach((a, k) => {
        values[a.name] = a.values[index[k]];
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
