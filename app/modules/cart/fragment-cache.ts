import type { FragmentsAnswer, MiniCartData } from "./mini-cart";

/** Spec §9.4: stored cart fragments live 24 h. */
export const FRAGMENT_LIFETIME_MS = 86_400_000;
/** The request time-out of the fragments call when the page config names none (WooCommerce's default). */
export const DEFAULT_FRAGMENTS_TIMEOUT_MS = 5000;

/** sessionStorage: this tab's fragments; localStorage: the last cart hash any tab saw (the cross-tab signal). */
export const FRAGMENTS_STORAGE_KEY = "maatglas_fragments";
export const CART_HASH_STORAGE_KEY = "maatglas_cart_hash";

/** What a tab keeps in sessionStorage. */
export interface StoredFragments {
  hash: string;
  /** When the cart state was fetched (ms since epoch). */
  createdAt: number;
  /** The logged-in cookie's value at that time ("" when logged out). */
  loggedIn: string;
  cart: MiniCartData;
  /** The HTML fragments, when the state came from a fragments answer (not from the page's own data). */
  fragments?: FragmentsAnswer["fragments"];
}

export interface CartCookies {
  /** `woocommerce_items_in_cart` ("1" when the cart has lines). */
  itemsInCart: string | null;
  /** `woocommerce_cart_hash`. */
  cartHash: string | null;
  /** `maatglas_logged_in`. */
  loggedIn: string | null;
}

export type FragmentDecision =
  /** No cart cookie: the cart is empty, and nothing is asked of the server. */
  | { action: "empty" }
  | { action: "reuse"; stored: StoredFragments }
  | { action: "fetch"; reason: "none" | "hash" | "expired" | "login" };

export function hasCartCookie(c: CartCookies): boolean {
  return c.itemsInCart === "1" && Boolean(c.cartHash);
}

/**
 * Spec §4.6: stored fragments are reused only while their hash equals the cart-hash cookie, they are younger
 * than 24 h and the shopper has not logged in or out since; otherwise they are fetched again. Without a cart
 * cookie there is no cart and no request at all.
 */
export function decideFragments(
  cookies: CartCookies,
  stored: StoredFragments | null,
  now: number,
): FragmentDecision {
  if (!hasCartCookie(cookies)) return { action: "empty" };
  if (!stored) return { action: "fetch", reason: "none" };
  if (stored.hash !== cookies.cartHash) return { action: "fetch", reason: "hash" };
  if (!(now - stored.createdAt >= 0 && now - stored.createdAt < FRAGMENT_LIFETIME_MS)) {
    return { action: "fetch", reason: "expired" };
  }
  if (stored.loggedIn !== (cookies.loggedIn ?? "")) return { action: "fetch", reason: "login" };
  return { action: "reuse", stored };
}

/** A `storage` event from another tab means "refetch" when it changed the shared cart hash to another value. */
export function isForeignCartChange(
  key: string | null,
  newValue: string | null,
  storedHash: string | undefined,
): boolean {
  return key === CART_HASH_STORAGE_KEY && (newValue ?? "") !== (storedHash ?? "");
}

/** Milliseconds until stored fragments expire (0 = now), for the 24 h refresh timer. */
export function msUntilExpiry(stored: Pick<StoredFragments, "createdAt">, now: number): number {
  return Math.max(0, stored.createdAt + FRAGMENT_LIFETIME_MS - now);
}

/** Parses what sessionStorage holds; anything malformed counts as nothing stored. */
export function parseStored(text: string | null): StoredFragments | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as Partial<StoredFragments>;
    if (
      typeof v?.hash !== "string" ||
      typeof v.createdAt !== "number" ||
      typeof v.loggedIn !== "string" ||
      typeof v.cart !== "object" ||
      v.cart === null ||
      !Array.isArray(v.cart.lines)
    ) {
      return null;
    }
    return v as StoredFragments;
  } catch {
    return null;
  }
}
