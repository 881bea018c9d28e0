// The products of a page's product-grid blocks: a category's first products, or hand-picked ones in the order
// the editor listed them, or the shop's best sellers. Only published products; unknown slugs are left out.
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { cachedCategoryBySlug, cachedListProducts, listProducts } from "../catalog/catalog.server";
import { withDisplayPrice } from "../catalog/display-price";
import type { Block, BlockOf } from "./blocks.schema";

async function gridProducts(db: Kysely<Database>, grid: BlockOf<"ProductGrid">["props"]) {
  const perPage = grid.limit;
  if (grid.source === "popular") {
    return (await cachedListProducts(db, { orderby: "popularity", page: 1, perPage })).products;
  }
  if (grid.source === "category") {
    const category = grid.category ? await cachedCategoryBySlug(db, grid.category) : undefined;
    if (!category) return [];
    const page = await cachedListProducts(db, {
      orderby: "menu_order",
      page: 1,
      perPage,
      categoryId: category.id,
    });
    return page.products;
  }
  const slugs = grid.products
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, perPage);
  if (!slugs.length) return [];
  const rows = await db.selectFrom("products").select(["id", "slug"]).where("slug", "in", slugs).execute();
  if (!rows.length) return [];
  const page = await listProducts(db, {
    orderby: "menu_order",
    page: 1,
    perPage,
    ids: rows.map((r) => r.id),
  });
  return slugs.flatMap((s) => page.products.filter((p) => p.slug === s));
}

/** Block id → its products with their display price, for every product grid among `blocks`. */
export async function productsForGrids(db: Kysely<Database>, blocks: Iterable<Block>) {
  const grids = [...blocks].filter((b): b is BlockOf<"ProductGrid"> => b.type === "ProductGrid");
  const lists = await Promise.all(grids.map((g) => gridProducts(db, g.props)));
  return Object.fromEntries(grids.map((g, i) => [g.props.id, lists[i].map(withDisplayPrice)]));
}
export type GridProducts = Awaited<ReturnType<typeof productsForGrids>>;
