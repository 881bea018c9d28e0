import { Form } from "react-router";
import { nl } from "~/i18n/nl";
import type { OrderDetail } from "~/modules/orders/order-detail.server";
import { formatDate } from "~/utils/format";
import { TableWrap } from "./table-wrap";

const d = nl.adminOrders.detail;

/** The e-mails about the order with their state, each with a form that queues it again. */
export function MailsTable({
  mails,
  csrf,
  busy,
}: {
  mails: OrderDetail["mails"];
  csrf: string;
  busy: boolean;
}) {
  return (
    <section aria-labelledby="mails-title">
      <h2 id="mails-title">{d.mails}</h2>
      {mails.length ? (
        <TableWrap label={d.mails}>
          <table className="admin-table admin-table--dense orders-table">
            <caption className="sr-only">{d.mails}</caption>
            <thead>
              <tr>
                <th scope="col">{d.mailColumns.subject}</th>
                <th scope="col">{d.mailColumns.to}</th>
                <th scope="col">{d.mailColumns.queued}</th>
                <th scope="col">{d.mailColumns.state}</th>
                <th scope="col">{d.mailColumns.action}</th>
              </tr>
            </thead>
            <tbody>
              {mails.map((m) => (
                <tr key={m.id} data-mail={m.id}>
                  <td>{m.subject}</td>
                  <td>{m.to_address}</td>
                  <td>{formatDate(m.created_at, "datetime")}</td>
                  <td>
                    {m.sent_at
                      ? d.mailState.sent(formatDate(m.sent_at, "datetime"))
                      : m.failed_at
                        ? d.mailState.failed(m.error ?? "")
                        : d.mailState.waiting}
                  </td>
                  <td>
                    <Form method="post">
                      <input type="hidden" name="_csrf" value={csrf} />
                      <input type="hidden" name="intent" value="resend" />
                      <input type="hidden" name="mail" value={m.id} />
                      <button
                        type="submit"
                        className="btn btn-light"
                        aria-label={d.resendLabel(m.subject)}
                        disabled={busy}
                      >
                        {d.resend}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : (
        <p>{d.noMails}</p>
      )}
    </section>
  );
}
