/**
 * The pure part of anonymising a customer (GDPR): the replacement e-mail address and the scrubbing of an
 * order's billing/shipping JSON. Only the country is kept (it decides the btw of the order figures); every
 * other text value is emptied and the e-mail replaced.
 */

/** The address an anonymised account and its orders get: unique per user, never deliverable (.invalid). */
export function anonymisedEmail(userId: number): string {
  return `geanonimiseerd-${userId}@example.invalid`;
}

const KEEP = new Set(["country"]);

/** An address object (JSON text) with its personal data removed; anything unreadable becomes `{}`. */
export function scrubAddressJson(json: string, email: string): string {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return "{}";
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return "{}";
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (KEEP.has(key) && typeof v === "string") out[key] = v;
    else if (key === "email") out[key] = email;
    else if (typeof v === "string") out[key] = "";
    else if (typeof v === "boolean") out[key] = v;
    // Numbers, nested objects and arrays are dropped: an address holds no figures the order needs.
  }
  return JSON.stringify(out);
}
