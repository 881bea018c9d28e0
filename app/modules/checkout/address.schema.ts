import { z } from "zod";
import { checkoutMessages } from "~/i18n/nl.checkout";
import { normalisePostcode, type PostcodeCountry, parseHouseNumber } from "./postcode";

/**
 * The one address schema (spec §2.4): the checkout's billing and delivery address and the account's saved
 * addresses use it. Fields without prefix (`first_name`, `postcode`, …); the forms post them as `billing_${part}`
 * / `shipping_${part}` (WooCommerce's names) and `prefixedAddress` reports issues under those names.
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
export type AddressPrefix = "billing" | "shipping";

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

export const MAX_TEXT = 100;
const MAX_STREET = 150;

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
export const line = z.preprocess(
  (v) => (typeof v === "string" ? v.replace(/\s+/g, " ").trim() : ""),
  z.string(),
);
export const requiredLine = (max = MAX_TEXT) =>
  line
    .pipe(z.string().min(1, err.required).max(max, err.tooLong(max)))
    .refine((v) => !CONTROL.test(v), err.required);
/** Optional text: `.optional()` so the form's constraint (getZodConstraint) leaves it not required. */
export const optionalLine = (max = MAX_TEXT) =>
  line
    .pipe(z.string().max(max, err.tooLong(max)))
    .refine((v) => !CONTROL.test(v), err.required)
    .optional()
    .transform((v) => v ?? "");

/** A required phone number (the checkout's billing_phone). */
export const phoneSchema = requiredLine(40).refine((v) => normalisePhone(v) !== null, err.phone);
/** An optional phone number (the account's saved billing address); normalised when given. */
export const optionalPhoneSchema = optionalLine(40)
  .refine((v) => v === "" || normalisePhone(v) !== null, err.phone)
  .transform((v) => (v ? (normalisePhone(v) ?? v) : ""));

/** The per-field rules of one address, without prefix (also the form's constraint attributes). */
export const addressFieldsSchema = z.object({
  first_name: requiredLine(),
  last_name: requiredLine(),
  company: optionalLine(),
  postcode: requiredLine(),
  house_number: requiredLine().refine((v) => parseHouseNumber(v) !== null, err.houseNumber),
  house_number_suffix: line
    .pipe(z.string().max(MAX_TEXT, err.tooLong(MAX_TEXT)))
    .transform((v) => v.replace(/^[\s\-/]+/, "").replace(/\s+/g, ""))
    .refine((v) => v === "" || SUFFIX.test(v), err.suffix)
    .optional()
    .transform((v) => v ?? ""),
  address_1: requiredLine(MAX_STREET),
  city: requiredLine(),
  country: line.transform((v) => v.toUpperCase() || "NL").pipe(z.enum(COUNTRIES, err.country)),
});

/**
 * One address → a normalised `Address`: the field rules, then the postcode of the chosen country and a
 * toevoeging typed twice (in the number and in its own field). These checks also run when other fields are
 * wrong (`when`), so every message shows at once.
 */
export const addressSchema = addressFieldsSchema
  .superRefine(
    (a, ctx) => {
      const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
      const country = text(a.country).toUpperCase() || "NL";
      const postcode = text(a.postcode);
      if (postcode && (COUNTRIES as readonly string[]).includes(country)) {
        if (!normalisePostcode(postcode, country as Country)) {
          ctx.addIssue({
            code: "custom",
            path: ["postcode"],
            message: country === "NL" ? err.postcodeNL : err.postcodeBE,
          });
        }
      }
      const house = parseHouseNumber(text(a.house_number));
      if (house?.addition && typeof a.house_number_suffix === "string" && a.house_number_suffix) {
        ctx.addIssue({ code: "custom", path: ["house_number"], message: err.houseNumberTwice });
      }
    },
    { when: () => true },
  )
  .transform((a): Address => {
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
    };
  });

/** The form's constraint attributes of one address under a prefix (`billing_postcode: { required: true }`…). */
export function prefixedConstraint<T>(prefix: AddressPrefix, constraint: Record<string, T>) {
  return Object.fromEntries(Object.entries(constraint).map(([k, v]) => [`${prefix}_${k}`, v]));
}

/** The posted form as strings ("" for absent or non-text values). */
export function formStringValues(form: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === "string" ? v : ""]));
}

/**
 * Runs `schema` on the fields of one prefixed address (`billing_postcode` → `postcode`) inside a form schema's
 * transform, reporting its issues under the prefixed names. The parsed value, or null when refused.
 */
export function prefixedAddress<S extends z.ZodType>(
  schema: S,
  values: Record<string, string>,
  prefix: AddressPrefix,
  ctx: z.RefinementCtx,
): z.output<S> | null {
  const start = `${prefix}_`;
  const fields = Object.fromEntries(
    Object.entries(values)
      .filter(([k]) => k.startsWith(start))
      .map(([k, v]) => [k.slice(start.length), v]),
  );
  const r = schema.safeParse(fields);
  for (const issue of r.error?.issues ?? []) {
    ctx.addIssue({ code: "custom", path: [`${start}${issue.path.join(".")}`], message: issue.message });
  }
  return r.success ? r.data : null;
}

/** Reports the issues of a schema run on the whole (flat) form under their field names. */
export function forwardIssues<S extends z.ZodType>(
  schema: S,
  values: unknown,
  ctx: z.RefinementCtx,
): z.output<S> | null {
  const r = schema.safeParse(values);
  for (const issue of r.error?.issues ?? []) {
    ctx.addIssue({ code: "custom", path: [issue.path.join(".")], message: issue.message });
  }
  return r.success ? r.data : null;
}
