import type { Kysely } from "kysely";
import { listCategories } from "~/modules/catalog/catalog.server";
import type { Database } from "../../../db/schema";
import { listProductImages } from "./images.server";
import { NEW_PRODUCT_VALUES, productFormValues } from "./product-form";
import { getAdminProduct } from "./products.server";

/**
 * What the back office's product page shows: for a new product (`id` null) the category choice and the empty
 * form's values; for product `id` also its name, state and first four image thumbnails. Undefined when there is
 * no product `id`.
 */
export async function productEditData(db: Kysely<Database>, id: number | null) {
  const categories = (await listCategories(db)).map((c) => ({ id: c.id, name: c.name }));
  if (id === null) return { product: null, categories, values: NEW_PRODUCT_VALUES, images: [] };
  const product = await getAdminProduct(db, id);
  if (!product) return undefined;
  const images = await listProductImages(db, id);
  return {
    product: {
      id: product.id,
      name: product.name,
      slug: product.slug,
      type: product.type,
      published: Boolean(product.published),
      price_cents: product.price_cents,
      has_definition: product.has_definition,
      ordered: product.ordered,
    },
    categories,
    values: productFormValues(product),
    images: images.slice(0, 4).map((i) => ({ id: i.id, alt: i.alt, src: i.thumbnail })),
  };
}

export type ProductEditData = NonNullable<Awaited<ReturnType<typeof productEditData>>>;
export type EditedProduct = NonNullable<ProductEditData["product"]>;
