import { Form, Link } from "react-router";
import { AdminTable, Pagination, SortHeader } from "~/components/admin/data-table";
import "~/components/admin/people.css";
import { nl } from "~/i18n/nl";
import { parseListParams } from "~/modules/admin/list-params";
import { shopDayStartIso } from "~/modules/admin/periods";
import { auditFilterOptions, listAudit } from "~/modules/audit/audit-list.server";
import { getState } from "~/utils/context.server";
import { formatDate } from "~/utils/format";
import type { Route } from "./+types/audit-log";

const t = nl.adminPeople.audit;
const actionName = (code: string) => t.actions[code] ?? code;
const entityName = (code: string) => t.entities[code] ?? code;

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getState(context).db;
  const url = new URL(request.url);
  const sp = url.searchParams;
  const params = parseListParams(url, {
    sorts: ["created"] as const,
    defaultSort: "created",
    defaultDir: "desc",
  });
  const from = sp.get("van") ?? "";
  const to = sp.get("tot") ?? "";
  const fromIso = from ? shopDayStartIso(from) : null;
  const beforeIso = to ? shopDayStartIso(to, 1) : null;
  const userId = Number(sp.get("gebruiker"));
  const filters = {
    action: sp.get("actie") || null,
    entityType: sp.get("onderwerp") || null,
    userId: Number.isSafeInteger(userId) && userId > 0 ? userId : null,
  };
  const [{ rows, total }, options] = await Promise.all([
    listAudit(db, { ...params, ...filters, fromIso, beforeIso }),
    auditFilterOptions(db),
  ]);
  return {
    params,
    rows,
    total,
    options,
    values: { ...filters, from, to },
    periodErrors: { from: Boolean(from) && !fromIso, to: Boolean(to) && !beforeIso },
  };
}

export function meta() {
  return [
    { title: `${t.title} – ${nl.admin.title} – ${nl.site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

function prettyDetails(json: string): string | null {
  try {
    const value = JSON.parse(json);
    if (value && typeof value === "object" && Object.keys(value).length === 0) return null;
    return JSON.stringify(value, null, 2);
  } catch {
    return json || null;
  }
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { params, rows, total, options, values, periodErrors } = loaderData;
  return (
    <>
      <h1 className="page-title">{t.title}</h1>
      <p className="mt-2">{t.intro}</p>
      <Form method="get" className="admin-filters" role="search">
        <label>
          {t.search}
          <input type="search" name="q" defaultValue={params.q} className="field-input" />
        </label>
        <label>
          {t.action}
          <select name="actie" defaultValue={values.action ?? ""} className="people-select">
            <option value="">{t.allActions}</option>
            {options.actions.map((x) => (
              <option key={x} value={x}>
                {actionName(x)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.entity}
          <select name="onderwerp" defaultValue={values.entityType ?? ""} className="people-select">
            <option value="">{t.allEntities}</option>
            {options.entityTypes.map((x) => (
              <option key={x} value={x}>
                {entityName(x)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.user}
          <select
            name="gebruiker"
            defaultValue={values.userId ? String(values.userId) : ""}
            className="people-select"
          >
            <option value="">{t.allUsers}</option>
            {options.users.map((x) => (
              <option key={x.id} value={x.id}>
                {x.email}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.from}
          <input
            type="date"
            name="van"
            defaultValue={values.from}
            className="field-input"
            aria-invalid={periodErrors.from || undefined}
            aria-describedby={periodErrors.from ? "van-error" : undefined}
          />
          {periodErrors.from ? (
            <span id="van-error" className="field-error">
              {t.periodInvalid}
            </span>
          ) : null}
        </label>
        <label>
          {t.to}
          <input
            type="date"
            name="tot"
            defaultValue={values.to}
            className="field-input"
            aria-invalid={periodErrors.to || undefined}
            aria-describedby={periodErrors.to ? "tot-error" : undefined}
          />
          {periodErrors.to ? (
            <span id="tot-error" className="field-error">
              {t.periodInvalid}
            </span>
          ) : null}
        </label>
        <button type="submit" className="btn btn-secondary">
          {nl.admin.table.filter}
        </button>
        <Link to="/beheer/logboek">{nl.admin.table.reset}</Link>
      </Form>
      <AdminTable caption={t.caption}>
        <thead>
          <tr>
            <SortHeader column="created" params={params}>
              {t.when}
            </SortHeader>
            <th scope="col">{t.who}</th>
            <th scope="col">{t.ip}</th>
            <th scope="col">{t.action}</th>
            <th scope="col">{t.entity}</th>
            <th scope="col">{t.summary}</th>
            <th scope="col">{t.details}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={7}>{nl.admin.table.empty}</td>
            </tr>
          ) : (
            rows.map((r) => {
              const details = prettyDetails(r.details);
              return (
                <tr key={r.id} data-audit={r.action}>
                  <td>{formatDate(r.createdAt, "datetime")}</td>
                  <td>{r.actor}</td>
                  <td>{r.ip || "—"}</td>
                  <td>{actionName(r.action)}</td>
                  <td>
                    {r.entityId ? `${entityName(r.entityType)} #${r.entityId}` : entityName(r.entityType)}
                  </td>
                  <td className="people-summary">{r.summary}</td>
                  <td>
                    {details ? (
                      <details className="people-details">
                        <summary>{t.details}</summary>
                        <pre>{details}</pre>
                      </details>
                    ) : (
                      t.noDetails
                    )}
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </AdminTable>
      <Pagination page={params.page} perPage={params.perPage} total={total} />
    </>
  );
}
