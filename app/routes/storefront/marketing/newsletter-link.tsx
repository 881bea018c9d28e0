import { data, redirect } from "react-router";
import { popupMessages as t } from "~/i18n/nl.popups";
import { storefrontMessages } from "~/i18n/nl.storefront";
import type { HydrateHandle } from "~/islands/island";
import {
  confirmSubscription,
  pendingConfirmation,
  unsubscribe,
  unsubscribeTokenKnown,
} from "~/modules/marketing/newsletter.server";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/newsletter-link";

export const handle: HydrateHandle = { hydrate: false };

const n = t.newsletter;

function kindOf(request: Request): "confirm" | "unsubscribe" {
  return new URL(request.url).pathname.endsWith("/bevestigen") ? "confirm" : "unsubscribe";
}

/**
 * The links of the newsletter mails: /nieuwsbrief/bevestigen?token= and /nieuwsbrief/afmelden?token=. Opening
 * one shows a button; only pressing it (a POST) confirms or unsubscribes, so a mail scanner that follows links
 * changes nothing. An unknown or used token says so (404).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getState(context);
  const kind = kindOf(request);
  const search = new URL(request.url).searchParams;
  // After the button: the outcome (the address is not named, so the message reveals nothing).
  if (search.get("klaar") === "1") return { kind, token: "", done: true };
  const token = search.get("token") ?? "";
  const valid =
    kind === "confirm" ? await pendingConfirmation(db, token) : await unsubscribeTokenKnown(db, token);
  if (!valid) throw data({ kind }, { status: 404 });
  return { kind, token, done: false };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = getState(context);
  const kind = kindOf(request);
  const token = String((await request.formData()).get("token") ?? "");
  const done = kind === "confirm" ? await confirmSubscription(db, token) : await unsubscribe(db, token);
  if (!done) throw data({ kind }, { status: 404 });
  return redirect(`${new URL(request.url).pathname}?klaar=1`, 303);
}

export function meta() {
  return [
    { title: `${n.pageTitle} – ${storefrontMessages.site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function NewsletterLink({ loaderData }: Route.ComponentProps) {
  const csrf = useRootData()?.config.nonce ?? "";
  const confirm = loaderData.kind === "confirm";
  if (loaderData.done) {
    return (
      <div className="max-w-prose">
        <h1 className="page-title">{confirm ? n.confirmedTitle : n.unsubscribedTitle}</h1>
        <p className="mt-4" role="status">
          {confirm ? n.confirmed : n.unsubscribed}
        </p>
      </div>
    );
  }
  return (
    <div className="max-w-prose">
      <h1 className="page-title">{confirm ? n.confirmTitle : n.unsubscribeTitle}</h1>
      <p className="mt-4">{confirm ? n.confirmIntro : n.unsubscribeIntro}</p>
      <form method="post" className="mt-6">
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="token" value={loaderData.token} />
        <button type="submit" className="btn btn-primary">
          {confirm ? n.confirmButton : n.unsubscribeButton}
        </button>
      </form>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <div className="max-w-prose">
      <h1 className="page-title">{n.invalidLinkTitle}</h1>
      <p className="mt-4" role="status">
        {n.invalidLink}
      </p>
    </div>
  );
}
