// The menus in the database (issue 15 point 5): read in display order, saved whole (a menu is small), cached per
// shop version for the storefront (every back-office write moves the version, on every instance).
import type { Kysely } from "kysely";
import { adminMenusMessages as t } from "~/i18n/nl.admin-menus";
import type { Database } from "../../../db/schema";
import { type AuditActor, recordAudit } from "../audit/audit.server";
import { cachedByShopVersion } from "../cache/shop-version.server";
import type { MenuItem } from "../cms/menu";
import { type MenuName, type MenuRow, menuTree, normalised } from "./menu-tree";

export async function readMenu(db: Kysely<Database>, menu: MenuName): Promise<MenuRow[]> {
  const rows = await db
    .selectFrom("menu_items")
    .select(["item_key", "parent_key", "label", "href", "style", "class_name"])
    .where("menu", "=", menu)
    .orderBy("position")
    .execute();
  return rows.map((r) => ({
    key: r.item_key,
    label: r.label,
    href: r.href,
    style: r.style === "toggle" ? "toggle" : "link",
    className: r.class_name,
    level: r.parent_key ? 1 : 0,
  }));
}

/** The menu_items rows of a menu's rows: positions in order, each child under the top-level item above it. */
export function menuItemValues(menu: MenuName, rows: readonly MenuRow[]) {
  let parent: string | null = null;
  return normalised(rows).map((r, position) => {
    if (r.level === 0) parent = r.key;
    return {
      menu,
      item_key: r.key,
      parent_key: r.level === 1 ? parent : null,
      position,
      label: r.label,
      href: r.href,
      style: r.style,
      class_name: r.className,
    };
  });
}

/** Replaces the menu's items by `rows` (in this order) and records what changed in the audit log. */
export async function saveMenu(
  db: Kysely<Database>,
  menu: MenuName,
  rows: readonly MenuRow[],
  actor: AuditActor,
  summary: string,
): Promise<void> {
  const list = normalised(rows);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("menu_items").where("menu", "=", menu).execute();
    const values = menuItemValues(menu, list);
    if (values.length) await trx.insertInto("menu_items").values(values).execute();
    await recordAudit(trx, actor, {
      action: "menu.update",
      entityType: "menu",
      entityId: menu,
      summary: t.audit(t.menus[menu], summary),
      details: { items: list.map((r) => `${"  ".repeat(r.level)}${r.label} (${r.key}) ${r.href}`) },
    });
  });
}

/** The menu as the storefront shows it, once per shop version. */
export function cachedMenuTree(db: Kysely<Database>, menu: MenuName): Promise<MenuItem[]> {
  return cachedByShopVersion(db, "menus:tree", menu, async () => menuTree(await readMenu(db, menu)));
}
