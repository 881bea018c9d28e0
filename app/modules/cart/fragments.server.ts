import type { Kysely } from "kysely";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MINI_CART_SELECTOR, MiniCartContent } from "~/components/storefront/cart/mini-cart";
import { CartCount } from "~/components/storefront/cart-count";
import type { Database } from "../../../db/schema";
import { type CartLine, cartLinesForSession } from "./cart.server";
import { cartCookies, cartHash } from "./cart-cookies.server";
import { type FragmentsAnswer, miniCartOf } from "./mini-cart";

/** The header cart's state from cart lines (the root loader uses it too, so page and fragments agree). */
export function miniCartFor(lines: CartLine[]) {
  return miniCartOf(lines, cartHash(lines));
}

/**
 * The cart fragments (spec §3.11, §7.5): selector → HTML rendered by the same React components the header
 * uses, the cart hash, and the same state as data for the React header (which never swaps its DOM for HTML).
 */
export function fragmentsAnswer(lines: CartLine[], csrf: string): FragmentsAnswer {
  const cart = miniCartFor(lines);
  return {
    fragments: {
      [MINI_CART_SELECTOR]: renderToStaticMarkup(createElement(MiniCartContent, { cart, csrf })),
      "span.header-cart__count": renderToStaticMarkup(createElement(CartCount, { count: cart.count })),
    },
    cart_hash: cart.hash,
    cart,
  };
}

/** The session's fragments and the cart cookies matching them (set or cleared on every answer). */
export async function sessionFragments(
  db: Kysely<Database>,
  sessionId: string,
  csrf: string,
  secureCookies: boolean,
): Promise<{ answer: FragmentsAnswer; cookies: string[] }> {
  const lines = await cartLinesForSession(db, sessionId);
  return { answer: fragmentsAnswer(lines, csrf), cookies: cartCookies(lines, secureCookies) };
}
