import { Link } from "react-router";
import { nl } from "~/i18n/nl";
import { popupAdminMessages } from "~/i18n/nl.admin-popups";
import { listSubscribers } from "~/modules/marketing/newsletter.server";
import { getState } from "~/utils/context.server";
import { formatDate } from "~/utils/format";
import type { Route } from "./+types/subscribers";

const t = popupAdminMessages.subscribers;

export async function loader({ context }: Route.LoaderArgs) {
  return { subscribers: await listSubscribers(getState(context).db) };
}

export function meta() {
  return [{ title: `${t.title} – ${nl.site.name}` }];
}

/** The newsletter list with each address's consent record; exported as CSV. */
export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const rows = loaderData.subscribers;
  const c = t.columns;
  return (
    <div>
      <p>
        <Link to="/beheer/popups" className="underline">
          {t.back}
        </Link>
      </p>
      <h1 className="page-title">{t.title}</h1>
      <p className="mt-4">
        <a href="/beheer/popups/nieuwsbrief/export" className="btn btn-secondary" download>
          {t.export}
        </a>
      </p>
      {rows.length === 0 ? (
        <p className="mt-4">{t.empty}</p>
      ) : (
        <div className="admin-table-wrap mt-4">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{c.email}</th>
                <th scope="col">{c.name}</th>
                <th scope="col">{c.status}</th>
                <th scope="col">{c.consentAt}</th>
                <th scope="col">{c.consentVersion}</th>
                <th scope="col">{c.source}</th>
                <th scope="col">{c.confirmedAt}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>{r.email}</td>
                  <td>{r.name}</td>
                  <td>{t.statuses[r.status] ?? r.status}</td>
                  <td>{formatDate(r.consented_at, "datetime")}</td>
                  <td>{r.consent_version}</td>
                  <td>{r.consent_source}</td>
                  <td>{r.confirmed_at ? formatDate(r.confirmed_at, "datetime") : ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
