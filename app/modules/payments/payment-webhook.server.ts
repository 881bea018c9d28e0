import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { payOrderMessages } from "~/i18n/nl.payOrder";
import { applyStockForStatus } from "~/modules/catalog/stock.server";
import { emptyCartOfSession, queueOrderEmails } from "~/modules/checkout/order-effects.server";
import { canTransition, isPaid, type OrderStatus, transition } from "~/modules/orders/order-status";
import type { Database } from "../../../db/schema";
import { getPaymentSettings } from "./payment-settings.server";
import { providerFor } from "./payments.server";
import {
  isPaymentStatus,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentStatus,
} from "./providers/provider";
import { chooseTestGatewayOutcome, isTestPaymentId } from "./providers/test-gateway";

/**
 * What happens when a payment's status changes: the provider's webhook (also run by the reconciliation job and the
 * test environment's page) moves the order on — paid, failed, cancelled — with its stock, cart and e-mails in one
 * transaction, and flags a second paid payment of an already paid order.
 */
/**
 * What a payment status means for its order: paid → processing, failed → failed. Canceled and expired leave the
 * order pending (the shopper may pay again; the Mollie plugin's default), open/pending/authorized change nothing.
 */
export function orderStatusForPayment(status: PaymentStatus): OrderStatus | null {
  if (status === "paid") return "processing";
  if (status === "failed") return "failed";
  return null;
}

export type WebhookOutcome =
  | { known: false }
  | {
      known: true;
      orderId: number;
      paymentStatus: PaymentStatus;
      orderStatus: string;
      /** True only for the one delivery that moved the order. */
      transitioned: boolean;
    };

/**
 * The webhook (Mollie semantics): only the payment id comes in; the status is fetched from the provider, stored,
 * and the order moved with a conditional update (`where status = <the status we read>`), so replays and
 * concurrent deliveries make exactly one transition — and only that one empties the cart and sends the
 * e-mails. An unknown id is logged and ignored (the route still answers 200).
 */
export async function handlePaymentWebhook(
  db: Kysely<Database>,
  providerPaymentId: string,
  deps: { log: Logger; baseUrl: string },
): Promise<WebhookOutcome> {
  const payment = await db
    .selectFrom("payments")
    .selectAll()
    .where("provider_payment_id", "=", providerPaymentId)
    .executeTakeFirst();
  if (!payment) {
    deps.log.warn({ providerPaymentId }, "payment webhook for an unknown payment id");
    return { known: false };
  }
  let remote: Awaited<ReturnType<PaymentProvider["getPayment"]>>;
  try {
    remote = await (await providerFor(db, payment.provider)).getPayment(providerPaymentId);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.kind === "not_found") {
      deps.log.warn({ providerPaymentId }, "payment webhook: the provider does not know this payment");
      return { known: false };
    }
    throw error;
  }
  const order = await db
    .selectFrom("orders")
    .select(["id", "status", "session_id", "total_incl_cents"])
    .where("id", "=", payment.order_id)
    .executeTakeFirstOrThrow();
  const base = { known: true as const, orderId: order.id, paymentStatus: remote.status };
  if (remote.metadata.orderId !== String(payment.order_id) || remote.amountCents !== payment.amount_cents) {
    deps.log.error(
      { providerPaymentId, orderId: order.id, remoteOrderId: remote.metadata.orderId },
      "payment webhook: the provider's order or amount does not match ours; order left alone",
    );
    return { ...base, orderStatus: order.status, transitioned: false };
  }
  const now = new Date().toISOString();
  let storedNow = false;
  if (remote.status !== payment.status) {
    const stored = await db
      .updateTable("payments")
      .set({ status: remote.status, updated_at: now })
      .where("id", "=", payment.id)
      .where("status", "=", payment.status)
      .executeTakeFirst();
    storedNow = Number(stored.numUpdatedRows) === 1;
  }
  if (remote.status === "paid") {
    await flagDoublePayment(db, { orderId: order.id, providerPaymentId, storedNow, log: deps.log });
  }
  const from = order.status as OrderStatus;
  const target = orderStatusForPayment(remote.status);
  if (!target || from === target || !canTransition(from, target)) {
    // A paid webhook replayed for an order the shop has moved on (in production, shipped, completed) is normal.
    const alreadyPaid = target === "processing" && isPaid(from);
    if (target && from !== target && !alreadyPaid) {
      deps.log.warn({ orderId: order.id, from, target }, "payment webhook: order status not changed");
    }
    return { ...base, orderStatus: from, transitioned: false };
  }
  if (target === "processing" && remote.amountCents !== order.total_incl_cents) {
    // An older payment (made before the method, and so the fee, changed on the pay-for-order page) was paid:
    // the money does not match the order. Leave it for the shop to sort out rather than mark it paid.
    deps.log.error(
      { providerPaymentId, orderId: order.id, paid: remote.amountCents, total: order.total_incl_cents },
      "payment webhook: paid amount differs from the order total; order left alone",
    );
    return { ...base, orderStatus: from, transitioned: false };
  }
  const next = transition(from, target);
  // The status change, the stock it takes or gives back, the emptied cart and the queued order e-mails commit
  // together, or not at all.
  const moved = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("orders")
      .set({ status: next, updated_at: now, ...(next === "processing" ? { paid_at: now } : {}) })
      .where("id", "=", order.id)
      .where("status", "=", from)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    // Paid takes the order's stock, failed gives back what it held — with the status change or not at all.
    await applyStockForStatus(trx, order.id, next, deps.log);
    if (next === "processing") {
      await emptyCartOfSession(trx, order.session_id);
      await queueOrderEmails(trx, order.id, deps.log);
    }
    return true;
  });
  if (!moved) {
    // Another delivery moved the order between our read and our update: it did the work.
    const current = await db
      .selectFrom("orders")
      .select("status")
      .where("id", "=", order.id)
      .executeTakeFirst();
    return { ...base, orderStatus: current?.status ?? from, transitioned: false };
  }
  return { ...base, orderStatus: next, transitioned: true };
}

/**
 * A second payment reported paid for one order ("dubbele betaling"): the payment's status is stored as it is,
 * the order is flagged (`double_payment_at`, once) and the error logged; the order's status, total and paid_at
 * are not touched again (the order moves at most once, see handlePaymentWebhook). Refunding is the shop's call.
 */
async function flagDoublePayment(
  db: Kysely<Database>,
  input: { orderId: number; providerPaymentId: string; storedNow: boolean; log: Logger },
) {
  const row = await db
    .selectFrom("payments")
    .select((eb) => eb.fn.countAll().as("paid"))
    .where("order_id", "=", input.orderId)
    .where("status", "=", "paid")
    .executeTakeFirstOrThrow();
  const paid = Number(row.paid);
  if (paid < 2) return;
  const flagged = await db
    .updateTable("orders")
    .set({ double_payment_at: new Date().toISOString() })
    .where("id", "=", input.orderId)
    .where("double_payment_at", "is", null)
    .executeTakeFirst();
  if (input.storedNow || Number(flagged.numUpdatedRows) === 1) {
    input.log.error(
      { orderId: input.orderId, providerPaymentId: input.providerPaymentId, paidPayments: paid },
      "payment webhook: another payment of this order was paid too (double payment); flagged on the order, not counted again",
    );
  }
}

/**
 * The test page's choice: stores the outcome (conditionally) and then calls the webhook handler with the id.
 * Refused (409) unless the test environment is the shop's payment provider.
 */
export async function applyTestOutcome(
  db: Kysely<Database>,
  providerPaymentId: string,
  outcome: unknown,
  deps: { log: Logger; baseUrl: string },
): Promise<{ ok: true; orderId: number } | { ok: false; error: string; status: 400 | 404 | 409 }> {
  if (!isTestPaymentId(providerPaymentId)) return { ok: false, error: "", status: 404 };
  if ((await getPaymentSettings(db)).provider !== "test") {
    deps.log.warn(
      { providerPaymentId },
      "test payment refused: the test environment is not the payment provider",
    );
    return { ok: false, error: payOrderMessages.testGatewayOff, status: 409 };
  }
  const payment = await db
    .selectFrom("payments")
    .select(["id", "status", "order_id"])
    .where("provider", "=", "test")
    .where("provider_payment_id", "=", providerPaymentId)
    .executeTakeFirst();
  if (!payment || !isPaymentStatus(payment.status)) return { ok: false, error: "", status: 404 };
  const choice = chooseTestGatewayOutcome(payment.status, outcome);
  if (!choice.ok)
    return { ok: false, error: choice.error, status: choice.reason === "alreadyFinal" ? 409 : 400 };
  if (choice.changed) {
    const updated = await db
      .updateTable("payments")
      .set({ status: choice.status, updated_at: new Date().toISOString() })
      .where("id", "=", payment.id)
      .where("status", "=", payment.status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      // Someone else chose first (a double submit): what is stored now stands; re-check it.
      return applyTestOutcome(db, providerPaymentId, outcome, deps);
    }
  }
  await handlePaymentWebhook(db, providerPaymentId, deps);
  return { ok: true, orderId: payment.order_id };
}
