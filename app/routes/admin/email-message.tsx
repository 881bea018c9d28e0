import { data, Form, Link, useNavigation } from "react-router";
import "~/components/admin/office.css";
import { kindLabel, StatusBadge } from "~/components/admin/outbox";
import { nl } from "~/i18n/nl";
import { auditActor } from "~/modules/audit/audit.server";
import { getOutboxMail, resendFromOutbox } from "~/modules/email/outbox-admin.server";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import { formatDate } from "~/utils/format";
import type { Route } from "./+types/email-message";

const t = nl.adminOffice.email;

function mailId(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 && String(id) === param ? id : null;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = mailId(params.id);
  const mail = id === null ? undefined : await getOutboxMail(getState(context).db, id);
  if (!mail) throw data(t.notFound, { status: 404 });
  return {
    mail: {
      id: mail.id,
      to: mail.to_address,
      subject: mail.subject,
      kind: mail.kind,
      reference: mail.reference,
      createdAt: mail.created_at,
      sentAt: mail.sent_at,
      failedAt: mail.failed_at,
      nextAttemptAt: mail.next_attempt_at,
      attempts: mail.attempts,
      error: mail.error,
      status: mail.status,
      text: mail.text_body,
      html: mail.html_body,
    },
  };
}

export async function action({ params, context }: Route.ActionArgs) {
  const state = getState(context);
  const id = mailId(params.id);
  const copy = id === null ? null : await resendFromOutbox(state.db, auditActor(context), id, state.log);
  if (copy === null) throw data(t.notFound, { status: 404 });
  return { resent: copy };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? t.mailTitle(loaderData.mail.id) : t.notFound;
  return [{ title: `${title} – ${nl.site.name}` }, { name: "robots", content: "noindex" }];
}

export default function EmailMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { mail } = loaderData;
  const csrf = useRootData()?.config.nonce ?? "";
  const busy = useNavigation().state === "submitting";
  const rows: [string, React.ReactNode][] = [
    [t.to, mail.to],
    [t.subject, mail.subject],
    [t.kind, kindLabel(mail.kind)],
    [t.reference, mail.reference ?? ""],
    [t.status, <StatusBadge key="s" status={mail.status} />],
    [t.attempts, String(mail.attempts)],
    [t.created, formatDate(mail.createdAt, "datetime")],
  ];
  if (mail.sentAt) rows.push([t.sentAt, formatDate(mail.sentAt, "datetime")]);
  if (mail.failedAt) rows.push([t.failedAt, formatDate(mail.failedAt, "datetime")]);
  if (!mail.sentAt && !mail.failedAt && mail.nextAttemptAt) {
    rows.push([t.nextAttempt, formatDate(mail.nextAttemptAt, "datetime")]);
  }
  if (mail.error && !mail.sentAt) rows.push([t.error, mail.error]);
  return (
    <>
      <p>
        <Link to="/beheer/e-mail" className="underline">
          {t.back}
        </Link>
      </p>
      <div className="admin-toolbar mt-2">
        <h1 className="page-title">{t.mailTitle(mail.id)}</h1>
        <Form method="post">
          <input type="hidden" name="_csrf" value={csrf} />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t.resend}
          </button>
        </Form>
      </div>
      <div aria-live="polite">
        {actionData?.resent ? (
          <div className="admin-notice admin-notice--success mt-4" role="status" id="mail-resent">
            <p>
              {t.resent(actionData.resent)}{" "}
              <Link to={`/beheer/e-mail/${actionData.resent}`} className="underline">
                {t.view}
              </Link>
            </p>
          </div>
        ) : null}
      </div>
      <section className="admin-card mt-4" aria-labelledby="mail-headers">
        <h2 id="mail-headers" className="admin-card__title">
          {t.headers}
        </h2>
        <dl className="office-mail-headers">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="mt-6" aria-labelledby="mail-text">
        <h2 id="mail-text" className="section-title">
          {t.textBody}
        </h2>
        <pre className="office-mail-text mt-2">{mail.text}</pre>
      </section>
      <section className="mt-6" aria-labelledby="mail-html">
        <h2 id="mail-html" className="section-title">
          {t.htmlBody}
        </h2>
        {mail.html ? (
          // Shown as sent, isolated: an empty sandbox runs no scripts, submits no forms and gets its own origin.
          <iframe title={t.htmlFrame} sandbox="" srcDoc={mail.html} className="office-mail-frame mt-2" />
        ) : (
          <p className="mt-2">{t.noHtml}</p>
        )}
      </section>
    </>
  );
}
