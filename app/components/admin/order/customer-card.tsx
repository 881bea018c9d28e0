import { nl } from "~/i18n/nl";
import { addressLines } from "~/modules/accounts/order-view";
import type { OrderDetail } from "~/modules/orders/order-detail.server";

const d = nl.adminOrders.detail;

/** The billing and shipping addresses, the shipping method, the track & trace and the shopper's checkout note. */
export function CustomerCard({
  order,
  shippingLabel,
}: {
  order: OrderDetail["order"];
  shippingLabel: string;
}) {
  const billing = addressLines(order.billing);
  const shipping = addressLines(order.shipping);
  return (
    <section className="admin-card" aria-labelledby="customer-title">
      <h2 id="customer-title">{d.billing}</h2>
      <address className="not-italic">
        {billing.map((l) => (
          <span key={l} className="block">
            {l}
          </span>
        ))}
        <span className="block">
          {d.email}: <a href={`mailto:${order.email}`}>{order.email}</a>
        </span>
      </address>
      <h2 className="mt-4">{d.shipping}</h2>
      <address className="not-italic">
        {shipping.map((l) => (
          <span key={l} className="block">
            {l}
          </span>
        ))}
      </address>
      <p className="mt-2">
        {d.shippingMethod}: {shippingLabel}
      </p>
      {order.track_trace ? <p>{d.event.tracking(order.track_trace)}</p> : null}
      {order.customer_note ? (
        <>
          <h2 className="mt-4">{d.customerNoteAtCheckout}</h2>
          <p className="whitespace-pre-line">{order.customer_note}</p>
        </>
      ) : null}
    </section>
  );
}
