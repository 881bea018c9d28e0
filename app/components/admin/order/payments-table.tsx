import { nl } from "~/i18n/nl";
import { paymentMethodLabel } from "~/modules/checkout/order-view";
import type { OrderDetail } from "~/modules/orders/order-detail.server";
import { formatDate } from "~/utils/format";
import { formatMoney } from "~/utils/format-money";
import { TableWrap } from "./table-wrap";

const d = nl.adminOrders.detail;

/** The order's payments at the provider (the fee shown on the payment with the order's method). */
export function PaymentsTable({
  order,
  payments,
}: {
  order: OrderDetail["order"];
  payments: OrderDetail["payments"];
}) {
  return (
    <section aria-labelledby="payments-title">
      <h2 id="payments-title">{d.payments}</h2>
      {payments.length ? (
        <TableWrap label={d.payments}>
          <table className="admin-table admin-table--dense">
            <caption className="sr-only">{d.payments}</caption>
            <thead>
              <tr>
                <th scope="col">{d.paymentColumns.date}</th>
                <th scope="col">{d.paymentColumns.provider}</th>
                <th scope="col">{d.paymentColumns.id}</th>
                <th scope="col">{d.paymentColumns.method}</th>
                <th scope="col" className="num">
                  {d.paymentColumns.amount}
                </th>
                <th scope="col" className="num">
                  {d.paymentColumns.fee}
                </th>
                <th scope="col">{d.paymentColumns.status}</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((p) => (
                <tr key={p.id}>
                  <td>{formatDate(p.created_at, "datetime")}</td>
                  <td>{nl.payments.providers[p.provider] ?? p.provider}</td>
                  <td>
                    <code>{p.provider_payment_id}</code>
                  </td>
                  <td>{paymentMethodLabel(p.method)}</td>
                  <td className="num">{formatMoney(p.amount_cents)}</td>
                  <td className="num">
                    {p.method === order.payment_method && order.fee_incl_cents
                      ? formatMoney(order.fee_incl_cents)
                      : "—"}
                  </td>
                  <td>
                    {p.status}
                    {p.superseded_at ? ` (${d.superseded})` : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : (
        <p>{d.noPayments(paymentMethodLabel(order.payment_method))}</p>
      )}
    </section>
  );
}
