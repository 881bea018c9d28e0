import {
  CART_HASH_STORAGE_KEY,
  type CartCookies,
  DEFAULT_FRAGMENTS_TIMEOUT_MS,
  FRAGMENTS_STORAGE_KEY,
  parseStored,
  type StoredFragments,
} from "~/modules/cart/fragment-cache";
import type { FragmentsAnswer, MiniCartData } from "~/modules/cart/mini-cart";
import { COOKIES, readCookie } from "~/utils/cookies";
import { readPageConfig } from "~/utils/page-config";
import { dispatchShopEvent, SHOP_EVENTS } from "~/utils/shop-events";
import { createRequestQueue } from "./request-queue";

/**
 * Browser side of the shop's cart calls (spec §4.6, §7.3–7.5). WooCommerce's event names, dispatched on
 * `document.body` and bubbling to `window` (docs/events.md).
 */
export const CART_EVENTS = {
  /** detail: FragmentsAnswer (+ product_id) — a listing button or the configurator added something. */
  added: SHOP_EVENTS.addedToCart,
  /** detail: FragmentsAnswer — a mini-cart line was removed. */
  removed: "removed_from_cart",
  /** Anyone may ask the header to refetch the fragments. */
  refresh: "wc_fragment_refresh",
  refreshed: "wc_fragments_refreshed",
  loaded: "wc_fragments_loaded",
  error: "wc_fragments_error",
} as const;

export interface WcAjaxResult {
  ok: boolean;
  status: number;
  body: (Partial<FragmentsAnswer> & { error?: boolean; product_url?: string; message?: string }) | null;
}

export function wcAjaxUrl(endpoint: string): string {
  const pattern = readPageConfig()?.wc_ajax_url ?? "/?wc-ajax=%%endpoint%%";
  return pattern.replace("%%endpoint%%", encodeURIComponent(endpoint));
}

/** POSTs form-encoded fields (as the old front end did) with a time-out; never throws. */
export async function postWcAjax(
  endpoint: string,
  fields: Record<string, string>,
  timeoutMs = readPageConfig()?.request_timeout ?? DEFAULT_FRAGMENTS_TIMEOUT_MS,
): Promise<WcAjaxResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(wcAjaxUrl(endpoint), {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams(fields),
      credentials: "same-origin",
      cache: "no-store",
      signal: controller.signal,
    });
    const body = (await res.json().catch(() => null)) as WcAjaxResult["body"];
    return { ok: res.ok, status: res.status, body };
  } catch {
    return { ok: false, status: 0, body: null };
  } finally {
    clearTimeout(timer);
  }
}

export function isFragmentsAnswer(body: WcAjaxResult["body"]): body is FragmentsAnswer & { error?: boolean } {
  return Boolean(body && !body.error && body.fragments && typeof body.cart_hash === "string" && body.cart);
}

const queue = createRequestQueue();
const nonce = () => readPageConfig()?.nonce ?? "";

/** `?wc-ajax=add_to_cart` with the button's data attributes, queued behind earlier adds and removes. */
export function queueAddToCart(data: Record<string, string>): Promise<WcAjaxResult> {
  return queue.push(() => postWcAjax("add_to_cart", { ...data, security: nonce() }));
}

/** `?wc-ajax=remove_from_cart` with the line's `cart_item_key`, queued. */
export function queueRemoveFromCart(cartItemKey: string): Promise<WcAjaxResult> {
  return queue.push(() => postWcAjax("remove_from_cart", { cart_item_key: cartItemKey, security: nonce() }));
}

export const dispatchCartEvent = dispatchShopEvent;

/** `?wc-ajax=get_refreshed_fragments` (spec §7.5, payload `time`); a failure raises `wc_fragments_error`. */
export async function fetchFragments(): Promise<FragmentsAnswer | null> {
  const r = await postWcAjax("get_refreshed_fragments", { time: String(Date.now()) });
  if (r.ok && isFragmentsAnswer(r.body)) return r.body;
  dispatchCartEvent(CART_EVENTS.error, { status: r.status });
  return null;
}

export function readCartCookies(): CartCookies {
  const text = document.cookie;
  return {
    itemsInCart: readCookie(text, COOKIES.itemsInCart) ?? null,
    cartHash: readCookie(text, COOKIES.cartHash) ?? null,
    loggedIn: readCookie(text, COOKIES.loggedIn) ?? null,
  };
}

export function loadStoredFragments(): StoredFragments | null {
  try {
    return parseStored(window.sessionStorage.getItem(FRAGMENTS_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Keeps this tab's cart state and tells the other tabs (their `storage` event) that the cart hash changed. */
export function storeFragments(
  cart: MiniCartData,
  fragments?: FragmentsAnswer["fragments"],
): StoredFragments {
  const stored: StoredFragments = {
    hash: cart.hash,
    createdAt: Date.now(),
    loggedIn: readCartCookies().loggedIn ?? "",
    cart,
    fragments,
  };
  try {
    window.sessionStorage.setItem(FRAGMENTS_STORAGE_KEY, JSON.stringify(stored));
    window.localStorage.setItem(CART_HASH_STORAGE_KEY, cart.hash);
  } catch {
    // Storage full or disabled: the header still shows the state; the next page asks again.
  }
  return stored;
}

export function clearStoredFragments() {
  try {
    window.sessionStorage.removeItem(FRAGMENTS_STORAGE_KEY);
    if (window.localStorage.getItem(CART_HASH_STORAGE_KEY))
      window.localStorage.setItem(CART_HASH_STORAGE_KEY, "");
  } catch {
    // ignore
  }
}
