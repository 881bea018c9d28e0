import type { Kysely } from "kysely";
import { idColumn } from "./util";

/**
 * The back office (issue 10):
 * - users: staff roles ("shop_manager", "editor" next to "administrator" and "customer"; the column is text),
 *   `active` (a deactivated account cannot log in and its sessions stop working), `anonymised_at` (GDPR).
 * - orders: `track_trace` (the shipped e-mail's link), `anonymised_at`.
 * - order_events: the order's status history, internal notes, customer notes, refunds and resent e-mails,
 *   each with who and when.
 * - refunds: full and partial refunds through the payment provider.
 * - audit_log: who changed what, when, from which address (settings, products, definitions, statuses, refunds,
 *   roles).
 * - products: `sku`, `vat_rate` (percent: 21, 9 or 0); product_images (originals outside the web root, sharp
 *   variants for srcset); product_slug_redirects (an old slug answers 301 to the product's current one).
 * - product_definitions: `created_by` (who saved the version) and `note`.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable("users").addColumn("anonymised_at", "text").execute();
  await db.schema.alterTable("orders").addColumn("track_trace", "text").execute();
  await db.schema.alterTable("orders").addColumn("anonymised_at", "text").execute();
  await db.schema
    .alterTable("products")
    .addColumn("sku", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("products")
    .addColumn("vat_rate", "integer", (c) => c.notNull().defaultTo(21))
    .execute();
  await db.schema.alterTable("product_definitions").addColumn("created_by", "text").execute();
  await db.schema
    .alterTable("product_definitions")
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .execute();

  await idColumn(db, db.schema.createTable("order_events"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("actor_user_id", "integer")
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("from_status", "text")
    .addColumn("to_status", "text")
    .addColumn("text", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("order_events_order").on("order_events").columns(["order_id", "id"]).execute();

  await idColumn(db, db.schema.createTable("refunds"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id"))
    .addColumn("payment_id", "integer", (c) => c.notNull().references("payments.id"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("provider_refund_id", "text")
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("actor_user_id", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("refunds_order").on("refunds").column("order_id").execute();

  await idColumn(db, db.schema.createTable("audit_log"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("actor_user_id", "integer")
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("entity_type", "text", (c) => c.notNull())
    .addColumn("entity_id", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("details", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  await db.schema.createIndex("audit_log_created").on("audit_log").column("created_at").execute();
  await db.schema
    .createIndex("audit_log_entity")
    .on("audit_log")
    .columns(["entity_type", "entity_id"])
    .execute();

  await idColumn(db, db.schema.createTable("product_images"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("alt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("original_key", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("variants", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("product_images_product")
    .on("product_images")
    .columns(["product_id", "position"])
    .execute();

  await db.schema
    .createTable("product_slug_redirects")
    .addColumn("old_slug", "text", (c) => c.primaryKey())
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("product_slug_redirects").execute();
  await db.schema.dropTable("product_images").execute();
  await db.schema.dropTable("audit_log").execute();
  await db.schema.dropTable("refunds").execute();
  await db.schema.dropTable("order_events").execute();
  await db.schema.alterTable("product_definitions").dropColumn("note").execute();
  await db.schema.alterTable("product_definitions").dropColumn("created_by").execute();
  await db.schema.alterTable("products").dropColumn("vat_rate").execute();
  await db.schema.alterTable("products").dropColumn("sku").execute();
  await db.schema.alterTable("orders").dropColumn("anonymised_at").execute();
  await db.schema.alterTable("orders").dropColumn("track_trace").execute();
  await db.schema.alterTable("users").dropColumn("anonymised_at").execute();
  await db.schema.alterTable("users").dropColumn("active").execute();
}
