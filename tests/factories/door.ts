import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { seedDoorOptions, seedSampleShop } from "../../db/seed/index";

/** The sample door: 2000 × 800 mm, RVS rond 180, RVS hinges, a cylinder lock (€ 740,50 incl. btw). */
export const SAMPLE_DOOR = {
  uni_cpo_height: "2000",
  uni_cpo_width: "800",
  uni_cpo_handle: "rvs-rond-180",
  uni_cpo_hinges: "rvs",
  uni_cpo_lock: "cilinderslot",
} as const;
export const SAMPLE_DOOR_PRICE = "€ 740,50";

/** Seeds the sample shop and the door's option definition; the door's product id. */
export async function seedShopWithDoor(db: Kysely<Database>): Promise<number> {
  await seedSampleShop(db);
  await seedDoorOptions(db);
  const product = await db
    .selectFrom("products")
    .select("id")
    .where("slug", "=", "glazen-deur-op-maat")
    .executeTakeFirstOrThrow();
  return product.id;
}
