import { nl } from "~/i18n/nl";
import { COUNTRIES } from "~/modules/checkout/checkout.schema";
import { dispatchShopEvent, SHOP_EVENTS } from "~/utils/shop-events";
import { CheckoutField } from "./checkout-field";

const m = nl.checkout;

type Values = Record<string, string | undefined>;

/**
 * The Dutch address block (voornaam, achternaam, bedrijfsnaam, postcode, huisnummer + toevoeging, straat, plaats,
 * land), for `billing_*` or `shipping_*`; the billing block adds e-mail and telefoon.
 */
export function AddressFields({
  prefix,
  values,
  errors,
}: {
  prefix: "billing" | "shipping";
  values: Values;
  errors: Values;
}) {
  const n = (part: string) => `${prefix}_${part}`;
  const section = prefix === "billing" ? "billing" : "shipping";
  const field = (part: keyof typeof m.fields, extra: Partial<Parameters<typeof CheckoutField>[0]> = {}) => (
    <CheckoutField
      name={n(part)}
      label={m.fields[part]}
      defaultValue={values[n(part)] ?? ""}
      error={errors[n(part)]}
      {...extra}
    />
  );
  return (
    <div className="address-fields">
      {field("first_name", { required: true, autoComplete: `${section} given-name`, className: "half" })}
      {field("last_name", { required: true, autoComplete: `${section} family-name`, className: "half" })}
      {field("company", { autoComplete: `${section} organization` })}
      {field("postcode", {
        required: true,
        autoComplete: `${section} postal-code`,
        className: "third",
        maxLength: 10,
        help: m.help.postcode,
      })}
      {field("house_number", {
        required: true,
        className: "third",
        inputMode: "text",
        maxLength: 12,
      })}
      {field("house_number_suffix", {
        className: "third",
        maxLength: 10,
        help: m.help.house_number_suffix,
      })}
      {field("address_1", { required: true, autoComplete: `${section} address-line1`, maxLength: 150 })}
      {field("city", { required: true, autoComplete: `${section} address-level2`, className: "half" })}
      <CheckoutField
        name={n("country")}
        label={m.fields.country}
        required
        error={errors[n("country")]}
        className="half"
      >
        {(aria) => (
          <select
            id={n("country")}
            name={n("country")}
            defaultValue={values[n("country")] || "NL"}
            autoComplete={`${section} country`}
            className="field-input"
            onChange={(e) =>
              dispatchShopEvent(SHOP_EVENTS.countryToStateChanged, { country: e.currentTarget.value, prefix })
            }
            {...aria}
          >
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {m.countries[c]}
              </option>
            ))}
          </select>
        )}
      </CheckoutField>
      {prefix === "billing" ? (
        <>
          {field("email", { required: true, type: "email", autoComplete: "email", maxLength: 254 })}
          {field("phone", {
            required: true,
            type: "tel",
            autoComplete: "tel",
            maxLength: 40,
            help: m.help.phone,
          })}
        </>
      ) : null}
    </div>
  );
}
