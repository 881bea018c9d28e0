// The data of the blocks that show the shop (issue 15 point 1): each opening picture's product picture and the
// category tiles (each category with its first product's picture), read per shop version like the listing; and
// the variants of Image blocks that show a media library item (point 8).
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { cachedCategories, cachedFirstPicture, cachedListProducts } from "../catalog/catalog.server";
import { libraryPictures } from "../media/media.server";
import type { Block, BlockOf } from "./blocks.schema";
import { reviewStrips } from "./review-strips.server";

/** The first product in the shop's own order (of a category, when given). */
async function firstProduct(db: Kysely<Database>, categoryId?: number) {
  const page = await cachedListProducts(db, { orderby: "menu_order", page: 1, perPage: 1, categoryId });
  return page.products[0];
}

async function heroPicture(db: Kysely<Database>, hero: BlockOf<"Hero">["props"]) {
  if (!hero.product) return (await firstProduct(db))?.picture ?? null;
  const row = await db
    .selectFrom("products")
    .select("id")
    .where("slug", "=", hero.product)
    .where("published", "=", 1)
    .executeTakeFirst();
  return row ? cachedFirstPicture(db, row.id) : null;
}

async function categoryTiles(db: Kysely<Database>) {
  const categories = await cachedCategories(db);
  return Promise.all(
    categories.map(async (c) => {
      const first = await firstProduct(db, c.id);
      return { ...c, image: first?.image ?? null, picture: first?.picture ?? null };
    }),
  );
}

export async function shopBlockData(db: Kysely<Database>, blocks: Iterable<Block>) {
  const list = [...blocks];
  const heroes = list.filter((b): b is BlockOf<"Hero"> => b.type === "Hero");
  const images = list.flatMap((b) => (b.type === "Image" ? [b.props.src] : []));
  const [pictures, library, reviews] = await Promise.all([
    Promise.all(heroes.map((h) => heroPicture(db, h.props))),
    libraryPictures(db, images),
    reviewStrips(db, list),
  ]);
  return {
    heroes: Object.fromEntries(heroes.map((h, i) => [h.props.id, pictures[i]])),
    categories: list.some((b) => b.type === "CategoryTiles") ? await categoryTiles(db) : [],
    /** Image blocks whose address is a media library file: their <picture> data, keyed by address. */
    pictures: library,
    /** Each reviews strip's reviews, by block id. */
    reviews,
  };
}
export type ShopBlockData = Awaited<ReturnType<typeof shopBlockData>>;
