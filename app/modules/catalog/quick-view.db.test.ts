import { pino } from "pino";
import { expect, it } from "vitest";
import type { AjaxContext } from "~/routes/api/ajax.server";
import { seedDoorOptions, seedSampleShop } from "../../../db/seed/index";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { bumpShopVersion } from "../cache/shop-version.server";
import { quickView } from "./quick-view.server";

describeEachEngine("maatglas_quickview", (db) => {
  const ctx = (): AjaxContext => ({
    db: db(),
    sessionId: "s-quick",
    secureCookies: false,
    log: pino({ level: "silent" }),
  });
  const ask = (product: unknown) =>
    quickView(ctx(), { action: "maatglas_quickview", product, security: "tok-123" });

  it("answers every published product's HTML with the form it is ordered with", async () => {
    await seedSampleShop(db());
    await seedDoorOptions(db());
    const products = await db()
      .selectFrom("products")
      .select(["id", "name", "type", "stock", "slug"])
      .where("published", "=", 1)
      .execute();
    const withOptions = new Set(
      (await db().selectFrom("product_definitions").select("product_id").execute()).map((r) => r.product_id),
    );
    expect(products.length).toBeGreaterThan(5);
    for (const p of products) {
      const answer = await ask(String(p.id));
      expect(answer.status).toBe(200);
      expect(answer.html).toBe(true);
      const html = answer.body as string;
      expect(html).toContain('class="quick-view"');
      expect(html).toContain(`href="/product/${p.slug}"`);
      if (withOptions.has(p.id)) {
        expect(html).toContain('data-island="configurator"');
        expect(html).toContain('name="uni_cpo_');
      } else if (p.type === "simple" && !(p.stock !== null && p.stock <= 0)) {
        expect(html).toContain('data-island="simpleProduct"');
        expect(html).toContain('name="quantity"');
      } else {
        expect(html).not.toContain("data-island=");
      }
      // The form carries the caller's (checked) CSRF token.
      if (html.includes("data-island=")) expect(html).toContain('name="_csrf" value="tok-123"');
    }
  });

  it("a sold-out simple product shows no form; unpublished or unknown ids answer 404, malformed ones 400", async () => {
    const grip = await db()
      .selectFrom("products")
      .select("id")
      .where("slug", "=", "deurgreep-rvs-40")
      .executeTakeFirstOrThrow();
    await db().updateTable("products").set({ stock: 0 }).where("id", "=", grip.id).execute();
    await bumpShopVersion(db());
    const soldOut = await ask(grip.id);
    expect(soldOut.status).toBe(200);
    expect(soldOut.body).not.toContain("data-island=");
    await db().updateTable("products").set({ published: 0 }).where("id", "=", grip.id).execute();
    await bumpShopVersion(db());
    expect((await ask(String(grip.id))).status).toBe(404);
    expect((await ask("999999")).status).toBe(404);
    for (const bad of ["", "abc", "0", "-1", "1.5", ["1"], undefined])
      expect((await ask(bad)).status).toBe(400);
  });
});
