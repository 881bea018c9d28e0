// The header's cart refresh: `?wc-ajax=get_refreshed_fragments` for shoppers with a product in their cart.
import type { Scenario } from "./runner.ts";
import { sessionFor } from "./session.ts";

/**
 * `get_refreshed_fragments` at 50 connections over 50 sessions, each with one simple product in its cart
 * (the mini cart's HTML is rendered on every call), beside the bare node:http JSON answer of the same run.
 */
export async function fragmentsScenario(shop: string): Promise<Scenario> {
  const listing = await (await fetch(`${shop}/winkel`)).text();
  const simpleId = /data-product_id="(\d+)"/.exec(listing)?.[1];
  if (!simpleId) throw new Error("no simple product with an add-to-cart button on /winkel");
  const sessions = await Promise.all(
    Array.from({ length: 50 }, async () => {
      const s = await sessionFor(`${shop}/product/glazen-deur-op-maat`);
      const added = await fetch(`${shop}/?wc-ajax=add_to_cart`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: s.cookie },
        body: new URLSearchParams({ product_id: simpleId, quantity: "1", security: s.nonce }).toString(),
      });
      if (!((await added.json()) as { cart_hash?: string }).cart_hash) throw new Error("add_to_cart failed");
      return s;
    }),
  );
  const check = await fetch(`${shop}/?wc-ajax=get_refreshed_fragments`, {
    headers: { cookie: sessions[0].cookie },
  });
  const answer = (await check.json()) as { cart?: { count?: number } };
  if (answer.cart?.count !== 1) throw new Error(`fragments check failed: ${JSON.stringify(answer)}`);
  return {
    name: "get_refreshed_fragments (50 conn.)",
    url: `${shop}/?wc-ajax=get_refreshed_fragments`,
    rotate: sessions.map((s) => ({ headers: { cookie: s.cookie }, body: "" })),
    connections: 50,
    baseline: "bare node:http JSON (50 conn.)",
  };
}
