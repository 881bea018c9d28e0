import { useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useState } from "react";
import { data, Form, redirect } from "react-router";
import { Field, firstError } from "~/components/forms/field";
import { parseForm, SECRET_FIELDS } from "~/components/forms/parse";
import { FormNotice } from "~/components/storefront/account/account-field";
import { AccountLayout } from "~/components/storefront/account/account-nav";
import { PrivacyNotice } from "~/components/storefront/privacy-notice";
import { accountMessages } from "~/i18n/nl.account";
import { checkoutMessages } from "~/i18n/nl.checkout";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import {
  ADDRESS_COUNTRIES,
  addressesFormSchema,
  addressFormValues,
  type SavedAddresses,
} from "~/modules/accounts/addresses.schema";
import { getSavedAddresses, saveAddresses } from "~/modules/accounts/addresses.server";
import { requireUser } from "~/modules/accounts/guard.server";
import { accountUrls } from "~/modules/accounts/urls";
import { addressFieldsSchema, prefixedConstraint } from "~/modules/checkout/address.schema";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/addresses";

const t = accountMessages;

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
  const submission = parseForm(form, addressesFormSchema);
  if (submission.status !== "success") {
    return data(
      { message: t.fixErrors, result: submission.reply({ hideFields: SECRET_FIELDS }) },
      { status: 400 },
    );
  }
  await saveAddresses(getState(context).db, user.id, submission.value);
  return redirect(`${accountUrls.addresses}?opgeslagen=1`, { status: 303 });
}

/** The form's constraint attributes: the rules of one address, under both prefixes. */
const constraint = {
  ...prefixedConstraint("billing", getZodConstraint(addressFieldsSchema)),
  ...prefixedConstraint("shipping", getZodConstraint(addressFieldsSchema)),
};

/** The address fields in the order the form shows them (for focusing the first one in error). */
const FORM_ORDER = (["billing", "shipping"] as const).flatMap((prefix) =>
  [
    "first_name",
    "last_name",
    "company",
    "country",
    "postcode",
    "house_number",
    "house_number_suffix",
    "address_1",
    "city",
    "phone",
  ].map((part) => `${prefix}_${part}`),
);

type Fields = ReturnType<typeof useForm<Record<string, unknown>, SavedAddresses>>[1];

export default function AccountAddresses({ loaderData, actionData }: Route.ComponentProps) {
  const csrf = useRootData()?.config.nonce ?? "";
  const lastResult = actionData?.result;
  const [form, fields] = useForm<Record<string, unknown>, SavedAddresses>({
    lastResult: lastResult ?? null,
    defaultValue: loaderData.values,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, addressesFormSchema),
  });
  const values = (lastResult?.initialValue ?? loaderData.values) as Record<string, unknown>;
  const [different, setDifferent] = useState(Boolean(values.ship_to_different_address));
  const first = firstError(lastResult, FORM_ORDER);
  return (
    <AccountLayout csrf={csrf} title={t.addressesTitle}>
      {actionData?.message ? <FormNotice kind="error">{actionData.message}</FormNotice> : null}
      {!actionData && loaderData.saved ? <FormNotice kind="success">{t.saved}</FormNotice> : null}
      <p>{t.addressesIntro}</p>
      <Form method="post" className="account-form" id={form.id} onSubmit={form.onSubmit} noValidate>
        <input type="hidden" name="_csrf" value={csrf} />
        <fieldset className="account-fieldset">
          <legend className="section-title">{t.billingAddress}</legend>
          <AddressFields prefix="billing" fields={fields} first={first} />
        </fieldset>
        <label className="account-check">
          <input
            type="checkbox"
            name="ship_to_different_address"
            value="1"
            defaultChecked={different}
            onChange={(e) => setDifferent(e.target.checked)}
          />{" "}
          {checkoutMessages.shipToDifferentAddress}
        </label>
        <fieldset className="account-fieldset account-shipping" data-open={different ? "true" : "false"}>
          <legend className="section-title">{t.shippingAddress}</legend>
          <AddressFields prefix="shipping" fields={fields} first={first} />
        </fieldset>
        <PrivacyNotice />
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
  fields,
  first,
}: {
  prefix: "billing" | "shipping";
  fields: Fields;
  first: string | undefined;
}) {
  const f = (part: string) => fields[`${prefix}_${part}`];
  const auto = (token: string) => `${prefix === "billing" ? "billing" : "shipping"} ${token}` as const;
  const field = (part: string, label: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field field={f(part)} label={label} autoFocus={first === `${prefix}_${part}`} {...extra} />
  );
  const country = f("country");
  return (
    <div className="account-address-grid">
      {field("first_name", t.firstName, { autoComplete: auto("given-name") })}
      {field("last_name", t.lastName, { autoComplete: auto("family-name") })}
      {field("company", t.company, { optional: true, autoComplete: auto("organization") })}
      {field("country", t.country, {
        children: (control) => (
          <select
            {...control}
            className="field-input"
            defaultValue={
              typeof country.initialValue === "string" && country.initialValue ? country.initialValue : "NL"
            }
            autoComplete={auto("country")}
          >
            {ADDRESS_COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {t.countries[c]}
              </option>
            ))}
          </select>
        ),
      })}
      {field("postcode", t.postcode, { autoComplete: auto("postal-code"), help: t.postcodeHelp })}
      {field("house_number", t.houseNumber)}
      {field("house_number_suffix", t.houseNumberAddition, { optional: true })}
      {field("address_1", t.street, { autoComplete: auto("address-line1") })}
      {field("city", t.city, { autoComplete: auto("address-level2") })}
      {prefix === "billing"
        ? field("phone", t.phone, { optional: true, type: "tel", autoComplete: auto("tel") })
        : null}
    </div>
  );
}
