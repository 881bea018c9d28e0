// `npm run bench`: measures the production build on loopback with autocannon, beside a bare node:http server
// in the same run, and prints req/s, p50, p99, the ratio to bare, and the gzip bytes of JS a page loads.
// BENCH_DURATION (s, default 5) and BENCH_CONNECTIONS (default 10) tune it; the ports are BENCH_PORT (shop),
// BENCH_BARE_PORT (bare node:http) and BENCH_BARE_SSR_PORT (bare React renderToString; default the next one).
// BENCH_ONLY (a regular expression) measures only the scenarios whose name matches, with their baselines.
// BENCH_SHOP_FLAGS passes Node options to the shop process only (e.g. `--trace-gc`).
// The scenarios and the machinery live in scripts/bench/.
import { addFeeScenario } from "./bench/add-fee.ts";
import { addToCartScenarios } from "./bench/add-to-cart.ts";
import { cachedPageScenarios, printCachedRatios } from "./bench/cached-pages.ts";
import { checkoutScenario } from "./bench/checkout.ts";
import { fragmentsScenario } from "./bench/fragments.ts";
import { fullCartScenario } from "./bench/full-cart.ts";
import { jsBytes, jsLine, PAGE_TYPES, pageScenarios } from "./bench/pages.ts";
import { preparePriceCall, priceCallScenarios, printPriceRatios } from "./bench/price-call.ts";
import { measure, printResults, type Scenario } from "./bench/runner.ts";
import { ensureBuild, startBare, startShop, stopAll } from "./bench/servers.ts";
import { ssrScenarios } from "./bench/ssr.ts";

process.on("exit", stopAll);

async function main() {
  ensureBuild();
  const shop = await startShop(Number(process.env.BENCH_PORT ?? 3201));
  const barePort = Number(process.env.BENCH_BARE_PORT ?? 3202);
  const bare = await startBare(barePort);
  const priceCall = await preparePriceCall(shop);
  const { session, priceBody, sessions } = priceCall;
  const all: Scenario[] = [
    ...pageScenarios(shop, bare),
    ...(await cachedPageScenarios(shop)),
    ...(await ssrScenarios(shop, Number(process.env.BENCH_BARE_SSR_PORT ?? barePort + 1))),
    ...(await priceCallScenarios(shop, bare, priceCall)),
    await fragmentsScenario(shop),
    ...(await addToCartScenarios(shop, session, priceBody, sessions)),
    await fullCartScenario(shop, priceBody, session),
    checkoutScenario(shop, session.productId),
    await addFeeScenario(shop, session.productId),
  ];
  const scenarios = only(all, process.env.BENCH_ONLY);
  const results = await measure(scenarios);
  printResults(scenarios, results);
  printCachedRatios(results);
  printPriceRatios(results);
  console.log("");
  for (const page of PAGE_TYPES) console.log(jsLine(page.path, await jsBytes(`${shop}${page.path}`)));
  stopAll();
}

/** The scenarios matching `pattern` and the baselines they are compared with (all of them without a pattern). */
function only(scenarios: Scenario[], pattern: string | undefined): Scenario[] {
  if (!pattern) return scenarios;
  const re = new RegExp(pattern, "i");
  const wanted = new Set(scenarios.filter((s) => re.test(s.name)).map((s) => s.name));
  for (let grew = true; grew; ) {
    grew = false;
    for (const s of scenarios) {
      if (wanted.has(s.name) && s.baseline && !wanted.has(s.baseline)) {
        wanted.add(s.baseline);
        grew = true;
      }
    }
  }
  return scenarios.filter((s) => wanted.has(s.name));
}

main().catch((e) => {
  console.error(e);
  stopAll();
  process.exit(1);
});
