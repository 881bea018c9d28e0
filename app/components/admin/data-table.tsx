import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { nl } from "~/i18n/nl";
import { type ListParams, pageCount, sortHref, withParams } from "~/modules/admin/list-params";

const t = nl.admin.table;

/**
 * A sortable column header: a link (works without JS) that sorts by this column, and again the other way.
 * `aria-sort` tells screen readers which column sorts the table.
 */
export function SortHeader<S extends string>(props: {
  column: S;
  params: ListParams<S>;
  children: ReactNode;
  className?: string;
}) {
  const { search } = useLocation();
  const active = props.params.sort === props.column;
  const ariaSort = active ? (props.params.dir === "asc" ? "ascending" : "descending") : undefined;
  return (
    <th scope="col" aria-sort={ariaSort} className={props.className}>
      <Link to={sortHref(search, props.params, props.column)} className="admin-sort">
        {props.children}
        <span aria-hidden="true" className="admin-sort__arrow">
          {active ? (props.params.dir === "asc" ? "▲" : "▼") : "↕"}
        </span>
      </Link>
    </th>
  );
}

/** "Vorige / Pagina 2 van 7 / Volgende" below a list; keeps the other query parameters. */
export function Pagination({ page, perPage, total }: { page: number; perPage: number; total: number }) {
  const { search } = useLocation();
  const pages = pageCount(total, perPage);
  return (
    <nav className="admin-pagination" aria-label={t.pagination}>
      <span>{t.count(total)}</span>
      {page > 1 ? (
        <Link to={withParams(search, { page: String(page - 1) })} rel="prev">
          {t.previous}
        </Link>
      ) : null}
      <span aria-current="page">{t.pageOf(Math.min(page, pages), pages)}</span>
      {page < pages ? (
        <Link to={withParams(search, { page: String(page + 1) })} rel="next">
          {t.next}
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * A dense table that scrolls sideways on narrow screens instead of breaking the page. The scroll box is a named,
 * focusable region, so keyboard users can scroll it too.
 */
export function AdminTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="admin-table-wrap" aria-label={caption} tabIndex={0}>
      <table className="admin-table admin-table--dense">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </section>
  );
}
