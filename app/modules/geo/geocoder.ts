/**
 * The geocoder behind the map picker, the distance by postcode and the checkout's address autofill (issue 13
 * points 8–9, issue 16 point 4). The default implementation is PDOK's Locatieserver (pdok.server.ts); it is called
 * from the server only. Pure types and errors: no network, no database.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/** One address (or postcode area) the geocoder found. */
export interface GeoAddress extends LatLng {
  /** The address as one line, e.g. "Coolsingel 40, 3011AD Rotterdam". */
  label: string;
  street: string;
  /** House number with letter and addition, e.g. "40", "12a", "7-2"; "" for a postcode area. */
  houseNumber: string;
  /** "3011 AD"; "" when the result is not an address or postcode. */
  postcode: string;
  city: string;
}

export interface Geocoder {
  /** Addresses matching free text (at most `rows`). */
  search(text: string, rows?: number): Promise<GeoAddress[]>;
  /** The postcode area, or with a house number that address; null when it does not exist. */
  postcode(postcode: string, houseNumber?: string): Promise<GeoAddress | null>;
}

/** Why a geocoder call gave no answer: it could not be reached (network, timeout, 5xx) or answered nonsense. */
export type GeocoderFailure = "unreachable" | "bad_answer";

/** A geocoder call that failed; never read as "no result" or as distance 0. */
export class GeocoderError extends Error {
  override name = "GeocoderError";
  constructor(
    readonly failure: GeocoderFailure,
    message: string,
  ) {
    super(message);
  }
}

export function isGeocoderError(error: unknown): error is GeocoderError {
  return error instanceof GeocoderError;
}
