import type { Kysely } from "kysely";
import { parseOptionDefinition } from "~/modules/configurator/options.schema";
import { removeFiles, type StoredImage } from "~/modules/products/image-store.server";
import type { Database } from "../schema";
import { type HandleArt, productArt } from "./product-art";
import { insertSeedPicture, storeSeedPicture, useAsProductImage } from "./seed-picture";

const DOOR_IMAGES_KEY = "seeded_door_images_at";
const DOOR = "glazen-deur-op-maat";

/** How the sample door's handles look: finish and length in mm (spec §3.4). */
const HANDLES: Record<string, HandleArt & { label: string }> = {
  "rvs-32": { finish: "rvs", length: 320, label: "RVS 32 cm" },
  "rvs-40": { finish: "rvs", length: 400, label: "RVS 40 cm" },
  "zwart-32": { finish: "black", length: 320, label: "zwart 32 cm" },
  "zwart-40": { finish: "black", length: 400, label: "zwart 40 cm" },
  "mat-rvs-32": { finish: "rvs", length: 320, label: "mat RVS 32 cm" },
  "mat-rvs-40": { finish: "rvs", length: 400, label: "mat RVS 40 cm" },
  "rvs-rond-180": { finish: "rvs", length: 1800, round: true, label: "RVS rond 180 cm" },
  "zwart-rond-180": { finish: "black", length: 1800, round: true, label: "zwart rond 180 cm" },
};

/**
 * Gives the sample door its images once (product-art.ts, rendered with sharp, like an upload): a front view in a
 * room and a detail for the gallery, and one picture per handle, which the door's handle suboptions show as image changers (spec §2.5)
 * in a new version of its option definition. Skipped when the door has images already (the shop's own).
 */
export async function seedDoorImages(
  db: Kysely<Database>,
  dataDir?: string,
  now = new Date(),
): Promise<boolean> {
  const door = await db.selectFrom("products").select(["id"]).where("slug", "=", DOOR).executeTakeFirst();
  if (!door) return false;
  const done = await db
    .selectFrom("settings")
    .select("key")
    .where("key", "=", DOOR_IMAGES_KEY)
    .executeTakeFirst();
  if (done) return false;
  const hasImages = await db
    .selectFrom("product_images")
    .select("id")
    .where("product_id", "=", door.id)
    .executeTakeFirst();
  if (hasImages) return false;
  const pictures = [
    {
      slug: null,
      alt: "Glazen deur op maat, vooraanzicht",
      svg: productArt({ kind: "door", glass: "clear" }),
    },
    {
      slug: null,
      alt: "Glazen deur op maat, scharnierzijde van dichtbij",
      svg: productArt({ kind: "door", glass: "clear", detail: true }),
    },
    ...Object.entries(HANDLES).map(([slug, h]) => ({
      slug,
      alt: `Glazen deur op maat met greep ${h.label}`,
      svg: productArt({ kind: "door", glass: "clear", handle: h }),
    })),
  ];
  const stored: ((typeof pictures)[number] & { file: StoredImage })[] = [];
  for (const p of pictures) stored.push({ ...p, file: await storeSeedPicture(door.id, p.svg, dataDir) });
  try {
    return await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto("settings")
        .values({ key: DOOR_IMAGES_KEY, value: JSON.stringify(now.toISOString()) })
        .onConflict((oc) => oc.column("key").doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) throw new AlreadySeeded();
      const existing = await trx
        .selectFrom("product_images")
        .select("id")
        .where("product_id", "=", door.id)
        .executeTakeFirst();
      if (existing) throw new AlreadySeeded();
      const imageOf = new Map<string, number>();
      for (const [position, s] of stored.entries()) {
        const id = await insertSeedPicture(
          trx,
          { productId: door.id, position, alt: s.alt, file: s.file },
          now,
        );
        if (s.slug) imageOf.set(s.slug, id);
      }
      // The front view is the door's own image (the cart's thumbnail).
      if (stored[0]) await useAsProductImage(trx, door.id, stored[0].file);
      const current = await trx
        .selectFrom("product_definitions")
        .select(["version", "definition"])
        .where("product_id", "=", door.id)
        .orderBy("version", "desc")
        .limit(1)
        .executeTakeFirst();
      if (current) {
        const definition = parseOptionDefinition(JSON.parse(current.definition));
        for (const option of definition.options)
          if (option.slug === "handle" && "suboptions" in option)
            for (const s of option.suboptions) {
              const id = imageOf.get(s.slug);
              if (id !== undefined) s.galleryImage = id;
            }
        await trx
          .insertInto("product_definitions")
          .values({
            product_id: door.id,
            version: current.version + 1,
            definition: JSON.stringify(definition),
            created_at: now.toISOString(),
          })
          .execute();
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
