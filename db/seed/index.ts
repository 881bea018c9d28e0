import type { Kysely } from "kysely";
import { sampleDoorDefinition } from "~/modules/configurator/sample-door";
import { slidingDoorDefinition } from "~/modules/configurator/sample-sliding-door";
import { startingPrice } from "~/modules/configurator/starting-price";
import { saveSetting } from "~/modules/settings/settings.server";
import { toCents } from "~/utils/money";
import type { Database } from "../schema";
import { sampleCategories, sampleProducts, sampleSettings } from "./sample-shop";

const SEEDED_KEY = "seeded_at";
const DOOR_OPTIONS_KEY = "seeded_door_options_at";
const SLIDING_DOOR_KEY = "seeded_sliding_door_at";
export const SLIDING_DOOR_SLUG = "glazen-schuifdeur-op-maat";
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
          stock: p.stock ?? null,
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

/**
 * Gives the sample door its option definition (version 1) once, also on a shop seeded before the configurator
 * existed, and sets its "vanaf" price from the definition.
 */
export async function seedDoorOptions(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const door = await trx
      .selectFrom("products")
      .select("id")
      .where("slug", "=", "glazen-deur-op-maat")
      .executeTakeFirst();
    if (!door) return false;
    const claimed = await trx
      .insertInto("settings")
      .values({ key: DOOR_OPTIONS_KEY, value: JSON.stringify(now.toISOString()) })
      .onConflict((oc) => oc.column("key").doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    const hasDefinition = await trx
      .selectFrom("product_definitions")
      .select("id")
      .where("product_id", "=", door.id)
      .executeTakeFirst();
    if (!hasDefinition) {
      await trx
        .insertInto("product_definitions")
        .values({
          product_id: door.id,
          version: 1,
          definition: JSON.stringify(sampleDoorDefinition),
          created_at: now.toISOString(),
        })
        .execute();
    }
    const from = startingPrice(sampleDoorDefinition);
    if (from)
      await trx
        .updateTable("products")
        .set({ from_price_cents: toCents(from) })
        .where("id", "=", door.id)
        .execute();
    return true;
  });
}

/**
 * Adds the sample sliding door (issue 13: dates, range slider, price matrix) once, also to a shop seeded before it
 * existed: the product (when missing) with its categories, its option definition (version 1) and its "vanaf" price.
 */
export async function seedSlidingDoor(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("settings")
      .values({ key: SLIDING_DOOR_KEY, value: JSON.stringify(now.toISOString()) })
      .onConflict((oc) => oc.column("key").doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    const seeded = sampleProducts.find((p) => p.slug === SLIDING_DOOR_SLUG);
    if (!seeded) return false;
    let product = await trx
      .selectFrom("products")
      .select("id")
      .where("slug", "=", SLIDING_DOOR_SLUG)
      .executeTakeFirst();
    if (!product) {
      const { categories: cats, age_days, ...fields } = seeded;
      const last = await trx
        .selectFrom("products")
        .select((eb) => eb.fn.max("menu_order").as("m"))
        .executeTakeFirst();
      product = await trx
        .insertInto("products")
        .values({
          ...fields,
          from_price_cents: null,
          stock: null,
          image: `/images/products/${seeded.slug}.svg`,
          menu_order: Number(last?.m ?? 0) + 1,
          created_at: new Date(now.getTime() - age_days * DAY_MS).toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const categories = await trx.selectFrom("categories").select("id").where("slug", "in", cats).execute();
      for (const c of categories)
        await trx
          .insertInto("product_categories")
          .values({ product_id: product.id, category_id: c.id })
          .execute();
    }
    const hasDefinition = await trx
      .selectFrom("product_definitions")
      .select("id")
      .where("product_id", "=", product.id)
      .executeTakeFirst();
    if (!hasDefinition)
      await trx
        .insertInto("product_definitions")
        .values({
          product_id: product.id,
          version: 1,
          definition: JSON.stringify(slidingDoorDefinition),
          created_at: now.toISOString(),
        })
        .execute();
    const from = startingPrice(slidingDoorDefinition);
    if (from)
      await trx
        .updateTable("products")
        .set({ from_price_cents: toCents(from) })
        .where("id", "=", product.id)
        .execute();
    return true;
  });
}
