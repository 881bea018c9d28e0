/**
 * The shop's documented browser events (docs/events.md), for analytics and tag managers. Every event is a DOM
 * `CustomEvent` dispatched on `document.body` that bubbles, so listeners on `document.body`, `document` or
 * `window` all receive it; the names are the old site's (WooCommerce / Uni CPO), the data is in `event.detail`.
 */
export const SHOP_EVENTS = {
  /** A product was added to the cart: the listing button (`?wc-ajax=add_to_cart`) or the configurator. */
  addedToCart: "added_to_cart",
  /** The configurator's background add-to-cart failed (network error, 403, 409, 4xx or `success: false`). */
  addToCartFailed: "uni_cpo_add_to_cart_failed",
  /** The cart page's totals were updated in place. */
  updatedCartTotals: "updated_cart_totals",
  /** A country was chosen in a checkout address block. */
  countryToStateChanged: "country_to_state_changed",
} as const;

/** Dispatches `name` on `document.body` (bubbling) with `detail`. */
export function dispatchShopEvent(name: string, detail?: unknown): void {
  if (typeof document === "undefined" || !document.body) return;
  document.body.dispatchEvent(new CustomEvent(name, { detail, bubbles: true }));
}
