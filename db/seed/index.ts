import type { Kysely } from "kysely";
import { saveSetting } from "~/modules/settings/settings.server";
import type { Database } from "../schema";
import { sampleCategories, sampleProducts, sampleSettings } from "./sample-shop";

const SEEDED_KEY = "seeded_at";
const DAY_MS = 86_400_000;

/**
 * Seeds the sample shop once. Returns false (and changes nothing) when the database was seeded before,
 * so running `npm start` again never reseeds or fails.
 */
export async function seedSampleShop(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("settings")
      .values({ key: SEEDED_KEY, value: JSON.stringify(now.toISOString()) })
      .onConflict((oc) => oc.column("key").doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;

    for (const c of sampleCategories) {
      await trx
        .insertInto("categories")
        .values(c)
        .onConflict((oc) => oc.column("slug").doNothing())
        .execute();
    }
    const categories = await trx.selectFrom("categories").select(["id", "slug"]).execute();
    const categoryId = new Map(categories.map((c) => [c.slug, c.id]));

    for (const [index, p] of sampleProducts.entries()) {
      const { categories: cats, age_days, ...fields } = p;
      const inserted = await trx
        .insertInto("products")
        .values({
          ...fields,
          from_price_cents: p.from_price_cents ?? null,
          image: `/images/products/${p.slug}.svg`,
          menu_order: index,
          created_at: new Date(now.getTime() - age_days * DAY_MS).toISOString(),
        })
        .onConflict((oc) => oc.column("slug").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) continue;
      for (const slug of cats) {
        const id = categoryId.get(slug);
        if (id !== undefined) {
          await trx
            .insertInto("product_categories")
            .values({ product_id: inserted.id, category_id: id })
            .execute();
        }
      }
    }
    for (const key of Object.keys(sampleSettings) as (keyof typeof sampleSettings)[]) {
      await saveSetting(trx, key, sampleSettings[key] as never);
    }
    return true;
  });
}
