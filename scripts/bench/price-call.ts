// The configurator's price call: a checked request body, the sessions it rotates over, and its scenarios.
import type { Scenario } from "./runner.ts";
import { sessionFor } from "./session.ts";

export interface PriceCall {
  session: { cookie: string; nonce: string; productId: number };
  /** The price call for the sample door (€ 740,50) in `session`. */
  priceBody: string;
  /** Sessions the per-session scenarios rotate over (the price call's limit, the cart's limits). */
  sessions: { cookie: string; nonce: string }[];
}

/** Prepares the price call and checks the shop answers it with the expected price. */
export async function preparePriceCall(shop: string): Promise<PriceCall> {
  const session = await sessionFor(`${shop}/product/glazen-deur-op-maat`);
  const priceBody = JSON.stringify({
    action: "uni_cpo_price_calc",
    security: session.nonce,
    data: {
      product_id: session.productId,
      quantity: 1,
      uni_cpo_height: "2000",
      uni_cpo_width: "800",
      uni_cpo_handle: "rvs-rond-180",
      uni_cpo_hinges: "rvs",
      uni_cpo_lock: "cilinderslot",
    },
  });
  const check = await fetch(`${shop}/api/ajax`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: session.cookie },
    body: priceBody,
  });
  const checked = (await check.json()) as { data?: { price_vars?: { price?: string } } };
  if (checked.data?.price_vars?.price !== "€ 740,50")
    throw new Error(`price call check failed: ${JSON.stringify(checked)}`);
  const sessions: { cookie: string; nonce: string }[] = [];
  for (let i = 0; i < 300; i += 20) {
    sessions.push(
      ...(await Promise.all(
        Array.from({ length: 20 }, () => sessionFor(`${shop}/product/glazen-deur-op-maat`)),
      )),
    );
  }
  return { session, priceBody, sessions };
}

/** The price call with 50 connections over many sessions, beside a bare node:http JSON answer. */
export function priceCallScenarios(
  shop: string,
  bare: string,
  { session, priceBody, sessions }: PriceCall,
): Scenario[] {
  const priceFor = (s: { cookie: string; nonce: string }) => ({
    headers: { "content-type": "application/json", cookie: s.cookie },
    body: priceBody.replace(`"security":"${session.nonce}"`, `"security":"${s.nonce}"`),
  });
  return [
    {
      name: "bare node:http JSON (50 conn.)",
      url: `${bare}/json`,
      method: "POST",
      body: priceBody,
      connections: 50,
    },
    {
      name: "price call uni_cpo_price_calc (50 conn.)",
      url: `${shop}/api/ajax`,
      method: "POST",
      rotate: sessions.map(priceFor),
      connections: 50,
      baseline: "bare node:http JSON (50 conn.)",
    },
  ];
}
