import type { FormEvent } from "react";
import { cartMessages } from "~/i18n/nl.cart";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import type { MiniCartData } from "~/modules/cart/mini-cart";
import { formatMoney } from "~/utils/format-money";
import { urls } from "~/utils/page-config";

/** Selector of the mini cart's content in the fragments map (WooCommerce's name, spec §3.11). */
export const MINI_CART_SELECTOR = "div.widget_shopping_cart_content";

/**
 * The mini cart's content: lines with remove links, subtotal, buttons to the cart and checkout. The header
 * renders it with React; the server renders the very same component to HTML for the cart fragments. Plain
 * anchors and forms, so it also works as static HTML. Each remove "link" is a small POST form to the cart
 * action (no state change on GET); with JS the header sends it as `?wc-ajax=remove_from_cart` instead.
 */
export function MiniCartContent({
  cart,
  csrf,
  onRemove,
}: {
  cart: MiniCartData;
  csrf: string;
  onRemove?: (event: FormEvent<HTMLFormElement>, key: string) => void;
}) {
  const t = cartMessages;
  if (!cart.lines.length) {
    return (
      <div className="widget_shopping_cart_content">
        <p className="mini-cart__empty">{nl.cart.empty}</p>
      </div>
    );
  }
  return (
    <div className="widget_shopping_cart_content">
      <ul className="mini-cart__list woocommerce-mini-cart cart_list">
        {cart.lines.map((line) => (
          <li
            key={line.key}
            className="mini-cart__item woocommerce-mini-cart-item"
            data-cart-item-key={line.key}
          >
            <img src={line.image} alt="" width={56} height={56} loading="lazy" className="mini-cart__image" />
            <div className="mini-cart__text">
              <a href={line.url} className="mini-cart__name">
                {line.name}
              </a>
              {line.summary ? <p className="mini-cart__summary">{line.summary}</p> : null}
              <p className="mini-cart__qty">
                {t.lineQuantity(line.quantity, formatMoney(line.unitInclCents))}
              </p>
            </div>
            <form
              method="post"
              action={urls.cart}
              className="mini-cart__remove"
              onSubmit={onRemove ? (e) => onRemove(e, line.key) : undefined}
            >
              <input type="hidden" name="_csrf" value={csrf} />
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="cart_item_key" value={line.key} />
              <button
                type="submit"
                className="remove remove_from_cart_button"
                aria-label={t.removeItem(line.name)}
                data-cart_item_key={line.key}
                data-product_id={line.productId}
              >
                <span aria-hidden="true">×</span>
              </button>
            </form>
          </li>
        ))}
      </ul>
      <p className="mini-cart__total">
        <strong>{t.miniCartSubtotal}</strong>{" "}
        <span className="mini-cart__subtotal">{formatMoney(cart.subtotalInclCents)}</span>
      </p>
      <p className="mini-cart__buttons">
        <a href={urls.cart} className="btn btn-secondary">
          {t.viewCart}
        </a>
        <a href={urls.checkout} className="btn btn-primary">
          {t.checkout}
        </a>
      </p>
    </div>
  );
}
