import type { Kysely } from "kysely";
import { idColumn } from "./util";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types
export async function up(db: Kysely<any>): Promise<void> {
  // Product option definitions: every edit is a new immutable version; cart lines and orders point at one.
  await idColumn(db, db.schema.createTable("product_definitions"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("definition", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("product_definitions_product_version", ["product_id", "version"])
    .execute();

  await idColumn(db, db.schema.createTable("carts"))
    .addColumn("session_id", "text", (c) => c.unique())
    .addColumn("user_id", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await idColumn(db, db.schema.createTable("cart_lines"))
    .addColumn("cart_id", "integer", (c) => c.notNull().references("carts.id").onDelete("cascade"))
    .addColumn("line_key", "text", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id"))
    .addColumn("definition_version", "integer")
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("unit_excl_cents", "integer", (c) => c.notNull())
    .addColumn("unit_incl_cents", "integer", (c) => c.notNull())
    .addColumn("snapshot", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("cart_lines_cart_key", ["cart_id", "line_key"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ["cart_lines", "carts", "product_definitions"]) await db.schema.dropTable(t).execute();
}
