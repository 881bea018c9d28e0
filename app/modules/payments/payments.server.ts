import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { nl } from "~/i18n/nl";
import { payOrderMessages } from "~/i18n/nl.payOrder";
import { applyStockForStatus } from "~/modules/catalog/stock.server";
import { emptyCartOfSession, queueOrderEmails } from "~/modules/checkout/order-effects.server";
import { checkoutUrls } from "~/modules/checkout/urls";
import { canTransition, type OrderStatus, transition } from "~/modules/orders/order-status";
import type { Database } from "../../../db/schema";
import { type CheckoutPaymentMethod, checkoutMethodsFrom, onlineProvider } from "./checkout-methods";
import {
  getPaymentSettings,
  isTestShop,
  PAYMENT_PROBLEM_LOG,
  type PaymentSettings,
} from "./payment-settings.server";
import { createMollieProvider } from "./providers/mollie";
import {
  isPaymentStatus,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentStatus,
} from "./providers/provider";
import {
  chooseTestGatewayOutcome,
  createTestPaymentId,
  isTestPaymentId,
  TEST_GATEWAY_INITIAL_STATUS,
} from "./providers/test-gateway";
import { createTestGatewayProvider } from "./providers/test-gateway.server";
import { isPaymentMethodId } from "./psd2";

/**
 * Payments at checkout and on the pay-for-order page: the methods offered (from the admin's payment
 * settings, see checkout-methods.ts), starting a payment for an order — with the provider the admin chose: Mollie
 * or the built-in test environment; nothing else, never a fallback — and the webhook that moves the order on when a payment's status
 * changes (also run by the reconciliation job, reconcile.server.ts).
 */

export type { CheckoutPaymentMethod } from "./checkout-methods";

/**
 * The payment methods offered at checkout, in order (the enabled ones; may be empty). With a logger, a
 * configuration that turns the online methods off is logged at error level, with the reason.
 */
export async function checkoutPaymentMethods(
  db: Kysely<Database>,
  settings?: PaymentSettings,
  log?: Logger,
): Promise<CheckoutPaymentMethod[]> {
  const current = settings ?? (await getPaymentSettings(db));
  if (log) logPaymentProblem(log, current);
  return checkoutMethodsFrom(current);
}

/**
 * For the shopper's pages of paying (checkout, thank-you): whether they must say that this is a test shop.
 * Logs, at error level, why online payments are off when they are.
 */
export async function shopperPaymentState(db: Kysely<Database>, log: Logger): Promise<{ testShop: boolean }> {
  const settings = await getPaymentSettings(db);
  logPaymentProblem(log, settings);
  return { testShop: isTestShop(settings) };
}

/** Logs, at error level, why online payments are off; nothing when they work. */
export function logPaymentProblem(
  log: Logger,
  settings: Pick<PaymentSettings, "problem" | "provider" | "testMode">,
) {
  if (!settings.problem) return;
  log.error(
    { problem: settings.problem, provider: settings.provider, testMode: settings.testMode },
    PAYMENT_PROBLEM_LOG[settings.problem],
  );
}

/** A new order's status: awaiting payment, or — for a bank transfer — a pending order put on hold. */
export function initialOrderStatus(method: Pick<CheckoutPaymentMethod, "online">): OrderStatus {
  return method.online ? "pending" : transition("pending", "on-hold");
}

/**
 * The provider a stored payment belongs to. Mollie payments are read with the usable key of the current mode
 * (the test key in test mode, the live key otherwise) — also after the shop switched to the test environment,
 * so payments still open at Mollie settle; without such a key a Mollie payment cannot be read.
 */
export async function providerFor(
  db: Kysely<Database>,
  name: "mollie" | "test",
  settings?: PaymentSettings,
): Promise<PaymentProvider> {
  if (name === "test") return createTestGatewayProvider(db);
  const current = settings ?? (await getPaymentSettings(db));
  if (!current.mollieKey) {
    throw new PaymentProviderError("configuration", {
      operation: "configure",
      detail: `a Mollie payment, but no usable Mollie API key for the current mode (${current.testMode ? "test" : "live"})`,
    });
  }
  return createMollieProvider({ apiKey: current.mollieKey });
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

/** How long a start waits for a concurrent start of the same payment to get its checkout URL from Mollie. */
const RESERVATION_WAIT_MS = 15_000;
/** A reservation without a checkout URL older than this was left by a crashed start; it is removed. */
const ABANDONED_RESERVATION_MS = 60_000;

type OpenPayment =
  | { kind: "reserved"; id: number }
  | { kind: "existing"; checkoutUrl: string; providerPaymentId: string };

/**
 * Claims the order's one open payment (the unique partial index `payments_one_open_per_order` allows one open,
 * not superseded payment per order; the insert is conditional — `on conflict do nothing`). An open payment of
 * the same provider, method and amount is reused (concurrent submits all answer with its checkout URL, waiting
 * while its start is still talking to Mollie); one for another method or amount is marked superseded first.
 * The test environment's row is complete at once; Mollie's is a reservation until its id and URL come back.
 */
async function claimOpenPayment(
  db: Kysely<Database>,
  order: PayableOrder,
  provider: "mollie" | "test",
): Promise<OpenPayment> {
  const deadline = Date.now() + RESERVATION_WAIT_MS;
  while (Date.now() < deadline) {
    const open = await db
      .selectFrom("payments")
      .select([
        "id",
        "provider",
        "provider_payment_id",
        "method",
        "amount_cents",
        "checkout_url",
        "created_at",
      ])
      .where("order_id", "=", order.id)
      .where("status", "=", "open")
      .where("superseded_at", "is", null)
      .executeTakeFirst();
    const now = new Date();
    if (open) {
      const same =
        open.provider === provider &&
        open.method === order.paymentMethod &&
        open.amount_cents === order.totalInclCents;
      if (same && open.checkout_url) {
        return {
          kind: "existing",
          checkoutUrl: open.checkout_url,
          providerPaymentId: open.provider_payment_id,
        };
      }
      if (!open.checkout_url) {
        if (now.getTime() - Date.parse(open.created_at) > ABANDONED_RESERVATION_MS) {
          await db.deleteFrom("payments").where("id", "=", open.id).where("checkout_url", "=", "").execute();
        } else {
          await sleep(25);
        }
        continue;
      }
      await db
        .updateTable("payments")
        .set({ superseded_at: now.toISOString(), updated_at: now.toISOString() })
        .where("id", "=", open.id)
        .where("superseded_at", "is", null)
        .execute();
      continue;
    }
    const testId = provider === "test" ? createTestPaymentId() : null;
    const inserted = await db
      .insertInto("payments")
      .values({
        order_id: order.id,
        provider,
        provider_payment_id: testId ?? `reserved_${randomUUID()}`,
        method: order.paymentMethod,
        amount_cents: order.totalInclCents,
        status: testId ? TEST_GATEWAY_INITIAL_STATUS : "open",
        checkout_url: testId ? checkoutUrls.testPayment(testId) : "",
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .onConflict((oc) => oc.doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted && testId) {
      return { kind: "existing", checkoutUrl: checkoutUrls.testPayment(testId), providerPaymentId: testId };
    }
    if (inserted) return { kind: "reserved", id: inserted.id };
  }
  throw new PaymentProviderError("unavailable", {
    operation: "createPayment",
    detail: `order ${order.id}: another start of its payment did not finish in time`,
  });
}

/**
 * Starts (or continues) the order's payment and returns where to send the shopper (`checkoutUrl`). The
 * provider is the admin's choice: the built-in test environment, or Mollie with the usable key of its mode
 * (amount, Dutch description with the order number, the return page as redirectUrl, our webhook, metadata with
 * the order id). Mollie without a usable key, no provider chosen, or a method that is not an online one:
 * a `configuration` PaymentProviderError — never a test payment instead. At most one open payment per order
 * (claimOpenPayment). Throws a PaymentProviderError (Dutch message) when the provider refuses or cannot be reached.
 */
export async function startPayment(
  db: Kysely<Database>,
  order: PayableOrder,
  deps: { baseUrl: string; settings?: PaymentSettings },
): Promise<{ checkoutUrl: string; providerPaymentId: string }> {
  const settings = deps.settings ?? (await getPaymentSettings(db));
  const provider = onlineProvider(settings);
  if (!provider || !isPaymentMethodId(order.paymentMethod) || order.paymentMethod === "banktransfer") {
    throw new PaymentProviderError("configuration", {
      operation: "configure",
      detail: !provider
        ? PAYMENT_PROBLEM_LOG[settings.problem ?? "noProvider"]
        : `order ${order.id}: ${order.paymentMethod} is not an online payment method`,
    });
  }
  const claimed = await claimOpenPayment(db, order, provider);
  if (claimed.kind === "existing") {
    return { checkoutUrl: claimed.checkoutUrl, providerPaymentId: claimed.providerPaymentId };
  }
  const apiKey = settings.apiKey as string; // onlineProvider() returned "mollie": a usable key is set
  const webhookUrl = reachableWebhook(deps.baseUrl);
  let created: Awaited<ReturnType<PaymentProvider["createPayment"]>>;
  try {
    created = await createMollieProvider({ apiKey }).createPayment({
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
  } catch (error) {
    await db.deleteFrom("payments").where("id", "=", claimed.id).execute();
    throw error;
  }
  await db
    .updateTable("payments")
    .set({
      provider_payment_id: created.providerPaymentId,
      status: created.status,
      checkout_url: created.checkoutUrl,
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", claimed.id)
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
