import { data, Link } from "react-router";
import { AccountLayout } from "~/components/storefront/account/account-nav";
import { ScrollTable } from "~/components/storefront/account/orders-table";
import { accountMessages } from "~/i18n/nl.account";
import { checkoutMessages } from "~/i18n/nl.checkout";
import { paymentMessages } from "~/i18n/nl.payments";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { getOrderForUser } from "~/modules/accounts/account-orders.server";
import { requireUser } from "~/modules/accounts/guard.server";
import { addressLines, snapshotOptions } from "~/modules/accounts/order-view";
import { accountUrls } from "~/modules/accounts/urls";
import { statusLabel } from "~/modules/orders/order-status";
import { getSettings } from "~/modules/settings/settings.server";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import { formatDate } from "~/utils/format";
import { formatMoney } from "~/utils/format-money";
import type { Route } from "./+types/order";

const t = accountMessages;

function paymentMethodLabel(id: string): string {
  const checkout: Record<string, { title: string } | undefined> = checkoutMessages.paymentMethods;
  const methods: Record<string, string | undefined> = paymentMessages.methods;
  return checkout[id]?.title ?? methods[id] ?? id;
}

/** One order of the logged-in user; any other order (or none) is a 404, so ids reveal nothing. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = await requireUser(context);
  const { db } = getState(context);
  const id = /^\d{1,12}$/.test(params.id) ? Number(params.id) : 0;
  const order = await getOrderForUser(db, user.id, id);
  if (!order) throw data(null, { status: 404 });
  const settings = await getSettings(db);
  const shipping = settings.shipping.methods.find((m) => m.id === order.shipping_method);
  const lines = order.lines.filter((l) => l.kind === "product");
  return {
    order: {
      number: order.number ?? String(order.id),
      createdAt: order.created_at,
      status: statusLabel(order.status),
      note: order.customer_note,
      paymentMethod: paymentMethodLabel(order.payment_method),
      shippingMethod: shipping?.label ?? order.shipping_method,
      subtotal: order.subtotal_incl_cents,
      shipping: order.shipping_incl_cents,
      fee: order.fee_incl_cents,
      total: order.total_incl_cents,
      vat: order.vat_cents,
      billing: addressLines(order.billing),
      shippingAddress: addressLines(order.shipping),
    },
    lines: lines.map((l) => ({
      id: l.id,
      name: l.name,
      quantity: l.quantity,
      totalInclCents: l.total_incl_cents,
      options: snapshotOptions(l.snapshot),
    })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? t.orderTitle(loaderData.order.number) : t.ordersTitle;
  return [{ title: `${title} – ${nl.site.name}` }, { name: "robots", content: "noindex" }];
}

export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  const csrf = useRootData()?.config.nonce ?? "";
  const { order, lines } = loaderData;
  return (
    <AccountLayout csrf={csrf} title={t.orderTitle(order.number)}>
      <p>{t.orderSummary(order.number, formatDate(order.createdAt, "long"), order.status)}</p>
      <h2 className="section-title mt-6">{t.orderDetails}</h2>
      <ScrollTable label={t.orderDetails}>
        <table className="account-orders account-order">
          <thead>
            <tr>
              <th scope="col">{t.product}</th>
              <th scope="col">{t.lineTotal}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.id}>
                <td>
                  <span className="font-semibold">{l.name}</span> <strong>× {l.quantity}</strong>
                  {l.options.length ? (
                    <dl className="cart-config">
                      {l.options.map((o) => (
                        <div key={o.label}>
                          <dt>{o.label}:</dt> <dd>{o.value}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                </td>
                <td className="whitespace-nowrap">{formatMoney(l.totalInclCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t.subtotal}</th>
              <td>{formatMoney(order.subtotal)}</td>
            </tr>
            <tr>
              <th scope="row">{t.shipping}</th>
              <td>
                {formatMoney(order.shipping)} <span className="text-slate-600">({order.shippingMethod})</span>
              </td>
            </tr>
            {order.fee ? (
              <tr>
                <th scope="row">{t.fee}</th>
                <td>{formatMoney(order.fee)}</td>
              </tr>
            ) : null}
            <tr>
              <th scope="row">{t.paymentMethod}</th>
              <td>{order.paymentMethod}</td>
            </tr>
            <tr className="account-order__total">
              <th scope="row">{t.total}</th>
              <td>
                <strong>{formatMoney(order.total)}</strong>{" "}
                <small className="text-slate-600">{t.vatIncluded(formatMoney(order.vat))}</small>
              </td>
            </tr>
            {order.note ? (
              <tr>
                <th scope="row">{t.note}</th>
                <td className="whitespace-pre-line">{order.note}</td>
              </tr>
            ) : null}
          </tfoot>
        </table>
      </ScrollTable>
      <div className="account-addresses">
        <section aria-labelledby="billing-title">
          <h2 id="billing-title" className="section-title">
            {t.billingAddress}
          </h2>
          <address>
            {order.billing.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </section>
        <section aria-labelledby="shipping-title">
          <h2 id="shipping-title" className="section-title">
            {t.shippingAddress}
          </h2>
          <address>
            {(order.shippingAddress.length ? order.shippingAddress : order.billing).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </section>
      </div>
      <p className="mt-6">
        <Link to={accountUrls.orders} className="underline">
          {t.backToOrders}
        </Link>
      </p>
    </AccountLayout>
  );
}
