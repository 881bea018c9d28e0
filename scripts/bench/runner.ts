// Runs scenarios with autocannon and prints the result table (req/s, p50, p99, ratio to a baseline, errors).
import os from "node:os";
import autocannon from "autocannon";

export const duration = Number(process.env.BENCH_DURATION ?? 5);
export const defaultConnections = Number(process.env.BENCH_CONNECTIONS ?? 10);

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

export interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * autocannon's request options of a scenario: fixed, or rotating over its sessions. A rotation is split into one
 * slice a connection, each request of a slice built once when its connection is set up (as a fixed request is), and
 * the connection goes round its slice. Built per call instead (autocannon's setupRequest), the requests cost the
 * load generator, which shares this machine's two cores with the servers, more than the fixed baseline's did. A
 * slice's sessions are each asked by one connection only: at 400 calls a second a connection (50 connections,
 * 20,000 calls a second) and 2,000 sessions, 10 calls a second a session, under the price call's 20.
 */
function requestOptions(s: Scenario, connections: number) {
  const method = s.method ?? "GET";
  const rotate = s.rotate;
  if (!rotate) return { method, headers: s.headers, body: s.body };
  // At most 2,500 a connection (the 240,000 distinct sizes): more than a connection asks in a 5 s run.
  const per = Math.max(1, Math.min(2500, Math.floor(rotate.length / connections)));
  let next = 0;
  const slice = (k: number) =>
    rotate.slice((k * per) % rotate.length, ((k * per) % rotate.length) + per).map((r) => ({ method, ...r }));
  return {
    method,
    // autocannon copies its options into every connection: the default sequence stays one request long.
    requests: [{ method, ...rotate[0] }],
    setupClient: (client: autocannon.Client) => client.setRequests(slice(next++)),
  };
}

async function run(s: Scenario): Promise<Result> {
  const connections = s.connections ?? defaultConnections;
  const r = await autocannon({
    url: s.url,
    ...requestOptions(s, connections),
    connections,
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

/** Measures every scenario in turn (a custom one measures itself; the others are warmed up first). */
export async function measure(scenarios: Scenario[]): Promise<Result[]> {
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
    await autocannon({ url: s.url, ...requestOptions(s, 2), connections: 2, amount: 200 });
    results.push(await run(s));
  }
  return results;
}

/** The result table, one line per scenario, with the ratio to its baseline where it has one. */
export function printResults(scenarios: Scenario[], results: Result[]) {
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
}
