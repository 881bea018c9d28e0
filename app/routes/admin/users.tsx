import { Form, Link, useLocation } from "react-router";
import { AdminTable, Pagination, SortHeader } from "~/components/admin/data-table";
import "~/components/admin/people.css";
import { nl } from "~/i18n/nl";
import { ROLES } from "~/modules/accounts/roles";
import { roleFilter, statusFilter } from "~/modules/accounts/staff.schema";
import { listUsers, USER_SORTS } from "~/modules/accounts/staff.server";
import { parseListParams } from "~/modules/admin/list-params";
import { getState } from "~/utils/context.server";
import { formatDate } from "~/utils/format";
import type { Route } from "./+types/users";

const t = nl.adminPeople.users;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = parseListParams(url, { sorts: USER_SORTS, defaultSort: "created", defaultDir: "desc" });
  const role = roleFilter(url.searchParams.get("rol"));
  const status = statusFilter(url.searchParams.get("status"));
  const { rows, total } = await listUsers(getState(context).db, { ...params, role, status });
  return { params, role, status: url.searchParams.get("status") ?? "", rows, total };
}

export function meta() {
  return [
    { title: `${t.title} – ${nl.admin.title} – ${nl.site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function Users({ loaderData }: Route.ComponentProps) {
  const { params, rows, total } = loaderData;
  const { search } = useLocation();
  const sent = new URLSearchParams(search).get("uitgenodigd");
  return (
    <>
      <div className="admin-toolbar">
        <h1 className="page-title">{t.title}</h1>
        <Link to="/beheer/gebruikers/nieuw" className="btn btn-primary">
          {t.newUser}
        </Link>
      </div>
      <p className="mt-2">{t.intro}</p>
      {sent ? (
        <div className="admin-notice admin-notice--success mt-4" role="status">
          <p>{nl.adminPeople.invite.sent(sent)}</p>
        </div>
      ) : null}
      <Form method="get" className="admin-filters" role="search">
        <label>
          {t.search}
          <input type="search" name="q" defaultValue={params.q} className="field-input" />
        </label>
        <label>
          {t.role}
          <select name="rol" defaultValue={loaderData.role ?? ""} className="people-select">
            <option value="">{t.allRoles}</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {nl.admin.roles[r]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.status}
          <select name="status" defaultValue={loaderData.status} className="people-select">
            <option value="">{t.allStatuses}</option>
            <option value="actief">{t.active}</option>
            <option value="gedeactiveerd">{t.inactive}</option>
          </select>
        </label>
        <button type="submit" className="btn btn-secondary">
          {nl.admin.table.filter}
        </button>
        <Link to="/beheer/gebruikers">{nl.admin.table.reset}</Link>
      </Form>
      <AdminTable caption={t.caption}>
        <thead>
          <tr>
            <SortHeader column="email" params={params}>
              {t.email}
            </SortHeader>
            <SortHeader column="name" params={params}>
              {t.name}
            </SortHeader>
            <SortHeader column="role" params={params}>
              {t.role}
            </SortHeader>
            <th scope="col">{t.status}</th>
            <SortHeader column="created" params={params}>
              {t.created}
            </SortHeader>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={5}>{nl.admin.table.empty}</td>
            </tr>
          ) : (
            rows.map((u) => (
              <tr key={u.id} data-user={u.email}>
                <td>
                  <Link to={`/beheer/gebruikers/${u.id}`} className="underline">
                    {u.email}
                  </Link>
                </td>
                <td>{`${u.firstName} ${u.lastName}`.trim()}</td>
                <td>{nl.admin.roles[u.role]}</td>
                <td>
                  <span className={`admin-badge ${u.active ? "" : "people-badge--off"}`}>
                    {u.anonymised ? t.anonymised : u.active ? t.active : t.inactive}
                  </span>
                </td>
                <td>{formatDate(u.createdAt, "datetime")}</td>
              </tr>
            ))
          )}
        </tbody>
      </AdminTable>
      <Pagination page={params.page} perPage={params.perPage} total={total} />
    </>
  );
}
