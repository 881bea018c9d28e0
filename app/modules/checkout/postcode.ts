/**
 * Postcodes and house numbers of checkout addresses (NL and BE). Pure.
 *
 * NL: four digits, the first not 0, then two letters; the letter pairs SA, SD and SS are not issued by
 * PostNL. Written as "1234 AB": letters upper case, one space. Spaces around and between the two parts are
 * forgiven (" 1234  ab "), other separators and spaces inside the digits are not.
 * BE: four digits, 1000–9999.
 */

export type PostcodeCountry = "NL" | "BE";

const NL_POSTCODE = /^([1-9]\d{3})\s*([A-Z]{2})$/;
const NL_NOT_ISSUED = new Set(["SA", "SD", "SS"]);
const BE_POSTCODE = /^[1-9]\d{3}$/;

/** The postcode in its standard form, or null when it is not a valid postcode of that country. */
export function normalisePostcode(input: string, country: PostcodeCountry): string | null {
  if (typeof input !== "string") return null;
  const text = input.trim().toUpperCase();
  if (country === "NL") {
    const match = NL_POSTCODE.exec(text);
    if (!match || NL_NOT_ISSUED.has(match[2])) return null;
    return `${match[1]} ${match[2]}`;
  }
  if (country === "BE") return BE_POSTCODE.test(text) ? text : null;
  return null;
}

export interface HouseNumber {
  /** The house number proper, 1–99999. */
  number: number;
  /** The toevoeging (huisletter and/or huisnummertoevoeging) as typed, without separator; null if none. */
  addition: string | null;
}

/**
 * Number, then an optional addition of up to 6 letters/digits: one starting with a letter may follow directly
 * or after a space, "-" or "/"; one starting with a digit needs such a separator.
 */
const HOUSE_NUMBER =
  /^([1-9]\d{0,4})(?:\s*[-/]?\s*([A-Za-z][A-Za-z0-9]{0,5})|\s*[-/\s]\s*(\d[A-Za-z0-9]{0,5}))?$/;

/**
 * Splits a Dutch house number into number and toevoeging: "12a" → 12 + "a", "12-A" → 12 + "A",
 * "12 bis" → 12 + "bis", "12" → 12 + null. Null when there is no valid number first.
 * A digits-only addition needs a separator ("12-3"); "123" stays house number 123.
 */
export function parseHouseNumber(input: string): HouseNumber | null {
  if (typeof input !== "string") return null;
  const match = HOUSE_NUMBER.exec(input.trim());
  if (!match) return null;
  return { number: Number(match[1]), addition: match[2] ?? match[3] ?? null };
}
