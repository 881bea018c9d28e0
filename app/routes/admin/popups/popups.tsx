import { data, Form, Link, useSearchParams } from "react-router";
import { nl } from "~/i18n/nl";
import { popupAdminMessages } from "~/i18n/nl.admin-popups";
import { popupTotals } from "~/modules/marketing/popup-stats.server";
import { listPopups } from "~/modules/marketing/popups.server";
import { getSettings, saveSetting } from "~/modules/settings/settings.server";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/popups";

const t = popupAdminMessages.list;

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = getState(context);
  const [popups, totals, settings] = await Promise.all([listPopups(db), popupTotals(db), getSettings(db)]);
  return {
    popups: popups.map((p) => ({
      id: p.id,
      title: p.title,
      slug: p.slug,
      form: p.form,
      active: p.active,
      opens: totals.get(p.id)?.open ?? 0,
      conversions: totals.get(p.id)?.conversion ?? 0,
    })),
    analytics: settings.popups.analytics_enabled,
  };
}

/** Turns the analytics beacon on or off (spec §7.13: off by default). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") !== "analytics") throw data(null, { status: 400 });
  await saveSetting(getState(context).db, "popups", {
    analytics_enabled: form.get("analytics_enabled") === "1",
  });
  return { saved: true };
}

export function meta() {
  return [{ title: `${t.title} – ${nl.site.name}` }];
}

export default function PopupsList({ loaderData, actionData }: Route.ComponentProps) {
  const csrf = useRootData()?.config.nonce ?? "";
  const [search] = useSearchParams();
  const deleted = search.get("verwijderd");
  return (
    <div>
      <h1 className="page-title">{t.title}</h1>
      <p className="mt-2">{t.intro}</p>
      <div aria-live="polite" className="mt-4">
        {deleted ? (
          <div className="admin-notice admin-notice--success" role="status">
            <p>{t.deleted(deleted)}</p>
          </div>
        ) : null}
        {actionData?.saved ? (
          <div className="admin-notice admin-notice--success" role="status">
            <p>{t.analyticsSaved}</p>
          </div>
        ) : null}
      </div>
      <p className="mt-4 flex flex-wrap gap-4">
        <Link to="/beheer/popups/nieuw" className="btn btn-primary">
          {t.add}
        </Link>
        <Link to="/beheer/popups/nieuwsbrief" className="btn btn-secondary">
          {t.subscribers}
        </Link>
        <Link to="/beheer/popups/berichten" className="btn btn-secondary">
          {t.messages}
        </Link>
      </p>
      {loaderData.popups.length === 0 ? (
        <p className="mt-4">{t.empty}</p>
      ) : (
        <div className="admin-table-wrap mt-4">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t.columns.title}</th>
                <th scope="col">{t.columns.slug}</th>
                <th scope="col">{t.columns.form}</th>
                <th scope="col">{t.columns.status}</th>
                {loaderData.analytics ? (
                  <>
                    <th scope="col">{t.columns.opens}</th>
                    <th scope="col">{t.columns.conversions}</th>
                  </>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {loaderData.popups.map((p) => (
                <tr key={p.id}>
                  <td>
                    <Link to={`/beheer/popups/${p.id}`} className="underline">
                      {p.title}
                    </Link>
                  </td>
                  <td>{p.slug}</td>
                  <td>{popupAdminMessages.forms[p.form]}</td>
                  <td>{p.active ? t.active : t.inactive}</td>
                  {loaderData.analytics ? (
                    <>
                      <td>{p.opens}</td>
                      <td>{p.conversions}</td>
                    </>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Form method="post" className="admin-card mt-8" aria-labelledby="popup-analytics">
        <h2 className="admin-card__title" id="popup-analytics">
          {t.analyticsTitle}
        </h2>
        <p className="field-help">{t.analyticsHelp}</p>
        <input type="hidden" name="_csrf" value={csrf} />
        <div className="admin-checkbox mt-2">
          <input
            id="analytics_enabled"
            name="analytics_enabled"
            type="checkbox"
            value="1"
            defaultChecked={loaderData.analytics}
          />
          <label htmlFor="analytics_enabled">{t.analyticsEnabled}</label>
        </div>
        <button type="submit" name="intent" value="analytics" className="btn mt-2">
          {t.analyticsSave}
        </button>
      </Form>
    </div>
  );
}
