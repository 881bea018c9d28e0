import type { Kysely } from "kysely";

/**
 * One row holding the shop's content version: every change to what an anonymous visitor sees (products,
 * definitions, settings, menus, pages, reviews, stock) increments it, and each instance drops its in-memory
 * caches when it sees a new value, so a change made on one instance shows on every other one.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("shop_version")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", "bigint", (c) => c.notNull())
    .execute();
  await db.insertInto("shop_version").values({ id: 1, version: 0 }).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("shop_version").execute();
}
