// Bad-request generator: `node scripts/fuzz-requests.ts <baseUrl> [count] [seed]` sends `count` (default 1000)
// generated bad requests — wrong content types, broken bodies, huge and odd field values, odd redirect targets,
// odd methods, odd paths and cookies, bad CSRF tokens — to the page actions and background calls (`/api/ajax`,
// `?wc-ajax=`) of a running shop, prints the count per status class and the first 5xx answers, and exits with
// 1 when any answer was a 5xx. Requests the server drops without an answer are counted as network errors.
// The same seed sends the same requests.

import http from "node:http";
import https from "node:https";

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

export interface FuzzReport {
  total: number;
  byClass: Record<string, number>;
  serverErrors: { request: FuzzRequest; status: number }[];
  networkErrors: { request: FuzzRequest; error: string }[];
}

/** mulberry32: a small seeded PRNG, so a failing run can be repeated exactly. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PAGE_PATHS = [
  "/",
  "/winkel",
  "/product-categorie/deuren",
  "/winkelmand",
  "/melding-sluiten",
  "/mijn-account",
  "/mijn-account/bestellingen",
  "/mijn-account/bestellingen/1",
  "/mijn-account/adressen",
  "/mijn-account/wachtwoord-vergeten",
  "/mijn-account/wachtwoord-herstellen",
  "/mijn-account/uitloggen",
  "/beheer/inloggen",
  "/beheer/uitloggen",
  "/beheer",
  "/beheer/instellingen/betalingen",
  "/afrekenen",
  "/afrekenen/totalen",
  "/afrekenen/bestelling-ontvangen/1",
  "/afrekenen/betaling-terug/1",
  "/afrekenen/betalen/1",
  "/betaling/test/tr_test",
  "/algemene-voorwaarden",
  "/api/betalingen/webhook",
  "/bestaat-niet",
];

const ODD_PATHS = [
  "/%E0%A4%A",
  "/%",
  "/%00",
  "/winkelmand/%00",
  "/..%2f..%2fetc%2fpasswd",
  "//evil.example",
  "/\\evil.example",
  "/product/%F0%9F%92%A9",
  "/product/%ED%A0%80",
  "/afrekenen/betalen/abc",
  "/afrekenen/betalen/99999999999999999999999",
  "/afrekenen/bestelling-ontvangen/-1",
  "/mijn-account/bestellingen/1e309",
  "/betaling/test/%0A",
  "/WINKELMAND",
  "/winkelmand.data",
  "/_root.data",
  "/mijn-account.data",
  "/__manifest",
  `/${"a".repeat(6000)}`,
  "/assets/../server/index.js",
  "/api/ajax/../../winkelmand",
];

const REDIRECT_TARGETS = [
  "/%0A/x",
  "/%09/evil.example",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example/",
  "javascript:alert(1)",
  "/%2F%2Fevil.example",
  "/%250A",
  "/%E0%A4%A",
  "\u0000",
  "/\r\nSet-Cookie: x=1",
  `/${"x".repeat(5000)}`,
  "/beheer/../winkel",
  "/mijn-account",
];

const ODD_VALUES = [
  "",
  "0",
  "-1",
  "1e309",
  "NaN",
  "9".repeat(400),
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "\u0000",
  "\ud800",
  "%E0%A4%A",
  "x".repeat(70_000),
  "€ 1.234,56",
  "true",
  "null",
  "[]",
  "{}",
  "🚪".repeat(50),
];

const AJAX_ACTIONS = [
  "uni_cpo_price_calc",
  "uni_cpo_add_to_cart",
  "mollie_payments_add_fee",
  "nope",
  "",
  "__proto__",
];
const WC_ENDPOINTS = ["add_to_cart", "remove_from_cart", "get_refreshed_fragments", "nope", "", "__proto__"];
const FORM_FIELDS = [
  "_csrf",
  "intent",
  "email",
  "username",
  "password",
  "redirect_to",
  "terug",
  "notice_id",
  "token",
  "add-to-cart",
  "quantity",
  "product_id",
  "cart_item_key",
  "payment_method",
  "billing_email",
  "billing_postcode",
  "shipping_method",
  "id",
  "__proto__[polluted]",
  "constructor[prototype][polluted]",
  "data[uni_cpo_height]",
  "data[a][b][c][d][e][f]",
  "cart[x][qty]",
  "a[]",
];
const METHODS = [
  "POST",
  "POST",
  "POST",
  "POST",
  "POST",
  "POST",
  "POST",
  "POST",
  "GET",
  "GET",
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
  "HEAD",
  "PROPFIND",
  "TRACE",
  "PURGE",
  "SEARCH",
];

export function createGenerator(
  seed: number,
  session: { cookie: string; csrf: string; productPath: string },
) {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const chance = (p: number) => random() < p;

  function formBody(): Record<string, string> {
    const fields: Record<string, string> = {};
    const n = Math.floor(random() * 6);
    for (let i = 0; i < n; i++)
      fields[pick(FORM_FIELDS)] = chance(0.3) ? pick(REDIRECT_TARGETS) : pick(ODD_VALUES);
    const csrf = random();
    if (csrf < 0.4) fields._csrf = session.csrf;
    else if (csrf < 0.7) fields._csrf = pick(["forged", "", session.csrf.slice(1), `${session.csrf}x`]);
    if (chance(0.5)) fields.intent = pick(["login", "register", "add", "update", "remove", "apply", "x", ""]);
    if (chance(0.3)) fields[pick(["redirect_to", "terug"])] = pick(REDIRECT_TARGETS);
    return fields;
  }

  function urlencoded(fields: Record<string, string>): string {
    return new URLSearchParams(fields).toString();
  }

  function body(fields: Record<string, string>): { type?: string; body?: string | Uint8Array } {
    switch (Math.floor(random() * 16)) {
      case 0:
        return { type: "application/json", body: JSON.stringify(fields) };
      case 1:
        return {
          type: "application/json",
          body: pick(['{"a":', "[1,2", "null", '"x"', "{", "\u0000", "1e309"]),
        };
      case 2:
        return { type: "text/plain", body: urlencoded(fields) };
      case 3:
        return { body: urlencoded(fields) };
      case 4:
        return {
          type: "multipart/form-data; boundary=xyz",
          body: "--xyz\r\nContent-Disposition: form-data; name=",
        };
      case 5:
        return { type: "multipart/form-data", body: "garbage" };
      case 6: {
        const parts = Object.entries(fields).map(
          ([k, v]) => `--b\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
        );
        return { type: "multipart/form-data; boundary=b", body: `${parts.join("")}--b--\r\n` };
      }
      case 7:
        return {
          type: pick([
            "application/xml",
            "a/b;;;",
            "application/x-www-form-urlencoded; charset=bogus",
            "*/*",
          ]),
          body: "<x/>",
        };
      case 8:
        return {
          type: "application/x-www-form-urlencoded",
          body: pick(["%E0%A4%A=%", "a=%ZZ&&&==", "=&=", "\u0000=\u0000", "a".repeat(300_000)]),
        };
      case 9:
        return {
          type: "application/x-www-form-urlencoded",
          body: new Uint8Array([0xff, 0xfe, 0x3d, 0x00, 0xc3, 0x28]),
        };
      default:
        return { type: "application/x-www-form-urlencoded; charset=utf-8", body: urlencoded(fields) };
    }
  }

  function path(): string {
    const r = random();
    let p: string;
    if (r < 0.55) p = pick(PAGE_PATHS);
    else if (r < 0.65) p = session.productPath;
    else if (r < 0.8) p = pick(ODD_PATHS);
    else if (r < 0.9) p = "/api/ajax";
    else
      p = `${pick(["/", "/winkelmand", session.productPath, "/bestaat-niet"])}?wc-ajax=${encodeURIComponent(pick(WC_ENDPOINTS))}`;
    if (chance(0.3)) {
      const sep = p.includes("?") ? "&" : "?";
      const key = pick([
        "redirect_to",
        "terug",
        "key",
        "token",
        "orderby",
        "wc-ajax[]",
        "page",
        "id",
        "_data",
        "index",
      ]);
      p += `${sep}${key}=${encodeURIComponent(
        pick([...REDIRECT_TARGETS, ...ODD_VALUES.slice(0, 11)])
          .slice(0, 3000)
          .toWellFormed(),
      )}`;
    }
    return p;
  }

  function cookie(): string {
    const r = random();
    if (r < 0.6) return session.cookie;
    if (r < 0.7) return "";
    return pick([
      "maatglas_sid=%E0%A4%A",
      "maatglas_sid=forged.forged",
      `maatglas_sid=${"x".repeat(4000)}`,
      "woocommerce_items_in_cart=1; maatglas_logged_in=1",
      `${session.cookie}; maatglas_logged_in=1; woocommerce_items_in_cart=1`,
      "store_notice%00=hidden; ===; ;;",
      `${session.cookie}; maatglas_sid=second.value`,
    ]);
  }

  return function next(): FuzzRequest {
    const method = pick(METHODS);
    const target = path();
    const headers: Record<string, string> = {};
    const c = cookie();
    if (c) headers.cookie = c;
    if (chance(0.2))
      headers["x-forwarded-for"] = pick(["1.2.3.4", "garbage", "::1, 10.0.0.1", "", "999.999.1.1"]);
    if (chance(0.1)) headers["x-forwarded-proto"] = pick(["https", "gopher", ""]);
    if (chance(0.2)) headers.accept = pick(["application/json", "text/x-script", "*/*", "text/html"]);
    if (chance(0.1)) headers.origin = pick(["https://evil.example", "null", "http://localhost"]);
    if (chance(0.1)) headers["x-request-id"] = pick(["a".repeat(100), "<x>", "ok-id"]);
    let sent: FuzzRequest["body"];
    if (method !== "GET" && method !== "HEAD") {
      const fields = formBody();
      if (target.startsWith("/api/ajax") || target.includes("wc-ajax=")) {
        fields.action = pick(AJAX_ACTIONS);
        fields[pick(["security", "add_fee_nonce"])] = chance(0.6) ? session.csrf : pick(["forged", ""]);
        if (chance(0.5))
          fields[pick(["data[uni_cpo_height]", "data[uni_cpo_width]", "product_id", "quantity"])] =
            pick(ODD_VALUES);
      }
      const b = body(fields);
      if (b.type) headers["content-type"] = b.type;
      sent = b.body;
      // Node's client frames a GET/DELETE/OPTIONS body only with an explicit length.
      if (sent !== undefined) headers["content-length"] = String(Buffer.byteLength(sent));
    }
    return { method, path: target, headers, body: sent };
  };
}

/** A session for the run: its cookie and CSRF token from a real page, and a product page's path. */
async function openSession(baseUrl: string) {
  const res = await fetch(new URL("/winkel", baseUrl), { redirect: "manual" });
  const html = await res.text();
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const csrf = /"nonce":"([^"]+)"/.exec(html)?.[1] ?? "";
  const productPath = /href="(\/product\/[^"?#]+)"/.exec(html)?.[1] ?? "/product/glazen-deur";
  return { cookie, csrf, productPath };
}

/** Sends one request exactly as generated (raw path, any method) and resolves with the status code. */
function send(base: URL, agent: http.Agent, request: FuzzRequest): Promise<number> {
  const client = base.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      {
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.path,
        headers: request.headers,
        agent,
        timeout: 30_000,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(request.body);
  });
}

/** Sends `count` generated requests, `concurrency` at a time, and counts the answers by status class. */
export async function fuzz(baseUrl: string, count: number, seed = 1, concurrency = 8): Promise<FuzzReport> {
  const base = new URL(baseUrl);
  const session = await openSession(baseUrl);
  const next = createGenerator(seed, session);
  const report: FuzzReport = { total: 0, byClass: {}, serverErrors: [], networkErrors: [] };
  const agent = new (base.protocol === "https:" ? https : http).Agent({
    keepAlive: true,
    maxSockets: concurrency,
  });
  let sent = 0;
  async function worker() {
    while (sent < count) {
      sent++;
      const request = next();
      try {
        const status = await send(base, agent, request);
        const key = `${Math.floor(status / 100)}xx`;
        report.byClass[key] = (report.byClass[key] ?? 0) + 1;
        if (status >= 500) report.serverErrors.push({ request, status });
      } catch (error) {
        report.networkErrors.push({ request, error: String(error) });
      }
      report.total++;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  return report;
}

function describe(request: FuzzRequest): string {
  const body = typeof request.body === "string" ? request.body.slice(0, 120) : request.body ? "<bytes>" : "";
  return `${request.method} ${request.path.slice(0, 160)} [${request.headers["content-type"] ?? "no type"}] ${JSON.stringify(body)}`;
}

async function main() {
  const [baseUrl, countText, seedText] = process.argv.slice(2);
  if (!baseUrl) {
    console.error("usage: node scripts/fuzz-requests.ts <baseUrl> [count] [seed]");
    process.exit(2);
  }
  const count = Number(countText ?? 1000);
  const seed = Number(seedText ?? Date.now() % 1_000_000);
  const started = Date.now();
  const report = await fuzz(baseUrl, count, seed);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${report.total} requests to ${baseUrl} in ${seconds} s (seed ${seed})`);
  for (const key of ["1xx", "2xx", "3xx", "4xx", "5xx"]) console.log(`  ${key}: ${report.byClass[key] ?? 0}`);
  console.log(`  network errors: ${report.networkErrors.length}`);
  for (const { request, status } of report.serverErrors.slice(0, 20))
    console.log(`  ${status} ← ${describe(request)}`);
  for (const { request, error } of report.networkErrors.slice(0, 10))
    console.log(`  ${error} ← ${describe(request)}`);
  process.exit(report.serverErrors.length > 0 ? 1 : 0);
}

if (import.meta.main) await main();
