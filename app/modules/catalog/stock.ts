import { catalogMessages } from "~/i18n/nl.catalog";

/**
 * Stock rules (pure). A product's `stock` is how many the shop has, or null when stock is not tracked (the
 * product is always available). The shop shows "Op voorraad", "Nog N op voorraad" at or below
 * LOW_STOCK_THRESHOLD, or "Uitverkocht"; an untracked product shows no stock line.
 */

export const LOW_STOCK_THRESHOLD = 5;

export type StockStatus =
  | { kind: "untracked" }
  | { kind: "in_stock"; count: number }
  | { kind: "low"; count: number }
  | { kind: "sold_out" };

export function stockStatus(stock: number | null | undefined): StockStatus {
  if (stock === null || stock === undefined) return { kind: "untracked" };
  if (stock <= 0) return { kind: "sold_out" };
  if (stock <= LOW_STOCK_THRESHOLD) return { kind: "low", count: stock };
  return { kind: "in_stock", count: stock };
}

/** The Dutch stock line of a product page or listing card; null when stock is not tracked. */
export function stockLabel(stock: number | null | undefined): string | null {
  const s = stockStatus(stock);
  const t = catalogMessages.stock;
  switch (s.kind) {
    case "untracked":
      return null;
    case "sold_out":
      return t.soldOut;
    case "low":
      return t.low(s.count);
    case "in_stock":
      return t.inStock;
  }
}

export function isSoldOut(stock: number | null | undefined): boolean {
  return stockStatus(stock).kind === "sold_out";
}

/**
 * Whether `adding` more of a product fit next to the `inCart` already in the cart: null when they do, else
 * the Dutch reason. Untracked stock always fits.
 */
export function addRefusal(
  product: { name: string; stock: number | null },
  inCart: number,
  adding: number,
): string | null {
  if (product.stock === null) return null;
  const t = catalogMessages.stock;
  if (product.stock <= 0) return t.soldOutAdd(product.name);
  if (inCart + adding <= product.stock) return null;
  return t.notEnough(product.name, product.stock, inCart);
}

/** How much of each product a set of lines asks for (the same product may be on several lines). */
export function quantitiesByProduct(
  lines: readonly { productId: number; quantity: number }[],
): Map<number, number> {
  const wanted = new Map<number, number>();
  for (const l of lines) wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.quantity);
  return wanted;
}
