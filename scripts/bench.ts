// `npm run bench`: measures the production build on loopback with autocannon, beside a bare node:http server
// in the same run, and prints req/s, p50, p99, the ratio to bare, and the gzip bytes of JS a page loads.
// BENCH_DURATION (s, default 5) and BENCH_CONNECTIONS (default 10) tune it.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

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
}

interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function run(s: Scenario): Promise<Result> {
  const r = await autocannon({
    url: s.url,
    method: s.method ?? "GET",
    headers: s.headers,
    body: s.body,
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
  const json = { "content-type": "application/json", cookie: session.cookie };
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
      headers: json,
      body: priceBody,
      connections: 50,
      baseline: "bare node:http JSON (50 conn.)",
    },
  ];
  console.log(
    `autocannon, ${duration} s per scenario, loopback, Node ${process.version}, ${os.cpus().length} cores`,
  );
  const results: Result[] = [];
  for (const s of scenarios) {
    // Warm up caches and JIT before measuring.
    await autocannon({
      url: s.url,
      method: s.method ?? "GET",
      headers: s.headers,
      body: s.body,
      connections: 2,
      amount: 200,
    });
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
