import type { ReactNode } from "react";
import { data } from "react-router";
import { OrderReview } from "~/components/checkout/order-review";
import { TestShopNotice } from "~/components/checkout/test-shop-notice";
import { BreakableEmail } from "~/components/storefront/breakable-email";
import { checkoutMessages } from "~/i18n/nl.checkout";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { getOrderWithKey } from "~/modules/checkout/checkout.server";
import { hasMadeToMeasure } from "~/modules/checkout/made-to-measure";
import { addressLines, needsBankTransfer, toOrderView } from "~/modules/checkout/order-view";
import { shopperPaymentState } from "~/modules/payments/payments.server";
import { getSettings } from "~/modules/settings/settings.server";
import { getState } from "~/utils/context.server";
import { formatDate } from "~/utils/format";
import { formatMoney } from "~/utils/format-money";
import type { Route } from "./+types/order-received";
import "~/components/checkout/checkout.css";

const m = checkoutMessages.received;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, log } = getState(context);
  const row = await getOrderWithKey(db, params.orderId, new URL(request.url).searchParams.get("key"));
  if (!row) throw data(null, { status: 404 });
  const order = toOrderView(row);
  const { testShop } = await shopperPaymentState(db, log);
  const settings = await getSettings(db);
  const bank = needsBankTransfer(order) ? settings.bank_transfer : null;
  const pickup = settings.shipping.methods.some((s) => s.id === row.shipping_method && s.pickup);
  return { order, bank, pickup, createdLabel: formatDate(order.createdAt, "long"), testShop };
}

export function meta() {
  return [{ title: `${m.title} – ${nl.site.name}` }, { name: "robots", content: "noindex" }];
}

/** `/afrekenen/bestelling-ontvangen/{id}?key=`: the thank-you page. */
export default function OrderReceived({ loaderData }: Route.ComponentProps) {
  const { order, bank, pickup, createdLabel, testShop } = loaderData;
  const door = hasMadeToMeasure(order.lines);
  const paymentStatus = order.paid
    ? m.paymentPaid
    : bank
      ? m.paymentAwaitingTransfer
      : m.paymentOpen(order.statusLabel);
  const overview: [string, string, ReactNode][] = [
    ["number", m.number, order.number],
    ["date", m.date, createdLabel],
    ["email", m.email, <BreakableEmail key="email" email={order.email} />],
    ["total", m.total, formatMoney(order.totalInclCents)],
    ["payment", m.paymentMethod, order.paymentLabel],
    ["payment-status", m.paymentStatus, paymentStatus],
  ];
  return (
    <article className="order-received">
      <h1 className="page-title">{m.title}</h1>
      <TestShopNotice show={testShop} />
      <p className="checkout-notice checkout-notice--success" role="status">
        {m.thanks}
      </p>
      {!order.paid && !bank && order.status !== "on-hold" ? (
        <p className="mt-2">
          {m.notPaid} ({order.statusLabel})
        </p>
      ) : null}
      <dl className="order-received__overview">
        {overview.map(([key, label, value]) => (
          <div key={key} data-field={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      {bank ? (
        <section className="mt-8" aria-labelledby="bank-details">
          <h2 id="bank-details" className="checkout__heading">
            {m.bankTitle}
          </h2>
          <p>{m.bankIntro(formatMoney(order.totalInclCents), order.number, door)}</p>
          <dl className="bank-details">
            <dt>{m.accountName}</dt>
            <dd>{bank.account_name}</dd>
            <dt>{m.iban}</dt>
            <dd>{bank.iban}</dd>
            <dt>{m.bic}</dt>
            <dd>{bank.bic}</dd>
            <dt>{m.reference}</dt>
            <dd>{order.number}</dd>
          </dl>
        </section>
      ) : null}

      <section className="mt-8" aria-labelledby="next-steps">
        <h2 id="next-steps" className="checkout__heading">
          {m.nextTitle}
        </h2>
        <ol className="order-received__next">
          <li>
            {m.nextConfirmation.before}
            <BreakableEmail email={order.email} />
            {m.nextConfirmation.after}
          </li>
          {bank ? <li>{m.nextTransfer}</li> : null}
          <li>{door ? m.nextProduction : m.nextPreparation}</li>
          <li>{pickup ? m.nextPickup : m.nextDelivery}</li>
        </ol>
      </section>

      <section className="mt-8" aria-labelledby="order-details">
        <h2 id="order-details" className="checkout__heading">
          {m.details}
        </h2>
        <OrderReview lines={order.lines} totals={order} shippingLabel={order.shippingLabel} />
        {order.customerNote ? (
          <p className="mt-3">
            <strong>{m.note}:</strong> {order.customerNote}
          </p>
        ) : null}
      </section>

      <div className="order-received__addresses">
        <section aria-labelledby="billing-address">
          <h2 id="billing-address" className="checkout__heading">
            {m.billing}
          </h2>
          <address className="not-italic leading-relaxed">
            {addressLines(order.billing).map((l) => (
              <span key={l} className="block">
                {l}
              </span>
            ))}
            <span className="block">{order.billing.phone}</span>
            <span className="block">
              <BreakableEmail email={order.email} />
            </span>
          </address>
        </section>
        <section aria-labelledby="shipping-address">
          <h2 id="shipping-address" className="checkout__heading">
            {m.shipping}
          </h2>
          <address className="not-italic leading-relaxed">
            {addressLines(order.shipping).map((l) => (
              <span key={l} className="block">
                {l}
              </span>
            ))}
          </address>
        </section>
      </div>
    </article>
  );
}
