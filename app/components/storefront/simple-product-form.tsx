import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { cartMessages } from "~/i18n/nl.cart";
import { urls } from "~/utils/page-config";
import { CART_EVENTS, dispatchCartEvent, isFragmentsAnswer, queueAddToCart } from "./cart/cart-client";
import { QuantityInput } from "./configurator/quantity-input";
import { StickyCartBar } from "./sticky-cart-bar";

export interface SimpleProductInitial {
  quantity: string;
  /** A no-JS add succeeded: show the notice with the cart link. */
  added: boolean;
  /** The server's Dutch reason a no-JS add was refused. */
  error?: string;
}

/**
 * The order form of a simple product (one without options): quantity with − / + (spec §5.2) and "In winkelmand".
 * Without JS it posts to the product page's action, which adds and shows the notice. With JS it sends the
 * listing button's `?wc-ajax=add_to_cart` call in the background and announces the answer to the header (mini
 * cart and count); the notice links to the cart. The server decides price, stock and quantity.
 */
export function SimpleProductForm({
  productId,
  productSlug,
  productName,
  csrf,
  maxQuantity,
  price,
  initial,
}: {
  productId: number;
  productSlug: string;
  productName: string;
  csrf: string;
  maxQuantity: number;
  /** The formatted unit price incl. btw, shown in the sticky add-to-cart bar (no bar without it). */
  price?: string;
  initial: SimpleProductInitial;
}) {
  const [quantity, setQuantity] = useState(initial.quantity);
  const [added, setAdded] = useState(initial.added);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState(initial.error ?? "");
  const [hydrated, setHydrated] = useState(false);
  const actionsArea = useRef<HTMLDivElement>(null);
  useEffect(() => setHydrated(true), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (adding) return;
    setAdding(true);
    setAdded(false);
    setError("");
    const r = await queueAddToCart({ product_id: String(productId), quantity });
    setAdding(false);
    if (r.body?.error && r.body.product_url) {
      window.location.assign(r.body.product_url);
      return;
    }
    if (!r.ok || !isFragmentsAnswer(r.body)) {
      setError(r.body?.message ?? cartMessages.addFailed);
      return;
    }
    setAdded(true);
    dispatchCartEvent(CART_EVENTS.added, { ...r.body, product_id: String(productId) });
  }

  return (
    <form
      method="post"
      action={urls.product(productSlug)}
      className="simple-product-form cart"
      noValidate
      onSubmit={onSubmit}
      data-hydrated={hydrated || undefined}
    >
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value="add" />
      <div className="configurator__actions" ref={actionsArea}>
        <QuantityInput
          value={quantity}
          onChange={(q) => {
            setQuantity(q);
            setAdded(false);
          }}
          max={maxQuantity}
          error={error || undefined}
        />
        <button
          type="submit"
          className="btn btn-primary single_add_to_cart_button"
          disabled={adding}
          data-loading={adding || undefined}
        >
          {cartMessages.addToCart}
        </button>
      </div>
      {hydrated && price ? (
        <StickyCartBar area={actionsArea} name={productName} price={price} ready busy={adding} />
      ) : null}
      {added ? (
        <div className="cart-added" role="status">
          {cartMessages.added(productName)}{" "}
          <Link to={urls.cart} className="added_to_cart wc-forward">
            {cartMessages.viewCart}
          </Link>
        </div>
      ) : null}
    </form>
  );
}
