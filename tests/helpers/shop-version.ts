import type { Kysely } from "kysely";
// Relative imports on purpose: the module uses no `~/` alias.
import { bumpShopVersion, SHOP_VERSION_CHECK_MS } from "../../app/modules/cache/shop-version.server";
import type { Database } from "../../db/schema";

/**
 * A test changed what visitors see straight in the running server's database (not through the back office,
 * which bumps the shop version itself): bumps it the same way and waits until the server has re-read it, so its
 * caches (settings, cached pages) drop the old content.
 */
export async function changedBehindTheShop(db: Kysely<Database>): Promise<void> {
  await bumpShopVersion(db);
  await new Promise((r) => setTimeout(r, SHOP_VERSION_CHECK_MS * 2 + 50));
}
