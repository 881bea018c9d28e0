import { Form } from "react-router";
import { nl } from "~/i18n/nl";
import { formatDate } from "~/utils/format";

const t = nl.adminOrders;
const d = t.detail;

/** The warning that a second payment arrived for order `orderId` (at `since`), with the button to refund it. */
export function DoublePaymentNotice({
  orderId,
  since,
  csrf,
}: {
  orderId: number;
  since: string;
  csrf: string;
}) {
  return (
    <section className="admin-notice admin-notice--warning" aria-labelledby="double-payment-title">
      <h2 id="double-payment-title">⚠ {t.doublePaymentTitle}</h2>
      <p>{d.doublePaymentWarning}</p>
      <p className="text-sm">{d.doublePaymentSince(formatDate(since, "datetime"))}</p>
      <Form method="post" action={`/beheer/bestellingen/${orderId}/terugbetalen`} className="mt-2">
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="double-payment" />
        <button type="submit" className="btn btn-primary">
          {d.refundDouble}
        </button>
      </Form>
    </section>
  );
}
