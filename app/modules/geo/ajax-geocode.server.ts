import { geoMessages } from "~/i18n/nl.geo";
import type { AjaxAction } from "~/routes/api/ajax.server";
import { type GeoAddress, isGeocoderError } from "./geocoder";
import { geocoder } from "./geocoder.server";
import { normalisePostcode, parseHouseNumber } from "./postcode";

/** The background call's name (POST ajax_url, `action=maatglas_geocode`). */
export const GEOCODE_ACTION = "maatglas_geocode";

const text = (v: unknown, max: number) => (typeof v === "string" ? v.trim().slice(0, max) : "");

/**
 * `maatglas_geocode`: the map picker's address search (`q` = free text) and the checkout's autofill
 * (`postcode` + `huisnummer`), through the shop's geocoder on the server. Answers
 * `{ success: true, data: { results: GeoAddress[] } }` (an empty list: nothing found); 400 for a request without
 * a usable query; 503 with a Dutch `message` when the geocoder cannot be reached (the shopper types the address
 * instead).
 */
export const geocodeAction: AjaxAction = async (ctx, body) => {
  const q = text(body.q, 200);
  const postcode = normalisePostcode(text(body.postcode, 10));
  const house = text(body.huisnummer, 12);
  if (!postcode && q.length < 3)
    return { status: 400, body: { success: false, data: { message: geoMessages.noResults } } };
  if (postcode && house && !parseHouseNumber(house))
    return { status: 200, body: { success: true, data: { results: [] } } };
  try {
    let results: GeoAddress[];
    if (postcode) {
      const hit = await geocoder().postcode(postcode, house || undefined);
      results = hit ? [hit] : [];
    } else {
      results = await geocoder().search(q, 5);
    }
    return { status: 200, body: { success: true, data: { results } } };
  } catch (error) {
    if (!isGeocoderError(error)) throw error;
    ctx.log.warn({ err: error }, "geocoder unreachable");
    const message = postcode ? geoMessages.autofillFailed : geoMessages.searchFailed;
    return { status: 503, body: { success: false, data: { message } } };
  }
};
/** A person searches a few times a minute; the limit keeps a script from using the shop as a free geocoder. */
geocodeAction.rateLimit = { name: "geocode", capacity: 20, perSecond: 1 };
