import { data, redirect } from "react-router";
import { checkoutMessages } from "~/i18n/nl.checkout";
import { payOrderMessages } from "~/i18n/nl.payOrder";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { cartLinesForSession } from "~/modules/cart/cart.server";
import { cartCookies } from "~/modules/cart/cart-cookies.server";
import { getOrderWithKey } from "~/modules/checkout/checkout.server";
import { checkoutUrls } from "~/modules/checkout/urls";
import { isPaid, type OrderStatus } from "~/modules/orders/order-status";
import { handlePaymentWebhook } from "~/modules/payments/payment-webhook.server";
import { latestPayment } from "~/modules/payments/payments.server";
import { getState } from "~/utils/context.server";
import { publicUrl } from "~/utils/public-url.server";
import type { Route } from "./+types/payment-return";
import "~/components/checkout/checkout.css";

const m = checkoutMessages.paymentReturn;
/** Seconds between refreshes of the waiting page. */
const REFRESH_SECONDS = 3;

type Ctx = Route.LoaderArgs["context"];

async function settle(context: Ctx, request: Request, orderId: string | undefined) {
  const state = getState(context);
  const key = new URL(request.url).searchParams.get("key");
  const order = await getOrderWithKey(state.db, orderId, key);
  if (!order) throw data(null, { status: 404 });
  let status = order.status as OrderStatus;
  let payment = await latestPayment(state.db, order.id);
  if (payment && !isPaid(status)) {
    // Ask the provider now (the same idempotent handler as the webhook): the shopper is often back before the
    // webhook, and a missed or late webhook must not strand them.
    try {
      await handlePaymentWebhook(state.db, payment.provider_payment_id, {
        log: state.log,
        baseUrl: publicUrl(),
      });
    } catch (error) {
      state.log.warn({ err: error, orderId: order.id }, "payment return: status check failed");
    }
    const again = await getOrderWithKey(state.db, orderId, key);
    status = (again?.status ?? status) as OrderStatus;
    payment = await latestPayment(state.db, order.id);
  }
  return { order, status, payment };
}

async function toThankYou(context: Ctx, orderId: number, orderKey: string) {
  const state = getState(context);
  const lines = await cartLinesForSession(state.db, state.sessionId);
  const headers = cartCookies(lines, state.secureCookies).map((c) => ["Set-Cookie", c] as [string, string]);
  return redirect(checkoutUrls.received(orderId, orderKey), { headers });
}

/**
 * `/afrekenen/betaling-terug/{id}?key=`: where the payment page sends the shopper back. Paid (or on-hold) →
 * the thank-you page; open/pending → a waiting page that refreshes; failed/canceled/expired → the
 * pay-for-order page, which says what happened (in Dutch) and lets the shopper pay again.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { order, status, payment } = await settle(context, request, params.orderId);
  if (isPaid(status) || status === "on-hold") throw await toThankYou(context, order.id, order.order_key);
  const paymentStatus = payment?.status ?? "open";
  const waiting = paymentStatus === "open" || paymentStatus === "pending" || paymentStatus === "authorized";
  if (!waiting) throw redirect(checkoutUrls.payOrder(order.id, order.order_key));
  return {
    orderNumber: order.number ?? String(order.id),
    waiting,
    paymentStatus,
    continueUrl: paymentStatus === "open" ? payment?.checkout_url || null : null,
    payOrderUrl: checkoutUrls.payOrder(order.id, order.order_key),
  };
}

export function meta() {
  return [
    { title: `${m.waitingTitle} – ${nl.site.name}` },
    { name: "robots", content: "noindex" },
    { httpEquiv: "refresh", content: String(REFRESH_SECONDS) },
  ];
}

export default function PaymentReturn({ loaderData }: Route.ComponentProps) {
  const { continueUrl, payOrderUrl } = loaderData;
  return (
    <article className="max-w-prose">
      <h1 className="page-title">{m.waitingTitle}</h1>
      <p className="mt-4" role="status">
        {m.waiting}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a className="btn btn-secondary" href="">
          {m.refreshNow}
        </a>
        {continueUrl ? (
          <a className="btn btn-primary" href={continueUrl}>
            {m.continuePayment}
          </a>
        ) : null}
        {continueUrl ? (
          <a className="underline self-center" href={payOrderUrl}>
            {payOrderMessages.page.otherMethod}
          </a>
        ) : null}
      </div>
    </article>
  );
}
