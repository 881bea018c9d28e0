import { useState } from "react";
import { data, Form, redirect } from "react-router";
import { AccountField, FormNotice } from "~/components/storefront/account/account-field";
import { AccountLayout } from "~/components/storefront/account/account-nav";
import { nl } from "~/i18n/nl";
import { formValues, typedValues } from "~/modules/accounts/accounts.schema";
import {
  ADDRESS_COUNTRIES,
  addressFormValues,
  parseAddressesForm,
} from "~/modules/accounts/addresses.schema";
import { getSavedAddresses, saveAddresses } from "~/modules/accounts/addresses.server";
import { requireUser } from "~/modules/accounts/guard.server";
import { accountUrls } from "~/modules/accounts/urls";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/addresses";

const t = nl.account;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context);
  const saved = await getSavedAddresses(getState(context).db, user.id);
  return {
    values: {
      ...addressFormValues(saved.billing, "billing"),
      ...addressFormValues(saved.shipping, "shipping"),
      ...(saved.shipping ? { ship_to_different_address: "1" } : {}),
    } as Record<string, string>,
    saved: new URL(request.url).searchParams.has("opgeslagen"),
  };
}

export function meta() {
  return [{ title: `${t.addressesTitle} – ${nl.site.name}` }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context);
  const form = await request.formData();
  const values = typedValues(form);
  const parsed = parseAddressesForm(formValues(form));
  if (!parsed.ok) return data({ errors: parsed.errors, message: t.fixErrors, values }, { status: 400 });
  await saveAddresses(getState(context).db, user.id, parsed.addresses);
  return redirect(`${accountUrls.addresses}?opgeslagen=1`, { status: 303 });
}

export default function AccountAddresses({ loaderData, actionData }: Route.ComponentProps) {
  const csrf = useRootData()?.config.nonce ?? "";
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  const [different, setDifferent] = useState(Boolean(values.ship_to_different_address));
  return (
    <AccountLayout csrf={csrf} title={t.addressesTitle}>
      {actionData?.message ? <FormNotice kind="error">{actionData.message}</FormNotice> : null}
      {!actionData && loaderData.saved ? <FormNotice kind="success">{t.saved}</FormNotice> : null}
      <p>{t.addressesIntro}</p>
      <Form method="post" className="account-form" noValidate>
        <input type="hidden" name="_csrf" value={csrf} />
        <fieldset className="account-fieldset">
          <legend className="section-title">{t.billingAddress}</legend>
          <AddressFields prefix="billing" values={values} errors={errors} />
        </fieldset>
        <label className="account-check">
          <input
            type="checkbox"
            name="ship_to_different_address"
            value="1"
            defaultChecked={different}
            onChange={(e) => setDifferent(e.target.checked)}
          />{" "}
          {nl.checkout.shipToDifferentAddress}
        </label>
        <fieldset className="account-fieldset account-shipping" data-open={different ? "true" : "false"}>
          <legend className="section-title">{t.shippingAddress}</legend>
          <AddressFields prefix="shipping" values={values} errors={errors} />
        </fieldset>
        <p className="account-form__actions">
          <button type="submit" className="btn btn-primary">
            {t.save}
          </button>
        </p>
      </Form>
    </AccountLayout>
  );
}

function AddressFields({
  prefix,
  values,
  errors,
}: {
  prefix: "billing" | "shipping";
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const f = (part: string) => `${prefix}_${part}`;
  const auto = (token: string) => `${prefix === "billing" ? "billing" : "shipping"} ${token}` as const;
  const field = (part: string, label: string, extra: Partial<Parameters<typeof AccountField>[0]> = {}) => (
    <AccountField
      name={f(part)}
      label={label}
      defaultValue={values[f(part)] ?? ""}
      error={errors[f(part)]}
      {...extra}
    />
  );
  const countryError = errors[f("country")];
  return (
    <div className="account-address-grid">
      {field("first_name", t.firstName, { required: true, autoComplete: auto("given-name") })}
      {field("last_name", t.lastName, { required: true, autoComplete: auto("family-name") })}
      {field("company", t.company, { optional: true, autoComplete: auto("organization") })}
      <div className="field" data-field={f("country")}>
        <label htmlFor={f("country")} className="field-label">
          {t.country}
        </label>
        <select
          id={f("country")}
          name={f("country")}
          className="field-input"
          defaultValue={values[f("country")] || "NL"}
          autoComplete={auto("country")}
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? `${f("country")}-error` : undefined}
        >
          {ADDRESS_COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {t.countries[c]}
            </option>
          ))}
        </select>
        {countryError ? (
          <p id={`${f("country")}-error`} className="field-error">
            {countryError}
          </p>
        ) : null}
      </div>
      {field("postcode", t.postcode, {
        required: true,
        autoComplete: auto("postal-code"),
        help: t.postcodeHelp,
      })}
      {field("house_number", t.houseNumber, { required: true })}
      {field("house_number_suffix", t.houseNumberAddition, { optional: true })}
      {field("address_1", t.street, { required: true, autoComplete: auto("address-line1") })}
      {field("city", t.city, { required: true, autoComplete: auto("address-level2") })}
      {prefix === "billing"
        ? field("phone", t.phone, { optional: true, type: "tel", autoComplete: auto("tel") })
        : null}
    </div>
  );
}
