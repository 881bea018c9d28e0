/**
 * Dutch business identifiers as the settings screen checks them. Pure: no database, no React.
 * Each takes what the administrator typed and returns it in the stored form, or null when it is not valid.
 */

/** An IBAN with a valid ISO 13616 checksum (mod 97 = 1), stored in groups of four: "NL91 ABNA 0417 1643 00". */
export function normaliseIban(input: string): string | null {
  const compact = input.replace(/[\s.-]/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return null;
  if (compact.startsWith("NL") && !/^NL\d{2}[A-Z]{4}\d{10}$/.test(compact)) return null;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  if (remainder !== 1) return null;
  return compact.replace(/(.{4})(?=.)/g, "$1 ");
}

/** A KvK number: exactly 8 digits (spaces and dots typed between them are dropped). */
export function normaliseKvk(input: string): string | null {
  const compact = input.replace(/[\s.]/g, "");
  return /^\d{8}$/.test(compact) ? compact : null;
}

/** A Dutch btw-identificatienummer: NL, 9 digits, B, 2 digits ("NL123456789B01"). */
export function normaliseVatNumber(input: string): string | null {
  const compact = input.replace(/[\s.]/g, "").toUpperCase();
  return /^NL\d{9}B\d{2}$/.test(compact) ? compact : null;
}
