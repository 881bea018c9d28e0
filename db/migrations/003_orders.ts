import type { Kysely } from "kysely";
import { idColumn } from "./util";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable("orders"))
    .addColumn("number", "text", (c) => c.unique())
    .addColumn("order_key", "text", (c) => c.notNull().unique())
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("session_id", "text")
    .addColumn("user_id", "integer")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("billing", "text", (c) => c.notNull())
    .addColumn("shipping", "text", (c) => c.notNull())
    .addColumn("shipping_method", "text", (c) => c.notNull())
    .addColumn("payment_method", "text", (c) => c.notNull())
    .addColumn("customer_note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("subtotal_incl_cents", "integer", (c) => c.notNull())
    .addColumn("shipping_incl_cents", "integer", (c) => c.notNull())
    .addColumn("fee_incl_cents", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("total_incl_cents", "integer", (c) => c.notNull())
    .addColumn("vat_cents", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("paid_at", "text")
    .execute();
  await db.schema.createIndex("orders_user").on("orders").column("user_id").execute();

  await idColumn(db, db.schema.createTable("order_lines"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("product_id", "integer")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("unit_excl_cents", "integer", (c) => c.notNull())
    .addColumn("unit_incl_cents", "integer", (c) => c.notNull())
    .addColumn("total_incl_cents", "integer", (c) => c.notNull())
    .addColumn("snapshot", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  await db.schema.createIndex("order_lines_order").on("order_lines").column("order_id").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("order_lines").execute();
  await db.schema.dropTable("orders").execute();
}
