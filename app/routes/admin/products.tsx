import { Form, Link, useSearchParams } from "react-router";
import { AdminTable, Pagination, SortHeader } from "~/components/admin/data-table";
import { nl } from "~/i18n/nl";
import { parseListParams } from "~/modules/admin/list-params";
import { PRODUCT_SORTS } from "~/modules/products/product-form";
import { listAdminProducts } from "~/modules/products/products.server";
import { getState } from "~/utils/context.server";
import { formatMoney } from "~/utils/format-money";
import type { Route } from "./+types/products";

const t = nl.adminProducts;

const LIST_SPEC = { sorts: PRODUCT_SORTS, defaultSort: "menu_order", defaultDir: "asc" } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = parseListParams(new URL(request.url), LIST_SPEC);
  const { rows, total } = await listAdminProducts(getState(context).db, params);
  return { params, rows, total };
}

export function meta() {
  return [{ title: `${t.list.title} – ${nl.site.name}` }];
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { params, rows, total } = loaderData;
  const [search] = useSearchParams();
  const deleted = search.get("verwijderd");
  return (
    <div>
      <div className="admin-toolbar">
        <h1 className="page-title">{t.list.title}</h1>
        <Link to="/beheer/producten/nieuw" className="btn btn-primary">
          {t.list.new}
        </Link>
      </div>
      {deleted ? (
        <div className="admin-notice admin-notice--success mt-4" role="status">
          <p>{t.form.deleted(deleted)}</p>
        </div>
      ) : null}
      <Form method="get" className="admin-filters" role="search">
        <label htmlFor="product-search">
          {t.list.search}
          <input id="product-search" name="q" type="search" defaultValue={params.q} className="field-input" />
        </label>
        <input type="hidden" name="sort" value={params.sort} />
        <input type="hidden" name="dir" value={params.dir} />
        <button type="submit" className="btn btn-secondary">
          {nl.admin.table.search}
        </button>
        {params.q ? (
          <Link to="/beheer/producten" className="underline">
            {nl.admin.table.reset}
          </Link>
        ) : null}
      </Form>
      <AdminTable caption={t.list.caption}>
        <thead>
          <tr>
            <SortHeader column="name" params={params}>
              {t.list.name}
            </SortHeader>
            <SortHeader column="sku" params={params}>
              {t.list.sku}
            </SortHeader>
            <SortHeader column="type" params={params}>
              {t.list.type}
            </SortHeader>
            <SortHeader column="price" params={params} className="num">
              {t.list.price}
            </SortHeader>
            <SortHeader column="stock" params={params} className="num">
              {t.list.stock}
            </SortHeader>
            <SortHeader column="status" params={params}>
              {t.list.status}
            </SortHeader>
            <th scope="col">{t.list.categories}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={7}>{nl.admin.table.empty}</td>
            </tr>
          ) : (
            rows.map((p) => (
              <tr key={p.id} data-product-id={p.id}>
                <th scope="row">
                  <Link
                    to={`/beheer/producten/${p.id}`}
                    className="underline"
                    aria-label={t.list.edit(p.name)}
                  >
                    {p.name}
                  </Link>
                </th>
                <td>{p.sku}</td>
                <td>{t.types[p.type]}</td>
                <td className="num">
                  {formatMoney(p.price_cents)} <span className="admin-badge">{p.vat_rate} %</span>
                </td>
                <td className="num">{p.stock === null ? t.list.notTracked : p.stock}</td>
                <td>
                  <span className="admin-badge">{p.published ? t.statuses.published : t.statuses.draft}</span>
                </td>
                <td>{p.categories.join(", ")}</td>
              </tr>
            ))
          )}
        </tbody>
      </AdminTable>
      <Pagination page={params.page} perPage={params.perPage} total={total} />
    </div>
  );
}
