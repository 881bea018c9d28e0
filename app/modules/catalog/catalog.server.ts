import { type Kysely, sql } from "kysely";
import type { CategoryRow, Database, ProductRow } from "../../../db/schema";
import { cachedByShopVersion } from "../cache/shop-version.server";
import type { PictureData } from "../products/image-variants";
import { firstPictures } from "../products/images.server";
import type { OrderBy } from "./catalog.schema";

export type ProductSummary = Pick<
  ProductRow,
  | "id"
  | "slug"
  | "name"
  | "type"
  | "short_description"
  | "price_cents"
  | "from_price_cents"
  | "image"
  | "rating_average"
  | "rating_count"
  | "stock"
  | "vat_rate"
> & {
  /** The product has an option definition: it is configured on its page, not added from the listing. */
  has_options: boolean;
  /** The first uploaded image (srcset data); null: the product shows its `image` placeholder. */
  picture: PictureData | null;
};

export interface ListingPage {
  products: ProductSummary[];
  total: number;
  page: number;
  pageCount: number;
  perPage: number;
}

const SUMMARY_COLUMNS = [
  "products.id",
  "products.slug",
  "products.name",
  "products.type",
  "products.short_description",
  "products.price_cents",
  "products.from_price_cents",
  "products.image",
  "products.rating_average",
  "products.rating_count",
  "products.stock",
  "products.vat_rate",
] as const;

/**
 * One page of published products, optionally in one category or among given ids (search results), in the
 * requested order.
 */
export async function listProducts(
  db: Kysely<Database>,
  opts: { orderby: OrderBy; page: number; perPage: number; categoryId?: number; ids?: readonly number[] },
): Promise<ListingPage> {
  let base = db.selectFrom("products").where("products.published", "=", 1);
  if (opts.ids !== undefined) {
    if (opts.ids.length === 0)
      return { products: [], total: 0, page: 1, pageCount: 1, perPage: opts.perPage };
    base = base.where("products.id", "in", opts.ids);
  }
  if (opts.categoryId !== undefined) {
    const categoryId = opts.categoryId;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom("product_categories")
          .select("product_categories.product_id")
          .whereRef("product_categories.product_id", "=", "products.id")
          .where("product_categories.category_id", "=", categoryId),
      ),
    );
  }
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  const count = Number(total);
  const pageCount = Math.max(1, Math.ceil(count / opts.perPage));
  const page = Math.min(opts.page, pageCount);

  const price = sql<number>`coalesce(products.from_price_cents, products.price_cents)`;
  let query = base
    .select(SUMMARY_COLUMNS)
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom("product_definitions")
            .select("product_definitions.id")
            .whereRef("product_definitions.product_id", "=", "products.id"),
        )
        .as("has_options"),
    );
  switch (opts.orderby) {
    case "popularity":
      query = query.orderBy("products.total_sales", "desc");
      break;
    case "rating":
      query = query.orderBy("products.rating_average", "desc").orderBy("products.rating_count", "desc");
      break;
    case "date":
      query = query.orderBy("products.created_at", "desc");
      break;
    case "price":
      query = query.orderBy(price, "asc");
      break;
    case "price-desc":
      query = query.orderBy(price, "desc");
      break;
    case "menu_order":
      query = query.orderBy("products.menu_order", "asc").orderBy("products.name", "asc");
      break;
  }
  const rows = await query
    .orderBy("products.id", "asc")
    .limit(opts.perPage)
    .offset((page - 1) * opts.perPage)
    .execute();
  // SQLite answers exists() with 0/1, PostgreSQL with a boolean.
  const pictures = await firstPictures(
    db,
    rows.map((r) => r.id),
  );
  const products = rows.map((r) => ({
    ...r,
    has_options: Boolean(r.has_options),
    picture: pictures.get(r.id) ?? null,
  }));
  return { products, total: count, page, pageCount, perPage: opts.perPage };
}

export async function getProductBySlug(db: Kysely<Database>, slug: string): Promise<ProductRow | undefined> {
  return db
    .selectFrom("products")
    .selectAll()
    .where("slug", "=", slug)
    .where("published", "=", 1)
    .executeTakeFirst();
}

export async function listCategories(db: Kysely<Database>): Promise<CategoryRow[]> {
  return db.selectFrom("categories").selectAll().orderBy("position").orderBy("name").execute();
}

export async function getCategoryBySlug(
  db: Kysely<Database>,
  slug: string,
): Promise<CategoryRow | undefined> {
  return db.selectFrom("categories").selectAll().where("slug", "=", slug).executeTakeFirst();
}

export async function categoriesOfProduct(db: Kysely<Database>, productId: number): Promise<CategoryRow[]> {
  return db
    .selectFrom("categories")
    .innerJoin("product_categories", "product_categories.category_id", "categories.id")
    .selectAll("categories")
    .where("product_categories.product_id", "=", productId)
    .orderBy("categories.position")
    .execute();
}

// ---- Cached readers for the storefront's pages ----
// Each memoises its query per shop content version (cache/shop-version.server.ts): every back-office write and
// every stock change (stock.server.ts) bumps the version. The values are shared between requests: read only.

/** getProductBySlug, once per slug and version (a missing slug is remembered too). */
export function cachedProductBySlug(db: Kysely<Database>, slug: string): Promise<ProductRow | undefined> {
  return cachedByShopVersion(db, "catalog:product-by-slug", slug, () => getProductBySlug(db, slug));
}

/** listCategories, once per version. */
export function cachedCategories(db: Kysely<Database>): Promise<CategoryRow[]> {
  return cachedByShopVersion(db, "catalog:categories", "all", () => listCategories(db));
}

/** categoriesOfProduct, once per product and version. */
export function cachedCategoriesOfProduct(db: Kysely<Database>, productId: number): Promise<CategoryRow[]> {
  return cachedByShopVersion(db, "catalog:categories-of-product", String(productId), () =>
    categoriesOfProduct(db, productId),
  );
}

/** The product's first picture (firstPictures of one product), once per product and version. */
export function cachedFirstPicture(db: Kysely<Database>, productId: number): Promise<PictureData | null> {
  return cachedByShopVersion(
    db,
    "catalog:first-picture",
    String(productId),
    async () => (await firstPictures(db, [productId])).get(productId) ?? null,
  );
}

/** listProducts (a listing page, with its pictures), once per query and version. */
export function cachedListProducts(
  db: Kysely<Database>,
  opts: Parameters<typeof listProducts>[1],
): Promise<ListingPage> {
  const key = `${opts.orderby}|${opts.page}|${opts.perPage}|${opts.categoryId ?? ""}`;
  return cachedByShopVersion(db, "catalog:listing", key, () => listProducts(db, opts));
}

/** getCategoryBySlug, once per slug and version. */
export function cachedCategoryBySlug(db: Kysely<Database>, slug: string): Promise<CategoryRow | undefined> {
  return cachedByShopVersion(db, "catalog:category-by-slug", slug, () => getCategoryBySlug(db, slug));
}
