import { Form, Link, useLocation } from "react-router";
import "~/components/admin/office.css";
import { AdminTable, Pagination, SortHeader } from "~/components/admin/data-table";
import { kindLabel, StatusBadge } from "~/components/admin/outbox";
import { nl } from "~/i18n/nl";
import { parseListParams } from "~/modules/admin/list-params";
import { listOutbox, OUTBOX_SORTS, outboxKinds } from "~/modules/email/outbox-admin.server";
import { isOutboxStatus, OUTBOX_STATUSES } from "~/modules/email/outbox-status";
import { getState } from "~/utils/context.server";
import { formatDate } from "~/utils/format";
import type { Route } from "./+types/email-outbox";

const t = nl.adminOffice.email;
const tt = nl.admin.table;

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getState(context).db;
  const url = new URL(request.url);
  const params = parseListParams(url, { sorts: OUTBOX_SORTS, defaultSort: "created_at", defaultDir: "desc" });
  const statusRaw = url.searchParams.get("status");
  const status = isOutboxStatus(statusRaw) ? statusRaw : null;
  const kinds = await outboxKinds(db);
  const kindRaw = url.searchParams.get("kind");
  const kind = kindRaw && kinds.includes(kindRaw) ? kindRaw : null;
  const list = await listOutbox(db, params, { status, kind });
  return { ...list, params, status, kind, kinds };
}

export function meta() {
  return [{ title: `${t.title} – ${nl.site.name}` }, { name: "robots", content: "noindex" }];
}

export default function EmailOutbox({ loaderData }: Route.ComponentProps) {
  const { rows, total, params, status, kind, kinds } = loaderData;
  const { search } = useLocation();
  return (
    <>
      <h1 className="page-title">{t.title}</h1>
      <p className="mt-2">{t.intro}</p>
      <Form method="get" className="admin-filters" role="search">
        <label>
          {t.searchLabel}
          <input type="search" name="q" defaultValue={params.q} className="field-input" />
        </label>
        <label>
          {t.status}
          <select name="status" defaultValue={status ?? ""} className="field-input">
            <option value="">{t.allStatuses}</option>
            {OUTBOX_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t.statuses[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.kind}
          <select name="kind" defaultValue={kind ?? ""} className="field-input">
            <option value="">{t.allKinds}</option>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {kindLabel(k)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-secondary">
          {tt.filter}
        </button>
        {search && search !== "?" ? (
          <Link to="/beheer/e-mail" className="underline">
            {tt.reset}
          </Link>
        ) : null}
      </Form>
      <AdminTable caption={t.caption}>
        <thead>
          <tr>
            <SortHeader column="created_at" params={params}>
              {t.date}
            </SortHeader>
            <SortHeader column="to_address" params={params}>
              {t.to}
            </SortHeader>
            <SortHeader column="subject" params={params}>
              {t.subject}
            </SortHeader>
            <SortHeader column="kind" params={params}>
              {t.kind}
            </SortHeader>
            <th scope="col">{t.status}</th>
            <SortHeader column="attempts" params={params} className="num">
              {t.attempts}
            </SortHeader>
            <th scope="col">{t.error}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={7}>{tt.empty}</td>
            </tr>
          ) : null}
          {rows.map((r) => (
            <tr key={r.id} data-mail={r.id}>
              <td className="whitespace-nowrap">{formatDate(r.created_at, "datetime")}</td>
              <td>{r.to_address}</td>
              <td>
                <Link to={`/beheer/e-mail/${r.id}`} className="underline">
                  {r.subject}
                </Link>
              </td>
              <td>{kindLabel(r.kind)}</td>
              <td>
                <StatusBadge status={r.status} />
              </td>
              <td className="num">{r.attempts}</td>
              <td className="office-error-cell">{r.status === "sent" ? "" : (r.error ?? "")}</td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
      <Pagination page={params.page} perPage={params.perPage} total={total} />
    </>
  );
}
