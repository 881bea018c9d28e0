import { createHash, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { CartLine } from "~/modules/cart/cart.server";
import { computeTotals, type ShippingMethod, type Totals } from "~/modules/cart/totals";
import { getOrder } from "~/modules/orders/orders.server";
import { type CheckoutPaymentMethod, methodFee } from "~/modules/payments/checkout-methods";
import type { Database } from "../../../db/schema";

/** One line of the checkout's order review (what the shopper is about to order). */
export interface ReviewLine {
  lineKey: string;
  name: string;
  quantity: number;
  unitInclCents: number;
  totalInclCents: number;
  options: { label: string; value: string }[];
  /** Set when re-pricing found a different price: the unit price the cart had. */
  previousUnitInclCents?: number;
}

export interface Review {
  lines: ReviewLine[];
  totals: CheckoutTotals;
}

export function reviewLine(line: CartLine, unitInclCents = line.unitInclCents): ReviewLine {
  return {
    lineKey: line.lineKey,
    name: line.productName,
    quantity: line.quantity,
    unitInclCents,
    totalInclCents: unitInclCents * line.quantity,
    options: line.snapshot.options.map((o) => ({ label: o.label, value: o.valueLabel })),
    ...(unitInclCents !== line.unitInclCents ? { previousUnitInclCents: line.unitInclCents } : {}),
  };
}

/** Checkout totals: the cart's, plus the payment method's fee (its label and the part excl. btw). */
export type CheckoutTotals = Totals & {
  /** "Transactiekosten {method}", or "" without a fee. */
  feeLabel: string;
  feeExclCents: number;
};

/**
 * The totals of a checkout: lines, the chosen shipping method and the payment method's surcharge, computed
 * on the base the Mollie plugin uses (lines + shipping incl. btw, before the fee). Server-side only; the
 * browser never sends an amount. An unknown or absent payment method adds no fee.
 */
export function checkoutTotals(
  lines: { quantity: number; unitInclCents: number; vatRate?: number }[],
  shippingMethods: readonly ShippingMethod[],
  shippingMethodId: string,
  paymentMethod: Pick<CheckoutPaymentMethod, "title" | "surcharge"> | undefined,
): CheckoutTotals {
  const shipping = shippingMethods.find((m) => m.id === shippingMethodId) ?? shippingMethods[0];
  const before = computeTotals(lines, shipping, 0);
  const fee = lines.length ? methodFee(paymentMethod, before.totalInclCents) : null;
  if (!fee?.feeInclCents) return { ...before, feeLabel: "", feeExclCents: 0 };
  return {
    ...computeTotals(lines, shipping, fee.feeInclCents),
    feeLabel: fee.label,
    feeExclCents: fee.feeExclCents,
  };
}

/**
 * The idempotency key of one checkout attempt: the cart's id plus a hash of its lines (row ids, configuration
 * keys, quantities, unit prices). The page carries it as a hidden field, so a double click, a resubmit or a
 * second tab on the same cart all name the same attempt and get one order (orders.idempotency_key is unique).
 * Row ids never repeat (AUTOINCREMENT / serial), so a cart filled again after an order is a new attempt; a
 * changed quantity is a new attempt too.
 */
export function checkoutAttemptKey(cartId: number, lines: readonly CartLine[]): string {
  const text = lines.map((l) => `${l.id}:${l.lineKey}:${l.quantity}:${l.unitInclCents}`).join("|");
  return `checkout:${cartId}:${createHash("sha256").update(text).digest("hex").slice(0, 40)}`;
}

/** The order an earlier submit of this attempt made for this session, if any. */
export function findOrderOfAttempt(db: Kysely<Database>, attemptKey: string, sessionId: string) {
  return db
    .selectFrom("orders")
    .select(["id", "number", "order_key", "status", "payment_method", "total_incl_cents"])
    .where("idempotency_key", "=", attemptKey)
    .where("session_id", "=", sessionId)
    .executeTakeFirst();
}

/** The order behind a `/{id}?key=` link, or undefined when the id or the key is wrong (the page answers 404). */
export async function getOrderWithKey(db: Kysely<Database>, idParam: string | undefined, key: string | null) {
  const id = Number(idParam);
  if (!Number.isSafeInteger(id) || id < 1 || !key || key.length > 100) return undefined;
  const order = await getOrder(db, id);
  if (!order) return undefined;
  const a = Buffer.from(order.order_key);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b) ? order : undefined;
}
