import { createHash } from "node:crypto";
import { COOKIES, clearCookie, setCookie } from "~/utils/cookies";

export function cartHash(lines: { lineKey: string; quantity: number; unitInclCents: number }[]): string {
  if (lines.length === 0) return "";
  const text = lines.map((l) => `${l.lineKey}:${l.quantity}:${l.unitInclCents}`).join("|");
  return createHash("md5").update(text).digest("hex");
}

/** WooCommerce's cart cookies for these lines: items-in-cart and the cart hash, or both cleared for an empty cart. */
export function cartCookies(
  lines: { lineKey: string; quantity: number; unitInclCents: number }[],
  secure: boolean,
): string[] {
  if (lines.length === 0) {
    return [clearCookie(COOKIES.itemsInCart, { secure }), clearCookie(COOKIES.cartHash, { secure })];
  }
  return [
    setCookie(COOKIES.itemsInCart, "1", { secure }),
    setCookie(COOKIES.cartHash, cartHash(lines), { secure }),
  ];
}
