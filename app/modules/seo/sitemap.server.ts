import type { Kysely } from "kysely";
import { urls } from "~/utils/page-config";
import type { Database } from "../../../db/schema";
import { cachedByShopVersion } from "../cache/shop-version.server";
import { HOME_SLUG } from "../pages/home-page";
import { isPageSlug } from "../pages/slugs";
import { CONTENT_PAGES, type SitemapEntry } from "./sitemap";

/**
 * Every public page: the fixed pages, the published builder pages (by slug, with their publish date), every
 * category and every published product (by menu order, then name).
 */
export async function sitemapEntries(db: Kysely<Database>): Promise<SitemapEntry[]> {
  const [pages, categories, products] = await Promise.all([
    db
      .selectFrom("pages")
      .select(["slug", "published_at"])
      .where("status", "=", "published")
      .where("published_data", "is not", null)
      .orderBy("slug")
      .execute(),
    db.selectFrom("categories").select("slug").orderBy("position").orderBy("name").execute(),
    db
      .selectFrom("products")
      .select("slug")
      .where("published", "=", 1)
      .orderBy("menu_order")
      .orderBy("name")
      .execute(),
  ]);
  // The builder page `home` is the home page `/` (issue 15 point 1), listed once, with its publish date.
  const home = pages.find((p) => p.slug === HOME_SLUG);
  return [
    ...CONTENT_PAGES.map((path) =>
      path === urls.home && home ? { path, lastmod: home.published_at } : { path },
    ),
    ...pages
      .filter((p) => isPageSlug(p.slug) && p.slug !== HOME_SLUG)
      .map((p) => ({ path: `/${p.slug}`, lastmod: p.published_at })),
    ...categories.map((c) => ({ path: urls.category(c.slug) })),
    ...products.map((p) => ({ path: urls.product(p.slug) })),
  ];
}

/** sitemapEntries, once per shop content version (every catalogue change bumps it). */
export function cachedSitemapEntries(db: Kysely<Database>): Promise<SitemapEntry[]> {
  return cachedByShopVersion(db, "seo:sitemap", "all", () => sitemapEntries(db));
}
