import { data, redirect } from "react-router";
import { FormPage } from "~/components/storefront/popups/form-page";
import { ContactForm } from "~/components/storefront/popups/popup-forms";
import { popupMessages as t } from "~/i18n/nl.popups";
import { storefrontMessages } from "~/i18n/nl.storefront";
import type { HydrateHandle } from "~/islands/island";
import { submitContact } from "~/modules/marketing/form-submit.server";
import { stringValues } from "~/modules/marketing/popup-forms";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/contact";

/** A plain page (no islands): the form works without JS. */
export const handle: HydrateHandle = { hydrate: false };

export function loader({ request }: Route.LoaderArgs) {
  return { received: new URL(request.url).searchParams.get("verzonden") === "1" };
}

/** The contact form without JS (the same rules as the popup's `pum_form`). */
export async function action({ request, context }: Route.ActionArgs) {
  const state = getState(context);
  const values = Object.fromEntries(await request.formData());
  const answer = await submitContact(
    { db: state.db, ip: state.clientIp, log: state.log },
    values,
    "page:/contact",
  );
  if (answer.success) return redirect("/contact?verzonden=1", 303);
  const errors = Object.fromEntries(answer.data.errors.map((e) => [e.field, e.message]));
  return data(
    {
      values: stringValues(values, ["name", "email", "phone", "order_number", "message"]),
      errors,
      message: answer.data.message,
    },
    { status: answer.status },
  );
}

export function meta() {
  return [{ title: `${t.contact.pageTitle} – ${storefrontMessages.site.name}` }];
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const csrf = useRootData()?.config.nonce ?? "";
  return (
    <FormPage
      title={t.contact.pageTitle}
      intro={t.contact.intro}
      received={t.contact.received}
      showReceived={Boolean(loaderData.received && !actionData)}
    >
      <ContactForm
        idPrefix="contact"
        csrf={csrf}
        values={actionData?.values}
        errors={actionData?.errors}
        message={actionData ? { text: actionData.message, error: true } : null}
      />
    </FormPage>
  );
}
