import { z } from "zod";
import {
  ADDRESS_PARTS,
  type Address,
  addressSchema,
  COUNTRIES,
  formStringValues,
  forwardIssues,
  optionalPhoneSchema,
  prefixedAddress,
} from "~/modules/checkout/address.schema";

/**
 * Saved addresses of an account (users.addresses, JSON): a billing address and an optional different
 * shipping address, so the checkout can prefill its form. The checkout's address (the one address schema,
 * address.schema.ts) with the same form field names (`billing_address_1`, `billing_house_number_suffix`…),
 * plus an optional phone on the billing address. Postcodes are stored normalised ("1234 AB"), house numbers
 * split into number and toevoeging.
 */

export const ADDRESS_COUNTRIES = COUNTRIES;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];

export interface SavedAddress extends Address {
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

const billingPhone = z.object({ billing_phone: optionalPhoneSchema });

/**
 * The addresses form (Conform's `parseWithZod`): billing always, shipping only when
 * `ship_to_different_address` is ticked. Issues are keyed by the prefixed field name ("billing_postcode").
 */
export const addressesFormSchema = z
  .record(z.string(), z.unknown())
  .transform((form, ctx): SavedAddresses => {
    const values = formStringValues(form);
    const billing = prefixedAddress(addressSchema, values, "billing", ctx);
    const phone = forwardIssues(billingPhone, values, ctx);
    const shipping = values.ship_to_different_address
      ? prefixedAddress(addressSchema, values, "shipping", ctx)
      : null;
    return {
      billing: billing && phone ? { ...billing, phone: phone.billing_phone } : null,
      shipping: shipping ? { ...shipping, phone: "" } : null,
    };
  });

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
