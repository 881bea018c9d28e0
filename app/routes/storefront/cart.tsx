import { Link } from "react-router";
import { nl } from "~/i18n/nl";
import { cartTotals } from "~/modules/cart/cart";
import { cartLinesForSession } from "~/modules/cart/cart.server";
import { getState } from "~/utils/context.server";
import { formatMoney } from "~/utils/format-money";
import { urls } from "~/utils/page-config";
import type { Route } from "./+types/cart";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, sessionId } = getState(context);
  const lines = await cartLinesForSession(db, sessionId);
  return { lines, totals: cartTotals(lines) };
}

export function meta() {
  return [{ title: `${nl.cart.title} – ${nl.site.name}` }, { name: "robots", content: "noindex" }];
}

/** The cart: each line with the configuration it was priced with (the full cart arrives with checkout). */
export default function Cart({ loaderData }: Route.ComponentProps) {
  const { lines, totals } = loaderData;
  return (
    <>
      <h1 className="page-title">{nl.cart.title}</h1>
      {lines.length === 0 ? (
        <p className="mt-6">
          {nl.cart.empty}{" "}
          <Link className="underline" to={urls.shop}>
            {nl.cart.continueShopping}
          </Link>
        </p>
      ) : (
        <div className="cart-table-wrap">
          <table className="cart-table">
            <thead>
              <tr>
                <th scope="col">{nl.cart.product}</th>
                <th scope="col">{nl.cart.price}</th>
                <th scope="col">{nl.cart.quantity}</th>
                <th scope="col">{nl.cart.total}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id} data-cart-item-key={line.lineKey}>
                  <td>
                    <Link to={urls.product(line.productSlug)} className="font-semibold underline">
                      {line.productName}
                    </Link>
                    {line.snapshot.options.length ? (
                      <dl className="cart-config">
                        {line.snapshot.options.map((o) => (
                          <div key={o.field}>
                            <dt>{o.label}:</dt> <dd>{o.valueLabel}</dd>
                          </div>
                        ))}
                      </dl>
                    ) : null}
                  </td>
                  <td className="whitespace-nowrap">{formatMoney(line.unitInclCents)}</td>
                  <td>{line.quantity}</td>
                  <td className="whitespace-nowrap">{formatMoney(line.unitInclCents * line.quantity)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {nl.cart.subtotal} <small className="price__suffix">{nl.price.inclVat}</small>
                </th>
                <td className="whitespace-nowrap font-bold">{formatMoney(totals.subtotalInclCents)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </>
  );
}
