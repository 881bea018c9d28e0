import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { cachedByShopVersion } from "../cache/shop-version.server";
import { fieldName } from "../configurator/options";
import type { Option } from "../configurator/options.schema";
import { type GalleryItem, type ImageChangers, imageChangers, placeholderItem } from "./gallery";
import { productGallery } from "./images.server";

/**
 * The product page's gallery: its images (once per product and shop version; the product's static image when
 * it has no uploads) and the image changers of its options (spec §2.5).
 */
export async function galleryOfProduct(
  db: Kysely<Database>,
  product: { id: number; name: string; image: string },
  options: readonly Option[],
): Promise<{ items: GalleryItem[]; changers: ImageChangers }> {
  const uploaded = await cachedByShopVersion(db, "products:gallery", String(product.id), () =>
    productGallery(db, product),
  );
  const items = uploaded.length ? uploaded : [placeholderItem(product.image, product.name)];
  const ids = new Set(uploaded.map((i) => i.id));
  return { items, changers: imageChangers(options, ids, fieldName) };
}
