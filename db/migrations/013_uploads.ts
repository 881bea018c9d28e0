import type { Kysely } from "kysely";

/**
 * File uploads of the option form (issue 13 point 7): one row per uploaded file. `id` is a random UUID (the
 * option's posted value); `session_id` is the session that uploaded it (only it may use, see or remove the
 * file); `product_id` and `slug` the option it was uploaded for. The bytes live in the upload store (local
 * folder or S3 bucket), as parts `{id}.{n}` while `status` is "uploading" and as `{id}` once "ready";
 * `chunks_received` and `size_bytes` track the chunks so far (in the database, so any instance can take the
 * next chunk). `order_id` is set when an order is placed with the file; a file without an order is removed
 * 24 hours after `created_at`.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("uploads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("session_id", "text", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("size_bytes", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("chunks_total", "integer", (c) => c.notNull())
    .addColumn("chunks_received", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("order_id", "integer", (c) => c.references("orders.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("uploads_session_option")
    .on("uploads")
    .columns(["session_id", "product_id", "slug"])
    .execute();
  await db.schema.createIndex("uploads_order").on("uploads").column("order_id").execute();
  await db.schema.createIndex("uploads_created").on("uploads").column("created_at").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("uploads").execute();
}
