import { type Kysely, sql } from "kysely";
import type { Logger } from "pino";
import { catalogMessages } from "~/i18n/nl.catalog";
import type { OrderStatus } from "~/modules/orders/order-status";
import type { Database } from "../../../db/schema";
import { bumpShopVersion } from "../cache/shop-version.server";
import { addRefusal, quantitiesByProduct } from "./stock";

/**
 * Stock in the database. Checks (adding to the cart, changing a quantity, checkout) read the stock without
 * holding it; the authority is `takeStock`, run in the same transaction as the order's status change: one
 * conditional update per product (`stock = stock - q where stock >= q`), so two orders for the last item
 * cannot both succeed on either engine. Each order's `stock_taken` flag flips 0 → 1 on take and 1 → 0 on
 * release, conditionally too, so stock is taken once and given back once however often a status is applied.
 */

export interface StockShortage {
  productId: number;
  name: string;
  /** What is left (0 when sold out). */
  available: number;
}

/** Refuses an order whose products are not all in stock; thrown inside a transaction so it rolls back. */
export class StockShortError extends Error {
  override name = "StockShortError";
  constructor(readonly shortages: StockShortage[]) {
    super(`not enough stock for products ${shortages.map((s) => s.productId).join(", ")}`);
  }
}

/** The products (of `wanted`: product id → quantity) whose tracked stock is below what is wanted. */
export async function stockShortages(
  db: Kysely<Database>,
  wanted: ReadonlyMap<number, number>,
): Promise<StockShortage[]> {
  const ids = [...wanted.keys()];
  if (!ids.length) return [];
  const rows = await db
    .selectFrom("products")
    .select(["id", "name", "stock"])
    .where("id", "in", ids)
    .where("stock", "is not", null)
    .orderBy("id")
    .execute();
  return rows
    .filter((r) => (r.stock ?? 0) < (wanted.get(r.id) ?? 0))
    .map((r) => ({ productId: r.id, name: r.name, available: Math.max(0, r.stock ?? 0) }));
}

/** How many of a product the session's cart holds already (over all its lines). */
export async function quantityInCart(
  db: Kysely<Database>,
  sessionId: string,
  productId: number,
): Promise<number> {
  const row = await db
    .selectFrom("cart_lines")
    .innerJoin("carts", "carts.id", "cart_lines.cart_id")
    .select((eb) => eb.fn.sum<number | string | null>("cart_lines.quantity").as("n"))
    .where("carts.session_id", "=", sessionId)
    .where("cart_lines.product_id", "=", productId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function orderQuantities(db: Kysely<Database>, orderId: number) {
  const lines = await db
    .selectFrom("order_lines")
    .select(["product_id", "quantity"])
    .where("order_id", "=", orderId)
    .where("kind", "=", "product")
    .where("product_id", "is not", null)
    .execute();
  const wanted = quantitiesByProduct(
    lines.map((l) => ({ productId: l.product_id as number, quantity: l.quantity })),
  );
  // Ascending product ids: concurrent orders lock the product rows in one order (no deadlock on PostgreSQL).
  return [...wanted.entries()].sort((a, b) => a[0] - b[0]);
}

/**
 * Takes the stock of the order's product lines (call inside the transaction that changes its status).
 * Strict (`short: "refuse"`): a product without enough stock throws StockShortError and the caller's
 * transaction rolls back. For an order that is already paid (`short: "record"`) the money is in: the stock
 * that is there is taken (down to 0) and the shortages are returned so they can be reported.
 * Returns what fell short ([] when nothing did, or when the order held its stock already).
 */
export async function takeStock(
  trx: Kysely<Database>,
  orderId: number,
  short: "refuse" | "record",
): Promise<StockShortage[]> {
  const flipped = await trx
    .updateTable("orders")
    .set({ stock_taken: 1 })
    .where("id", "=", orderId)
    .where("stock_taken", "=", 0)
    .executeTakeFirst();
  if (Number(flipped.numUpdatedRows) !== 1) return [];
  const shortages: StockShortage[] = [];
  let changed = false;
  for (const [productId, quantity] of await orderQuantities(trx, orderId)) {
    const taken = await trx
      .updateTable("products")
      .set({ stock: sql<number>`stock - ${quantity}` })
      .where("id", "=", productId)
      .where("stock", "is not", null)
      .where("stock", ">=", quantity)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) {
      changed = true;
      continue;
    }
    const product = await trx
      .selectFrom("products")
      .select(["name", "stock"])
      .where("id", "=", productId)
      .executeTakeFirst();
    // Untracked (or deleted) products have no stock to take.
    if (!product || product.stock === null) continue;
    shortages.push({ productId, name: product.name, available: Math.max(0, product.stock) });
    if (short === "record") {
      await trx.updateTable("products").set({ stock: 0 }).where("id", "=", productId).execute();
      changed = true;
    }
  }
  if (shortages.length && short === "refuse") throw new StockShortError(shortages);
  // The product pages and listings show the stock: their caches follow the change once it commits.
  if (changed) await bumpShopVersion(trx);
  return shortages;
}

/** Gives the order's stock back (once: only while it holds stock). Returns whether it gave anything back. */
export async function releaseStock(trx: Kysely<Database>, orderId: number): Promise<boolean> {
  const flipped = await trx
    .updateTable("orders")
    .set({ stock_taken: 0 })
    .where("id", "=", orderId)
    .where("stock_taken", "=", 1)
    .executeTakeFirst();
  if (Number(flipped.numUpdatedRows) !== 1) return false;
  let changed = false;
  for (const [productId, quantity] of await orderQuantities(trx, orderId)) {
    const given = await trx
      .updateTable("products")
      .set({ stock: sql<number>`stock + ${quantity}` })
      .where("id", "=", productId)
      .where("stock", "is not", null)
      .executeTakeFirst();
    if (Number(given.numUpdatedRows) === 1) changed = true;
  }
  if (changed) await bumpShopVersion(trx);
  return true;
}

/**
 * The stock side of an order's new status, in the transaction of the status change: on-hold (placed for
 * good, awaiting a bank transfer) takes strictly; processing (paid) takes what is there and logs a shortage;
 * cancelled and failed give the stock back. Other statuses leave it as it is (in-production, shipped, completed
 * and refunded keep what the paid order took: the doors are made or gone).
 */
export async function applyStockForStatus(
  trx: Kysely<Database>,
  orderId: number,
  status: OrderStatus,
  log?: Pick<Logger, "error">,
): Promise<void> {
  if (status === "on-hold") {
    await takeStock(trx, orderId, "refuse");
  } else if (status === "processing") {
    const shortages = await takeStock(trx, orderId, "record");
    if (shortages.length) {
      log?.error({ orderId, shortages }, "stock: a paid order has products that are no longer in stock");
    }
  } else if (status === "cancelled" || status === "failed") {
    await releaseStock(trx, orderId);
  }
}

/**
 * The cart update's stock check: refuses new quantities that would put more of a tracked product in the cart
 * than there is in stock (lowering a quantity is always allowed). Returns the Dutch reason and the refused
 * line keys, or null.
 */
export async function cartUpdateRefusal(
  db: Kysely<Database>,
  lines: readonly { lineKey: string; productId: number; quantity: number }[],
  planned: Readonly<Record<string, number>>,
): Promise<{ message: string; keys: string[] } | null> {
  const next = lines.map((l) => ({ ...l, quantity: planned[l.lineKey] ?? l.quantity }));
  const before = quantitiesByProduct(lines);
  const after = quantitiesByProduct(next);
  const grown = new Map([...after].filter(([id, q]) => q > (before.get(id) ?? 0)));
  const [short] = await stockShortages(db, grown);
  if (!short) return null;
  return {
    message: catalogMessages.stock.cartTooMany(short.name, short.available),
    keys: lines.filter((l) => l.productId === short.productId).map((l) => l.lineKey),
  };
}

/** The Dutch reason an add of `quantity` does not fit the product's stock next to the session's cart, or null. */
export async function stockRefusalForAdd(
  db: Kysely<Database>,
  sessionId: string,
  productId: number,
  quantity: number,
): Promise<string | null> {
  const product = await db
    .selectFrom("products")
    .select(["name", "stock"])
    .where("id", "=", productId)
    .executeTakeFirst();
  if (!product || product.stock === null) return null;
  return addRefusal(product, await quantityInCart(db, sessionId, productId), quantity);
}
