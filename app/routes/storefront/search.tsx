import { Link } from "react-router";
import { listingGridProps, listingImageSizes, shownColumns } from "~/components/storefront/listing-grid";
import { ListingPagination } from "~/components/storefront/listing-pagination";
import { ProductCard } from "~/components/storefront/product-card";
import { ShopOrdering } from "~/components/storefront/shop-ordering";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { type HydrateHandle, Island } from "~/islands/island";
import { withDisplayPrice } from "~/modules/catalog/display-price";
import { MAX_INPUT_CHARS } from "~/modules/search/query";
import { parseSearchPageQuery } from "~/modules/search/search.schema";
import { cachedSearchListing } from "~/modules/search/search.server";
import { SEARCH_ORDERBY, type SearchOrderBy } from "~/modules/search/search-orderby";
import { getSettings } from "~/modules/settings/settings.server";
import { getState } from "~/utils/context.server";
import { urls } from "~/utils/page-config";
import type { Route } from "./+types/search";

/** Not hydrated as a whole: its interactive parts are islands (docs/decisions/014). */
export const handle: HydrateHandle = { hydrate: false };

/** `GET /zoeken?s=…&orderby=…&page=…`: the search results in the listing's layout, sort and pagination. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getState(context);
  const query = parseSearchPageQuery(new URL(request.url).searchParams);
  const s = query.s.trim().slice(0, MAX_INPUT_CHARS);
  const settings = await getSettings(db);
  const listing = await cachedSearchListing(db, {
    input: s,
    orderby: query.orderby,
    page: query.page,
    perPage: settings.shop.per_page,
  });
  return {
    s,
    listing: { ...listing, products: listing.products.map(withDisplayPrice) },
    orderby: query.orderby,
    columns: settings.shop.columns,
  };
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  const title = data?.s ? nl.search.resultsTitle(data.s) : nl.search.title;
  // Result pages are endless variations of the listing: kept out of search engines' indexes.
  return [{ title: `${title} – ${nl.site.name}` }, { name: "robots", content: "noindex, follow" }];
}

function pageHref(s: string, page: number, orderby: SearchOrderBy): string {
  const params = new URLSearchParams({ s });
  if (orderby !== "relevance") params.set("orderby", orderby);
  if (page > 1) params.set("page", String(page));
  return `${urls.search}?${params}`;
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { s, listing, orderby, columns } = loaderData;
  // The first row on a phone is in view when the page opens: its images are fetched first (ProductCard).
  const firstRow = shownColumns(columns).small;
  const imageSizes = listingImageSizes(columns);
  const from = (listing.page - 1) * listing.perPage + 1;
  const to = from + listing.products.length - 1;
  return (
    <>
      <nav aria-label="Kruimelpad" className="breadcrumbs">
        <Link to="/">{nl.site.home}</Link> <span aria-hidden="true">/</span> <span>{nl.search.title}</span>
      </nav>
      <h1 className="page-title">{s ? nl.search.resultsTitle(s) : nl.search.title}</h1>
      <search>
        <form method="get" action={urls.search} className="search-page__form">
          <label htmlFor="search-page-input" className="sr-only">
            {nl.search.label}
          </label>
          <input
            id="search-page-input"
            type="search"
            name="s"
            defaultValue={s}
            maxLength={MAX_INPUT_CHARS}
            className="site-search__input"
          />
          <button type="submit" className="btn btn-primary">
            {nl.search.submit}
          </button>
        </form>
      </search>
      {s === "" ? (
        <p className="mt-8">{nl.search.prompt}</p>
      ) : listing.products.length === 0 ? (
        <p className="mt-8">{nl.search.empty}</p>
      ) : (
        <>
          <div className="shop-toolbar">
            <p className="shop-toolbar__count" aria-live="polite">
              {nl.shop.resultCount(from, to, listing.total)}
            </p>
            <Island
              name="shopOrdering"
              component={ShopOrdering}
              props={{ orderby, options: SEARCH_ORDERBY, keep: { s } }}
            />
          </div>
          <ul className="products" {...listingGridProps(columns)}>
            {listing.products.map((p, i) => (
              <ProductCard key={p.id} product={p} priority={i < firstRow} sizes={imageSizes} />
            ))}
          </ul>
          <ListingPagination
            page={listing.page}
            pageCount={listing.pageCount}
            href={(n) => pageHref(s, n, orderby)}
          />
        </>
      )}
    </>
  );
}
