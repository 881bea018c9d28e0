// Issue 15 point 1: the home page `/` is the builder page `home`, seeded with what the coded home page showed.

import pino from "pino";
import { expect, it } from "vitest";
import { seedSampleShop } from "../../../db/seed";
import { seedPages } from "../../../db/seed/pages";
import { describeEachEngine } from "../../../tests/helpers/databases";
import type { AuditActor } from "../audit/audit.server";
import { cachedCategories } from "../catalog/catalog.server";
import { HOME_SLUG, homePage } from "./home-page";
import { cleanPageData } from "./page-data.server";
import { pageView } from "./page-view.server";
import { getPage, publishedPage, savePage } from "./pages.server";

const EDITOR: AuditActor = { userId: null, email: "redacteur@example.nl", ip: "127.0.0.1" };

describeEachEngine("the home page as a builder page", (db) => {
  it("is added once to a shop seeded before it existed, and keeps a page already at its slug", async () => {
    await seedSampleShop(db());
    // A shop seeded before the home page existed: the first sample pages' claim is there, the home page's not.
    await db().insertInto("settings").values({ key: "seeded_pages_at", value: '"2026-01-01"' }).execute();
    expect(await seedPages(db())).toBe(true);
    expect(await seedPages(db())).toBe(false);
    const home = await publishedPage(db(), HOME_SLUG);
    expect(home?.title).toBe(homePage.title);
    expect(await publishedPage(db(), "over-ons")).toBeUndefined();
  });

  it("shows the coded home page's content: opening picture, selling points, best sellers and category tiles", async () => {
    const home = await publishedPage(db(), HOME_SLUG);
    if (!home) throw new Error("no home page");
    const view = await pageView(db(), pino({ level: "silent" }), home);
    expect(view.blocks.map((b) => b.type)).toEqual(["Hero", "Usps", "ProductGrid", "CategoryTiles"]);
    const hero = view.blocks[0];
    expect(hero.props).toMatchObject({ title: "Glazen deuren, op de millimeter gemaakt" });
    // No product named: the picture of the shop's first product (null until pictures are seeded, never an error).
    expect(Object.keys(view.data.shop.heroes)).toEqual(["home-opening"]);
    expect(view.data.products["home-populair"]).toHaveLength(3);
    const categories = await cachedCategories(db());
    expect(view.data.shop.categories.map((c) => c.slug)).toEqual(categories.map((c) => c.slug));
  });

  it("keeps its slug: renaming the home page is refused", async () => {
    const home = await publishedPage(db(), HOME_SLUG);
    const page = await getPage(db(), home?.id ?? 0);
    if (!page) throw new Error("no home page");
    const checked = cleanPageData(JSON.parse(page.data));
    if (!checked.ok) throw new Error("bad data");
    const fields = { title: "Start", slug: "start", seo_title: "", seo_description: "" };
    expect(await savePage(db(), page.id, { ...fields, data: checked.data }, "publish", EDITOR)).toEqual({
      ok: false,
      error: "homeSlug",
    });
    const saved = await savePage(
      db(),
      page.id,
      { ...fields, slug: HOME_SLUG, data: checked.data },
      "publish",
      EDITOR,
    );
    expect(saved.ok).toBe(true);
    expect((await publishedPage(db(), HOME_SLUG))?.title).toBe("Start");
  });
});
