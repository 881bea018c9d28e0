import type { Scenario } from "./runner.ts";

/** Add to cart (issue 4): the listing's `?wc-ajax=add_to_cart` for a simple product and the configured door's
 * `uni_cpo_add_to_cart`; both write the session's cart on every request (the line's quantity caps at 999). */
export async function addToCartScenarios(
  shop: string,
  session: { cookie: string; nonce: string },
  priceBody: string,
  sessions: { cookie: string; nonce: string }[],
): Promise<Scenario[]> {
  const listing = await (await fetch(`${shop}/winkel`)).text();
  const simpleId = /data-product_id="(\d+)"/.exec(listing)?.[1];
  if (!simpleId) throw new Error("no simple product with an add-to-cart button on /winkel");
  const form = { "content-type": "application/x-www-form-urlencoded", cookie: session.cookie };
  const wcBody = new URLSearchParams({
    product_id: simpleId,
    quantity: "1",
    security: session.nonce,
  }).toString();
  const check = await fetch(`${shop}/?wc-ajax=add_to_cart`, { method: "POST", headers: form, body: wcBody });
  if (!((await check.json()) as { cart_hash?: string }).cart_hash)
    throw new Error("add_to_cart check failed");
  return [
    {
      name: "add_to_cart ?wc-ajax (simple)",
      url: `${shop}/?wc-ajax=add_to_cart`,
      method: "POST",
      rotate: sessions.map((s) => ({
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: s.cookie },
        body: new URLSearchParams({ product_id: simpleId, quantity: "1", security: s.nonce }).toString(),
      })),
    },
    {
      name: "uni_cpo_add_to_cart (configured door)",
      url: `${shop}/api/ajax`,
      method: "POST",
      rotate: sessions.map((s) => ({
        headers: { "content-type": "application/json", cookie: s.cookie },
        body: priceBody
          .replace('"uni_cpo_price_calc"', '"uni_cpo_add_to_cart"')
          .replace(`"security":"${session.nonce}"`, `"security":"${s.nonce}"`),
      })),
    },
  ];
}
