// What the load test records per step (the latency of every request, failed ones too, and each error with its
// reason) and its table.

export const STEPS = [
  "product page",
  "price call",
  "add to cart",
  "cart page",
  "checkout page",
  "checkout submit",
  "order received",
] as const;
export type Step = (typeof STEPS)[number];

interface StepRecord {
  latencies: number[];
  errors: Map<string, number>;
}

export class Stats {
  private readonly steps = new Map<Step, StepRecord>(
    STEPS.map((s) => [s, { latencies: [], errors: new Map() }]),
  );

  /** One request of a step: its latency in ms, and the reason when its answer was wrong (else null). */
  record(step: Step, ms: number, error: string | null) {
    const r = this.steps.get(step) as StepRecord;
    r.latencies.push(ms);
    if (error) r.errors.set(error, (r.errors.get(error) ?? 0) + 1);
  }

  requestCount(): number {
    let n = 0;
    for (const r of this.steps.values()) n += r.latencies.length;
    return n;
  }

  errorCount(): number {
    let n = 0;
    for (const r of this.steps.values()) for (const c of r.errors.values()) n += c;
    return n;
  }

  /** The table: per step count, req/s over `seconds`, p50/p95/p99/max in ms and errors; then the totals. */
  print(seconds: number) {
    const rows = [["step", "count", "req/s", "p50 ms", "p95 ms", "p99 ms", "max ms", "errors"]];
    const all: number[] = [];
    for (const [step, r] of this.steps) {
      const sorted = [...r.latencies].sort((a, b) => a - b);
      all.push(...sorted);
      rows.push(row(step, sorted, seconds, sum(r.errors)));
    }
    rows.push(
      row(
        "all requests",
        all.sort((a, b) => a - b),
        seconds,
        this.errorCount(),
      ),
    );
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
    for (const [i, r] of rows.entries()) {
      if (i === rows.length - 1) console.log(widths.map((w) => "-".repeat(w)).join("  "));
      console.log(
        r.map((cell, j) => (j === 0 ? cell.padEnd(widths[j]) : cell.padStart(widths[j]))).join("  "),
      );
    }
    for (const [step, r] of this.steps) {
      for (const [reason, count] of r.errors) console.log(`error in ${step}: ${count}× ${reason}`);
    }
  }
}

function sum(m: Map<string, number>): number {
  let n = 0;
  for (const c of m.values()) n += c;
  return n;
}

/** The value below which `q` of the sorted samples lie (nearest rank). */
function percentile(sorted: number[], q: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

function row(name: string, sorted: number[], seconds: number, errors: number): string[] {
  const ms = (v: number) => v.toFixed(1);
  return [
    name,
    String(sorted.length),
    (sorted.length / seconds).toFixed(1),
    ms(percentile(sorted, 0.5)),
    ms(percentile(sorted, 0.95)),
    ms(percentile(sorted, 0.99)),
    ms(sorted.at(-1) ?? 0),
    String(errors),
  ];
}
