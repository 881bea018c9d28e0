import { nl } from "~/i18n/nl";
import type { OrderDetail } from "~/modules/orders/order-detail.server";
import { formatDate } from "~/utils/format";
import { formatMoney } from "~/utils/format-money";
import { TableWrap } from "./table-wrap";

const d = nl.adminOrders.detail;

/** The order's refunds with their state at the provider. */
export function RefundsTable({ refunds }: { refunds: OrderDetail["refunds"] }) {
  return (
    <section aria-labelledby="refunds-title">
      <h2 id="refunds-title">{d.refunds}</h2>
      {refunds.length ? (
        <TableWrap label={d.refunds}>
          <table className="admin-table admin-table--dense">
            <caption className="sr-only">{d.refunds}</caption>
            <thead>
              <tr>
                <th scope="col">{d.refundColumns.date}</th>
                <th scope="col" className="num">
                  {d.refundColumns.amount}
                </th>
                <th scope="col">{d.refundColumns.status}</th>
                <th scope="col">{d.refundColumns.description}</th>
                <th scope="col">{d.refundColumns.id}</th>
              </tr>
            </thead>
            <tbody>
              {refunds.map((r) => (
                <tr key={r.id}>
                  <td>{formatDate(r.created_at, "datetime")}</td>
                  <td className="num">{formatMoney(r.amount_cents)}</td>
                  <td>{r.status}</td>
                  <td>{r.description}</td>
                  <td>
                    <code>{r.provider_refund_id ?? "—"}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : (
        <p>{d.noRefunds}</p>
      )}
    </section>
  );
}
