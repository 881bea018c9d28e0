// The page scenarios (compared with a bare node:http server) and the JS a page loads.
import { gzipSync } from "node:zlib";
import type { Scenario } from "./runner.ts";

/**
 * A query parameter the page cache does not allow (server/page-cache-key.ts) and the pages ignore: these
 * scenarios measure the page rendered by the app, not the cache.
 */
const UNCACHED = "?uncached=1";

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

export async function jsBytes(pageUrl: string): Promise<{ files: number; gzip: number; raw: number }> {
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
