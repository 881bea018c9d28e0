import type { Kysely } from "kysely";
import { idColumn } from "./util";

/**
 * Menus edited in the back office (issue 15 point 5): one row per menu item, in the menu's display order.
 * - menu: "header" (the desktop navigation and the mobile menu) or "footer" (its link columns).
 * - item_key: the item's stable id within its menu, shown in the back office and used by `?menu_id={key}`.
 * - parent_key: the top-level item this one hangs under (one level of nesting), or null.
 * - style: "link", or "toggle" (its dropdown opens on click only, also on desktop).
 * - class_name: extra CSS classes (e.g. a popup's trigger class).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable("menu_items"))
    .addColumn("menu", "text", (c) => c.notNull())
    .addColumn("item_key", "text", (c) => c.notNull())
    .addColumn("parent_key", "text")
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("href", "text", (c) => c.notNull())
    .addColumn("style", "text", (c) => c.notNull().defaultTo("link"))
    .addColumn("class_name", "text", (c) => c.notNull().defaultTo(""))
    .addUniqueConstraint("menu_items_menu_key", ["menu", "item_key"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("menu_items").execute();
}
