import { describe, expect, it } from "vitest";
import { getCategoryBySlug, getProductBySlug, listProducts } from "~/modules/catalog/catalog.server";
import { getSettings, saveSetting } from "~/modules/settings/settings.server";
import { describeEachEngine } from "../tests/helpers/databases";
import { migrateToLatest } from "./migrate.server";
import { seedSampleShop } from "./seed/index";
import { sampleProducts } from "./seed/sample-shop";

describeEachEngine("migrations and seed", (db) => {
  it("applies migrations idempotently", async () => {
    await migrateToLatest(db());
    await migrateToLatest(db());
    const tables = await db().introspection.getTables();
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(["products", "categories", "sessions", "settings"]),
    );
  });

  it("seeds once and never again", async () => {
    expect(await seedSampleShop(db())).toBe(true);
    expect(await seedSampleShop(db())).toBe(false);
    const count = await db()
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(sampleProducts.length);
  });

  it("has the made-to-measure door with a local image and the company settings", async () => {
    const door = await getProductBySlug(db(), "glazen-deur-op-maat");
    expect(door?.type).toBe("configurable");
    expect(door?.image).toMatch(/^\/images\//);
    const settings = await getSettings(db());
    expect(settings.company.kvk).toMatch(/^\d{8}$/);
    expect(settings.company.vat).toMatch(/^NL/);
  });
});

describeEachEngine("catalog listing", (db) => {
  it("sorts by price both ways, using the 'vanaf' price for configurable products", async () => {
    await seedSampleShop(db());
    const asc = await listProducts(db(), { orderby: "price", page: 1, perPage: 100 });
    const desc = await listProducts(db(), { orderby: "price-desc", page: 1, perPage: 100 });
    const price = (p: { from_price_cents: number | null; price_cents: number }) =>
      p.from_price_cents ?? p.price_cents;
    const ascPrices = asc.products.map(price);
    expect(ascPrices).toEqual([...ascPrices].sort((a, b) => a - b));
    expect(desc.products.map(price)).toEqual([...ascPrices].reverse());
  });

  it("sorts by popularity, rating and date", async () => {
    const pop = await listProducts(db(), { orderby: "popularity", page: 1, perPage: 3 });
    expect(pop.products[0].slug).toBe("glazen-deur-op-maat");
    const newest = await listProducts(db(), { orderby: "date", page: 1, perPage: 1 });
    expect(newest.products[0].slug).toBe("schuifdeurrail-mat-zwart-200");
    const rating = await listProducts(db(), { orderby: "rating", page: 1, perPage: 100 });
    const avgs = rating.products.map((p) => p.rating_average);
    expect(avgs).toEqual([...avgs].sort((a, b) => b - a));
  });

  it("paginates and clamps a page past the end to the last page", async () => {
    const p1 = await listProducts(db(), { orderby: "menu_order", page: 1, perPage: 5 });
    const p3 = await listProducts(db(), { orderby: "menu_order", page: 3, perPage: 5 });
    const p99 = await listProducts(db(), { orderby: "menu_order", page: 99, perPage: 5 });
    expect(p1.pageCount).toBe(Math.ceil(sampleProducts.length / 5));
    expect(p1.products).toHaveLength(5);
    expect(p3.products.map((p) => p.slug)).toEqual(p99.products.map((p) => p.slug));
    const all = new Set([...p1.products, ...p3.products].map((p) => p.id));
    expect(all.size).toBe(p1.products.length + p3.products.length);
  });

  it("filters by category", async () => {
    const category = await getCategoryBySlug(db(), "deurgrepen");
    const listing = await listProducts(db(), {
      orderby: "menu_order",
      page: 1,
      perPage: 100,
      categoryId: category?.id,
    });
    expect(listing.total).toBe(sampleProducts.filter((p) => p.categories.includes("deurgrepen")).length);
    expect(listing.products.every((p) => p.slug.includes("greep"))).toBe(true);
  });
});

describeEachEngine("settings", (db) => {
  it("falls back to defaults for missing or corrupt rows", async () => {
    await db().insertInto("settings").values({ key: "header", value: "{not json" }).execute();
    const settings = await getSettings(db());
    expect(settings.header.hide_on_scroll).toBe(false);
    expect(settings.shop.per_page).toBe(9);
  });
  it("saves and reads back", async () => {
    await saveSetting(db(), "header", { hide_on_scroll: true });
    expect((await getSettings(db())).header.hide_on_scroll).toBe(true);
  });
});

describe("engines", () => {
  it("runs PostgreSQL too when TEST_DATABASE_URL is set", () => {
    if (process.env.CI) expect(process.env.TEST_DATABASE_URL).toBeTruthy();
  });
});
