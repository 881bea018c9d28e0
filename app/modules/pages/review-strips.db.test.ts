import { expect, it } from "vitest";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { SYSTEM_ACTOR } from "../audit/audit.server";
import { bumpShopVersion } from "../cache/shop-version.server";
import { createProduct } from "../products/products.server";
import type { Block } from "./blocks.schema";
import { reviewStrips } from "./review-strips.server";

const strip = (id: string, product: string, count: number): Block => ({
  type: "ReviewsStrip",
  props: { id, title: "", product, count },
});

describeEachEngine("reviews strips", (getDb) => {
  it("shows the latest approved reviews (no replies, no pending ones), of all products or of one", async () => {
    const db = getDb();
    const made = async (name: string) => {
      const result = await createProduct(db, SYSTEM_ACTOR, {
        name,
        slug: "",
        type: "simple",
        short_description: "",
        description: "",
        price_cents: 1000,
        vat_rate: 21,
        stock: null,
        sku: "",
        category_ids: [],
        menu_order: 0,
        status: "published",
        attributes: [],
      });
      if (!result.ok) throw new Error("no product");
      return db
        .selectFrom("products")
        .select(["id", "slug", "name"])
        .where("id", "=", result.id)
        .executeTakeFirstOrThrow();
    };
    const a = await made("Strookdeur");
    const b = await made("Strookgreep");
    await db.deleteFrom("reviews").execute();
    const add = async (
      product: number,
      day: number,
      extra: Partial<{ status: "approved" | "pending"; parent_id: number; rating: number | null }> = {},
    ) =>
      (
        await db
          .insertInto("reviews")
          .values({
            product_id: product,
            parent_id: extra.parent_id ?? null,
            status: extra.status ?? "approved",
            rating: extra.rating === undefined ? 4 : extra.rating,
            author_name: `Klant ${day}`,
            author_email: `klant${day}@example.nl`,
            content: `Beoordeling van dag ${day}`,
            user_id: null,
            created_at: `2026-11-${String(day).padStart(2, "0")}T10:00:00.000Z`,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const first = await add(a.id, 1);
    await add(b.id, 2);
    await add(a.id, 3, { status: "pending" });
    await add(a.id, 4, { parent_id: first, rating: null });
    await add(a.id, 5);
    await bumpShopVersion(db);

    const data = await reviewStrips(db, [strip("all", "", 2), strip("one", a.slug, 5)]);
    expect(data.all.map((r) => r.author)).toEqual(["Klant 5", "Klant 2"]);
    expect(data.all[1].product).toEqual({ name: b.name, slug: b.slug });
    expect(data.one.map((r) => r.author)).toEqual(["Klant 5", "Klant 1"]);
    expect(data.one[0]).toMatchObject({ rating: 4, text: "Beoordeling van dag 5", verified: false });
  });
});
