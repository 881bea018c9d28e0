import type { Kysely } from "kysely";
import { getSettings } from "~/modules/settings/settings.server";
import { centsInclVat } from "~/utils/money";
import { urls } from "~/utils/page-config";
import type { Database } from "../../../db/schema";
import type { LineSnapshot } from "./cart";
import { addCartLine, type CartLine, cartIdForSession, lineKeyFor, listCartLines } from "./cart.server";
import { parseLineQuantity } from "./cart-form";
import { cartLimitMessage } from "./limits";

export type AddProductResult =
  | { kind: "added"; productName: string; lines: CartLine[] }
  /** A configurable product needs its options: the shopper is sent to its page (spec §7.3 error + product_url). */
  | { kind: "needs_options"; productUrl: string }
  | { kind: "not_found" }
  | { kind: "invalid_quantity" }
  /** The cart would break a limit (limits.ts); `message` says which, in Dutch. */
  | { kind: "limit"; message: string };

/**
 * The shop listing's add-to-cart (spec §2.3, §7.3): puts a simple product in the session's cart at its current
 * price, read from the database (never from the request). Configurable products are refused with their URL.
 */
export async function addProductToCart(
  db: Kysely<Database>,
  sessionId: string,
  input: { productId: unknown; quantity: unknown },
): Promise<AddProductResult> {
  const id = Number(input.productId);
  if (!Number.isSafeInteger(id) || id < 1) return { kind: "not_found" };
  const product = await db
    .selectFrom("products")
    .select(["id", "slug", "name", "type", "price_cents"])
    .where("id", "=", id)
    .where("published", "=", 1)
    .executeTakeFirst();
  if (!product) return { kind: "not_found" };
  if (product.type !== "simple") return { kind: "needs_options", productUrl: urls.product(product.slug) };
  const raw = input.quantity === undefined || input.quantity === "" ? "1" : input.quantity;
  const quantity = parseLineQuantity(raw);
  if (quantity === null || quantity < 1) return { kind: "invalid_quantity" };

  const unitInclCents = centsInclVat(product.price_cents);
  const snapshot: LineSnapshot = {
    productId: product.id,
    productName: product.name,
    definitionVersion: null,
    options: [],
    values: {},
    priceExcl: (product.price_cents / 100).toFixed(2),
    unitExclCents: product.price_cents,
    unitInclCents,
  };
  const cartId = (await cartIdForSession(db, sessionId, true)) as number;
  const { limits } = await getSettings(db);
  const breach = await addCartLine(
    db,
    cartId,
    {
      lineKey: lineKeyFor(product.id, null, {}),
      productId: product.id,
      definitionVersion: null,
      quantity,
      unitExclCents: product.price_cents,
      unitInclCents,
      snapshot,
    },
    limits.max_order_total_incl_cents,
  );
  if (breach) return { kind: "limit", message: cartLimitMessage(breach) };
  return { kind: "added", productName: product.name, lines: await listCartLines(db, cartId) };
}
