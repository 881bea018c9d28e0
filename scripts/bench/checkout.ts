import autocannon from "autocannon";
import { defaultConnections, type Scenario } from "./runner.ts";
import { checkoutForm, sessionFor } from "./session.ts";

/**
 * Full checkout submit (issue 4): every request places a real order, so each needs its own session with a
 * door in its cart, its CSRF token and its checkout attempt key. Those are prepared first (product page,
 * add-to-cart, GET /afrekenen — not measured); then autocannon posts the no-JS checkout form (bank transfer:
 * re-pricing, order + lines in one transaction, cart emptied, two outbox e-mails) exactly BENCH_CHECKOUTS
 * times, one prepared session per request. Only a 302 to the thank-you page counts as success, and the run
 * fails when the number of distinct orders differs from the number of successes.
 */
export function checkoutScenario(shop: string, productId: number): Scenario {
  const count = Number(process.env.BENCH_CHECKOUTS ?? 300);
  const connections = defaultConnections;
  const name = `checkout submit (${count} orders)`;
  const prepareOne = async () => {
    const s = await sessionFor(`${shop}/winkel`);
    const add = await fetch(`${shop}/api/ajax`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: s.cookie },
      body: JSON.stringify({
        action: "uni_cpo_add_to_cart",
        security: s.nonce,
        data: {
          product_id: productId,
          quantity: 1,
          uni_cpo_height: "2000",
          uni_cpo_width: "800",
          uni_cpo_handle: "rvs-rond-180",
          uni_cpo_hinges: "rvs",
          uni_cpo_lock: "cilinderslot",
        },
      }),
    });
    if (!add.ok) throw new Error(`checkout bench: add to cart failed (${add.status})`);
    const page = await (await fetch(`${shop}/afrekenen`, { headers: { cookie: s.cookie } })).text();
    const attempt = /name="checkout_attempt" value="([^"]+)"/.exec(page)?.[1];
    if (!attempt) throw new Error("checkout bench: no checkout form for a filled cart");
    const body = checkoutForm(s.nonce, attempt, "banktransfer").toString();
    return { cookie: s.cookie, body };
  };
  const prepare = async (n: number) => {
    const out: { cookie: string; body: string }[] = [];
    for (let i = 0; i < n; i += 20) {
      out.push(...(await Promise.all(Array.from({ length: Math.min(20, n - i) }, prepareOne))));
    }
    return out;
  };
  const submit = async (sessions: { cookie: string; body: string }[], amount: number) => {
    const orders = new Set<string>();
    let ok = 0;
    const r = await autocannon({
      url: shop,
      // autocannon refuses more connections than requests (the warm-up sends 20).
      connections: Math.min(connections, amount),
      amount,
      requests: [
        {
          method: "POST",
          path: "/afrekenen",
          setupRequest: (req) => {
            const s = sessions.pop();
            if (!s) throw new Error("checkout bench: ran out of prepared sessions");
            return {
              ...req,
              headers: { "content-type": "application/x-www-form-urlencoded", cookie: s.cookie },
              body: s.body,
            };
          },
          onResponse: (status, _body, _ctx, headers) => {
            const location = String((headers as Record<string, unknown> | undefined)?.location ?? "");
            const id = /bestelling-ontvangen\/(\d+)\?key=/.exec(location)?.[1];
            if (status === 302 && id) {
              ok++;
              orders.add(id);
            }
          },
        },
      ],
    });
    return { r, ok, orders: orders.size };
  };
  return {
    name,
    url: `${shop}/afrekenen`,
    custom: async () => {
      // Spare sessions: autocannon may set up a request per connection beyond `amount`.
      const warm = await prepare(20 + connections);
      await submit(warm, 20);
      const sessions = await prepare(count + connections);
      const { r, ok, orders } = await submit(sessions, count);
      if (orders !== ok) throw new Error(`checkout bench: ${ok} successes but ${orders} distinct orders`);
      return {
        name,
        rps: r.requests.total / r.duration,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.timeouts,
        non2xx: r.requests.total - ok,
      };
    },
  };
}
