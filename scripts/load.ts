// `npm run load`: LOAD_SHOPPERS (default 200) simulated shoppers for LOAD_DURATION (default 60) seconds against
// one production instance on a throwaway PostgreSQL database (created beside LOAD_DATABASE_URL or
// TEST_DATABASE_URL, dropped afterwards). Each shopper loops over visits — product page, 3–5 price calls, add
// to cart, cart, checkout, bank-transfer order, thank-you page — with think times (scripts/load/shopper.ts),
// its own cookie jar per visit and its own client IP (X-Forwarded-For; the shop trusts loopback). Prints per
// step count, req/s, p50/p95/p99/max and errors, then checks every order in the database; exits 1 on any error.
// LOAD_PORT (default 3301), LOAD_THINK (think-time factor, default 1), LOAD_TIMEOUT_MS (default 30000),
// LOAD_KEEP_DB=1 keeps the database; BENCH_REBUILD=1 rebuilds first.
import os from "node:os";
import { ensureBuild, startShop, stopAll } from "./bench/servers.ts";
import { cpuLine, cpuMark } from "./load/cpu.ts";
import { baseDatabaseUrl, createThrowawayDatabase, type ThrowawayDatabase } from "./load/database.ts";
import { oneVisit, type PlacedOrder, runShopper, THINK } from "./load/shopper.ts";
import { Stats } from "./load/stats.ts";
import { verifyOrders } from "./load/verify.ts";

const shoppers = Number(process.env.LOAD_SHOPPERS ?? 200);
const seconds = Number(process.env.LOAD_DURATION ?? 60);
const think = Number(process.env.LOAD_THINK ?? 1);
const timeoutMs = Number(process.env.LOAD_TIMEOUT_MS ?? 30_000);
/** Shoppers arrive spread over this many seconds, not all in the same millisecond. */
const rampSeconds = Math.min(5, seconds / 4);

process.on("exit", stopAll);

/** A distinct private address per shopper: 10.1.0.1, 10.1.0.2, … */
const ipOf = (i: number) => `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;

async function main(): Promise<number> {
  const base = baseDatabaseUrl();
  if (!base) {
    console.error(
      "load: set LOAD_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server (postgres://…), " +
        "or run `scripts/with-postgres.sh npm run load` to start a throwaway one.",
    );
    return 1;
  }
  ensureBuild();
  let database: ThrowawayDatabase | undefined;
  try {
    database = await createThrowawayDatabase(base);
    process.env.DATABASE_URL = database.url;
    const shop = await startShop(Number(process.env.LOAD_PORT ?? 3301));
    const orders: PlacedOrder[] = [];
    // Warm-up, not measured: 20 visits without think time (10 at a time) so the figures are not those of a
    // cold process (JIT, first renders, caches filling). Its orders are checked like the others.
    const warmUp = new Stats();
    for (let round = 0; round < 2; round++) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          oneVisit({
            base: shop,
            ip: ipOf(shoppers + i),
            stats: warmUp,
            deadline: Infinity,
            think: 0,
            orders,
            timeoutMs,
          }),
        ),
      );
    }
    if (warmUp.errorCount()) {
      console.log("load: the warm-up failed");
      warmUp.print(1);
      return 1;
    }
    const warmUpOrders = orders.length;
    const stats = new Stats();
    console.log(
      `load: ${shoppers} shoppers for ${seconds} s against ${shop} on PostgreSQL ` +
        `(${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(2)}); think times ×${think} (s): ` +
        Object.entries(THINK)
          .map(([k, [a, b]]) => `${k} ${a}–${b}`)
          .join(", "),
    );
    const cpuBefore = await cpuMark(database.url);
    const started = Date.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: shoppers }, async (_, i) => {
        await new Promise((r) => setTimeout(r, (i / shoppers) * rampSeconds * 1000));
        await runShopper({ base: shop, ip: ipOf(i), stats, deadline, think, orders, timeoutMs });
      }),
    );
    const elapsed = (Date.now() - started) / 1000;
    const cpuAfter = await cpuMark(database.url);
    console.log(`\nload: ran ${elapsed.toFixed(1)} s, load average now ${os.loadavg()[0].toFixed(2)}\n`);
    stats.print(elapsed);
    console.log(`\n${cpuLine(cpuBefore, cpuAfter, stats.requestCount())}`);
    stopAll();
    const problems = await verifyOrders(database.url, orders);
    console.log(
      `\norders: ${orders.length} checkouts completed (${warmUpOrders} in the warm-up), ${problems.length ? "problems:" : "each left exactly one order with correct totals"}`,
    );
    for (const p of problems.slice(0, 20)) console.log(`  ${p}`);
    if (problems.length > 20) console.log(`  … and ${problems.length - 20} more`);
    const noOrder = orders.length === warmUpOrders;
    if (noOrder) console.log("load: no checkout completed in the measured run (a visit takes about 16 s)");
    const failed = stats.errorCount() > 0 || problems.length > 0 || noOrder;
    console.log(failed ? "\nload: FAILED" : "\nload: 0 errors");
    return failed ? 1 : 0;
  } finally {
    stopAll();
    if (database && !process.env.LOAD_KEEP_DB) {
      // The server needs a moment to close its pool after SIGTERM; `with (force)` ends what is left.
      await new Promise((r) => setTimeout(r, 500));
      await database.drop();
    } else if (database) console.log(`load: kept ${database.url}`);
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    stopAll();
    process.exit(1);
  },
);
