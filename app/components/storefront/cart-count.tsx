import { storefrontMessages as nl } from "~/i18n/nl.storefront";

/** The number on the header cart; also rendered on the server as a cart fragment after background adds. */
export function CartCount({ count }: { count: number }) {
  return (
    <span className="header-cart__count" data-count={count} hidden={count === 0}>
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{nl.cart.itemsInCart(count)}</span>
    </span>
  );
}
