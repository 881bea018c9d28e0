/**
 * Dutch postcodes and house numbers as typed by a shopper (pure, shared with the browser). A postcode is four
 * digits (not starting with 0) and two letters; SA, SD and SS are never issued.
 */

const POSTCODE = /^([1-9]\d{3})\s?([A-Za-z]{2})$/;

/** "3011aa", "3011 AA" → "3011 AA"; null when it is not a Dutch postcode. */
export function normalisePostcode(raw: string): string | null {
  const m = POSTCODE.exec(raw.trim());
  if (!m) return null;
  const letters = m[2].toUpperCase();
  if (letters === "SA" || letters === "SD" || letters === "SS") return null;
  return `${m[1]} ${letters}`;
}

/** The postcode without its space ("3011AA"), as PDOK stores it. */
export function compactPostcode(postcode: string): string {
  return postcode.replace(/\s/g, "");
}

const HOUSE_NUMBER = /^(\d{1,5})\s*(?:[-\s]?([A-Za-z0-9]{1,4}))?$/;

/** "40", "12a", "7-2", "12 bis" → { number, addition }; null when it does not start with a number. */
export function parseHouseNumber(raw: string): { number: string; addition: string } | null {
  const m = HOUSE_NUMBER.exec(raw.trim());
  if (!m || Number(m[1]) < 1) return null;
  return { number: String(Number(m[1])), addition: (m[2] ?? "").toUpperCase() };
}
