import { nl } from "~/i18n/nl";
import { applyStockForStatus, StockShortError } from "~/modules/catalog/stock.server";
import { getOrderWithKey } from "~/modules/checkout/checkout.server";
import { emptyCartOfSession, queueOrderEmails } from "~/modules/checkout/order-effects.server";
import { toOrderView } from "~/modules/checkout/order-view";
import { checkoutUrls } from "~/modules/checkout/urls";
import { isPaid, type OrderStatus, transition } from "~/modules/orders/order-status";
import type { RequestState } from "~/utils/context.server";
import type { PageConfig } from "~/utils/page-config";
import { publicUrl } from "~/utils/public-url.server";
import { ADD_FEE_ACTION } from "./add-fee";
import { checkoutMethodsFrom, isFixedGateway, isPayableStatus } from "./checkout-methods";
import { changeOrderPaymentMethod } from "./order-fee.server";
import { getPaymentSettings, isTestShop } from "./payment-settings.server";
import { latestPayment, logPaymentProblem, startPayment } from "./payments.server";
import { PaymentProviderError } from "./providers/provider";

/**
 * The pay-for-order page `/afrekenen/betalen/{id}?key=` (spec §2.7, §4.3): an unpaid order (pending or
 * failed) is shown with the payment methods; changing the method changes the fee (the add-fee call with JS,
 * "Bijwerken" without), "Betalen" starts a new payment — or, for a bank transfer, puts the order on hold.
 */

const m = nl.payOrder;

export type PayOrderNotice = { kind: "error" | "warning" | "success"; text: string };
type PreviousOutcome = "failed" | "canceled" | "expired";

export type PayOrderLoad =
  | { kind: "notFound" }
  | { kind: "redirect"; to: string }
  | { kind: "page"; data: Awaited<ReturnType<typeof pageData>> };

async function pageData(
  state: RequestState,
  order: NonNullable<Awaited<ReturnType<typeof getOrderWithKey>>>,
) {
  const [settings, latest] = await Promise.all([
    getPaymentSettings(state.db),
    latestPayment(state.db, order.id),
  ]);
  logPaymentProblem(state.log, settings);
  const methods = checkoutMethodsFrom(settings);
  const view = toOrderView(order);
  const fixed = isFixedGateway(latest?.status);
  const previous =
    latest && ["failed", "canceled", "expired"].includes(latest.status)
      ? (latest.status as PreviousOutcome)
      : null;
  const offered = methods.some((x) => x.id === order.payment_method);
  const addFee: Partial<PageConfig> = {
    add_fee_action: ADD_FEE_ACTION,
    add_fee_order: String(order.id),
    add_fee_pay: "1",
    add_fee_paymethod: order.payment_method,
    add_fee_key: order.order_key,
    add_fee_fixed_gateway: fixed ? "yes" : "no",
    add_fee_nonce: state.csrfToken,
    add_fee_ajax_error: m.ajaxError,
  };
  return {
    number: view.number,
    lines: view.lines,
    totals: {
      subtotalInclCents: view.subtotalInclCents,
      shippingInclCents: view.shippingInclCents,
      feeInclCents: view.feeInclCents,
      feeLabel: view.feeLabel,
      totalInclCents: view.totalInclCents,
      vatCents: view.vatCents,
    },
    shippingLabel: view.shippingLabel,
    payable: isPayableStatus(order.status),
    methods: methods.map(({ id, title, description }) => ({ id, title, description })),
    checked: offered ? order.payment_method : (methods[0]?.id ?? ""),
    fixed,
    previous: previous ? m.page.previous[previous] : null,
    receivedUrl: checkoutUrls.received(order.id, order.order_key),
    testShop: isTestShop(settings),
    addFee,
  };
}

export type PayOrderPageData = Awaited<ReturnType<typeof pageData>>;

export async function loadPayOrder(state: RequestState, idParam: string | undefined, key: string | null) {
  const order = await getOrderWithKey(state.db, idParam, key);
  if (!order) return { kind: "notFound" } as const;
  if (isPaid(order.status as OrderStatus)) {
    return { kind: "redirect", to: checkoutUrls.received(order.id, order.order_key) } as const;
  }
  return { kind: "page", data: await pageData(state, order) } as const;
}

/** The form's fields; anything else (a posted amount, fee or total) is refused. */
const FORM_FIELDS = new Set(["_csrf", "payment_method", "intent"]);

export type PayOrderActionResult =
  | { kind: "notFound" }
  | { kind: "redirect"; to: string }
  | { kind: "data"; status: number; notice: PayOrderNotice };

const error = (status: number, text: string): PayOrderActionResult => ({
  kind: "data",
  status,
  notice: { kind: "error", text },
});

/** "Bijwerken" (intent=update) or "Betalen" (intent=pay) on the pay-for-order page. */
export async function submitPayOrder(
  state: RequestState,
  idParam: string | undefined,
  key: string | null,
  form: FormData,
): Promise<PayOrderActionResult> {
  const order = await getOrderWithKey(state.db, idParam, key);
  if (!order) return { kind: "notFound" };
  for (const name of form.keys()) if (!FORM_FIELDS.has(name)) return error(400, m.errors.unexpectedField);
  if (isPaid(order.status as OrderStatus)) {
    return { kind: "redirect", to: checkoutUrls.received(order.id, order.order_key) };
  }
  const methodId = String(form.get("payment_method") ?? "");
  const changed = await changeOrderPaymentMethod(state.db, {
    orderId: order.id,
    orderKey: order.order_key,
    methodId,
  });
  if (!changed.ok) return error(changed.status, m.errors[changed.reason]);
  if (form.get("intent") !== "pay")
    return { kind: "data", status: 200, notice: { kind: "success", text: m.page.updated } };
  // A new fee the shopper has not seen yet (no JS, or the add-fee call failed): show it before paying.
  if (changed.changed && changed.feeInclCents !== order.fee_incl_cents) {
    return { kind: "data", status: 200, notice: { kind: "warning", text: m.page.confirmChanged } };
  }
  return pay(state, order.id);
}

async function pay(state: RequestState, orderId: number): Promise<PayOrderActionResult> {
  const { db, log } = state;
  const order = await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
  const baseUrl = publicUrl();
  const settings = await getPaymentSettings(db);
  const method = checkoutMethodsFrom(settings).find((x) => x.id === order.payment_method);
  if (!method) return error(400, m.errors.unknownMethod);
  const latest = await latestPayment(db, order.id);
  if (latest && isFixedGateway(latest.status)) {
    // A payment is in progress: continue it (or wait for it) rather than start a second one. A test payment's
    // page is never the way on once the test environment is no longer the provider.
    const usable = latest.checkout_url && (latest.provider !== "test" || method.provider === "test");
    return {
      kind: "redirect",
      to: usable ? latest.checkout_url : checkoutUrls.paymentReturn(order.id, order.order_key),
    };
  }
  if (!method.online) {
    const from = order.status as OrderStatus;
    // The status change, the stock it takes, the emptied cart and the queued order e-mails commit together.
    try {
      await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable("orders")
          .set({ status: transition(from, "on-hold"), updated_at: new Date().toISOString() })
          .where("id", "=", order.id)
          .where("status", "=", from)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return;
        // On hold the order is placed for good: it takes its stock, or stays as it was.
        await applyStockForStatus(trx, order.id, "on-hold");
        await emptyCartOfSession(trx, order.session_id);
        await queueOrderEmails(trx, order.id, log);
      });
    } catch (e) {
      if (!(e instanceof StockShortError)) throw e;
      return error(409, nl.catalog.stock.orderShort(e.shortages.map((s) => s.name).join(", ")));
    }
    return { kind: "redirect", to: checkoutUrls.received(order.id, order.order_key) };
  }
  try {
    const payment = await startPayment(
      db,
      {
        id: order.id,
        number: order.number ?? String(order.id),
        orderKey: order.order_key,
        totalInclCents: order.total_incl_cents,
        paymentMethod: order.payment_method,
      },
      { baseUrl, settings },
    );
    return { kind: "redirect", to: payment.checkoutUrl };
  } catch (e) {
    if (!(e instanceof PaymentProviderError)) throw e;
    log.error({ err: e, orderId: order.id }, "pay-for-order: the payment could not be started");
    return error(e.retryable ? 503 : 502, e.userMessage);
  }
}
