import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { nl } from "~/i18n/nl";
import { payOrderMessages } from "~/i18n/nl.payOrder";
import { emptyCartOfSession, queueOrderEmails } from "~/modules/checkout/order-effects.server";
import { checkoutUrls } from "~/modules/checkout/urls";
import { canTransition, type OrderStatus, transition } from "~/modules/orders/order-status";
import type { Database } from "../../../db/schema";
import { type CheckoutPaymentMethod, checkoutMethodsFrom } from "./checkout-methods";
import { getPaymentSettings, type PaymentSettings } from "./payment-settings.server";
import { createMollieProvider } from "./providers/mollie";
import {
  isPaymentStatus,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentStatus,
} from "./providers/provider";
import { chooseTestGatewayOutcome, isTestPaymentId } from "./providers/test-gateway";
import { createTestGatewayProvider, insertTestPayment } from "./providers/test-gateway.server";
import { isPaymentMethodId } from "./psd2";

/**
 * Payments at checkout and on the pay-for-order page: the methods offered (from the admin's payment
 * settings, see checkout-methods.ts), starting a payment for an order — with Mollie when an API key is set,
 * else with the built-in test gateway — and the webhook that moves the order on when a payment's status
 * changes (also run by the reconciliation job, reconcile.server.ts).
 */

export type { CheckoutPaymentMethod } from "./checkout-methods";

/** The payment methods offered at checkout, in order (the enabled ones; may be empty). */
export async function checkoutPaymentMethods(
  db: Kysely<Database>,
  settings?: PaymentSettings,
): Promise<CheckoutPaymentMethod[]> {
  return checkoutMethodsFrom(settings ?? (await getPaymentSettings(db)));
}

/** A new order's status: awaiting payment, or — for a bank transfer — a pending order put on hold. */
export function initialOrderStatus(method: Pick<CheckoutPaymentMethod, "online">): OrderStatus {
  return method.online ? "pending" : transition("pending", "on-hold");
}

/**
 * The provider a stored payment belongs to. Mollie payments are read with the key that is active now (the
 * test key in test mode, the live key otherwise); without a key a Mollie payment cannot be read.
 */
export async function providerFor(
  db: Kysely<Database>,
  name: "mollie" | "test",
  settings?: PaymentSettings,
): Promise<PaymentProvider> {
  if (name === "test") return createTestGatewayProvider(db);
  const apiKey = (settings ?? (await getPaymentSettings(db))).apiKey;
  if (!apiKey) {
    throw new PaymentProviderError("configuration", {
      operation: "configure",
      detail: "a Mollie payment, but no Mollie API key is set (test mode without a test key, or no live key)",
    });
  }
  return createMollieProvider({ apiKey });
}

export interface PayableOrder {
  id: number;
  number: string;
  orderKey: string;
  totalInclCents: number;
  paymentMethod: string;
}

/** Mollie cannot call a webhook on this machine's loopback address; the reconciliation job covers those. */
function reachableWebhook(baseUrl: string): string | undefined {
  const host = new URL(baseUrl).hostname;
  if (host === "localhost" || host.endsWith(".localhost") || host === "[::1]" || /^127\./.test(host)) {
    return undefined;
  }
  return `${baseUrl}${checkoutUrls.webhook}`;
}

/**
 * Starts a payment of the order's total and stores it; the caller redirects the shopper to `checkoutUrl`.
 * With an API key: a Mollie payment with the order's method (amount, Dutch description with the order number,
 * the return page as redirectUrl, our webhook, metadata with the order id). Without: a test-gateway payment.
 * Throws a PaymentProviderError (Dutch message) when the provider refuses or cannot be reached.
 */
export async function startPayment(
  db: Kysely<Database>,
  order: PayableOrder,
  deps: { baseUrl: string; settings?: PaymentSettings },
): Promise<{ checkoutUrl: string; providerPaymentId: string }> {
  const settings = deps.settings ?? (await getPaymentSettings(db));
  if (!settings.apiKey || !isPaymentMethodId(order.paymentMethod)) {
    const created = await insertTestPayment(db, {
      orderId: order.id,
      amountCents: order.totalInclCents,
      method: order.paymentMethod,
    });
    return { checkoutUrl: created.checkoutUrl, providerPaymentId: created.providerPaymentId };
  }
  const provider = createMollieProvider({ apiKey: settings.apiKey });
  const webhookUrl = reachableWebhook(deps.baseUrl);
  const created = await provider.createPayment({
    orderId: String(order.id),
    orderNumber: order.number,
    amountCents: order.totalInclCents,
    currency: "EUR",
    description: payOrderMessages.paymentDescription(order.number, nl.site.name),
    redirectUrl: `${deps.baseUrl}${checkoutUrls.paymentReturn(order.id, order.orderKey)}`,
    ...(webhookUrl ? { webhookUrl } : {}),
    method: order.paymentMethod,
    locale: "nl_NL",
  });
  const now = new Date().toISOString();
  await db
    .insertInto("payments")
    .values({
      order_id: order.id,
      provider: "mollie",
      provider_payment_id: created.providerPaymentId,
      method: order.paymentMethod,
      amount_cents: order.totalInclCents,
      status: created.status,
      checkout_url: created.checkoutUrl,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { checkoutUrl: created.checkoutUrl, providerPaymentId: created.providerPaymentId };
}

/** The order's most recent payment (the one the return page reports on). */
export function latestPayment(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom("payments")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

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
  if (remote.status !== payment.status) {
    await db
      .updateTable("payments")
      .set({ status: remote.status, updated_at: now })
      .where("id", "=", payment.id)
      .where("status", "=", payment.status)
      .execute();
  }
  const from = order.status as OrderStatus;
  const target = orderStatusForPayment(remote.status);
  if (!target || from === target || !canTransition(from, target)) {
    if (target && from !== target) {
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
  // The status change, the emptied cart and the queued order e-mails commit together.
  const updated = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("orders")
      .set({ status: next, updated_at: now, ...(next === "processing" ? { paid_at: now } : {}) })
      .where("id", "=", order.id)
      .where("status", "=", from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1 && next === "processing") {
      await emptyCartOfSession(trx, order.session_id);
      await queueOrderEmails(trx, order.id, deps.log);
    }
    return result;
  });
  if (Number(updated.numUpdatedRows) !== 1) {
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

/** The test page's choice: stores the outcome (conditionally) and then calls the webhook handler with the id. */
export async function applyTestOutcome(
  db: Kysely<Database>,
  providerPaymentId: string,
  outcome: unknown,
  deps: { log: Logger; baseUrl: string },
): Promise<{ ok: true; orderId: number } | { ok: false; error: string; status: 400 | 404 | 409 }> {
  if (!isTestPaymentId(providerPaymentId)) return { ok: false, error: "", status: 404 };
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
