import { z } from "zod";
import { checkoutMessages } from "~/i18n/nl.checkout";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/modules/accounts/accounts.schema";
import { normalisePostcode, type PostcodeCountry, parseHouseNumber } from "./postcode";

/**
 * The checkout form (spec §2.4, §2.7), shared by the page and the server. Field names follow WooCommerce's
 * (`billing_first_name`, `shipping_postcode`, `order_comments`, `payment_method`, `terms`…), plus the Dutch
 * address split: postcode, huisnummer, toevoeging, straat, plaats.
 *
 * Pure: give it the posted fields as strings; it answers the normalised order input or one Dutch message per
 * field (the first failed rule).
 */

const err = checkoutMessages.errors;

export const COUNTRIES = ["NL", "BE"] as const satisfies readonly PostcodeCountry[];
export type Country = (typeof COUNTRIES)[number];

/** The address part of a field name: `billing_${part}` / `shipping_${part}`. */
export const ADDRESS_PARTS = [
  "first_name",
  "last_name",
  "company",
  "postcode",
  "house_number",
  "house_number_suffix",
  "address_1",
  "city",
  "country",
] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

/** Every text field the form posts (checkboxes and radios included), for echoing them back on an error. */
export const CHECKOUT_FIELDS = [
  ...ADDRESS_PARTS.map((p) => `billing_${p}` as const),
  "billing_email",
  "billing_phone",
  "ship_to_different_address",
  ...ADDRESS_PARTS.map((p) => `shipping_${p}` as const),
  "order_comments",
  "shipping_method",
  "payment_method",
  "terms",
  "made_to_measure",
  "createaccount",
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number] | "account_password";

/** Shopper account passwords (checkout's "account aanmaken"): the account pages' rule. */
export const PASSWORD_MIN_LENGTH = PASSWORD_MIN;
export const PASSWORD_MAX_LENGTH = PASSWORD_MAX;
const MAX_TEXT = 100;
const MAX_STREET = 150;
const MAX_NOTES = 1000;

export interface Address {
  firstName: string;
  lastName: string;
  company: string;
  street: string;
  houseNumber: number;
  /** Toevoeging as typed (letters/digits), or "" when none. */
  houseNumberSuffix: string;
  /** Normalised: "1234 AB" (NL), "2000" (BE). */
  postcode: string;
  city: string;
  country: Country;
}

export interface BillingAddress extends Address {
  email: string;
  phone: string;
}

export interface CheckoutData {
  billing: BillingAddress;
  /** The delivery address: the billing address unless a separate one was given. */
  shipping: Address;
  shipToDifferentAddress: boolean;
  orderComments: string;
  shippingMethod: string;
  paymentMethod: string;
  createAccount: boolean;
  /** Only when createAccount; never echoed back into a page. */
  accountPassword: string;
}

export type CheckoutParse =
  | { ok: true; data: CheckoutData }
  | { ok: false; errors: Partial<Record<CheckoutField, string>> };

export interface CheckoutOptions {
  shippingMethods: readonly string[];
  paymentMethods: readonly string[];
  /** False when the shopper is logged in (no account to create). */
  allowAccount: boolean;
}

/** A ticked checkbox posts "1" (ours) or "on" (a browser default); anything else counts as not ticked. */
export function isTicked(value: unknown): boolean {
  return value === "1" || value === "on" || value === "yes" || value === "true";
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const PHONE = /^\+?\d{9,15}$/;
const SUFFIX = /^[A-Za-z0-9]{1,6}$/;

/** A phone number as typed (spaces collapsed) when it has 9–15 digits after the usual separators, else null. */
export function normalisePhone(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, "").replace(/^00/, "+");
  return PHONE.test(compact) ? input.trim().replace(/\s+/g, " ") : null;
}

/** Any posted value as one trimmed line of text (absent or non-text: ""). */
const line = z.preprocess((v) => (typeof v === "string" ? v.replace(/\s+/g, " ").trim() : ""), z.string());
const requiredLine = (max = MAX_TEXT) =>
  line
    .pipe(z.string().min(1, err.required).max(max, err.tooLong(max)))
    .refine((v) => !CONTROL.test(v), err.required);
const optionalLine = (max = MAX_TEXT) =>
  line.pipe(z.string().max(max, err.tooLong(max))).refine((v) => !CONTROL.test(v), err.required);
const tick = z.unknown().transform(isTicked);

/** One address (billing or shipping) under its prefix: the per-field rules. */
function addressSchema<P extends "billing" | "shipping">(prefix: P) {
  const key = <K extends AddressPart>(part: K) => `${prefix}_${part}` as const;
  return z.object({
    [key("first_name")]: requiredLine(),
    [key("last_name")]: requiredLine(),
    [key("company")]: optionalLine(),
    [key("address_1")]: requiredLine(MAX_STREET),
    [key("city")]: requiredLine(),
    [key("country")]: line.transform((v) => v.toUpperCase() || "NL").pipe(z.enum(COUNTRIES, err.country)),
    [key("postcode")]: requiredLine(),
    [key("house_number")]: requiredLine().refine((v) => parseHouseNumber(v) !== null, err.houseNumber),
    [key("house_number_suffix")]: optionalLine()
      .transform((v) => v.replace(/^[\s\-/]+/, "").replace(/\s+/g, ""))
      .refine((v) => v === "" || SUFFIX.test(v), err.suffix),
  });
}

const addressSchemas = { billing: addressSchema("billing"), shipping: addressSchema("shipping") };

/** The fields outside the addresses, for the shipping and payment methods offered now. */
export function checkoutSchema(options: CheckoutOptions) {
  const oneOf = (ids: readonly string[], message: string) => line.refine((v) => ids.includes(v), message);
  return z.object({
    billing_email: requiredLine(254).pipe(z.email(err.email)),
    billing_phone: requiredLine(40).refine((v) => normalisePhone(v) !== null, err.phone),
    ship_to_different_address: tick,
    order_comments: z
      .preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string())
      .pipe(z.string().max(MAX_NOTES, err.tooLong(MAX_NOTES))),
    shipping_method: oneOf(options.shippingMethods, err.shippingMethod),
    payment_method: oneOf(options.paymentMethods, err.paymentMethod),
    terms: tick.refine(Boolean, err.terms),
    made_to_measure: tick.refine(Boolean, err.madeToMeasure),
  });
}

/** The optional account: a password is required (and checked) only when "account aanmaken" is ticked. */
export const accountSchema = z
  .object({
    createaccount: tick,
    account_password: z.unknown().transform((v) => (typeof v === "string" ? v : "")),
  })
  .superRefine((a, ctx) => {
    if (!a.createaccount) return;
    const n = a.account_password.length;
    if (n < PASSWORD_MIN_LENGTH || n > PASSWORD_MAX_LENGTH)
      ctx.addIssue({
        code: "custom",
        path: ["account_password"],
        message:
          n < PASSWORD_MIN_LENGTH
            ? err.passwordShort(PASSWORD_MIN_LENGTH)
            : err.passwordLong(PASSWORD_MAX_LENGTH),
      });
  });

type Errors = Partial<Record<CheckoutField, string>>;

function collect(errors: Errors, error: z.ZodError | undefined) {
  for (const issue of error?.issues ?? []) {
    const field = String(issue.path[0] ?? "") as CheckoutField;
    if (field && !errors[field]) errors[field] = issue.message;
  }
}

/** An address's fields, plus the postcode check that depends on the chosen country. */
function parseAddress(raw: Record<string, string>, prefix: "billing" | "shipping", errors: Errors) {
  const result = addressSchemas[prefix].safeParse(raw);
  collect(errors, result.error);
  const key = (part: AddressPart) => `${prefix}_${part}` as CheckoutField;
  const country = (text(raw[key("country")]).toUpperCase() || "NL") as Country;
  const postcodeRaw = text(raw[key("postcode")]);
  let postcode: string | null = null;
  if (postcodeRaw && (COUNTRIES as readonly string[]).includes(country)) {
    postcode = normalisePostcode(postcodeRaw, country);
    if (!postcode && !errors[key("postcode")])
      errors[key("postcode")] = country === "NL" ? err.postcodeNL : err.postcodeBE;
  }
  if (!result.success || !postcode) return null;
  const a = result.data as Record<string, string>;
  const house = parseHouseNumber(a[key("house_number")]);
  let suffix = a[key("house_number_suffix")];
  if (house?.addition && suffix) {
    errors[key("house_number")] = err.houseNumberTwice;
    return null;
  }
  if (house?.addition) suffix = house.addition;
  return {
    firstName: a[key("first_name")],
    lastName: a[key("last_name")],
    company: a[key("company")],
    street: a[key("address_1")],
    houseNumber: house?.number ?? 0,
    houseNumberSuffix: suffix,
    postcode,
    city: a[key("city")],
    country,
  } satisfies Address;
}

const text = (value: unknown) => (typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "");

/** Validates and normalises a posted checkout form: the data, or the first Dutch message per field. */
export function parseCheckout(posted: Record<string, unknown>, options: CheckoutOptions): CheckoutParse {
  // Every known field present as text ("" when absent or not text); anything else posted is dropped.
  const raw: Record<string, string> = {};
  for (const name of [...CHECKOUT_FIELDS, "account_password"]) {
    const v = posted[name];
    raw[name] = typeof v === "string" ? v : "";
  }
  const errors: Errors = {};
  const main = checkoutSchema(options).safeParse(raw);
  collect(errors, main.error);
  const billing = parseAddress(raw, "billing", errors);
  const shipToDifferentAddress = isTicked(raw.ship_to_different_address);
  const shipping = shipToDifferentAddress ? parseAddress(raw, "shipping", errors) : billing;
  const account = accountSchema.safeParse(
    options.allowAccount ? raw : { createaccount: "", account_password: "" },
  );
  collect(errors, account.error);
  if (!main.success || !account.success || !billing || !shipping || Object.keys(errors).length) {
    return { ok: false, errors };
  }
  const createAccount = account.data.createaccount;
  return {
    ok: true,
    data: {
      billing: {
        ...billing,
        email: main.data.billing_email,
        phone: normalisePhone(main.data.billing_phone) ?? main.data.billing_phone,
      },
      shipping,
      shipToDifferentAddress,
      orderComments: main.data.order_comments,
      shippingMethod: main.data.shipping_method,
      paymentMethod: main.data.payment_method,
      createAccount,
      accountPassword: createAccount ? account.data.account_password : "",
    },
  };
}

/** The posted fields worth showing again after an error (the password is never sent back). */
export function echoValues(raw: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of CHECKOUT_FIELDS) {
    const v = raw[name];
    if (typeof v === "string") out[name] = v.slice(0, MAX_NOTES + 100);
  }
  return out;
}
