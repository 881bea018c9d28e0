import type { LatLng } from "./geocoder";

/** The mean earth radius (IUGG), in km. */
export const EARTH_RADIUS_KM = 6371.0088;

const rad = (deg: number) => (deg * Math.PI) / 180;

/**
 * The great-circle ("as the crow flies") distance between two points in km, by the haversine formula. No road
 * distance: no routing service is reachable (docs/decisions/024).
 */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance as the decimal string the formulas get: km rounded to one decimal ("38.2", "0"). */
export function kmText(km: number): string {
  return String(Math.round(km * 10) / 10);
}

/** A "lat,lng" text (6 decimals, about 10 cm) for `{name}_latlng`. */
export function latLngText(p: LatLng): string {
  return `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`;
}

/** Reads "52.1,5.1" back; null when it is not two numbers within the earth's ranges. */
export function parseLatLng(raw: string): LatLng | null {
  const m = /^\s*(-?\d{1,2}(?:\.\d{1,10})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,10})?)\s*$/.exec(raw);
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}
