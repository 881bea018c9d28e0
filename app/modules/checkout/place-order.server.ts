import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { LineSnapshot } from "~/modules/cart/cart";
import { type CartLine, cartIdForSession, listCartLines } from "~/modules/cart/cart.server";
import { type ShippingMethod, vatIncluded } from "~/modules/cart/totals";
import { simpleLineSnapshot } from "~/modules/catalog/simple-product";
import { quantitiesByProduct } from "~/modules/catalog/stock";
import { applyStockForStatus, StockShortError, stockShortages } from "~/modules/catalog/stock.server";
import { getCurrentDefinition } from "~/modules/configurator/definitions.server";
import { configureAndPrice, MAX_QUANTITY, snapshotOf } from "~/modules/configurator/price-call.server";
import type { OrderStatus } from "~/modules/orders/order-status";
import { createOrderOnce, type NewOrderLine } from "~/modules/orders/orders.server";
import { type CheckoutPaymentMethod, initialOrderStatus } from "~/modules/payments/payments.server";
import { attachUploadsToOrder, uploadIdsOf } from "~/modules/uploads/uploads.server";
import { STANDARD_VAT_PERCENT } from "~/utils/money";
import type { Database } from "../../../db/schema";
import type { CheckoutData } from "./checkout.schema";
import {
  checkoutAttemptKey,
  checkoutTotals,
  findOrderOfAttempt,
  type Review,
  reviewLine,
} from "./checkout.server";

export interface PlaceOrderInput {
  sessionId: string;
  userId: number | null;
  data: CheckoutData;
  /** The hidden `checkout_attempt` field: the attempt key the page was rendered with. */
  attemptKey: string;
  /** The hidden `accepted_prices` field: the token of re-priced lines the shopper has seen and confirmed. */
  acceptedPrices: string;
  shippingMethods: readonly ShippingMethod[];
  paymentMethod: CheckoutPaymentMethod;
  /** Runs inside the placing transaction once a new order exists (the caller queues its e-mails there). */
  onCreated?: (
    trx: Kysely<Database>,
    order: { id: number; number: string; status: OrderStatus },
  ) => Promise<void>;
  /** The shop setting `limits.max_order_total_incl_cents`: a larger order total is refused. */
  maxTotalInclCents: number;
  /**
   * The hidden `shown_total` field: the total (cents) the page's order summary showed. When given and not the
   * total of the chosen methods, nothing is placed (`total_changed`): without JavaScript the summary is not
   * refreshed when another shipping or payment method is chosen. It only decides whether to ask; the amounts
   * are computed here.
   */
  shownTotal?: string;
}

export interface PlacedOrder {
  id: number;
  number: string;
  orderKey: string;
  status: OrderStatus;
  paymentMethod: string;
  totalInclCents: number;
  /** False when an earlier submit of the same attempt made it (double click, resubmit, second tab). */
  created: boolean;
}

export type PlaceOrderResult =
  | { kind: "placed"; order: PlacedOrder }
  /** Nothing to order (the cart is empty or gone). */
  | { kind: "empty" }
  /** The cart changed after the page was rendered; show it again with the new attempt key. */
  | { kind: "cart_changed"; attemptKey: string }
  /** A line can no longer be ordered as configured (product gone, option removed, formula error…). */
  | { kind: "unavailable"; names: string[] }
  /** Not enough stock for a line (another order took it): nothing is ordered, the cart stays. */
  | { kind: "out_of_stock"; names: string[] }
  /** Re-pricing gave different prices: show them and ask to confirm (`token` goes in accepted_prices). */
  | { kind: "prices_changed"; review: Review; token: string }
  /** The order total (re-priced, with shipping and fee) is above the shop's maximum. */
  | { kind: "too_large"; maxInclCents: number }
  /** The total of the chosen methods is not the one the page showed: show it and ask to place again. */
  | { kind: "total_changed"; review: Review };

interface Repriced {
  line: CartLine;
  unitExclCents: number;
  unitInclCents: number;
  snapshot: LineSnapshot;
}

/** A token for the re-priced lines: confirming it means "I accept exactly these prices". */
export function priceToken(lines: readonly Repriced[]): string {
  const text = lines.map((l) => `${l.line.id}:${l.unitInclCents}`).join("|");
  return createHash("sha256").update(text).digest("hex").slice(0, 32);
}

/** A simple line (no option definition) re-priced from the product's own current price; null: cannot be ordered. */
async function repriceSimple(db: Kysely<Database>, line: CartLine) {
  const product = await db
    .selectFrom("products")
    .select(["id", "name", "price_cents", "vat_rate"])
    .where("id", "=", line.productId)
    .where("type", "=", "simple")
    .where("published", "=", 1)
    .executeTakeFirst();
  // Gone, or made configurable since it was added (the line has no options): it cannot be ordered like this.
  if (!product || (await getCurrentDefinition(db, product.id))) return null;
  if (line.quantity < 1 || line.quantity > MAX_QUANTITY) return null;
  return simpleLineSnapshot(product);
}

/**
 * Re-prices each cart line: a configured line from its snapshot's values against the product's CURRENT
 * definition, a simple line (no definition) from the product's current price. An unchanged price keeps the
 * cart's snapshot (what the shopper saw); a changed one takes the fresh snapshot.
 */
async function reprice(db: Kysely<Database>, lines: readonly CartLine[], sessionId: string) {
  const repriced: Repriced[] = [];
  const unavailable: string[] = [];
  for (const line of lines) {
    let fresh: LineSnapshot | null = null;
    if (line.definitionVersion === null) {
      fresh = await repriceSimple(db, line);
    } else {
      const configured = await configureAndPrice(
        db,
        { ...line.snapshot.values, product_id: line.productId, quantity: String(line.quantity) },
        { strictQuantity: true, sessionId },
      );
      if (configured.kind === "priced" && configured.data.extra_data.order_product === "enabled") {
        fresh = snapshotOf(configured);
      }
    }
    if (!fresh) {
      unavailable.push(line.productName);
      continue;
    }
    const same = fresh.unitInclCents === line.unitInclCents;
    repriced.push({
      line,
      unitExclCents: fresh.unitExclCents,
      unitInclCents: fresh.unitInclCents,
      // colour: a re-priced line keeps the shopper's preview image and designer fields.
      snapshot: same
        ? line.snapshot
        : { ...fresh, preview: line.snapshot.preview, designer: line.snapshot.designer },
    });
  }
  return { repriced, unavailable };
}

function placed(
  row: NonNullable<Awaited<ReturnType<typeof findOrderOfAttempt>>>,
  created: boolean,
): PlaceOrderResult {
  return {
    kind: "placed",
    order: {
      id: row.id,
      number: row.number ?? String(row.id),
      orderKey: row.order_key,
      status: row.status as OrderStatus,
      paymentMethod: row.payment_method,
      totalInclCents: row.total_incl_cents,
      created,
    },
  };
}

/**
 * Places the order for the session's cart in one transaction: checks the attempt, re-prices every line,
 * creates the order (lines with their snapshots, addresses, shipping, totals) once per attempt key, and — for a
 * bank transfer, which is placed for good at once — takes the stock and empties the cart. An online payment's
 * stock is checked here and taken, and its cart emptied, when the payment is paid (see payments.server.ts).
 * The caller's `onCreated` queues the e-mails in the same transaction; payments start after the commit (the caller).
 */
export async function placeOrder(db: Kysely<Database>, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  try {
    return await placeOrderInTransaction(db, input);
  } catch (error) {
    // Another order took the last items between our check and our take: the whole transaction rolled back.
    if (error instanceof StockShortError)
      return { kind: "out_of_stock", names: error.shortages.map((s) => s.name) };
    throw error;
  }
}

function placeOrderInTransaction(db: Kysely<Database>, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  return db.transaction().execute(async (trx) => {
    const cartId = await cartIdForSession(trx, input.sessionId, false);
    const lines = cartId === undefined ? [] : await listCartLines(trx, cartId);
    const currentKey = cartId !== undefined && lines.length ? checkoutAttemptKey(cartId, lines) : "";

    if (input.attemptKey) {
      const earlier = await findOrderOfAttempt(trx, input.attemptKey, input.sessionId);
      if (earlier) return placed(earlier, false);
    }
    if (!lines.length || cartId === undefined) return { kind: "empty" };
    if (input.attemptKey !== currentKey) return { kind: "cart_changed", attemptKey: currentKey };

    const { repriced, unavailable } = await reprice(trx, lines, input.sessionId);
    if (unavailable.length) return { kind: "unavailable", names: unavailable };
    const short = await stockShortages(trx, quantitiesByProduct(lines));
    if (short.length) return { kind: "out_of_stock", names: short.map((s) => s.name) };

    const d = input.data;
    const totals = checkoutTotals(
      repriced.map((r) => ({
        quantity: r.line.quantity,
        unitInclCents: r.unitInclCents,
        vatRate: r.snapshot.vatRate ?? STANDARD_VAT_PERCENT,
      })),
      input.shippingMethods,
      d.shippingMethod,
      // The fee is computed here, inside the transaction, from the admin's settings: never from the browser.
      input.paymentMethod,
    );
    if (totals.totalInclCents > input.maxTotalInclCents) {
      return { kind: "too_large", maxInclCents: input.maxTotalInclCents };
    }
    const token = priceToken(repriced);
    const changed = repriced.some((r) => r.unitInclCents !== r.line.unitInclCents);
    const review = () => ({ lines: repriced.map((r) => reviewLine(r.line, r.unitInclCents)), totals });
    if (changed && input.acceptedPrices !== token) return { kind: "prices_changed", token, review: review() };
    if (input.shownTotal !== undefined && input.shownTotal !== String(totals.totalInclCents)) {
      return { kind: "total_changed", review: review() };
    }

    const shipping = input.shippingMethods.find((m) => m.id === d.shippingMethod) ?? input.shippingMethods[0];
    const orderLines: NewOrderLine[] = repriced.map((r) => ({
      kind: "product",
      productId: r.line.productId,
      name: r.line.productName,
      quantity: r.line.quantity,
      unitExclCents: r.unitExclCents,
      unitInclCents: r.unitInclCents,
      snapshot: r.snapshot,
    }));
    orderLines.push({
      kind: "shipping",
      productId: null,
      name: shipping.label,
      quantity: 1,
      unitExclCents: totals.shippingInclCents - vatIncluded(totals.shippingInclCents),
      unitInclCents: totals.shippingInclCents,
      snapshot: { method: shipping.id },
    });
    if (totals.feeInclCents) {
      orderLines.push({
        kind: "fee",
        productId: null,
        name: totals.feeLabel,
        quantity: 1,
        unitExclCents: totals.feeExclCents,
        unitInclCents: totals.feeInclCents,
        snapshot: { method: input.paymentMethod.id, surcharge: input.paymentMethod.surcharge },
      });
    }
    const status = initialOrderStatus(input.paymentMethod);
    const order = await createOrderOnce(trx, {
      idempotencyKey: currentKey,
      status,
      sessionId: input.sessionId,
      userId: input.userId,
      email: d.billing.email,
      billing: d.billing,
      shipping: d.shipping,
      shippingMethod: shipping.id,
      paymentMethod: input.paymentMethod.id,
      customerNote: d.orderComments,
      subtotalInclCents: totals.subtotalInclCents,
      shippingInclCents: totals.shippingInclCents,
      feeInclCents: totals.feeInclCents,
      totalInclCents: totals.totalInclCents,
      vatCents: totals.vatCents,
      lines: orderLines,
    });
    if (!order.created) {
      // A concurrent submit of the same attempt won the unique key: answer with its order.
      const earlier = await findOrderOfAttempt(trx, currentKey, input.sessionId);
      if (earlier) return placed(earlier, false);
    }
    // The files the lines' upload options name now belong to the order (kept, and linked in the back office).
    if (order.created) await attachUploadsToOrder(trx, input.sessionId, order.id, uploadIdsOf(orderLines));
    // On-hold (bank transfer) takes the stock now; a shortage throws and rolls the order back.
    await applyStockForStatus(trx, order.id, status);
    if (!input.paymentMethod.online) {
      await trx.deleteFrom("cart_lines").where("cart_id", "=", cartId).execute();
    }
    if (order.created) await input.onCreated?.(trx, { id: order.id, number: order.number, status });
    return {
      kind: "placed",
      order: {
        id: order.id,
        number: order.number,
        orderKey: order.orderKey,
        status,
        paymentMethod: input.paymentMethod.id,
        totalInclCents: totals.totalInclCents,
        created: order.created,
      },
    };
  });
}
