import type * as Geo from "./geo-values";
import { fieldName } from "./options";
import type * as Typed from "./typed-values";

/**
 * The islands build's special-values.ts (vite.config.ts): the same checks, fetched only for the option types a
 * page's forms have. optional-widgets.islands.tsx loads them with the widgets, before the option form hydrates,
 * so the browser checks these values as the server does. Until they are in (a quick view's form in the moment
 * before its widgets arrive), such a value is passed on unchecked: the server checks every value it prices.
 */
export type { GeoOption } from "./geo-values";
export type { TypedOption, TypedResult } from "./typed-values";

export const TYPED_TYPES: readonly string[] = ["date", "range_slider", "matrix", "colour_picker"];
export const GEO_TYPES: readonly string[] = ["map", "postcode_distance"];

let typed: typeof Typed | undefined;
let geo: typeof Geo | undefined;

/** Fetches the checks of one option type (nothing for the types rules.ts checks). */
export async function loadValueChecks(type: string): Promise<void> {
  if (TYPED_TYPES.includes(type)) typed ??= await import("./typed-values");
  if (GEO_TYPES.includes(type)) geo ??= await import("./geo-values");
}

export function isTypedOption(option: { type: string }): option is Typed.TypedOption {
  return TYPED_TYPES.includes(option.type);
}

export function isGeoOption(option: { type: string }): option is Geo.GeoOption {
  return GEO_TYPES.includes(option.type);
}

const unchecked = (data: Record<string, unknown>, slug: string): Typed.TypedResult => {
  const raw = data[fieldName(slug)];
  return {
    value: typeof raw === "string" || Array.isArray(raw) ? (raw as string | string[]) : "",
    extra: {},
  };
};

export function checkTypedOption(
  option: Typed.TypedOption,
  data: Record<string, unknown>,
  opts?: Typed.TypedCheckOptions,
): Typed.TypedResult {
  return typed ? typed.checkTypedOption(option, data, opts) : unchecked(data, option.slug);
}

export function checkGeoOption(option: Geo.GeoOption, data: Record<string, unknown>): Typed.TypedResult {
  return geo ? geo.checkGeoOption(option, data) : unchecked(data, option.slug);
}
