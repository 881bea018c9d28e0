import type { Kysely } from "kysely";
import { popupMessages } from "~/i18n/nl.popups";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { LEGAL_LINKS } from "~/modules/cms/legal-urls";
import { buildMainMenu, type MenuItem } from "~/modules/cms/menu";
import { type MenuName, menuRows } from "~/modules/menus/menu-tree";
import { menuItemValues } from "~/modules/menus/menus.server";
import { urls } from "~/utils/page-config";
import type { Database } from "../schema";

/** The footer's link columns as the shop had them in code: each top-level item is a column's heading. */
export const FOOTER_MENU: MenuItem[] = [
  {
    id: "winkel",
    label: nl.footer.shop,
    href: urls.shop,
    children: [
      { id: "alle-producten", label: nl.nav.allProducts, href: urls.shop },
      { id: "deur-op-maat", label: nl.nav.configurator, href: urls.product("glazen-deur-op-maat") },
      // popups (issue 14): with JS the popup script opens the newsletter popup; without, its page.
      {
        id: "nieuwsbrief",
        label: popupMessages.footer.newsletter,
        href: "/nieuwsbrief",
        className: "popmake-nieuwsbrief",
      },
    ],
  },
  {
    id: "klantenservice",
    label: nl.legalNav.heading,
    href: "/contact",
    children: LEGAL_LINKS.map((l) => ({
      id: l.href.slice(1),
      label: l.label,
      href: l.href,
      ...(l.popup ? { className: l.popup } : {}),
    })),
  },
];

/**
 * The menus as the shop had them in code (issue 15 point 5), added once, also to a shop that existed before
 * menus were edited in the back office: the main menu with the shop's categories, and the footer's columns.
 */
export async function seedMenus(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("settings")
      .values({ key: "seeded_menus_at", value: JSON.stringify(new Date().toISOString()) })
      .onConflict((oc) => oc.column("key").doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    const categories = await trx
      .selectFrom("categories")
      .select(["slug", "name"])
      .orderBy("position")
      .orderBy("name")
      .execute();
    const menus: [MenuName, MenuItem[]][] = [
      ["header", buildMainMenu(categories)],
      ["footer", FOOTER_MENU],
    ];
    for (const [menu, tree] of menus) {
      await trx
        .insertInto("menu_items")
        .values(menuItemValues(menu, menuRows(tree)))
        .execute();
    }
    return true;
  });
}
