import { createHash } from "node:crypto";

/** WooCommerce's cart cookies: items-in-cart (1 when not empty) and a hash of the contents. */
export const ITEMS_IN_CART_COOKIE = "woocommerce_items_in_cart";
export const CART_HASH_COOKIE = "woocommerce_cart_hash";

export function cartHash(lines: { lineKey: string; quantity: number; unitInclCents: number }[]): string {
  if (lines.length === 0) return "";
  const text = lines.map((l) => `${l.lineKey}:${l.quantity}:${l.unitInclCents}`).join("|");
  return createHash("md5").update(text).digest("hex");
}

export function cartCookies(
  lines: { lineKey: string; quantity: number; unitInclCents: number }[],
  secure: boolean,
): string[] {
  const attrs = `Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  if (lines.length === 0) {
    return [`${ITEMS_IN_CART_COOKIE}=0; Max-Age=0; ${attrs}`, `${CART_HASH_COOKIE}=; Max-Age=0; ${attrs}`];
  }
  return [`${ITEMS_IN_CART_COOKIE}=1; ${attrs}`, `${CART_HASH_COOKIE}=${cartHash(lines)}; ${attrs}`];
}
