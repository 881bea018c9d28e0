import { nl } from "~/i18n/nl";
import type { OrderDetail } from "~/modules/orders/order-detail.server";
import { statusLabel } from "~/modules/orders/order-status";
import { formatDate } from "~/utils/format";
import { TableWrap } from "./table-wrap";

const d = nl.adminOrders.detail;

/** The order's history: status changes (with track & trace), notes, refunds and resent mails, with who and when. */
export function HistoryTable({ events }: { events: OrderDetail["events"] }) {
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title">{d.history}</h2>
      {events.length ? (
        <TableWrap label={d.history}>
          <table className="admin-table admin-table--dense orders-table" id="order-history">
            <caption className="sr-only">{d.history}</caption>
            <thead>
              <tr>
                <th scope="col">{d.historyColumns.date}</th>
                <th scope="col">{d.historyColumns.who}</th>
                <th scope="col">{d.historyColumns.what}</th>
              </tr>
            </thead>
            <tbody>
              {events.map((e) => (
                <tr key={e.id} data-kind={e.kind}>
                  <td>{formatDate(e.created_at, "datetime")}</td>
                  <td>{e.actor}</td>
                  <td>
                    {e.kind === "status"
                      ? d.event.status(statusLabel(e.from_status ?? ""), statusLabel(e.to_status ?? ""))
                      : d.event[e.kind](e.text)}
                    {e.kind === "status" && e.text ? ` (${d.event.tracking(e.text)})` : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : (
        <p>{d.noHistory}</p>
      )}
    </section>
  );
}
