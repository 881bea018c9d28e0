import type { Kysely } from "kysely";
import { simpleLineSnapshot } from "~/modules/catalog/simple-product";
import { addRefusal } from "~/modules/catalog/stock";
import { quantityInCart } from "~/modules/catalog/stock.server";
import { getCurrentDefinition } from "~/modules/configurator/definitions.server";
import { getSettings } from "~/modules/settings/settings.server";
import { urls } from "~/utils/page-config";
import type { Database } from "../../../db/schema";
import { addCartLine, type CartLine, cartIdForSession, lineKeyFor, listCartLines } from "./cart.server";
import { parseLineQuantity } from "./cart-form";
import { cartLimitMessage } from "./limits";

export type AddProductResult =
  | { kind: "added"; productName: string; lines: CartLine[] }
  /** A configurable product needs its options: the shopper is sent to its page (spec §7.3 error + product_url). */
  | { kind: "needs_options"; productUrl: string }
  | { kind: "not_found" }
  | { kind: "invalid_quantity" }
  /** Not enough stock for this quantity next to what the cart holds (`message` is Dutch). */
  | { kind: "out_of_stock"; message: string }
  /** The cart would break a limit (limits.ts); `message` says which, in Dutch. */
  | { kind: "limit"; message: string };

/**
 * The add-to-cart of a simple product (a product without an option definition) from the listing and its own page
 * (spec §2.3, §7.3): puts it in the session's cart at its current price, read from the database (never from the
 * request), within its stock when stock is tracked. Configurable products are refused with their URL.
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
    .select(["id", "slug", "name", "type", "price_cents", "stock", "vat_rate"])
    .where("id", "=", id)
    .where("published", "=", 1)
    .executeTakeFirst();
  if (!product) return { kind: "not_found" };
  // Only a simple product without options has a price of its own (a configurable one's price is its formula's).
  if (product.type !== "simple" || (await getCurrentDefinition(db, product.id))) {
    return { kind: "needs_options", productUrl: urls.product(product.slug) };
  }
  const raw = input.quantity === undefined || input.quantity === "" ? "1" : input.quantity;
  const quantity = parseLineQuantity(raw);
  if (quantity === null || quantity < 1) return { kind: "invalid_quantity" };

  const refusal = addRefusal(product, await quantityInCart(db, sessionId, product.id), quantity);
  if (refusal) return { kind: "out_of_stock", message: refusal };

  const snapshot = simpleLineSnapshot(product);
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
      unitExclCents: snapshot.unitExclCents,
      unitInclCents: snapshot.unitInclCents,
      snapshot,
    },
    limits.max_order_total_incl_cents,
  );
  if (breach) return { kind: "limit", message: cartLimitMessage(breach) };
  return { kind: "added", productName: product.name, lines: await listCartLines(db, cartId) };
}
