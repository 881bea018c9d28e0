// The page scenarios (compared with a bare node:http server) and the JS a page loads.
import { gzipSync } from "node:zlib";
import type { Scenario } from "./runner.ts";

/**
 * A query parameter the page cache does not allow (server/page-cache-key.ts) and the pages ignore: these
 * scenarios measure the page rendered by the app, not the cache.
 */
export const UNCACHED = "?uncached=1";

/** The bare hello server, then the listing, the home page and the configurator's product page (rendered). */
export function pageScenarios(shop: string, bare: string): Scenario[] {
  return [
    { name: "bare node:http hello", url: `${bare}/` },
    { name: "shop listing /winkel", url: `${shop}/winkel${UNCACHED}`, baseline: "bare node:http hello" },
    { name: "home /", url: `${shop}/${UNCACHED}`, baseline: "bare node:http hello" },
    {
      name: "product page (configurator)",
      url: `${shop}/product/glazen-deur-op-maat${UNCACHED}`,
      baseline: "bare node:http hello",
    },
  ];
}

/** One page of each type a shopper sees, with its JS budget in gzip bytes (null: measured, no budget). */
export const PAGE_TYPES: { path: string; kind: string; budget: number | null }[] = [
  { path: "/", kind: "home", budget: 90 * 1024 },
  { path: "/winkel", kind: "listing", budget: 90 * 1024 },
  { path: "/product-categorie/glazen-deuren", kind: "category", budget: 90 * 1024 },
  { path: "/algemene-voorwaarden", kind: "content", budget: 90 * 1024 },
  // pages (issue 15): a builder page with tabs, accordion, counters and an on-scroll animation
  { path: "/over-ons", kind: "content", budget: 90 * 1024 },
  // layout blocks (issue 15 point 3, part B): sections with lazy and parallax backgrounds, scroll-to navigation
  { path: "/showroom", kind: "content", budget: 90 * 1024 },
  // issue 15 point 3: a builder page with a slider (Embla loads on first use) and a reviews strip
  { path: "/inspiratie", kind: "content", budget: 90 * 1024 },
  { path: "/product/glazen-deur-op-maat", kind: "product", budget: 100 * 1024 },
  { path: "/winkelmand", kind: "cart", budget: null },
  { path: "/afrekenen", kind: "checkout", budget: null },
];

export interface PageJs {
  files: number;
  /** Sum of each file's gzip size (level 9), in bytes. */
  gzip: number;
  raw: number;
  /** Every file, largest first. */
  list: { url: string; gzip: number; raw: number }[];
}

// `import "x"`, `import * as a from "x"`, `import{a as b}from"x"`, `export*from"x"` — not `import("x")`.
const STATIC_IMPORT = /(?:^|[\s;}])(?:import|export)\s*(?:[\w$*{},\s]*?\s*from\s*)?["']([^"']+\.js)["']/g;
// The page's inline module script also starts the client entry with `import("…")` right away.
/** A quoted path of a script inside an inline module: `"/assets/islands/product-islands-x.js"`. */
const QUOTED_SCRIPT = /"(\/[^"\s]+\.js)"/g;
const INLINE_IMPORT = /import\s*\(?\s*["']([^"']+\.js)["']/g;

/**
 * The JS a browser loads to show `pageUrl` before any interaction: the HTML's `<script src>`,
 * `<link rel="modulepreload">` and the imports of its inline module scripts, plus every file those import
 * statically (followed to the end). Dynamic `import()` inside a chunk is lazy and not counted. Each file is
 * fetched from the server and gzipped at level 9.
 */
export async function jsBytes(pageUrl: string, init?: RequestInit): Promise<PageJs> {
  const page = await fetch(pageUrl, init);
  if (!page.ok) throw new Error(`${pageUrl}: HTTP ${page.status}`);
  const html = await page.text();
  const found = new Set<string>();
  const add = (href: string, base: string) => found.add(new URL(href, base).href);
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) add(m[1], page.url);
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g))
    add(m[1], page.url);
  // An inline module (the islands bootstrap) names the entry it imports and the chunks it preloads.
  for (const m of html.matchAll(/<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of m[1].matchAll(INLINE_IMPORT)) add(i[1], page.url);
    for (const i of m[1].matchAll(QUOTED_SCRIPT)) add(i[1], page.url);
  }
  const list: PageJs["list"] = [];
  const queue = [...found];
  while (queue.length) {
    const url = queue.shift() as string;
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    list.push({ url, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    for (const m of body.toString("utf8").matchAll(STATIC_IMPORT)) {
      const dep = new URL(m[1], url).href;
      if (!found.has(dep)) {
        found.add(dep);
        queue.push(dep);
      }
    }
  }
  list.sort((a, b) => b.gzip - a.gzip);
  const sum = (k: "gzip" | "raw") => list.reduce((n, f) => n + f[k], 0);
  return { files: list.length, gzip: sum("gzip"), raw: sum("raw"), list };
}

/** The bench's line for one page; the budget spec reports in the same words. */
export function jsLine(path: string, js: PageJs): string {
  return `JS loaded by ${path}: ${js.files} files, ${js.gzip} bytes gzip`;
}
