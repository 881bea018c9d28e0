import { geoMessages } from "~/i18n/nl.geo";
import { readPageConfig, urls } from "~/utils/page-config";
import type { GeoAddress } from "./geocoder";

export type GeocodeAnswer = { ok: true; results: GeoAddress[] } | { ok: false; message: string };

/**
 * The browser's side of `maatglas_geocode` (ajax-geocode.server.ts): free text (`q`) or a postcode with an
 * optional house number. A network error, an unreachable geocoder or a refused call is `{ ok: false, message }`
 * with the server's Dutch message or `fallback`; the caller lets the shopper type the address instead.
 */
export async function geocodeCall(
  query: { q: string } | { postcode: string; huisnummer?: string },
  fallback: string = geoMessages.searchFailed,
  signal?: AbortSignal,
): Promise<GeocodeAnswer> {
  const config = readPageConfig();
  try {
    const response = await fetch(config?.ajax_url ?? urls.ajax, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ action: "maatglas_geocode", security: config?.nonce ?? "", ...query }),
      signal,
    });
    const json = (await response.json()) as {
      success?: boolean;
      data?: { results?: GeoAddress[]; message?: string };
    };
    if (json.success && Array.isArray(json.data?.results)) return { ok: true, results: json.data.results };
    return { ok: false, message: json.data?.message ?? fallback };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, message: fallback };
  }
}
