import { data, redirect } from "react-router";
import { FormPage } from "~/components/storefront/popups/form-page";
import { NewsletterForm } from "~/components/storefront/popups/popup-forms";
import { popupMessages as t } from "~/i18n/nl.popups";
import { storefrontMessages } from "~/i18n/nl.storefront";
import type { HydrateHandle } from "~/islands/island";
import { submitNewsletter } from "~/modules/marketing/form-submit.server";
import { stringValues } from "~/modules/marketing/popup-forms";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/newsletter";

/** A plain page (no islands): the form works without JS. */
export const handle: HydrateHandle = { hydrate: false };

export function loader({ request }: Route.LoaderArgs) {
  return { received: new URL(request.url).searchParams.get("aangemeld") === "1" };
}

/** The newsletter signup without JS (the same rules as the popup's `pum_sub_form`). */
export async function action({ request, context }: Route.ActionArgs) {
  const state = getState(context);
  const values = Object.fromEntries(await request.formData());
  const answer = await submitNewsletter(
    { db: state.db, ip: state.clientIp, log: state.log },
    values,
    "page:/nieuwsbrief",
  );
  if (answer.success) return redirect("/nieuwsbrief?aangemeld=1", 303);
  const errors = Object.fromEntries(answer.data.errors.map((e) => [e.field, e.message]));
  return data(
    { values: stringValues(values, ["email", "name", "consent"]), errors, message: answer.data.message },
    { status: answer.status },
  );
}

export function meta() {
  return [{ title: `${t.newsletter.pageTitle} – ${storefrontMessages.site.name}` }];
}

export default function NewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  const csrf = useRootData()?.config.nonce ?? "";
  return (
    <FormPage
      title={t.newsletter.pageTitle}
      intro={t.newsletter.intro}
      received={t.newsletter.received}
      showReceived={Boolean(loaderData.received && !actionData)}
    >
      <NewsletterForm
        idPrefix="nieuwsbrief"
        csrf={csrf}
        values={actionData?.values}
        errors={actionData?.errors}
        message={actionData ? { text: actionData.message, error: true } : null}
      />
    </FormPage>
  );
}
