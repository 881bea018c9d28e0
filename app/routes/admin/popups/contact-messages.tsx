import { Link } from "react-router";
import { nl } from "~/i18n/nl";
import { popupAdminMessages } from "~/i18n/nl.admin-popups";
import { listContactMessages } from "~/modules/marketing/contact.server";
import { getState } from "~/utils/context.server";
import { formatDate } from "~/utils/format";
import type { Route } from "./+types/contact-messages";

const t = popupAdminMessages.messages;

export async function loader({ context }: Route.LoaderArgs) {
  return { messages: await listContactMessages(getState(context).db) };
}

export function meta() {
  return [{ title: `${t.title} – ${nl.site.name}` }];
}

/** What the contact form sent, newest first (the last 200). */
export default function ContactMessages({ loaderData }: Route.ComponentProps) {
  const c = t.columns;
  return (
    <div>
      <p>
        <Link to="/beheer/popups" className="underline">
          {t.back}
        </Link>
      </p>
      <h1 className="page-title">{t.title}</h1>
      {loaderData.messages.length === 0 ? (
        <p className="mt-4">{t.empty}</p>
      ) : (
        <div className="admin-table-wrap mt-4">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{c.date}</th>
                <th scope="col">{c.from}</th>
                <th scope="col">{c.phone}</th>
                <th scope="col">{c.order}</th>
                <th scope="col">{c.message}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.messages.map((m) => (
                <tr key={m.id}>
                  <td>{formatDate(m.created_at, "datetime")}</td>
                  <td>
                    {m.name}
                    <br />
                    <a className="underline" href={`mailto:${m.email}`}>
                      {m.email}
                    </a>
                  </td>
                  <td>{m.phone}</td>
                  <td>{m.order_number}</td>
                  <td style={{ whiteSpace: "pre-wrap" }}>{m.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
