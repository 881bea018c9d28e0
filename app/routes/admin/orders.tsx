import { Form, Link, useLocation } from "react-router";
import "~/components/admin/orders.css";
import { AdminTable, Pagination, SortHeader } from "~/components/admin/data-table";
import { nl } from "~/i18n/nl";
import { paymentMethodLabel } from "~/modules/checkout/order-view";
import { parseOrderQuery } from "~/modules/orders/order-list";
import { listOrders, usedPaymentMethods } from "~/modules/orders/order-list.server";
import { ORDER_STATUSES, statusLabel } from "~/modules/orders/order-status";
import { getState } from "~/utils/context.server";
import { formatDate } from "~/utils/format";
import { formatMoney } from "~/utils/format-money";
import type { Route } from "./+types/orders";

const t = nl.adminOrders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getState(context);
  const { list, filters, errors } = parseOrderQuery(new URL(request.url));
  const [{ total, rows }, methods] = await Promise.all([
    listOrders(db, filters, list),
    usedPaymentMethods(db),
  ]);
  return {
    list,
    filters,
    errors,
    total,
    rows,
    methods: methods.map((id) => ({ id, label: paymentMethodLabel(id) })),
  };
}

export function meta() {
  return [{ title: `${t.title} – ${nl.site.name}` }, { name: "robots", content: "noindex" }];
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { list, filters, errors, rows, total, methods } = loaderData;
  const { search } = useLocation();
  const exportQuery = new URLSearchParams(search);
  exportQuery.delete("page");
  const exportHref = `/beheer/bestellingen/export${exportQuery.size ? `?${exportQuery}` : ""}`;
  return (
    <>
      <div className="admin-toolbar">
        <h1 className="page-title">{t.title}</h1>
        <a href={exportHref} className="btn btn-secondary" download>
          {t.filters.export}
        </a>
      </div>

      <Form method="get" className="admin-filters orders-filters" role="search" aria-label={t.filters.label}>
        <div className="orders-search">
          <label htmlFor="orders-q">{t.filters.search}</label>
          <input
            id="orders-q"
            type="search"
            name="q"
            defaultValue={filters.q}
            className="orders-input"
            aria-describedby="orders-q-help"
          />
          <span id="orders-q-help" className="field-help">
            {t.filters.searchHelp}
          </span>
        </div>
        <label>
          {t.filters.status}
          <select name="status" defaultValue={filters.status} className="orders-input">
            <option value="">{t.filters.anyStatus}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.filters.from}
          <input
            type="date"
            name="from"
            defaultValue={filters.from}
            className="orders-input"
            aria-invalid={errors.from ? true : undefined}
            aria-describedby={errors.from ? "orders-from-error" : undefined}
          />
          {errors.from ? (
            <span className="field-error" id="orders-from-error">
              {errors.from}
            </span>
          ) : null}
        </label>
        <label>
          {t.filters.to}
          <input
            type="date"
            name="to"
            defaultValue={filters.to}
            className="orders-input"
            aria-invalid={errors.to ? true : undefined}
            aria-describedby={errors.to ? "orders-to-error" : undefined}
          />
          {errors.to ? (
            <span className="field-error" id="orders-to-error">
              {errors.to}
            </span>
          ) : null}
        </label>
        <label>
          {t.filters.payment}
          <select name="payment" defaultValue={filters.payment} className="orders-input">
            <option value="">{t.filters.anyPayment}</option>
            {methods.map((m) => (
              <option key={m.id} value={m.id}>
                {m.label}
              </option>
            ))}
          </select>
        </label>
        {list.sort !== "date" || list.dir !== "desc" ? (
          <>
            <input type="hidden" name="sort" value={list.sort} />
            <input type="hidden" name="dir" value={list.dir} />
          </>
        ) : null}
        <button type="submit" className="btn btn-primary">
          {t.filters.apply}
        </button>
        <Link to="/beheer/bestellingen" className="underline">
          {t.filters.reset}
        </Link>
      </Form>

      {rows.length === 0 ? (
        <p className="admin-notice" role="status">
          {t.empty}
        </p>
      ) : (
        <AdminTable caption={t.listCaption}>
          <thead>
            <tr>
              <SortHeader column="number" params={list}>
                {t.columns.number}
              </SortHeader>
              <SortHeader column="date" params={list}>
                {t.columns.date}
              </SortHeader>
              <SortHeader column="customer" params={list}>
                {t.columns.customer}
              </SortHeader>
              <SortHeader column="status" params={list}>
                {t.columns.status}
              </SortHeader>
              <SortHeader column="payment" params={list}>
                {t.columns.payment}
              </SortHeader>
              <SortHeader column="total" params={list} className="num">
                {t.columns.total}
              </SortHeader>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} data-order={r.number}>
                <th scope="row">
                  <Link to={`/beheer/bestellingen/${r.id}`} className="underline font-semibold">
                    {r.number}
                  </Link>
                </th>
                <td>
                  {formatDate(r.createdAt, "short")}
                  <span className="block text-xs text-slate-600">{formatDate(r.createdAt, "time")}</span>
                </td>
                <td className="orders-wrap">
                  {`${r.firstName} ${r.lastName}`.trim() || r.email}
                  <span className="block text-xs text-slate-600">
                    {r.email}
                    {r.postcode ? ` · ${r.postcode}` : ""}
                  </span>
                </td>
                <td className="orders-wrap">
                  <span className="admin-badge">{statusLabel(r.status)}</span>
                  {r.doublePaymentAt ? (
                    <>
                      {" "}
                      <span className="admin-badge orders-badge--warning" title={t.doublePaymentTitle}>
                        ⚠ {t.doublePayment}
                      </span>
                    </>
                  ) : null}
                </td>
                <td className="orders-wrap">{paymentMethodLabel(r.paymentMethod)}</td>
                <td className="num">{formatMoney(r.totalInclCents)}</td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
      <Pagination page={list.page} perPage={list.perPage} total={total} />
    </>
  );
}
