import { data, Link } from "react-router";
import { listingGridProps, listingImageSizes, shownColumns } from "~/components/storefront/listing-grid";
import { ListingPagination } from "~/components/storefront/listing-pagination";
import { ProductCard } from "~/components/storefront/product-card";
import { QuickView } from "~/components/storefront/quick-view/quick-view";
import { ShopOrdering } from "~/components/storefront/shop-ordering";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { type HydrateHandle, Island } from "~/islands/island";
import { parseListingQuery } from "~/modules/catalog/catalog.schema";
import { cachedCategoryBySlug, cachedListProducts } from "~/modules/catalog/catalog.server";
import { withDisplayPrice } from "~/modules/catalog/display-price";
import type { OrderBy } from "~/modules/catalog/orderby";
import { originOf, sharingMeta } from "~/modules/seo/structured-data";
import { getSettings } from "~/modules/settings/settings.server";
import { getState } from "~/utils/context.server";
import { urls } from "~/utils/page-config";
import type { Route } from "./+types/shop";

/** Not hydrated as a whole: its interactive parts are islands (docs/decisions/014). */
export const handle: HydrateHandle = { hydrate: false };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = getState(context);
  const query = parseListingQuery(new URL(request.url).searchParams);
  const slug = (params as { slug?: string }).slug;
  const category = slug ? await cachedCategoryBySlug(db, slug) : undefined;
  if (slug && !category) throw data(null, { status: 404 });
  const settings = await getSettings(db);
  const listing = await cachedListProducts(db, {
    orderby: query.orderby,
    page: query.page,
    perPage: settings.shop.per_page,
    categoryId: category?.id,
  });
  return {
    listing: { ...listing, products: listing.products.map(withDisplayPrice) },
    orderby: query.orderby,
    category: category ?? null,
    columns: settings.shop.columns,
  };
}

export function meta({ loaderData: data, matches }: Route.MetaArgs) {
  const title = data?.category ? data.category.name : nl.shop.title;
  // The canonical address keeps the page number and drops the sort order (the same products, reordered).
  const base = data?.category ? urls.category(data.category.slug) : urls.shop;
  const page = data?.listing.page ?? 1;
  return [
    { title: `${title} – ${nl.site.name}` },
    ...sharingMeta({
      origin: originOf(matches),
      path: page > 1 ? `${base}?page=${page}` : base,
      title,
      description: data?.category?.description,
      siteName: nl.site.name,
    }),
  ];
}

function pageHref(page: number, orderby: OrderBy): string {
  const params = new URLSearchParams();
  if (orderby !== "menu_order") params.set("orderby", orderby);
  if (page > 1) params.set("page", String(page));
  const qs = params.toString();
  return qs ? `?${qs}` : ".";
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { listing, orderby, category, columns } = loaderData;
  // The first row on a phone is in view when the page opens: its images are fetched first (ProductCard).
  const firstRow = shownColumns(columns).small;
  const imageSizes = listingImageSizes(columns);
  const from = (listing.page - 1) * listing.perPage + 1;
  const to = from + listing.products.length - 1;
  return (
    <>
      <nav aria-label="Kruimelpad" className="breadcrumbs">
        <Link to="/">{nl.site.home}</Link> <span aria-hidden="true">/</span>{" "}
        {category ? <Link to="/winkel">{nl.shop.title}</Link> : <span>{nl.shop.title}</span>}
        {category ? (
          <>
            {" "}
            <span aria-hidden="true">/</span> <span>{category.name}</span>
          </>
        ) : null}
      </nav>
      <h1 className="page-title">{category ? category.name : nl.shop.title}</h1>
      {category?.description ? <p className="mt-2 text-slate-700">{category.description}</p> : null}
      <div className="shop-toolbar">
        <p className="shop-toolbar__count" aria-live="polite">
          {nl.shop.resultCount(from, to, listing.total)}
        </p>
        <Island name="shopOrdering" component={ShopOrdering} props={{ orderby }} />
      </div>
      {listing.products.length === 0 ? (
        <p className="mt-8">{nl.shop.empty}</p>
      ) : (
        <ul className="products" {...listingGridProps(columns)}>
          {listing.products.map((p, i) => (
            <ProductCard key={p.id} product={p} priority={i < firstRow} sizes={imageSizes} />
          ))}
        </ul>
      )}
      <Island name="quickView" component={QuickView} props={{}} />
      <ListingPagination
        page={listing.page}
        pageCount={listing.pageCount}
        href={(n) => pageHref(n, orderby)}
      />
    </>
  );
}
