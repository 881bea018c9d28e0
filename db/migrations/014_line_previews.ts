import type { Kysely } from "kysely";

/**
 * The shopper's layered preview image of a configured cart line (issue 13 point 4): the combined image the browser
 * posts as `cpo_product_layered_image`, checked and kept by the server. A cart line's snapshot names its preview by
 * `token`; the snapshot is copied to the order line when the order is placed, so the order keeps the same preview.
 * The image is stored base64-encoded (portable between SQLite and PostgreSQL; previews are small). A preview no
 * cart or order line names is removed by the sweeper after a day.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("line_previews")
    .addColumn("token", "text", (c) => c.primaryKey())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    // 1 once an order line names it: kept for good, the sweeper no longer looks at it.
    .addColumn("ordered", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("line_previews_created").on("line_previews").column("created_at").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("line_previews").execute();
}
