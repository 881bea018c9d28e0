import { Link } from "react-router";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";

/** A listing's page links (shop, category, search): previous, every page number, next; nothing for one page. */
export function ListingPagination({
  page,
  pageCount,
  href,
}: {
  page: number;
  pageCount: number;
  /** The link to page `n`, keeping the listing's other parameters. */
  href: (n: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={nl.shop.pagination} className="pagination">
      <ul>
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev">
              {nl.shop.previous}
            </Link>
          </li>
        ) : null}
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">
                <span className="sr-only">{nl.shop.page(n)}</span>
                <span aria-hidden="true">{n}</span>
              </span>
            ) : (
              <Link to={href(n)} aria-label={nl.shop.page(n)}>
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link to={href(page + 1)} rel="next">
              {nl.shop.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
