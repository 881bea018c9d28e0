import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import { cartMessages } from "~/i18n/nl.cart";
import { urls } from "~/utils/page-config";
import { CART_EVENTS, dispatchCartEvent, isFragmentsAnswer, queueAddToCart } from "./cart-client";

type ButtonState = "idle" | "loading" | "added";

/** The button's data attributes, as WooCommerce's script sends them (`data-product_id` → `product_id`). */
export function buttonPayload(button: HTMLElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(button.dataset)) if (v !== undefined && k !== "state") out[k] = v;
  return out;
}

/**
 * A listing's add-to-cart for a simple product (spec §2.3, §4.6, §7.3). Without JS a plain form posts to the
 * cart action. With JS it sends `?wc-ajax=add_to_cart` with the button's data attributes (only when
 * `product_id` is present), queued; the button goes loading → added, a "Bekijk winkelmand" link is appended
 * (not on the cart page) and `added_to_cart` carries the answer to the header. An answer with `error` and
 * `product_url` sends the browser to the product.
 */
export function AddToCartButton({ productId, productName }: { productId: number; productName: string }) {
  const csrf = useRouteLoaderData<{ config?: { nonce?: string } }>("root")?.config?.nonce ?? "";
  const onCartPage = useLocation().pathname === urls.cart;
  const [state, setState] = useState<ButtonState>("idle");
  const [error, setError] = useState("");
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const t = cartMessages;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const button = buttonRef.current;
    if (!button) return;
    event.preventDefault();
    const payload = buttonPayload(button);
    if (!payload.product_id || state === "loading") return;
    setState("loading");
    setError("");
    const r = await queueAddToCart(payload);
    if (r.body?.error && r.body.product_url) {
      window.location.assign(r.body.product_url);
      return;
    }
    if (!r.ok || !isFragmentsAnswer(r.body)) {
      setState("idle");
      setError(r.body?.message ?? t.addFailed);
      return;
    }
    setState("added");
    dispatchCartEvent(CART_EVENTS.added, { ...r.body, product_id: payload.product_id });
  }

  return (
    <form
      method="post"
      action={urls.cart}
      className="add-to-cart-form"
      onSubmit={onSubmit}
      data-hydrated={hydrated || undefined}
    >
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="add-to-cart" value={productId} />
      <button
        ref={buttonRef}
        type="submit"
        className={`btn btn-primary w-full add_to_cart_button ajax_add_to_cart${state === "idle" ? "" : ` ${state}`}`}
        data-product_id={productId}
        data-quantity="1"
        data-state={state}
        aria-busy={state === "loading" || undefined}
      >
        <span className="add-to-cart__icon" aria-hidden="true" />
        {t.addToCart}
        <span className="sr-only">: {productName}</span>
      </button>
      {state === "added" && !onCartPage ? (
        <Link to={urls.cart} className="added_to_cart wc-forward">
          {t.viewCart}
        </Link>
      ) : null}
      <span className="sr-only" role="status">
        {state === "loading" ? t.adding : state === "added" ? t.added(productName) : ""}
      </span>
      {error ? (
        <p className="add-to-cart__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
