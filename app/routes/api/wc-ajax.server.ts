import type { Kysely } from "kysely";
import { nl } from "~/i18n/nl";
import { addProductToCart } from "~/modules/cart/add-product.server";
import { removeCartLine } from "~/modules/cart/cart.server";
import { cartCookies } from "~/modules/cart/cart-cookies.server";
import { MAX_LINE_QUANTITY } from "~/modules/cart/cart-form";
import { fragmentsAnswer, sessionFragments } from "~/modules/cart/fragments.server";
import type { Database } from "../../../db/schema";

export const WC_AJAX_ENDPOINTS = ["add_to_cart", "remove_from_cart", "get_refreshed_fragments"] as const;
export type WcAjaxEndpoint = (typeof WC_AJAX_ENDPOINTS)[number];

export interface Caller {
  db: Kysely<Database>;
  sessionId: string;
  secureCookies: boolean;
  csrf: string;
  /** The `security` field of the body is the session's CSRF token. */
  trusted: boolean;
}

export interface Answer {
  status: number;
  body: unknown;
  cookies?: string[];
}

/** Request bodies larger than this (bytes) are refused with 413. */
export const WC_AJAX_BODY_LIMIT = 16 * 1024;
/** The most form fields a form-encoded call may carry (more → 413). */
export const WC_AJAX_PARAMETER_LIMIT = 100;

/** The refusal shape of these endpoints: `{ error: true, product_url, message }`. */
export const failure = (status: number, message: string, productUrl = ""): Answer => ({
  status,
  body: { error: true, product_url: productUrl, message },
});

const text = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

/**
 * The three WooCommerce shop endpoints (spec §7.3–7.5), `?wc-ajax=…` on any path (the old front end posts to
 * `/?wc-ajax=add_to_cart`). Each answer sets or clears the cart cookies. Framework-free: server/fast-path.ts
 * reads the request and writes the answer.
 */
export async function wcAjax(
  endpoint: string,
  method: string,
  body: Record<string, unknown>,
  c: Caller,
): Promise<Answer> {
  if (!(WC_AJAX_ENDPOINTS as readonly string[]).includes(endpoint))
    return failure(400, nl.ajax.unknownAction);
  const readOnly = endpoint === "get_refreshed_fragments";
  if (method !== "POST" && !(readOnly && method === "GET")) return failure(405, nl.cartUi.badRequest);
  // The two mutations need the session's token; the fragments call changes nothing and needs none.
  if (!readOnly && !c.trusted) return failure(403, nl.ajax.csrf);

  if (endpoint === "add_to_cart") {
    // Sent only with product_id (spec §7.3): without it there is nothing to add.
    if (!text(body.product_id)) return failure(400, nl.cartUi.badRequest);
    const added = await addProductToCart(c.db, c.sessionId, {
      productId: text(body.product_id),
      quantity: body.quantity === undefined ? undefined : text(body.quantity),
    });
    if (added.kind === "needs_options") {
      return { status: 200, body: { error: true, product_url: added.productUrl } };
    }
    if (added.kind === "not_found") return failure(404, nl.cartUi.unknownProduct);
    if (added.kind === "invalid_quantity")
      return failure(400, nl.cartUi.addQuantityInvalid(MAX_LINE_QUANTITY));
    if (added.kind === "out_of_stock") return failure(409, added.message);
    if (added.kind === "limit") return failure(409, added.message);
    return {
      status: 200,
      body: fragmentsAnswer(added.lines, c.csrf),
      cookies: cartCookies(added.lines, c.secureCookies),
    };
  }

  if (endpoint === "remove_from_cart") {
    const key = text(body.cart_item_key);
    if (!/^[\w-]{1,64}$/.test(key) || !(await removeCartLine(c.db, c.sessionId, key))) {
      return failure(404, nl.cartUi.unknownLine);
    }
  }
  const { answer, cookies } = await sessionFragments(c.db, c.sessionId, c.csrf, c.secureCookies);
  return { status: 200, body: answer, cookies };
}
