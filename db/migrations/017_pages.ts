import type { Kysely } from "kysely";
import { idColumn } from "./util";

/**
 * Content pages built with the page builder (issue 15):
 * - pages: one row per page at `/{slug}`. `data` is the working copy the builder saves (Puck JSON);
 *   `published_data` what visitors see (null until first published). `status` is "draft" or "published";
 *   `published_at` the moment it was (last) published.
 * - page_revisions: every save and publish as a full copy (title, slug, SEO fields, data), newest last; a page's
 *   history, from which a revision can be restored into the working copy.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable("pages"))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("seo_title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("seo_description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("published_data", "text")
    .addColumn("published_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await idColumn(db, db.schema.createTable("page_revisions"))
    .addColumn("page_id", "integer", (c) => c.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("seo_title", "text", (c) => c.notNull())
    .addColumn("seo_description", "text", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("author_email", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("page_revisions_page")
    .on("page_revisions")
    .columns(["page_id", "id"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("page_revisions").execute();
  await db.schema.dropTable("pages").execute();
}
