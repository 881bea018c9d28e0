import type { Kysely } from "kysely";
import { removeFiles, type StoredImage } from "~/modules/products/image-store.server";
import type { Database } from "../schema";
import { type ProductArt, productArt } from "./product-art";
import { insertSeedPicture, storeSeedPicture, useAsProductImage } from "./seed-picture";

const PRODUCT_IMAGES_KEY = "seeded_product_images_at";

/**
 * The picture of every sample product but the door (door-images.ts gives the door its gallery): the doors in a
 * room, the hardware as studio shots. Keyed by the sample products' slugs (sample-shop.ts, sliding door).
 */
export const SAMPLE_PRODUCT_ART: Record<string, { art: ProductArt; alt: string }> = {
  "glazen-binnendeur-helder-2015x830": {
    art: { kind: "door", glass: "clear" },
    alt: "Glazen binnendeur van helder glas in een kamer",
  },
  "glazen-binnendeur-matglas-2015x880": {
    art: { kind: "door", glass: "frosted" },
    alt: "Glazen binnendeur van matglas in een kamer",
  },
  "glazen-schuifdeur-op-maat": {
    art: { kind: "sliding-door", finish: "black" },
    alt: "Glazen schuifdeur aan een zwarte rail voor een wandopening",
  },
  "deurgreep-rvs-40": {
    art: { kind: "handle", handle: { finish: "rvs", length: 400 } },
    alt: "Deurgreep van RVS, 40 cm, op een glazen deur",
  },
  "deurgreep-mat-zwart-32": {
    art: { kind: "handle", handle: { finish: "black", length: 320 } },
    alt: "Mat zwarte deurgreep, 32 cm, op een glazen deur",
  },
  "staande-greep-rvs-rond-180": {
    art: { kind: "handle", handle: { finish: "rvs", length: 1800, round: true } },
    alt: "Ronde staande greep van RVS, 180 cm, op een glazen deur",
  },
  "scharnierset-rvs": {
    art: { kind: "hinges", finish: "rvs" },
    alt: "Twee RVS scharnieren aan een glazen deur",
  },
  "scharnierset-mat-zwart": {
    art: { kind: "hinges", finish: "black" },
    alt: "Twee mat zwarte scharnieren aan een glazen deur",
  },
  "design-slot-glazen-deur": {
    art: { kind: "lock", style: "design" },
    alt: "Design loopslot met kruk op een glazen deur",
  },
  "cilinderslot-glazen-deur": {
    art: { kind: "lock", style: "cylinder" },
    alt: "Cilinderslot op een glazen deur",
  },
  "schuifdeurrail-rvs-200": {
    art: { kind: "rail", finish: "rvs" },
    alt: "RVS schuifdeurrail met twee loopwagens en een glazen paneel",
  },
  "schuifdeurrail-mat-zwart-200": {
    art: { kind: "rail", finish: "black" },
    alt: "Mat zwarte schuifdeurrail met twee loopwagens en een glazen paneel",
  },
};

/**
 * Gives each sample product (SAMPLE_PRODUCT_ART) that has no images its rendered picture, once per database
 * (claimed like the door's), and makes its smallest JPEG the product's own image, which the cart's thumbnails show.
 * A product the shop has given images of its own, or removed, is left alone.
 */
export async function seedProductImages(
  db: Kysely<Database>,
  dataDir?: string,
  now = new Date(),
): Promise<boolean> {
  const done = await db
    .selectFrom("settings")
    .select("key")
    .where("key", "=", PRODUCT_IMAGES_KEY)
    .executeTakeFirst();
  if (done) return false;
  const products = await db
    .selectFrom("products")
    .select(["id", "slug"])
    .where("slug", "in", Object.keys(SAMPLE_PRODUCT_ART))
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom("product_images").select("id").whereRef("product_id", "=", "products.id")),
      ),
    )
    .execute();
  if (products.length === 0) return false;
  const stored: { productId: number; alt: string; file: StoredImage }[] = [];
  try {
    for (const p of products) {
      const { art, alt } = SAMPLE_PRODUCT_ART[p.slug];
      stored.push({ productId: p.id, alt, file: await storeSeedPicture(p.id, productArt(art), dataDir) });
    }
    return await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto("settings")
        .values({ key: PRODUCT_IMAGES_KEY, value: JSON.stringify(now.toISOString()) })
        .onConflict((oc) => oc.column("key").doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) throw new AlreadySeeded();
      for (const s of stored) {
        const existing = await trx
          .selectFrom("product_images")
          .select("id")
          .where("product_id", "=", s.productId)
          .executeTakeFirst();
        if (existing) throw new AlreadySeeded();
        await insertSeedPicture(trx, { productId: s.productId, position: 0, alt: s.alt, file: s.file }, now);
        await useAsProductImage(trx, s.productId, s.file);
      }
      return true;
    });
  } catch (error) {
    await removeFiles(stored.flatMap((s) => s.file.files));
    if (error instanceof AlreadySeeded) return false;
    throw error;
  }
}

class AlreadySeeded extends Error {}
