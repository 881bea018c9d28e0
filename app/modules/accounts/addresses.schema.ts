import { z } from "zod";
import { accountMessages as m } from "~/i18n/nl.account";
import { ADDRESS_PARTS, normalisePhone } from "~/modules/checkout/checkout.schema";
import { normalisePostcode, parseHouseNumber } from "~/modules/checkout/postcode";

/**
 * Saved addresses of an account (users.addresses, JSON): a billing address and an optional different
 * shipping address, so the checkout can prefill its form. Same keys as the checkout's `Address`
 * (checkout.schema.ts) and the same form field names (`billing_address_1`, `billing_house_number_suffix`…).
 * Postcodes are stored normalised ("1234 AB"), house numbers split into number and toevoeging.
 */

export const ADDRESS_COUNTRIES = ["NL", "BE"] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];

export interface SavedAddress {
  firstName: string;
  lastName: string;
  company: string;
  street: string;
  houseNumber: number;
  houseNumberSuffix: string;
  postcode: string;
  city: string;
  country: AddressCountry;
  /** Only kept on the billing address; "" when not given. */
  phone: string;
}

export interface SavedAddresses {
  billing: SavedAddress | null;
  /** null: ship to the billing address. */
  shipping: SavedAddress | null;
}

/** Field name parts, as the checkout names them (`billing_${part}`), plus the phone kept with the address. */
export const ADDRESS_FIELDS = [...ADDRESS_PARTS, "phone"] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

const str = (v: unknown) => (typeof v === "string" ? v.replace(/\s+/g, " ").trim() : "");
const required = (max = 100) => z.preprocess(str, z.string().min(1, m.required).max(max, m.tooLong));
/** Optional text: `.optional()` so the form's constraint (getZodConstraint) leaves it not required. */
const optional = (max = 100) =>
  z
    .preprocess(str, z.string().max(max, m.tooLong))
    .optional()
    .transform((v) => v ?? "");

const rawAddress = z.object({
  first_name: required(),
  last_name: required(),
  company: optional(),
  postcode: z.preprocess(str, z.string().min(1, m.required).max(16, m.postcodeInvalid)),
  house_number: z.preprocess(str, z.string().min(1, m.required).max(20, m.houseNumberInvalid)),
  house_number_suffix: z
    .preprocess(
      (v) =>
        str(v)
          .replace(/^[\s\-/]+/, "")
          .replace(/\s+/g, ""),
      z.string().regex(/^[A-Za-z0-9]{0,6}$/, m.houseNumberInvalid),
    )
    .optional()
    .transform((v) => v ?? ""),
  address_1: required(150),
  city: required(),
  country: z.preprocess((v) => str(v).toUpperCase() || "NL", z.enum(ADDRESS_COUNTRIES, m.required)),
  phone: z
    .preprocess(
      str,
      z.string().refine((p) => p === "" || normalisePhone(p) !== null, m.phoneInvalid),
    )
    .optional()
    .transform((v) => v ?? ""),
});

/** The per-field rules of one address, without prefix (for the form's constraint attributes). */
export const addressFieldsSchema = rawAddress;

/**
 * One address form (fields `first_name`, `postcode`, …, without prefix) → a normalised SavedAddress. The
 * postcode and house-number checks also run when other fields are wrong (`when`), so every message shows.
 */
export const addressSchema = rawAddress
  .superRefine(
    (a, ctx) => {
      const country = a.country === "BE" ? "BE" : "NL";
      if (a.postcode && !normalisePostcode(a.postcode, country)) {
        ctx.addIssue({
          code: "custom",
          path: ["postcode"],
          message: country === "BE" ? m.postcodeInvalidBE : m.postcodeInvalid,
        });
      }
      const house = a.house_number ? parseHouseNumber(a.house_number) : null;
      if (a.house_number && (!house || (house.addition && a.house_number_suffix))) {
        ctx.addIssue({ code: "custom", path: ["house_number"], message: m.houseNumberInvalid });
      }
    },
    { when: () => true },
  )
  .transform((a): SavedAddress => {
    const house = parseHouseNumber(a.house_number);
    return {
      firstName: a.first_name,
      lastName: a.last_name,
      company: a.company,
      street: a.address_1,
      houseNumber: house?.number ?? 0,
      houseNumberSuffix: a.house_number_suffix || house?.addition || "",
      postcode: normalisePostcode(a.postcode, a.country) ?? a.postcode,
      city: a.city,
      country: a.country,
      phone: a.phone ? (normalisePhone(a.phone) ?? a.phone) : "",
    };
  });

/** Picks the fields of one prefixed address out of a form ("billing_postcode" → "postcode"). */
export function addressFields(values: Record<string, string>, prefix: "billing" | "shipping") {
  return Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, values[`${prefix}_${f}`] ?? ""]));
}

/**
 * The addresses form (Conform's `parseWithZod`): billing always, shipping only when
 * `ship_to_different_address` is ticked. Issues are keyed by the prefixed field name ("billing_postcode").
 */
export const addressesFormSchema = z
  .record(z.string(), z.unknown())
  .transform((form, ctx): SavedAddresses => {
    const values = Object.fromEntries(
      Object.entries(form).map(([k, v]) => [k, typeof v === "string" ? v : ""]),
    );
    const parse = (prefix: "billing" | "shipping") => {
      const fields = addressFields(values, prefix);
      if (prefix === "shipping") fields.phone = "";
      const r = addressSchema.safeParse(fields);
      for (const issue of r.error?.issues ?? []) {
        ctx.addIssue({ code: "custom", path: [`${prefix}_${issue.path.join(".")}`], message: issue.message });
      }
      return r.success ? r.data : null;
    };
    const billing = parse("billing");
    const shipping = values.ship_to_different_address ? parse("shipping") : null;
    return { billing, shipping };
  });

export type AddressFormResult =
  | { ok: true; addresses: SavedAddresses }
  | { ok: false; errors: Record<string, string> };

/** The addresses form outside Conform: the addresses, or the first Dutch message per prefixed field. */
export function parseAddressesForm(values: Record<string, string>): AddressFormResult {
  const r = addressesFormSchema.safeParse(values);
  if (r.success) return { ok: true, addresses: r.data };
  const errors: Record<string, string> = {};
  for (const issue of r.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return { ok: false, errors };
}

const storedAddress = z.object({
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().default(""),
  street: z.string(),
  houseNumber: z.number().int(),
  houseNumberSuffix: z.string().default(""),
  postcode: z.string(),
  city: z.string(),
  country: z.enum(ADDRESS_COUNTRIES),
  phone: z.string().default(""),
});

/** Reads users.addresses; anything unreadable counts as "not set" rather than breaking the page. */
export function readSavedAddresses(json: string | null | undefined): SavedAddresses {
  let value: unknown;
  try {
    value = JSON.parse(json ?? "{}");
  } catch {
    value = {};
  }
  const obj = (value ?? {}) as Record<string, unknown>;
  const one = (v: unknown) => {
    const r = storedAddress.safeParse(v);
    return r.success ? r.data : null;
  };
  return { billing: one(obj.billing), shipping: one(obj.shipping) };
}

/** The prefixed form values of a saved address (`billing_first_name`…), for prefilling a form. */
export function addressFormValues(
  a: SavedAddress | null,
  prefix: "billing" | "shipping",
): Record<string, string> {
  if (!a) return { [`${prefix}_country`]: "NL" };
  const v: Record<AddressField, string> = {
    first_name: a.firstName,
    last_name: a.lastName,
    company: a.company,
    postcode: a.postcode,
    house_number: a.houseNumber ? String(a.houseNumber) : "",
    house_number_suffix: a.houseNumberSuffix,
    address_1: a.street,
    city: a.city,
    country: a.country,
    phone: a.phone,
  };
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [`${prefix}_${k}`, x]));
}
