import type { FieldMetadata } from "@conform-to/react";
import { Field } from "~/components/forms/field";
import { checkoutMessages } from "~/i18n/nl.checkout";
import { COUNTRIES } from "~/modules/checkout/address.schema";
import { dispatchShopEvent, SHOP_EVENTS } from "~/utils/shop-events";
import { PostcodeAutofill } from "./postcode-autofill";

const m = checkoutMessages;

/** Conform's fields of the checkout form, by posted name. */
export type CheckoutFields = Record<string, FieldMetadata<unknown>>;

/**
 * The Dutch address block (voornaam, achternaam, bedrijfsnaam, postcode, huisnummer + toevoeging, straat, plaats,
 * land), for `billing_*` or `shipping_*`; the billing block starts with e-mail and ends with telefoon.
 */
export function AddressFields({
  prefix,
  fields,
  first,
}: {
  prefix: "billing" | "shipping";
  fields: CheckoutFields;
  /** The first field in error of a refused submit (focused on load). */
  first: string | undefined;
}) {
  const n = (part: string) => `${prefix}_${part}`;
  const field = (part: keyof typeof m.fields, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field field={fields[n(part)]} label={m.fields[part]} autoFocus={first === n(part)} {...extra} />
  );
  const country = fields[n("country")];
  return (
    <div className="address-fields">
      {prefix === "billing" ? field("email", { type: "email", autoComplete: "email" }) : null}
      {field("first_name", { autoComplete: `${prefix} given-name`, className: "half" })}
      {field("last_name", { autoComplete: `${prefix} family-name`, className: "half" })}
      {field("company", { autoComplete: `${prefix} organization` })}
      {field("postcode", {
        autoComplete: `${prefix} postal-code`,
        className: "third",
        help: m.help.postcode,
      })}
      {field("house_number", { className: "third", inputMode: "text" })}
      {field("house_number_suffix", { className: "third", help: m.help.house_number_suffix })}
      <PostcodeAutofill prefix={prefix} />
      {field("address_1", { autoComplete: `${prefix} address-line1` })}
      {field("city", { autoComplete: `${prefix} address-level2`, className: "half" })}
      {field("country", {
        className: "half",
        children: (control) => (
          <select
            {...control}
            defaultValue={
              typeof country.initialValue === "string" && country.initialValue ? country.initialValue : "NL"
            }
            autoComplete={`${prefix} country`}
            className="field-input"
            onChange={(e) =>
              dispatchShopEvent(SHOP_EVENTS.countryToStateChanged, { country: e.currentTarget.value, prefix })
            }
          >
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {m.countries[c]}
              </option>
            ))}
          </select>
        ),
      })}
      {prefix === "billing" ? field("phone", { type: "tel", autoComplete: "tel", help: m.help.phone }) : null}
    </div>
  );
}
