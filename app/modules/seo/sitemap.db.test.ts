import { expect, it } from "vitest";
import { seedSampleShop } from "../../../db/seed/index";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { sitemapXml } from "./sitemap";
import { sitemapEntries } from "./sitemap.server";

describeEachEngine("sitemap", (db) => {
  it("lists the content pages, every category and every published product — no unpublished one", async () => {
    await seedSampleShop(db());
    await db().updateTable("products").set({ published: 0 }).where("slug", "=", "deurgreep-rvs-40").execute();
    const products = await db().selectFrom("products").select(["slug", "published"]).execute();
    const categories = await db().selectFrom("categories").select("slug").execute();
    expect(products.length).toBeGreaterThan(1);
    const paths = (await sitemapEntries(db())).map((e) => e.path);
    expect(paths.slice(0, 8)).toEqual([
      "/",
      "/winkel",
      "/algemene-voorwaarden",
      "/privacybeleid",
      "/herroepingsrecht-en-retourneren",
      "/verzending-en-levering",
      "/contact",
      "/nieuwsbrief",
    ]);
    for (const c of categories) expect(paths).toContain(`/product-categorie/${c.slug}`);
    for (const p of products) {
      if (p.published) expect(paths).toContain(`/product/${p.slug}`);
      else expect(paths).not.toContain(`/product/${p.slug}`);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("lists published builder pages with their publish date, never a draft", async () => {
    const at = "2026-11-20T09:00:00.000Z";
    const row = {
      title: "T",
      seo_title: "",
      seo_description: "",
      data: "{}",
      published_data: "{}",
      created_at: at,
      updated_at: at,
    };
    await db()
      .insertInto("pages")
      .values([
        { ...row, slug: "showroom", status: "published", published_at: at },
        { ...row, slug: "nog-niet-af", status: "draft", published_at: null },
        // issue 15 point 1: the builder page `home` is `/`, listed once with its publish date, never as /home.
        { ...row, slug: "home", status: "published", published_at: at },
      ])
      .execute();
    const entries = await sitemapEntries(db());
    expect(entries).toContainEqual({ path: "/showroom", lastmod: at });
    expect(entries.map((e) => e.path)).not.toContain("/nog-niet-af");
    expect(entries.filter((e) => e.path === "/")).toEqual([{ path: "/", lastmod: at }]);
    expect(entries.map((e) => e.path)).not.toContain("/home");
  });
});

it("writes escaped absolute <loc>s and day-precision <lastmod>s", () => {
  const out = sitemapXml("https://shop.example", [
    { path: "/" },
    { path: "/product/a&b", lastmod: "2026-11-23T10:00:00.000Z" },
  ]);
  expect(out).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(out).toContain("<url><loc>https://shop.example/</loc></url>");
  expect(out).toContain(
    "<url><loc>https://shop.example/product/a&amp;b</loc><lastmod>2026-11-23</lastmod></url>",
  );
});
