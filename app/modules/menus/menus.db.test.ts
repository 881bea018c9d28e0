import { expect, it } from "vitest";
import { seedSampleShop } from "../../../db/seed";
import { FOOTER_MENU, seedMenus } from "../../../db/seed/menus";
import { describeEachEngine } from "../../../tests/helpers/databases";
import type { AuditActor } from "../audit/audit.server";
import { bumpShopVersion } from "../cache/shop-version.server";
import { cachedCategories } from "../catalog/catalog.server";
import { buildMainMenu } from "../cms/menu";
import { moveRow } from "./menu-tree";
import { cachedMenuTree, readMenu, saveMenu } from "./menus.server";

const EDITOR: AuditActor = { userId: null, email: "redacteur@example.nl", ip: "127.0.0.1" };

describeEachEngine("menus (issue 15 point 5)", (db) => {
  it("seeds the menus the shop had in code, once", async () => {
    await seedSampleShop(db());
    expect(await seedMenus(db())).toBe(true);
    expect(await seedMenus(db())).toBe(false);
    expect(await cachedMenuTree(db(), "header")).toEqual(buildMainMenu(await cachedCategories(db())));
    expect(await cachedMenuTree(db(), "footer")).toEqual(FOOTER_MENU);
  });

  it("saves a changed menu in its new order, logs it, and the storefront reads it at the next version", async () => {
    const rows = await readMenu(db(), "header");
    const shopAt = rows.findIndex((r) => r.key === "shop");
    const moved = moveRow(rows, shopAt, "up");
    await saveMenu(
      db(),
      "header",
      moved.map((r) => (r.key === "home" ? { ...r, label: "Start" } : r)),
      EDITOR,
      "test",
    );
    const read = await readMenu(db(), "header");
    expect(read.map((r) => r.key)).toEqual(moved.map((r) => r.key));
    expect(read.find((r) => r.key === "home")?.label).toBe("Start");
    await bumpShopVersion(db());
    const tree = await cachedMenuTree(db(), "header");
    expect(tree[0].id).toBe("shop");
    expect(tree[0].children?.length).toBeGreaterThan(0);
    const log = await db()
      .selectFrom("audit_log")
      .select(["action", "entity_id"])
      .where("entity_type", "=", "menu")
      .execute();
    expect(log).toEqual([{ action: "menu.update", entity_id: "header" }]);
    // The footer is its own menu: untouched.
    expect(await cachedMenuTree(db(), "footer")).toEqual(FOOTER_MENU);
  });
});
