import type { Kysely } from "kysely";
import { idColumn } from "./util";

/**
 * Reviews and the product page's tabs (issue 12):
 * - reviews: a product's reviews and the replies to them (`parent_id`, null for a review). `status` is
 *   "pending" (held for moderation), "approved" or "spam". `rating` 1–5 on a review, null on a reply.
 *   `verified` 1 when the address had bought the product when it wrote; `shop_reply` 1 for the shop's own reply.
 *   The products' `rating_average` / `rating_count` are kept equal to the approved reviews' figures.
 * - product_attributes: the rows of the "Extra informatie" tab (glass type, thickness, size limits, delivery
 *   time…), in `position` order.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable("reviews"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("parent_id", "integer", (c) => c.references("reviews.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("rating", "integer")
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("author_email", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("verified", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("shop_reply", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("user_id", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("reviews_product_status")
    .on("reviews")
    .columns(["product_id", "status", "parent_id"])
    .execute();
  await db.schema
    .createIndex("reviews_status_created")
    .on("reviews")
    .columns(["status", "created_at"])
    .execute();
  await db.schema.createIndex("reviews_parent").on("reviews").column("parent_id").execute();

  await idColumn(db, db.schema.createTable("product_attributes"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("product_attributes_product")
    .on("product_attributes")
    .columns(["product_id", "position"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("product_attributes").execute();
  await db.schema.dropTable("reviews").execute();
}
