import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { nl } from "~/i18n/nl";
import { payOrderMessages } from "~/i18n/nl.payOrder";
import { cachedByShopVersion } from "~/modules/cache/shop-version.server";
import { checkoutUrls } from "~/modules/checkout/urls";
import { type OrderStatus, transition } from "~/modules/orders/order-status";
import type { Database } from "../../../db/schema";
import { type CheckoutPaymentMethod, checkoutMethodsFrom, onlineProvider } from "./checkout-methods";
import {
  getPaymentSettings,
  isTestShop,
  PAYMENT_PROBLEM_LOG,
  type PaymentSettings,
} from "./payment-settings.server";
import { createMollieProvider } from "./providers/mollie";
import { type PaymentProvider, PaymentProviderError } from "./providers/provider";
import { createTestPaymentId, TEST_GATEWAY_INITIAL_STATUS } from "./providers/test-gateway";
import { createTestGatewayProvider } from "./providers/test-gateway.server";
import { isPaymentMethodId } from "./psd2";

/**
 * Payments at checkout and on the pay-for-order page: the methods offered (from the admin's payment
 * settings, see checkout-methods.ts), starting a payment for an order — with the provider the admin chose: Mollie
 * or the built-in test environment; nothing else, never a fallback. What happens when a payment's status changes is
 * in payment-webhook.server.ts.
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
 * The methods checkout offers, for the footer's payment logos on every storefront page: kept per instance until
 * the shop's version moves (payment settings are saved in the back office, which bumps it), so a page render does
 * not read and decrypt the payment settings.
 */
export function cachedCheckoutPaymentMethods(db: Kysely<Database>): Promise<CheckoutPaymentMethod[]> {
  return cachedByShopVersion(db, "payments:checkout-methods", "all", () => checkoutPaymentMethods(db));
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
