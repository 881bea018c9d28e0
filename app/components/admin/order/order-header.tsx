import { Link } from "react-router";
import { nl } from "~/i18n/nl";
import type { OrderDetail } from "~/modules/orders/order-detail.server";
import { formatDate } from "~/utils/format";

const d = nl.adminOrders.detail;

/** The way back to the list, the order's number, date and status, and its print and refund links. */
export function OrderHeader({
  order,
  statusLabel,
  paid,
}: {
  order: OrderDetail["order"];
  statusLabel: string;
  paid: boolean;
}) {
  return (
    <>
      <p>
        <Link to="/beheer/bestellingen" className="underline">
          ← {d.back}
        </Link>
      </p>
      <div className="admin-toolbar">
        <div>
          <h1 className="page-title">{d.title(order.number)}</h1>
          <p className="text-sm text-slate-700">
            {d.placedOn(formatDate(order.created_at, "long"))} ·{" "}
            <span className="admin-badge" id="order-status">
              {statusLabel}
            </span>
          </p>
        </div>
        <div className="orders-actions">
          <Link to={`/beheer/bestellingen/${order.id}/print`} className="btn btn-secondary">
            {d.print}
          </Link>
          {paid ? (
            <Link to={`/beheer/bestellingen/${order.id}/terugbetalen`} className="btn btn-secondary">
              {d.refund}
            </Link>
          ) : null}
        </div>
      </div>
    </>
  );
}
