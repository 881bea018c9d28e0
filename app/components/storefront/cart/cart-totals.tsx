import { Link } from "react-router";
import { cartMessages } from "~/i18n/nl.cart";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import type { Totals } from "~/modules/cart/totals";
import { formatMoney } from "~/utils/format-money";
import { urls } from "~/utils/page-config";

/**
 * The cart totals (spec §2.6): subtotal, shipping with the shop's default method (chosen for real at
 * checkout), total and the btw it contains, and the way to checkout.
 */
export function CartTotals({ totals, shippingLabel }: { totals: Totals; shippingLabel: string | null }) {
  const t = cartMessages;
  return (
    <section className="cart-totals cart_totals" aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title">{t.totalsTitle}</h2>
      <table>
        <tbody>
          <tr className="cart-subtotal">
            <th scope="row">{t.subtotal}</th>
            <td data-total="subtotal">{formatMoney(totals.subtotalInclCents)}</td>
          </tr>
          <tr className="shipping">
            <th scope="row">
              {shippingLabel ? t.shippingVia(shippingLabel) : t.shipping}
              <small className="cart-totals__note">{t.shippingNote}</small>
            </th>
            <td data-total="shipping">
              {totals.shippingInclCents === 0 ? t.shippingFree : formatMoney(totals.shippingInclCents)}
            </td>
          </tr>
          <tr className="order-total">
            <th scope="row">
              {t.total} <small className="price__suffix">{nl.price.inclVat}</small>
            </th>
            <td data-total="total">{formatMoney(totals.totalInclCents)}</td>
          </tr>
          <tr className="vat-row">
            <th scope="row">{t.vatIncluded}</th>
            <td data-total="vat">{formatMoney(totals.vatCents)}</td>
          </tr>
        </tbody>
      </table>
      <Link to={urls.checkout} className="btn btn-primary checkout-button wc-forward">
        {t.toCheckout}
      </Link>
    </section>
  );
}
