import { geoMessages } from "~/i18n/nl.geo";
import { validationMessages as m } from "~/i18n/nl.validation";
import { latLngText, parseLatLng } from "~/modules/geo/distance";
import { normalisePostcode } from "~/modules/geo/postcode";
import { fieldName } from "./options";
import type { MapOption, PostcodeDistanceOption } from "./options.schema";
import type { TypedResult } from "./typed-values";

/**
 * Collection and checks of the map picker and the distance by postcode (spec §3.7; docs/decisions/024). Pure:
 * the browser runs the same checks. What the browser cannot know — the distance — the server adds afterwards
 * (geo-resolve.server.ts):
 * - map: `{name}` the address text, `{name}_latlng` "lat,lng" of the marker ("" when the shopper typed the
 *   address without choosing a place);
 * - postcode distance: here `{name}` and `{name}_postcode` are the shopper's postcode ("3511 AB"); the server
 *   turns `{name}` into km and adds `{name}_origin` (the shop's postcode). A `{name}_origin` the browser sends
 *   is never read.
 */

export type GeoOption = MapOption | PostcodeDistanceOption;

export const MAX_ADDRESS_LENGTH = 200;

export function isGeoOption(option: { type: string }): option is GeoOption {
  return option.type === "map" || option.type === "postcode_distance";
}

function text(raw: unknown): string | null {
  if (raw === undefined || raw === null) return "";
  if (typeof raw !== "string" || raw.length > MAX_ADDRESS_LENGTH * 2) return null;
  return raw.replace(/\s+/g, " ").trim();
}

const fail = (error: string): TypedResult => ({ value: "", extra: {}, error });

/** Collects and checks a map or postcode-distance option from the whole payload; never throws. */
export function checkGeoOption(option: GeoOption, data: Record<string, unknown>): TypedResult {
  const name = fieldName(option.slug);
  const raw = text(data[name]);
  if (raw === null) return fail(m.default);
  if (raw === "")
    return option.required
      ? { value: "", extra: {}, error: m.required, requiredError: true }
      : { value: "", extra: {} };
  if (option.type === "postcode_distance") {
    // A stored line is priced again from its values, where `{name}` is already km: the postcode is in
    // `{name}_postcode`. Either way the server computes the km afresh.
    const stored = text(data[`${name}_postcode`]);
    const postcode = normalisePostcode(raw) ?? (stored ? normalisePostcode(stored) : null);
    if (!postcode) return fail(geoMessages.postcodeInvalid);
    return { value: postcode, extra: { [`${name}_postcode`]: postcode } };
  }
  if ([...raw].length > MAX_ADDRESS_LENGTH) return fail(geoMessages.addressTooLong);
  const rawLatLng = text(data[`${name}_latlng`]);
  if (rawLatLng === null) return fail(geoMessages.latLngInvalid);
  const point = rawLatLng ? parseLatLng(rawLatLng) : null;
  if (rawLatLng && !point) return fail(geoMessages.latLngInvalid);
  return { value: raw, extra: { [`${name}_latlng`]: point ? latLngText(point) : "" } };
}

/** The readable Dutch value for the cart line and the order: the address, or "3511 AB (38,2 km hemelsbreed)". */
export function geoValueLabel(option: GeoOption, values: Readonly<Record<string, unknown>>): string {
  const name = fieldName(option.slug);
  if (option.type === "map") return String(values[name] ?? "");
  const km = String(values[name] ?? "").replace(".", ",");
  return geoMessages.distance(String(values[`${name}_postcode`] ?? ""), km);
}
