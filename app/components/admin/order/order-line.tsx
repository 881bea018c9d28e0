import { nl } from "~/i18n/nl";
import { dutchDecimal } from "~/modules/orders/order-detail";
import type { OrderDetail } from "~/modules/orders/order-detail.server";
import { formatMoney } from "~/utils/format-money";
import { OrderLineExtras } from "./order-line-extras";
import { TableWrap } from "./table-wrap";

const d = nl.adminOrders.detail;

/** One product line of an order: its configuration (sizes, chosen options with their rates) and its prices. */
export function OrderLine({ line }: { line: OrderDetail["lines"][number] }) {
  return (
    <article className="admin-card" data-line={line.id}>
      <h3 className="font-semibold">
        {line.name} × {line.quantity}
      </h3>
      <p className="text-sm text-slate-700">
        {line.configuration.definitionVersion !== null
          ? d.definitionVersion(line.configuration.definitionVersion)
          : d.noDefinition}
      </p>
      {line.configuration.measurements.length ? (
        <>
          <h4 className="font-semibold mt-2">{d.measurements}</h4>
          <dl className="orders-config">
            {line.configuration.measurements.map((m) => (
              <div key={m.label}>
                <dt>{m.label}:</dt>
                <dd>{m.value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {line.configuration.options.length ? (
        <TableWrap label={`${d.configuration} – ${line.name}`} className="mt-2">
          <table className="admin-table admin-table--dense orders-table">
            <caption className="sr-only">{`${d.configuration} – ${line.name}`}</caption>
            <thead>
              <tr>
                <th scope="col">{d.option}</th>
                <th scope="col">{d.chosen}</th>
                <th scope="col" className="num">
                  {d.rate}
                </th>
              </tr>
            </thead>
            <tbody>
              {line.configuration.options.map((o) => (
                <tr key={o.label}>
                  <th scope="row">{o.label}</th>
                  <td>
                    {o.href ? (
                      <a href={o.href} download={o.value} data-upload-link>
                        {o.value}
                      </a>
                    ) : (
                      o.value
                    )}
                  </td>
                  <td className="num">{o.rate ? `€ ${dutchDecimal(o.rate)}` : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
      <OrderLineExtras lineId={line.id} name={line.name} extras={line.extras} />
      <h4 className="font-semibold mt-2">{d.priceBreakdown}</h4>
      <dl className="orders-config">
        {line.configuration.priceExcl ? (
          <div>
            <dt>{d.formulaResult}:</dt>
            <dd>€ {dutchDecimal(line.configuration.priceExcl)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{d.unitExcl}:</dt>
          <dd>{formatMoney(line.unitExclCents)}</dd>
        </div>
        <div>
          <dt>{d.unitIncl}:</dt>
          <dd>{formatMoney(line.unitInclCents)}</dd>
        </div>
        <div>
          <dt>{`${d.lineTotal} (${d.quantity} ${line.quantity})`}:</dt>
          <dd>{formatMoney(line.totalInclCents)}</dd>
        </div>
      </dl>
    </article>
  );
}
