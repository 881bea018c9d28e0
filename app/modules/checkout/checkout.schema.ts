import { z } from "zod";
import { checkoutMessages } from "~/i18n/nl.checkout";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/modules/accounts/accounts.schema";
import {
  ADDRESS_PARTS,
  type Address,
  addressSchema,
  formStringValues,
  forwardIssues,
  line,
  normalisePhone,
  phoneSchema,
  prefixedAddress,
  requiredLine,
} from "./address.schema";

/**
 * The checkout form (spec §2.4, §2.7), shared by the page and the server (Conform's `parseWithZod`). Field names
 * follow WooCommerce's (`billing_first_name`, `shipping_postcode`, `order_comments`, `payment_method`, `terms`…),
 * plus the Dutch address split: postcode, huisnummer, toevoeging, straat, plaats. The addresses use the one
 * address schema (address.schema.ts); issues are keyed by the posted field names.
 */

export type { Address, Country } from "./address.schema";

const err = checkoutMessages.errors;

/** The fields of the form in the order the page shows them (for focusing the first one in error). */
export const CHECKOUT_FIELDS = [
  "billing_email",
  ...ADDRESS_PARTS.map((p) => `billing_${p}` as const),
  "billing_phone",
  "ship_to_different_address",
  ...ADDRESS_PARTS.map((p) => `shipping_${p}` as const),
  "order_comments",
  "createaccount",
  "account_password",
  "shipping_method",
  "payment_method",
  "terms",
  "made_to_measure",
] as const;

/** Shopper account passwords (checkout's "account aanmaken"): the account pages' rule. */
export const PASSWORD_MIN_LENGTH = PASSWORD_MIN;
export const PASSWORD_MAX_LENGTH = PASSWORD_MAX;
const MAX_NOTES = 1000;

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

export interface CheckoutOptions {
  shippingMethods: readonly string[];
  paymentMethods: readonly string[];
  /** False when the shopper is logged in (no account to create). */
  allowAccount: boolean;
  /** The cart holds a made-to-measure line (made-to-measure.ts): the shopper must confirm it. Default true. */
  madeToMeasure?: boolean;
}

/** A ticked checkbox posts "1" (ours) or "on" (a browser default); anything else counts as not ticked. */
export function isTicked(value: unknown): boolean {
  return value === "1" || value === "on" || value === "yes" || value === "true";
}

const tick = z.preprocess(isTicked, z.boolean());

/** The fields outside the addresses, for the shipping and payment methods offered now. */
export function checkoutSchema(options: CheckoutOptions) {
  const oneOf = (ids: readonly string[], message: string) => line.refine((v) => ids.includes(v), message);
  return z.object({
    billing_email: requiredLine(254).pipe(z.email(err.email)),
    billing_phone: phoneSchema,
    ship_to_different_address: tick,
    order_comments: z
      .preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string())
      .pipe(z.string().max(MAX_NOTES, err.tooLong(MAX_NOTES)))
      .optional()
      .transform((v) => v ?? ""),
    shipping_method: oneOf(options.shippingMethods, err.shippingMethod),
    payment_method: oneOf(options.paymentMethods, err.paymentMethod),
    terms: tick.refine(Boolean, err.terms),
    made_to_measure: options.madeToMeasure === false ? tick : tick.refine(Boolean, err.madeToMeasure),
  });
}

/** The optional account: a password is required (and checked) only when "account aanmaken" is ticked. */
export const accountSchema = z
  .object({
    createaccount: tick,
    account_password: z.preprocess((v) => (typeof v === "string" ? v : ""), z.string()),
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

/**
 * The whole checkout form → `CheckoutData` (Conform's `parseWithZod` through `parseForm`): the billing address
 * always, the delivery address only when `ship_to_different_address` is ticked, the account only when one may be
 * created. Every issue is keyed by its posted field name ("billing_postcode", "terms"…), all reported at once.
 */
export function checkoutFormSchema(options: CheckoutOptions) {
  const main = checkoutSchema(options);
  return z.record(z.string(), z.unknown()).transform((form, ctx): CheckoutData => {
    const values = formStringValues(form);
    const fields = forwardIssues(main, values, ctx);
    const billing = prefixedAddress(addressSchema, values, "billing", ctx);
    const shipToDifferentAddress = isTicked(values.ship_to_different_address);
    const shipping = shipToDifferentAddress
      ? prefixedAddress(addressSchema, values, "shipping", ctx)
      : billing;
    const account = forwardIssues(
      accountSchema,
      options.allowAccount ? values : { createaccount: "", account_password: "" },
      ctx,
    );
    if (!fields || !billing || !shipping || !account) return z.NEVER;
    return {
      billing: {
        ...billing,
        email: fields.billing_email,
        phone: normalisePhone(fields.billing_phone) ?? fields.billing_phone,
      },
      shipping,
      shipToDifferentAddress,
      orderComments: fields.order_comments,
      shippingMethod: fields.shipping_method,
      paymentMethod: fields.payment_method,
      createAccount: account.createaccount,
      accountPassword: account.createaccount ? account.account_password : "",
    };
  });
}
