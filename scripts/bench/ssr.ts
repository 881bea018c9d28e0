// Uncached server rendering of the configurator's product page beside a bare React renderToString of the same
// markup (scripts/bench/bare-ssr.ts: the shop's own build and the page's loader data captured once from the
// shop, rendered per request by a plain node:http handler without middleware, database or session).
import type { Scenario } from "./runner.ts";
import { startBareSsr } from "./servers.ts";

export const SSR_PAGE = "/product/glazen-deur-op-maat";

/**
 * Headers of the shop's request: an anonymous visitor without cookies, so every request runs the whole
 * uncached path (middleware, session, loaders, render). This branch has no page cache; a page cache in front
 * of the shop must be bypassed here so the scenario keeps measuring rendering.
 */
export const UNCACHED_PAGE_HEADERS: Record<string, string> = {};

export async function ssrScenarios(shop: string, barePort: number): Promise<Scenario[]> {
  const bare = await startBareSsr(barePort, shop, SSR_PAGE);
  return [
    { name: "bare React renderToString (product page)", url: `${bare}/` },
    {
      name: "product page SSR, uncached",
      url: `${shop}${SSR_PAGE}`,
      headers: UNCACHED_PAGE_HEADERS,
      baseline: "bare React renderToString (product page)",
    },
  ];
}
