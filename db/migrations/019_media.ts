import type { Kysely } from "kysely";
import { idColumn } from "./util";

/**
 * The media library (issue 15 point 8, decision 031): one row per uploaded image, its files made by the same image
 * store as product pictures (original outside the web root, AVIF/WebP/JPEG variants under /media/library/).
 * - name: the random file name shared by the original and every variant; page data refers to `/media/library/{name}-…`.
 * - format: what sharp read from the bytes (jpg, png, webp, avif), never the upload's name or declared type.
 * - alt: required; title: optional, for the library's own overview.
 * A product picture may be taken from the library: product_images.media_id then points at the item, whose files
 * the product row shares (they are not the product's to delete).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable("media_items"))
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("original_key", "text", (c) => c.notNull())
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("variants", "text", (c) => c.notNull())
    .addColumn("alt", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("uploaded_by", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable("product_images")
    .addColumn("media_id", "integer", (c) => c.references("media_items.id"))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("product_images").dropColumn("media_id").execute();
  await db.schema.dropTable("media_items").execute();
}
