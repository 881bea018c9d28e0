import { parse, serialize } from "cookie-es";

/**
 * Every cookie the shop reads or writes, with one parser, one serialiser and the flags in one place. Pure and
 * browser-safe: the browser's cart code and the store notice import it too. Session signing lives in
 * session.server.ts.
 */
export const COOKIES = {
  /** The signed session id (HttpOnly). */
  session: "maatglas_sid",
  /** A script-readable flag so the browser knows a shopper is logged in (cart fragments, spec §6). */
  loggedIn: "maatglas_logged_in",
  /** WooCommerce's cart cookies: items-in-cart (1 when not empty) and a hash of the contents. */
  itemsInCart: "woocommerce_items_in_cart",
  cartHash: "woocommerce_cart_hash",
} as const;

/** Spec §3.3/§9.4: the store notice's dismissal cookie is `store_notice` + noticeId = `hidden`. */
export function storeNoticeCookieName(noticeId: string): string {
  return `store_notice${noticeId}`;
}

/** The cookies the browser's scripts read or write; every other cookie is HttpOnly. */
function scriptReadable(name: string): boolean {
  return (
    name === COOKIES.loggedIn ||
    name === COOKIES.itemsInCart ||
    name === COOKIES.cartHash ||
    name.startsWith(storeNoticeCookieName(""))
  );
}

/** Reads one cookie from a Cookie header (or `document.cookie`); malformed input yields undefined, never an exception. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  return parse(header, { filter: (key) => key === name })[name];
}

export interface CookieOptions {
  /** Sent only over HTTPS: the server decides with `secureCookies` (cookies.server.ts), the browser by its protocol. */
  secure: boolean;
  /** Seconds; absent = a browser-session cookie. */
  maxAge?: number;
}

/**
 * The one Set-Cookie serialiser: Path=/, SameSite=Lax, HttpOnly unless the browser's scripts need the cookie,
 * Secure when asked.
 */
export function setCookie(name: string, value: string, options: CookieOptions): string {
  return serialize(name, value, {
    path: "/",
    sameSite: "lax",
    httpOnly: !scriptReadable(name),
    secure: options.secure,
    maxAge: options.maxAge,
  });
}

/** A Set-Cookie header that deletes the cookie (same path and flags as when it was set). */
export function clearCookie(name: string, options: Pick<CookieOptions, "secure">): string {
  return setCookie(name, "", { secure: options.secure, maxAge: 0 });
}

/** The browser's Secure rule, for cookies its scripts write: Secure when the page came over HTTPS. */
export function secureCookiesInBrowser(): boolean {
  return window.location.protocol === "https:";
}

/**
 * The server's Secure rule: in production every cookie is Secure when the request came over HTTPS (as Express
 * sees it, honouring TRUST_PROXY) or from localhost, which browsers treat as a secure context over plain HTTP.
 */
export function secureCookiesFor(
  production: boolean,
  request: { secure: boolean; hostname: string },
): boolean {
  if (!production) return false;
  const host = request.hostname;
  return request.secure || host === "localhost" || host === "127.0.0.1" || host === "[::1]" || host === "::1";
}
