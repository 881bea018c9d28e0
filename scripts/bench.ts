// `npm run bench`: measures the production build on loopback with autocannon, beside a bare node:http server
// in the same run, and prints req/s, p50, p99, the ratio to bare, and the gzip bytes of JS a page loads.
// BENCH_DURATION (s, default 5) and BENCH_CONNECTIONS (default 10) tune it.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { SHOPPER_BILLING } from "../tests/factories/checkout.ts";

const root = path.resolve(import.meta.dirname, "..");
const duration = Number(process.env.BENCH_DURATION ?? 5);
const defaultConnections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const children: ChildProcess[] = [];

function stopAll() {
  for (const c of children) c.kill("SIGTERM");
}
process.on("exit", stopAll);

async function waitFor(url: string, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${url}`);
}

function ensureBuild() {
  if (fs.existsSync(path.join(root, "build/server/index.js")) && !process.env.BENCH_REBUILD) return;
  const r = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (r.status !== 0) process.exit(1);
}

async function startShop(port: number): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "maatglas-bench-"));
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`);
  return base;
}

async function startBare(port: number): Promise<string> {
  const code = `require("node:http").createServer((req, res) => {
    if (req.url === "/json") { res.writeHead(200, {"content-type": "application/json"}); res.end(JSON.stringify({success: true, data: {price: "€ 740,50"}})); return; }
    res.writeHead(200, {"content-type": "text/plain"}); res.end("hello");
  }).listen(${port}, "127.0.0.1");`;
  const child = spawn(process.execPath, ["-e", code], { stdio: "inherit" });
  children.push(child);
  await waitFor(`http://127.0.0.1:${port}/`);
  return `http://127.0.0.1:${port}`;
}

export interface Scenario {
  name: string;
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  /** Name of the scenario this one is compared with (ratio = this req/s ÷ that req/s). */
  baseline?: string;
  /** Runs the whole measurement itself (scenarios that need per-request state, e.g. one cart per checkout). */
  custom?: () => Promise<Result>;
  /**
   * Requests spread round-robin over many sessions (headers + body each): the price call is limited per
   * session (20 a second) and a cart per session holds at most € 50.000, so one session cannot carry a bench.
   */
  rotate?: { headers: Record<string, string>; body: string }[];
}

interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** autocannon's request options of a scenario: fixed, or rotating over its sessions. */
function requestOptions(s: Scenario) {
  const method = s.method ?? "GET";
  const rotate = s.rotate;
  if (!rotate) return { method, headers: s.headers, body: s.body };
  let i = 0;
  return {
    method,
    requests: [
      {
        method,
        setupRequest: (req: autocannon.Request) => ({ ...req, ...rotate[i++ % rotate.length] }),
      },
    ],
  };
}

async function run(s: Scenario): Promise<Result> {
  const r = await autocannon({
    url: s.url,
    ...requestOptions(s),
    connections: s.connections ?? defaultConnections,
    duration,
  });
  return {
    name: s.name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

async function jsBytes(pageUrl: string): Promise<{ files: number; gzip: number; raw: number }> {
  const html = await (await fetch(pageUrl)).text();
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import\s*\(?\s*"([^"]+\.js)"/g)) urls.add(m[1]);
  let gzip = 0;
  let raw = 0;
  for (const u of urls) {
    const body = Buffer.from(await (await fetch(new URL(u, pageUrl))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.size, gzip, raw };
}

/** A session cookie, its CSRF nonce and the product id, read from a product page like a browser would. */
async function sessionFor(url: string): Promise<{ cookie: string; nonce: string; productId: number }> {
  const res = await fetch(url);
  const cookie = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]).join("; ");
  const html = await res.text();
  const nonce = /"nonce":"([^"]+)"/.exec(html)?.[1] ?? "";
  const productId = Number(/name="product_id" value="(\d+)"/.exec(html)?.[1] ?? 0);
  return { cookie, nonce, productId };
}

/** Add to cart (issue 4): the listing's `?wc-ajax=add_to_cart` for a simple product and the configured door's
 * `uni_cpo_add_to_cart`; both write the session's cart on every request (the line's quantity caps at 999). */
async function addToCartScenarios(
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

/**
 * The cart page with 100 lines (the cart's line limit): one session gets 100 differently sized doors through
 * `uni_cpo_add_to_cart` (paced under the session's 20-a-second limit), then `/winkelmand` is measured. The
 * cart issue asked for this page well under 100 ms; the figure lives here rather than in a timed e2e test.
 */
async function fullCartScenario(
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

/**
 * Full checkout submit (issue 4): every request places a real order, so each needs its own session with a
 * door in its cart, its CSRF token and its checkout attempt key. Those are prepared first (product page,
 * add-to-cart, GET /afrekenen — not measured); then autocannon posts the no-JS checkout form (bank transfer:
 * re-pricing, order + lines in one transaction, cart emptied, two outbox e-mails) exactly BENCH_CHECKOUTS
 * times, one prepared session per request. Only a 302 to the thank-you page counts as success, and the run
 * fails when the number of distinct orders differs from the number of successes.
 */
function checkoutScenario(shop: string, productId: number): Scenario {
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
      connections,
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

/**
 * The pay-for-order page's add-fee call (issue 5): one unpaid order (placed with iDEAL, its test payment
 * "failed"), then `mollie_payments_add_fee` alternating Creditcard and iDEAL, so every call recomputes the fee
 * and replaces the fee line in a transaction (with the default settings the fee is 0, so the line is only
 * written when a surcharge is configured; the order's method and totals are written every time).
 */
async function addFeeScenario(shop: string, productId: number): Promise<Scenario> {
  const s = await sessionFor(`${shop}/winkel`);
  const json = { "content-type": "application/json", cookie: s.cookie };
  await fetch(`${shop}/api/ajax`, {
    method: "POST",
    headers: json,
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
  const page = await (await fetch(`${shop}/afrekenen`, { headers: { cookie: s.cookie } })).text();
  const attempt = /name="checkout_attempt" value="([^"]+)"/.exec(page)?.[1] ?? "";
  const form = { "content-type": "application/x-www-form-urlencoded", cookie: s.cookie };
  const placed = await fetch(`${shop}/afrekenen`, {
    method: "POST",
    redirect: "manual",
    headers: form,
    body: checkoutForm(s.nonce, attempt, "ideal"),
  });
  const testPage = placed.headers.get("location") ?? "";
  if (!testPage.startsWith("/betaling/test/"))
    throw new Error(`add-fee bench: order not placed (${placed.status})`);
  const failed = await fetch(new URL(testPage, shop), {
    method: "POST",
    redirect: "manual",
    headers: form,
    body: new URLSearchParams({ _csrf: s.nonce, outcome: "failed" }),
  });
  const back = await fetch(new URL(failed.headers.get("location") ?? "/", shop), {
    redirect: "manual",
    headers: { cookie: s.cookie },
  });
  const payOrder = /\/afrekenen\/betalen\/(\d+)\?key=([^&]+)/.exec(back.headers.get("location") ?? "");
  if (!payOrder) throw new Error(`add-fee bench: no pay-for-order page (${testPage})`);
  const body = (method: string) =>
    new URLSearchParams({
      action: "mollie_payments_add_fee",
      add_fee_order: payOrder[1],
      add_fee_pay: "1",
      add_fee_paymethod: method,
      add_fee_key: decodeURIComponent(payOrder[2]),
      add_fee_nonce: s.nonce,
    }).toString();
  const bodies = [body("creditcard"), body("ideal")];
  const check = await fetch(`${shop}/api/ajax`, { method: "POST", headers: form, body: bodies[0] });
  if (!((await check.json()) as { success?: boolean }).success)
    throw new Error("add-fee bench: call refused");
  const name = "add-fee call (pay-for-order)";
  return {
    name,
    url: `${shop}/api/ajax`,
    custom: async () => {
      let i = 0;
      const r = await autocannon({
        url: shop,
        connections: defaultConnections,
        duration,
        requests: [
          {
            method: "POST",
            path: "/api/ajax",
            setupRequest: (req) => ({ ...req, headers: form, body: bodies[i++ % 2] }),
          },
        ],
      });
      return {
        name,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.timeouts,
        non2xx: r.non2xx,
      };
    },
  };
}

/** A valid checkout submission for the bench's sample shopper. */
function checkoutForm(nonce: string, attempt: string, paymentMethod: string): URLSearchParams {
  return new URLSearchParams({
    _csrf: nonce,
    checkout_attempt: attempt,
    intent: "place",
    ...SHOPPER_BILLING,
    billing_email: "bench@example.nl",
    shipping_method: "bezorgen",
    payment_method: paymentMethod,
    terms: "1",
    made_to_measure: "1",
  });
}

async function main() {
  ensureBuild();
  const shop = await startShop(Number(process.env.BENCH_PORT ?? 3201));
  const bare = await startBare(Number(process.env.BENCH_BARE_PORT ?? 3202));
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
  // Sessions the per-session scenarios rotate over (the price call's limit, the cart's limits).
  const sessions: { cookie: string; nonce: string }[] = [];
  for (let i = 0; i < 300; i += 20) {
    sessions.push(
      ...(await Promise.all(
        Array.from({ length: 20 }, () => sessionFor(`${shop}/product/glazen-deur-op-maat`)),
      )),
    );
  }
  const priceFor = (s: { cookie: string; nonce: string }) => ({
    headers: { "content-type": "application/json", cookie: s.cookie },
    body: priceBody.replace(`"security":"${session.nonce}"`, `"security":"${s.nonce}"`),
  });
  const scenarios: Scenario[] = [
    { name: "bare node:http hello", url: `${bare}/` },
    { name: "shop listing /winkel", url: `${shop}/winkel`, baseline: "bare node:http hello" },
    { name: "home /", url: `${shop}/`, baseline: "bare node:http hello" },
    {
      name: "product page (configurator)",
      url: `${shop}/product/glazen-deur-op-maat`,
      baseline: "bare node:http hello",
    },
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
    ...(await addToCartScenarios(shop, session, priceBody, sessions)),
    await fullCartScenario(shop, priceBody, session),
    checkoutScenario(shop, session.productId),
    await addFeeScenario(shop, session.productId),
  ];
  console.log(
    `autocannon, ${duration} s per scenario, loopback, Node ${process.version}, ${os.cpus().length} cores`,
  );
  const results: Result[] = [];
  for (const s of scenarios) {
    if (s.custom) {
      results.push(await s.custom());
      continue;
    }
    // Warm up caches and JIT before measuring.
    await autocannon({ url: s.url, ...requestOptions(s), connections: 2, amount: 200 });
    results.push(await run(s));
  }
  const byName = new Map(results.map((r) => [r.name, r]));
  console.log("");
  console.log(
    `${"scenario".padEnd(42)} ${"req/s".padStart(9)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)}  ratio   errors`,
  );
  for (const [i, r] of results.entries()) {
    const base = scenarios[i].baseline ? byName.get(scenarios[i].baseline as string) : undefined;
    const ratio = base ? `${((r.rps / base.rps) * 100).toFixed(1)} %` : "—";
    console.log(
      `${r.name.padEnd(42)} ${r.rps.toFixed(0).padStart(9)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)}  ${ratio.padEnd(7)} ${r.errors + r.non2xx}`,
    );
  }
  const js = await jsBytes(`${shop}/winkel`);
  console.log("");
  console.log(`JS loaded by /winkel: ${js.files} files, ${js.gzip} bytes gzip (${js.raw} bytes raw)`);
  stopAll();
}

main().catch((e) => {
  console.error(e);
  stopAll();
  process.exit(1);
});
