import { nl } from "~/i18n/nl";
import type { OrderDetail } from "~/modules/orders/order-detail.server";
import { formatMoney } from "~/utils/format-money";
import { OrderLine } from "./order-line";

const d = nl.adminOrders.detail;

/** The order's product lines with their configuration, then the totals (shipping labelled `shippingLabel`). */
export function OrderLines({
  order,
  lines,
  shippingLabel,
}: {
  order: OrderDetail["order"];
  lines: OrderDetail["lines"];
  shippingLabel: string;
}) {
  return (
    <section aria-labelledby="lines-title">
      <h2 id="lines-title">{d.lines}</h2>
      {lines
        .filter((l) => l.kind === "product")
        .map((line) => (
          <OrderLine key={line.id} line={line} />
        ))}
      <dl className="orders-config admin-card">
        <div>
          <dt>{d.subtotal}:</dt>
          <dd>{formatMoney(order.subtotal_incl_cents)}</dd>
        </div>
        <div>
          <dt>{`${d.shippingCost} (${shippingLabel})`}:</dt>
          <dd>{order.shipping_incl_cents ? formatMoney(order.shipping_incl_cents) : d.free}</dd>
        </div>
        {order.fee_incl_cents ? (
          <div>
            <dt>{d.fee}:</dt>
            <dd>{formatMoney(order.fee_incl_cents)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{d.total}:</dt>
          <dd className="font-semibold">{formatMoney(order.total_incl_cents)}</dd>
        </div>
        <div>
          <dt>{d.vat}:</dt>
          <dd>{formatMoney(order.vat_cents)}</dd>
        </div>
      </dl>
    </section>
  );
}
