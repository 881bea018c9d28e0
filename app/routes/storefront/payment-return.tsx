import { data, Form, redirect } from "react-router";
import { nl } from "~/i18n/nl";
import { cartLinesForSession } from "~/modules/cart/cart.server";
import { cartCookies } from "~/modules/cart/cart-cookies.server";
import { getOrderWithKey } from "~/modules/checkout/checkout.server";
import { publicBaseUrl } from "~/modules/checkout/order-effects.server";
import { checkoutUrls } from "~/modules/checkout/urls";
import { isPaid, type OrderStatus } from "~/modules/orders/order-status";
import { handlePaymentWebhook, latestPayment, startPayment } from "~/modules/payments/payments.server";
import { isFinalPaymentStatus, isPaymentStatus } from "~/modules/payments/providers/provider";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import { hasValidCsrf } from "~/utils/csrf.server";
import type { Route } from "./+types/payment-return";
import "~/components/checkout/checkout.css";

const m = nl.checkout.paymentReturn;
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
  if (payment && !isPaid(status) && isPaymentStatus(payment.status) && isFinalPaymentStatus(payment.status)) {
    // A missed or late webhook must not strand the shopper: run the same (idempotent) handler now.
    await handlePaymentWebhook(state.db, payment.provider_payment_id, {
      log: state.log,
      baseUrl: publicBaseUrl(request.url),
    });
    const again = await getOrderWithKey(state.db, orderId, key);
    status = (again?.status ?? status) as OrderStatus;
    payment = await latestPayment(state.db, order.id);
  }
  return { state, order, status, payment };
}

async function toThankYou(context: Ctx, orderId: number, orderKey: string) {
  const state = getState(context);
  const lines = await cartLinesForSession(state.db, state.sessionId);
  const headers = cartCookies(lines, state.secureCookies).map((c) => ["Set-Cookie", c] as [string, string]);
  return redirect(checkoutUrls.received(orderId, orderKey), { headers });
}

/** `/afrekenen/betaling-terug/{id}?key=`: where the payment page sends the shopper back. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { order, status, payment } = await settle(context, request, params.orderId);
  if (isPaid(status) || status === "on-hold") throw await toThankYou(context, order.id, order.order_key);
  const paymentStatus = payment?.status ?? "open";
  const waiting = paymentStatus === "open" || paymentStatus === "pending" || paymentStatus === "authorized";
  return {
    orderNumber: order.number ?? String(order.id),
    waiting,
    paymentStatus,
    continueUrl: waiting && paymentStatus === "open" ? (payment?.checkout_url ?? null) : null,
  };
}

/** "Opnieuw betalen": a new payment for the same order (issue 5 makes this the pay-for-order page). */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { state, order, status } = await settle(context, request, params.orderId);
  if (isPaid(status) || status === "on-hold") return toThankYou(context, order.id, order.order_key);
  if (!hasValidCsrf(context, form.get("_csrf"))) {
    return data({ error: nl.checkout.errors.csrf }, { status: 403 });
  }
  if (status !== "pending" && status !== "failed") return data({ error: m.failed }, { status: 409 });
  const payment = await startPayment(state.db, {
    id: order.id,
    totalInclCents: order.total_incl_cents,
    paymentMethod: order.payment_method,
  });
  return redirect(payment.checkoutUrl);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.waiting ? m.waitingTitle : m.failedTitle;
  return [
    { title: `${title} – ${nl.site.name}` },
    { name: "robots", content: "noindex" },
    ...(loaderData?.waiting ? [{ httpEquiv: "refresh", content: String(REFRESH_SECONDS) }] : []),
  ];
}

export default function PaymentReturn({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  const { waiting, paymentStatus, continueUrl } = loaderData;
  const message =
    paymentStatus === "canceled" ? m.canceled : paymentStatus === "expired" ? m.expired : m.failed;
  return (
    <article className="max-w-prose">
      <h1 className="page-title">{waiting ? m.waitingTitle : m.failedTitle}</h1>
      <p className="mt-4" role={waiting ? "status" : "alert"}>
        {waiting ? m.waiting : message}
      </p>
      {actionData?.error ? (
        <p className="checkout-notice" role="alert">
          {actionData.error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        {waiting ? (
          <a className="btn btn-secondary" href="">
            {m.refreshNow}
          </a>
        ) : null}
        {continueUrl ? (
          <a className="btn btn-primary" href={continueUrl}>
            {m.continuePayment}
          </a>
        ) : null}
        {!waiting ? (
          <Form method="post">
            <input type="hidden" name="_csrf" value={root?.config.nonce ?? ""} />
            <button type="submit" className="btn btn-primary">
              {m.payAgain}
            </button>
          </Form>
        ) : null}
      </div>
    </article>
  );
}
