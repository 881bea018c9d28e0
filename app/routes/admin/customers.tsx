import { Form, Link } from "react-router";
import { AdminTable, Pagination, SortHeader } from "~/components/admin/data-table";
import "~/components/admin/people.css";
import { nl } from "~/i18n/nl";
import { parseListParams } from "~/modules/admin/list-params";
import { CUSTOMER_SORTS, listCustomers } from "~/modules/customers/customers.server";
import { getState } from "~/utils/context.server";
import { formatDate } from "~/utils/format";
import { formatMoney } from "~/utils/format-money";
import type { Route } from "./+types/customers";

const t = nl.adminPeople.customers;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = parseListParams(new URL(request.url), {
    sorts: CUSTOMER_SORTS,
    defaultSort: "created",
    defaultDir: "desc",
  });
  const { rows, total } = await listCustomers(getState(context).db, params);
  return { params, rows, total };
}

export function meta() {
  return [
    { title: `${t.title} – ${nl.admin.title} – ${nl.site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function Customers({ loaderData }: Route.ComponentProps) {
  const { params, rows, total } = loaderData;
  return (
    <>
      <h1 className="page-title">{t.title}</h1>
      <p className="mt-2 max-w-3xl">{t.intro}</p>
      <Form method="get" className="admin-filters" role="search">
        <label>
          {t.search}
          <input type="search" name="q" defaultValue={params.q} className="field-input" />
        </label>
        <button type="submit" className="btn btn-secondary">
          {nl.admin.table.search}
        </button>
        <Link to="/beheer/klanten">{nl.admin.table.reset}</Link>
      </Form>
      <AdminTable caption={t.caption}>
        <thead>
          <tr>
            <SortHeader column="name" params={params}>
              {t.name}
            </SortHeader>
            <SortHeader column="email" params={params}>
              {t.email}
            </SortHeader>
            <SortHeader column="orders" params={params} className="num">
              {t.orders}
            </SortHeader>
            <SortHeader column="spent" params={params} className="num">
              {t.spent}
            </SortHeader>
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
            rows.map((c) => (
              <tr key={c.id} data-customer={c.id}>
                <td>
                  <Link to={`/beheer/klanten/${c.id}`} className="underline">
                    {`${c.firstName} ${c.lastName}`.trim() ||
                      (c.anonymised ? nl.adminPeople.users.anonymised : t.noName)}
                  </Link>
                </td>
                <td>{c.email}</td>
                <td className="num">{c.orderCount}</td>
                <td className="num">{formatMoney(c.spentCents)}</td>
                <td>{formatDate(c.createdAt)}</td>
              </tr>
            ))
          )}
        </tbody>
      </AdminTable>
      <Pagination page={params.page} perPage={params.perPage} total={total} />
    </>
  );
}
