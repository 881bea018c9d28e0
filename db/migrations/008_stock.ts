import type { Kysely } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types
export async function up(db: Kysely<any>): Promise<void> {
  // How many the shop has; null means stock is not tracked (always available).
  await db.schema.alterTable("products").addColumn("stock", "integer").execute();
  // 1 while the order holds stock taken from its products (so it is given back once, and taken once).
  await db.schema
    .alterTable("orders")
    .addColumn("stock_taken", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("stock_taken").execute();
  await db.schema.alterTable("products").dropColumn("stock").execute();
}
