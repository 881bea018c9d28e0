import { data, Link } from "react-router";
import "~/components/admin/orders.css";
import { nl } from "~/i18n/nl";
import { addressLines } from "~/modules/accounts/order-view";
import { getOrderDetail } from "~/modules/orders/order-detail.server";
import { getState } from "~/utils/context.server";
import { formatDate } from "~/utils/format";
import type { Route } from "./+types/order-print";

const t = nl.adminOrders.print;

/**
 * The workshop's work order ("Werkbon"): one sheet per door (a made-to-measure line; ready-made fittings get none) —
 * a product line of quantity 2 prints two sheets
 * ("Deur 1 van 2", "Deur 2 van 2"), so each door in the workshop has its own sheet with its sizes — in large type,
 * with the order number, the customer and the delivery / installation address. Printing hides the back
 * office's frame (orders.css).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!/^\d+$/.test(params.id ?? "")) throw data(null, { status: 404 });
  const detail = await getOrderDetail(getState(context).db, id);
  if (!detail) throw data(null, { status: 404 });
  const { order } = detail;
  // Made-to-measure lines only (a configuration); ready-made fittings need no workshop sheet.
  const products = detail.lines.filter(
    (l) => l.kind === "product" && l.configuration.measurements.length + l.configuration.options.length > 0,
  );
  const sheets = products.flatMap((line) =>
    Array.from({ length: Math.max(1, line.quantity) }, () => ({
      lineId: line.id,
      name: line.name,
      measurements: line.configuration.measurements,
      options: line.configuration.options,
      version: line.configuration.definitionVersion,
    })),
  );
  const billing = addressLines(order.billing);
  const contact = billingContact(order.billing);
  const shipping = addressLines(order.shipping);
  return {
    id: order.id,
    number: order.number,
    createdAt: order.created_at,
    customerName: contact.name || order.email,
    phone: contact.phone,
    address: shipping.length ? shipping : billing,
    note: order.customer_note,
    sheets,
  };
}

/** The customer's name and phone from the billing JSON ("" when missing). */
function billingContact(json: string): { name: string; phone: string } {
  try {
    const v = JSON.parse(json) as Record<string, unknown>;
    const str = (x: unknown) => (typeof x === "string" ? x.trim() : "");
    return { name: [str(v.firstName), str(v.lastName)].filter(Boolean).join(" "), phone: str(v.phone) };
  } catch {
    return { name: "", phone: "" };
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: `${loaderData ? t.title(loaderData.number) : nl.adminOrders.detail.notFoundTitle} – ${nl.site.name}`,
    },
    { name: "robots", content: "noindex" },
  ];
}

export default function OrderPrint({ loaderData }: Route.ComponentProps) {
  const { sheets } = loaderData;
  return (
    <div className="werkbon">
      <div className="werkbon-toolbar admin-toolbar mb-4">
        <h1 className="page-title">{t.title(loaderData.number)}</h1>
        <p className="orders-actions">
          <Link to={`/beheer/bestellingen/${loaderData.id}`} className="underline">
            ← {t.back}
          </Link>
          <button type="button" className="btn btn-primary werkbon-print" onClick={() => window.print()}>
            {t.print}
          </button>
        </p>
      </div>
      {sheets.length === 0 ? <p>{t.noLines}</p> : null}
      {sheets.map((sheet, i) => (
        <section
          key={`${sheet.lineId}-${i}`}
          className="werkbon-page"
          aria-label={`${t.title(loaderData.number)} – ${t.door(i + 1, sheets.length)}`}
        >
          <div className="werkbon-head">
            <div>
              <p>
                <strong>
                  {t.order} {loaderData.number}
                </strong>
              </p>
              <p>
                {t.date}: {formatDate(loaderData.createdAt, "short")}
              </p>
              <p>
                <strong>{t.door(i + 1, sheets.length)}</strong>
              </p>
            </div>
            <div>
              <p>
                <strong>{t.customer}:</strong> {loaderData.customerName}
              </p>
              {loaderData.phone ? (
                <p>
                  {t.phone}: {loaderData.phone}
                </p>
              ) : null}
              <p>
                <strong>{t.deliveryAddress}:</strong>
              </p>
              <address className="not-italic">
                {loaderData.address.map((l) => (
                  <span key={l} className="block">
                    {l}
                  </span>
                ))}
              </address>
            </div>
          </div>
          <h2>{sheet.name}</h2>
          {sheet.measurements.length ? (
            <>
              <h3>{t.measurements}</h3>
              <dl className="werkbon-measure">
                {sheet.measurements.map((m) => (
                  <div key={m.label}>
                    <dt>{m.label}</dt>
                    <dd>{m.value}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
          {sheet.options.length ? (
            <>
              <h3>{t.configuration}</h3>
              <dl className="werkbon-options">
                {sheet.options.map((o) => (
                  <div key={o.label}>
                    <dt>{o.label}</dt>
                    <dd>{o.value}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
          {loaderData.note ? (
            <>
              <h3>{t.note}</h3>
              <p className="whitespace-pre-line">{loaderData.note}</p>
            </>
          ) : null}
        </section>
      ))}
    </div>
  );
}
