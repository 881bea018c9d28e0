import { Link } from "react-router";
import { ProductCard } from "~/components/storefront/product-card";
import { ProductPicture } from "~/components/storefront/product-picture";
import { QuickView } from "~/components/storefront/quick-view/quick-view";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { type HydrateHandle, Island } from "~/islands/island";
import { cachedCategories, cachedListProducts } from "~/modules/catalog/catalog.server";
import { withDisplayPrice } from "~/modules/catalog/display-price";
import { originOf, sharingMeta } from "~/modules/seo/structured-data";
import { getState } from "~/utils/context.server";
import { urls } from "~/utils/page-config";
import type { Route } from "./+types/home";

/** Not hydrated as a whole: its interactive parts are islands (docs/decisions/014). */
export const handle: HydrateHandle = { hydrate: false };

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = getState(context);
  const [popular, categories, lead] = await Promise.all([
    cachedListProducts(db, { orderby: "popularity", page: 1, perPage: 3 }),
    cachedCategories(db),
    // The hero shows the picture of the shop's first product in its own order (the sample shop: the door in a room).
    cachedListProducts(db, { orderby: "menu_order", page: 1, perPage: 1 }),
  ]);
  // Each category's tile shows the image of its first product (in the shop's own order); read per shop version.
  const tiles = await Promise.all(
    categories.map(async (c) => {
      const first = (
        await cachedListProducts(db, { orderby: "menu_order", page: 1, perPage: 1, categoryId: c.id })
      ).products[0];
      return { ...c, image: first?.image ?? null, picture: first?.picture ?? null };
    }),
  );
  return {
    popular: popular.products.map(withDisplayPrice),
    categories: tiles,
    hero: lead.products[0]?.picture ?? null,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `${nl.site.name} – ${nl.site.tagline}` },
    { name: "description", content: nl.home.heroText },
    ...sharingMeta({
      origin: originOf(matches),
      path: urls.home,
      title: `${nl.site.name} – ${nl.site.tagline}`,
      description: nl.home.heroText,
      siteName: nl.site.name,
    }),
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="hero">
        <div className="hero__text">
          <h1>{nl.home.heroTitle}</h1>
          <p>{nl.home.heroText}</p>
          <p className="hero__actions">
            <Link to={urls.product("glazen-deur-op-maat")} className="btn btn-primary">
              {nl.home.heroCta}
            </Link>
            <Link to={urls.shop} className="btn btn-light">
              {nl.home.shopCta}
            </Link>
          </p>
        </div>
        {loaderData.hero ? (
          <ProductPicture
            picture={loaderData.hero}
            alt=""
            sizes="(min-width: 768px) 400px, 100vw"
            priority
            className="hero__image"
          />
        ) : (
          <img
            src="/images/products/glazen-deur-op-maat.svg"
            alt=""
            width={600}
            height={600}
            fetchPriority="high"
            className="hero__image"
          />
        )}
      </section>
      <ul className="usps">
        {nl.home.usps.map((usp) => (
          <li key={usp}>✓ {usp}</li>
        ))}
      </ul>
      <section aria-labelledby="featured" className="mt-12">
        <h2 id="featured" className="section-title">
          {nl.home.featured}
        </h2>
        <ul className="products">
          {loaderData.popular.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </ul>
        <Island name="quickView" component={QuickView} props={{}} />
      </section>
      <section aria-labelledby="categories" className="mt-12">
        <h2 id="categories" className="section-title">
          {nl.home.categories}
        </h2>
        <ul className="category-grid">
          {loaderData.categories.map((c) => (
            <li key={c.id}>
              <Link to={urls.category(c.slug)}>
                <span className="category-tile__media" aria-hidden="true">
                  {c.picture ? (
                    <ProductPicture picture={c.picture} alt="" sizes="(min-width: 550px) 50vw, 100vw" lazy />
                  ) : c.image ? (
                    <img src={c.image} alt="" width={600} height={600} loading="lazy" decoding="async" />
                  ) : null}
                </span>
                <strong>{c.name}</strong>
                <span>{c.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
