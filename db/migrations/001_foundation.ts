import type { Kysely } from "kysely";
import { idColumn } from "./util";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer")
    .addColumn("data", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_expires_at").on("sessions").column("expires_at").execute();

  await idColumn(db, db.schema.createTable("categories"))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await idColumn(db, db.schema.createTable("products"))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull().defaultTo("simple"))
    .addColumn("short_description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("price_cents", "integer", (c) => c.notNull())
    .addColumn("from_price_cents", "integer")
    .addColumn("image", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("gallery", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("menu_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("total_sales", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("rating_average", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("rating_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("published", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("product_categories")
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("category_id", "integer", (c) => c.notNull().references("categories.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("product_categories_pk", ["product_id", "category_id"])
    .execute();
  await db.schema
    .createIndex("product_categories_category")
    .on("product_categories")
    .column("category_id")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ["product_categories", "products", "categories", "sessions", "settings"]) {
    await db.schema.dropTable(t).execute();
  }
}
