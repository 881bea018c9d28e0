import type { Scenario } from "./runner.ts";
import { sessionFor } from "./session.ts";

/**
 * The cart page with 100 lines (the cart's line limit): one session gets 100 differently sized doors through
 * `uni_cpo_add_to_cart` (paced under the session's 20-a-second limit), then `/winkelmand` is measured. The
 * cart issue asked for this page well under 100 ms; the figure lives here rather than in a timed e2e test.
 */
export async function fullCartScenario(
  shop: string,
  priceBody: string,
  session: { nonce: string },
): Promise<Scenario> {
  const own = await sessionFor(`${shop}/product/glazen-deur-op-maat`);
  for (let i = 0; i < 100; i++) {
    const body = priceBody
      .replace('"uni_cpo_price_calc"', '"uni_cpo_add_to_cart"')
      .replace(`"security":"${session.nonce}"`, `"security":"${own.nonce}"`)
      // Small doors without a lock (about € 300 each): 100 lines stay under the cart's limit of € 50.000.
      .replace('"uni_cpo_height":"2000"', `"uni_cpo_height":"${1500 + i}"`)
      .replace('"uni_cpo_width":"800"', '"uni_cpo_width":"400"')
      .replace('"uni_cpo_handle":"rvs-rond-180"', '"uni_cpo_handle":"rvs-32"')
      .replace('"uni_cpo_lock":"cilinderslot"', '"uni_cpo_lock":"geen"');
    const res = await fetch(`${shop}/api/ajax`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: own.cookie },
      body,
    });
    if (!res.ok) throw new Error(`full cart: add ${i + 1} failed (${res.status})`);
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 60));
  }
  const headers = { cookie: `${own.cookie}; woocommerce_items_in_cart=1` };
  const page = await (await fetch(`${shop}/winkelmand`, { headers })).text();
  const lines = page.match(/class="cart_item" data-cart-item-key=/g)?.length ?? 0;
  if (lines !== 100) throw new Error(`full cart: the cart page shows ${lines} lines, not 100`);
  return { name: "cart page, 100 lines /winkelmand", url: `${shop}/winkelmand`, headers, connections: 2 };
}
