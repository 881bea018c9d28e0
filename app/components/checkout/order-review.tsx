import { checkoutMessages } from "~/i18n/nl.checkout";
import { formatMoney } from "~/utils/format-money";

export interface ReviewTableLine {
  name: string;
  quantity: number;
  unitInclCents: number;
  totalInclCents: number;
  options: { label: string; value: string }[];
  previousUnitInclCents?: number;
}

export interface ReviewTableTotals {
  subtotalInclCents: number;
  shippingInclCents: number;
  feeInclCents: number;
  /** "Transactiekosten {method}"; the generic "Transactiekosten" when absent. */
  feeLabel?: string;
  totalInclCents: number;
  vatCents: number;
}

const m = checkoutMessages;

/** The order table of checkout and the thank-you page: lines with their configuration, then the totals. */
export function OrderReview({
  lines,
  totals,
  shippingLabel,
  busy = false,
}: {
  lines: readonly ReviewTableLine[];
  totals: ReviewTableTotals;
  shippingLabel?: string;
  busy?: boolean;
}) {
  return (
    <div className="order-review" aria-busy={busy || undefined}>
      <table className="order-review__table">
        <thead>
          <tr>
            <th scope="col">{m.review.product}</th>
            <th scope="col" className="text-right">
              {m.review.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            <tr key={`${line.name}-${i}`} className="order-review__line">
              <td>
                <span className="font-semibold">{line.name}</span>{" "}
                <strong className="whitespace-nowrap">{m.review.quantity(line.quantity)}</strong>
                {line.options.length ? (
                  <dl className="order-review__config">
                    {line.options.map((o) => (
                      <div key={o.label}>
                        <dt>{o.label}:</dt> <dd>{o.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
              </td>
              <td className="text-right whitespace-nowrap">
                {line.previousUnitInclCents !== undefined ? (
                  <del className="order-review__old">
                    {formatMoney(line.previousUnitInclCents * line.quantity)}
                  </del>
                ) : null}{" "}
                {formatMoney(line.totalInclCents)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{m.review.subtotal}</th>
            <td className="text-right whitespace-nowrap">{formatMoney(totals.subtotalInclCents)}</td>
          </tr>
          <tr data-total="shipping">
            <th scope="row">
              {m.review.shipping}
              {shippingLabel ? <span className="font-normal"> ({shippingLabel})</span> : null}
            </th>
            <td className="text-right whitespace-nowrap">
              {totals.shippingInclCents ? formatMoney(totals.shippingInclCents) : m.free}
            </td>
          </tr>
          {totals.feeInclCents ? (
            <tr data-total="fee">
              <th scope="row">{totals.feeLabel || m.review.fee}</th>
              <td className="text-right whitespace-nowrap">{formatMoney(totals.feeInclCents)}</td>
            </tr>
          ) : null}
          <tr className="order-review__total" data-total="total">
            <th scope="row">{m.review.orderTotal}</th>
            <td className="text-right whitespace-nowrap">{formatMoney(totals.totalInclCents)}</td>
          </tr>
          <tr className="order-review__vat" data-total="vat">
            <th scope="row">{m.review.vat}</th>
            <td className="text-right whitespace-nowrap">{formatMoney(totals.vatCents)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
