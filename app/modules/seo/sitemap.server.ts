import type { Kysely } from "kysely";
import { urls } from "~/utils/page-config";
import type { Database } from "../../../db/schema";
import { cachedByShopVersion } from "../cache/shop-version.server";
import { CONTENT_PAGES, type SitemapEntry } from "./sitemap";

/** Every public page: the content pages, every category and every published product (by menu order, then name). */
export async function sitemapEntries(db: Kysely<Database>): Promise<SitemapEntry[]> {
  const [categories, products] = await Promise.all([
    db.selectFrom("categories").select("slug").orderBy("position").orderBy("name").execute(),
    db
      .selectFrom("products")
      .select("slug")
      .where("published", "=", 1)
      .orderBy("menu_order")
      .orderBy("name")
      .execute(),
  ]);
  return [
    ...CONTENT_PAGES.map((path) => ({ path })),
    ...categories.map((c) => ({ path: urls.category(c.slug) })),
    ...products.map((p) => ({ path: urls.product(p.slug) })),
  ];
}

/** sitemapEntries, once per shop content version (every catalogue change bumps it). */
export function cachedSitemapEntries(db: Kysely<Database>): Promise<SitemapEntry[]> {
  return cachedByShopVersion(db, "seo:sitemap", "all", () => sitemapEntries(db));
}
