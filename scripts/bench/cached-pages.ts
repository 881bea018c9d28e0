// The anonymous page cache's scenarios: home, listing and product page answered from the cache, each compared
// with the bare node:http hello and with a bare node:http server sending the very same headers and bytes.
import http from "node:http";
import type { Result, Scenario } from "./runner.ts";
import { freePort, HOP_HEADERS, type RecordedAnswer, startBareBytes } from "./servers.ts";

const PAGES = [
  { label: "home /", path: "/" },
  { label: "listing /winkel", path: "/winkel" },
  { label: "product page", path: "/product/glazen-deur-op-maat" },
];
/** A cache hit of the page (asked until one comes: the first request renders and stores it). */
async function recordHit(
  url: string,
  headers: Record<string, string> = { "accept-encoding": "identity" },
): Promise<RecordedAnswer> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await fetch(url, { headers });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status === 200 && res.headers.get("x-cache") === "hit") {
      const recorded: Record<string, string | string[]> = {};
      for (const [name, value] of res.headers) if (!HOP_HEADERS.has(name)) recorded[name] = value;
      recorded["set-cookie"] = res.headers.getSetCookie();
      recorded["content-length"] = String(body.length);
      return { headers: recorded, body };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no cache hit for ${url}`);
}

/** A cache hit of the page as sent (not decoded), with its headers. */
async function recordRawHit(url: string, headers: Record<string, string>): Promise<RecordedAnswer> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const answer = await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        http
          .get(url, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
            );
          })
          .on("error", reject);
      },
    );
    if (answer.status === 200 && answer.headers["x-cache"] === "hit") {
      const recorded: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !HOP_HEADERS.has(name)) recorded[name] = value;
      }
      return { headers: recorded, body: answer.body };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no cache hit for ${url}`);
}

const same = (label: string) => `same bytes, bare: ${label}`;
const cached = (label: string) => `cached ${label}`;
const GZIP = "product page, gzip";

/** The scenarios (after the bare hello, which they name as a baseline) and the bare same-bytes server. */
export async function cachedPageScenarios(shop: string): Promise<Scenario[]> {
  const answers: Record<string, RecordedAnswer> = {};
  for (const page of PAGES) answers[page.path] = await recordHit(`${shop}${page.path}`);
  // fetch() decompresses: the gzip replay sends the very bytes of a gzip-encoded hit, read raw.
  answers["/gzip"] = await recordRawHit(`${shop}${PAGES[2].path}`, { "accept-encoding": "gzip" });
  const bytes = await startBareBytes(await freePort(), answers);
  const scenarios: Scenario[] = [];
  for (const page of PAGES) {
    scenarios.push(
      { name: same(page.label), url: `${bytes}${page.path}`, baseline: "bare node:http hello" },
      { name: cached(page.label), url: `${shop}${page.path}`, baseline: same(page.label) },
    );
  }
  const gzipHeaders = { "accept-encoding": "gzip" };
  scenarios.push(
    { name: same(GZIP), url: `${bytes}/gzip`, headers: gzipHeaders, baseline: "bare node:http hello" },
    { name: cached(GZIP), url: `${shop}${PAGES[2].path}`, headers: gzipHeaders, baseline: same(GZIP) },
  );
  return scenarios;
}

/** The cached pages' two ratios side by side: to the bare hello and to the bare server sending the same bytes. */
export function printCachedRatios(results: Result[]) {
  const rps = new Map(results.map((r) => [r.name, r.rps]));
  const hello = rps.get("bare node:http hello") ?? Number.NaN;
  console.log("");
  console.log("cached pages: ratio to bare node:http hello / to bare node:http sending the same bytes");
  for (const label of [...PAGES.map((p) => p.label), GZIP]) {
    const page = rps.get(cached(label)) ?? Number.NaN;
    const bytes = rps.get(same(label)) ?? Number.NaN;
    const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
    console.log(`  ${cached(label).padEnd(32)} ${pct(page / hello).padStart(8)} / ${pct(page / bytes)}`);
  }
}
