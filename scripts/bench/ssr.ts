// Uncached server rendering of the configurator's product page beside a bare React renderToString of the same
// markup (scripts/bench/bare-ssr.ts: the shop's own build and the page's loader data captured once from the
// shop, rendered per request by a plain node:http handler without middleware, database or session).
import { UNCACHED } from "./pages.ts";
import type { Scenario } from "./runner.ts";
import { startBareSsr } from "./servers.ts";

export const SSR_PAGE = "/product/glazen-deur-op-maat";

export async function ssrScenarios(shop: string, barePort: number): Promise<Scenario[]> {
  const bare = await startBareSsr(barePort, shop, SSR_PAGE);
  return [
    { name: "bare React renderToString (product page)", url: `${bare}/` },
    {
      name: "product page SSR, uncached",
      // An anonymous visitor past the page cache (see UNCACHED): the whole uncached path is measured.
      url: `${shop}${SSR_PAGE}${UNCACHED}`,
      baseline: "bare React renderToString (product page)",
    },
  ];
}
