import type { Kysely } from "kysely";
import { idColumn } from "./util";

/**
 * Marketing popups and their forms (issue 14):
 * - popups: one row per popup. `slug` is unique (the `.popmake-{slug}` trigger class); `active` 1 renders it;
 *   `settings` is the JSON of the popup's triggers, cookies, conditions, size, position, closing and animation
 *   (spec §3.13, validated by the app's popup schema); `content` the intro text (plain paragraphs); `form` is
 *   "none", "newsletter" or "contact".
 * - newsletter_subscribers: one row per address. `status` "pending" until the confirmation link is clicked, then
 *   "confirmed", or "unsubscribed". The consent record: `consent_text` (the exact text shown), `consent_version`,
 *   `consent_source` ("popup:{id}" or "page:/nieuwsbrief"), `consented_at`. The confirmation token is stored as a SHA-256 hash; the unsubscribe token (it only unsubscribes, and every mail must carry it) as is.
 * - contact_messages: what the contact form sent.
 * - popup_stats: opens and conversions per popup and day (the analytics beacon, off unless enabled).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable("popups"))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("content", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("form", "text", (c) => c.notNull().defaultTo("none"))
    .addColumn("settings", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await idColumn(db, db.schema.createTable("newsletter_subscribers"))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("confirm_token_hash", "text")
    .addColumn("unsubscribe_token", "text", (c) => c.notNull())
    .addColumn("consent_text", "text", (c) => c.notNull())
    .addColumn("consent_version", "text", (c) => c.notNull())
    .addColumn("consent_source", "text", (c) => c.notNull())
    .addColumn("consented_at", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("unsubscribed_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("newsletter_confirm_token")
    .on("newsletter_subscribers")
    .column("confirm_token_hash")
    .execute();
  await db.schema
    .createIndex("newsletter_unsubscribe_token")
    .on("newsletter_subscribers")
    .column("unsubscribe_token")
    .execute();

  await idColumn(db, db.schema.createTable("contact_messages"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("order_number", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("contact_messages_created")
    .on("contact_messages")
    .column("created_at")
    .execute();

  await db.schema
    .createTable("popup_stats")
    .addColumn("popup_id", "integer", (c) => c.notNull().references("popups.id").onDelete("cascade"))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("event", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("popup_stats_pk", ["popup_id", "day", "event"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("popup_stats").execute();
  await db.schema.dropTable("contact_messages").execute();
  await db.schema.dropTable("newsletter_subscribers").execute();
  await db.schema.dropTable("popups").execute();
}
