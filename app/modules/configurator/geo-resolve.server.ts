import { geoMessages } from "~/i18n/nl.geo";
import { haversineKm, kmText, latLngText } from "~/modules/geo/distance";
import { type GeoAddress, type Geocoder, isGeocoderError } from "~/modules/geo/geocoder";
import { normalisePostcode } from "~/modules/geo/postcode";
import type { CollectedValues } from "./collect";
import { fieldName, type OptionDefinition } from "./options.schema";

/**
 * The server's half of the geo options (docs/decisions/024), run after collectOptionData on valid values:
 * - distance by postcode: `{name}` becomes the straight-line km from the shop's origin postcode (one decimal),
 *   `{name}_origin` the origin. An unreachable geocoder, an unknown postcode or a missing origin is an error on
 *   the field (and the form), so the configuration is not priced — never priced as if the distance were 0;
 * - map picker: an address typed without choosing a place (the form without JavaScript) gets the geocoder's
 *   first hit as `{name}_latlng`; when the geocoder fails it stays "" (the address text is what counts).
 */

export interface GeoResolveDeps {
  geocoder: Geocoder;
  /** The shop's origin postcode as stored in the settings. */
  originPostcode: string;
  /** Told why a distance could not be computed (an unreachable geocoder, a bad origin setting). */
  onProblem?: (problem: { kind: "geocoder" | "origin"; error?: unknown }) => void;
}

export interface GeoResolved {
  values: CollectedValues;
  /** Dutch messages by field name; `uni_cpo_form` repeats an unreachable-service message for the whole form. */
  errors: Record<string, string>;
}

export async function resolveGeoValues(
  def: OptionDefinition,
  collected: CollectedValues,
  deps: GeoResolveDeps,
): Promise<GeoResolved> {
  const values: CollectedValues = { ...collected };
  const errors: Record<string, string> = {};
  for (const option of def.options) {
    const name = fieldName(option.slug);
    if (option.type === "map") {
      const address = values[name];
      if (typeof address !== "string" || !address || values[`${name}_latlng`]) continue;
      try {
        const [hit] = await deps.geocoder.search(address, 1);
        if (hit) values[`${name}_latlng`] = latLngText(hit);
      } catch (error) {
        if (!isGeocoderError(error)) throw error;
      }
      continue;
    }
    if (option.type !== "postcode_distance") continue;
    const postcode = values[`${name}_postcode`];
    if (typeof postcode !== "string" || !postcode) continue;
    delete values[name];
    const origin = normalisePostcode(deps.originPostcode);
    if (!origin) {
      deps.onProblem?.({ kind: "origin" });
      errors[name] = geoMessages.originMissing;
      errors.uni_cpo_form = geoMessages.originMissing;
      continue;
    }
    let from: GeoAddress | null;
    let to: GeoAddress | null;
    try {
      [from, to] = await Promise.all([deps.geocoder.postcode(origin), deps.geocoder.postcode(postcode)]);
    } catch (error) {
      if (!isGeocoderError(error)) throw error;
      deps.onProblem?.({ kind: "geocoder", error });
      errors[name] = geoMessages.geocoderDown;
      errors.uni_cpo_form = geoMessages.geocoderDown;
      continue;
    }
    if (!from) {
      deps.onProblem?.({ kind: "origin" });
      errors[name] = geoMessages.originMissing;
      errors.uni_cpo_form = geoMessages.originMissing;
      continue;
    }
    if (!to) {
      errors[name] = geoMessages.unknownPostcode;
      continue;
    }
    const km = kmText(haversineKm(from, to));
    if (option.maxKm !== undefined && Number(km) > option.maxKm) {
      errors[name] = geoMessages.tooFar(String(option.maxKm).replace(".", ","));
      continue;
    }
    values[name] = km;
    values[`${name}_origin`] = origin;
  }
  return { values, errors };
}
