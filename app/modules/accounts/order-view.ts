import { accountMessages } from "~/i18n/nl.account";
import { storedObject, storedText } from "~/utils/stored-json";

/**
 * Reading an order's stored JSON for the account's order page. Pure. Orders keep their addresses and line
 * snapshots as JSON written by the checkout; these readers take what is there and skip what is not, so an
 * older or odd order still shows instead of failing.
 */

const COUNTRY_NAMES: Record<string, string> = accountMessages.countries;

const s = storedText;
const join = (...parts: string[]) => parts.filter(Boolean).join(" ");

/** The lines of an address as printed on an envelope, then phone and e-mail. Empty when nothing is stored. */
export function addressLines(json: unknown): string[] {
  const a = storedObject(json);
  const house = join(s(a.houseNumber), s(a.houseNumberSuffix));
  return [
    s(a.company),
    join(s(a.firstName), s(a.lastName)),
    join(s(a.street), house),
    join(s(a.postcode), s(a.city)),
    COUNTRY_NAMES[s(a.country)] ?? s(a.country),
    s(a.phone),
    s(a.email),
  ].filter(Boolean);
}

/** The chosen options of an order line (label + what was chosen), from its snapshot. */
export function snapshotOptions(json: unknown): { label: string; value: string }[] {
  const options = storedObject(json).options;
  if (!Array.isArray(options)) return [];
  return options
    .map((o) => (o && typeof o === "object" ? (o as Record<string, unknown>) : {}))
    .map((o) => ({ label: s(o.label), value: s(o.valueLabel) || s(o.value) }))
    .filter((o) => o.label && o.value);
}
