// The configurator's price call: a checked request body, the sessions it rotates over, and its scenarios.
import type { Result, Scenario } from "./runner.ts";
import { freePort, HOP_HEADERS, type RecordedAnswer, startBareBytes } from "./servers.ts";
import { sessionFor } from "./session.ts";

export interface PriceCall {
  session: { cookie: string; nonce: string; productId: number };
  /** The price call for the sample door (€ 740,50) in `session`. */
  priceBody: string;
  /** Sessions the per-session scenarios rotate over (the price call's limit, the cart's limits). */
  sessions: { cookie: string; nonce: string }[];
  /** The shop's answer to the price call (headers and bytes), for the bare server that replays it. */
  answer: RecordedAnswer;
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
  const bytes = Buffer.from(await check.arrayBuffer());
  const checked = JSON.parse(bytes.toString("utf8")) as { data?: { price_vars?: { price?: string } } };
  if (checked.data?.price_vars?.price !== "€ 740,50")
    throw new Error(`price call check failed: ${JSON.stringify(checked)}`);
  // The price call allows 20 calls per second per session (40 at once): enough sessions that a fast shop is not
  // measured answering 429s (2,000 sessions: 40,000 calls/s). BENCH_PRICE_SESSIONS overrides it.
  const sessions: { cookie: string; nonce: string }[] = [];
  const wanted = Number(process.env.BENCH_PRICE_SESSIONS ?? 2000);
  for (let i = 0; i < wanted; i += 20) {
    sessions.push(
      ...(await Promise.all(
        Array.from({ length: 20 }, () => sessionFor(`${shop}/product/glazen-deur-op-maat`)),
      )),
    );
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of check.headers) if (!HOP_HEADERS.has(name)) headers[name] = value;
  return { session, priceBody, sessions, answer: { headers, body: bytes } };
}

const BARE_JSON = "bare node:http JSON (50 conn.)";
const SAME = "same calls and bytes, bare: price call (50 conn.)";
const PRICE = "price call uni_cpo_price_calc (50 conn.)";

/**
 * The price call with 50 connections over many sessions, beside two bare node:http servers: one answering a short
 * fixed JSON to a fixed request, and one answering the very calls the shop gets (the same rotating sessions and
 * bodies) with the very bytes the shop answers (headers and the 1 KB price JSON).
 */
export async function priceCallScenarios(
  shop: string,
  bare: string,
  { session, priceBody, sessions, answer }: PriceCall,
): Promise<Scenario[]> {
  const replay = await startBareBytes(await freePort(), { "/api/ajax": answer });
  const priceFor = (s: { cookie: string; nonce: string }) => ({
    headers: { "content-type": "application/json", cookie: s.cookie },
    body: priceBody.replace(`"security":"${session.nonce}"`, `"security":"${s.nonce}"`),
  });
  const calls = sessions.map(priceFor);
  return [
    { name: BARE_JSON, url: `${bare}/json`, method: "POST", body: priceBody, connections: 50 },
    {
      name: SAME,
      url: `${replay}/api/ajax`,
      method: "POST",
      rotate: calls,
      connections: 50,
      baseline: BARE_JSON,
    },
    {
      name: PRICE,
      url: `${shop}/api/ajax`,
      method: "POST",
      rotate: calls,
      connections: 50,
      baseline: BARE_JSON,
    },
    {
      // The same call where every request asks for a size nobody asked for before: the shop's kept answers
      // (price-answer.server.ts) never hit, so this is the price computed from the definition each time.
      name: "price call, every call a new size (50 conn.)",
      url: `${shop}/api/ajax`,
      method: "POST",
      rotate: distinctSizes(calls),
      connections: 50,
      baseline: BARE_JSON,
    },
  ];
}

/** 240,000 price calls, each for its own door size (1800–2399 × 600–999 mm), spread over the sessions. */
function distinctSizes(calls: { headers: Record<string, string>; body: string }[]) {
  const out: { headers: Record<string, string>; body: string }[] = [];
  for (let h = 1800; h < 2400; h++) {
    for (let w = 600; w < 1000; w++) {
      const call = calls[out.length % calls.length];
      const body = call.body
        .replace('"uni_cpo_height":"2000"', `"uni_cpo_height":"${h}"`)
        .replace('"uni_cpo_width":"800"', `"uni_cpo_width":"${w}"`);
      out.push({ headers: call.headers, body });
    }
  }
  return out;
}

/** The price call's two ratios side by side: to the bare fixed JSON and to the bare replay of the same calls. */
export function printPriceRatios(results: Result[]) {
  const rps = new Map(results.map((r) => [r.name, r.rps]));
  const price = rps.get(PRICE);
  if (price === undefined) return;
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  console.log("");
  console.log(
    "price call: ratio to bare node:http JSON / to bare node:http answering the same calls with the same bytes",
  );
  const p99 = results.find((r) => r.name === PRICE)?.p99;
  // A baseline left out by BENCH_ONLY prints as a dash.
  const to = (baseline: string) => {
    const base = rps.get(baseline);
    return base === undefined ? "—" : pct(price / base);
  };
  console.log(`  ${PRICE.padEnd(42)} ${to(BARE_JSON).padStart(8)} / ${to(SAME)}  (p99 ${p99} ms)`);
}
