// CPU time used during the run by the shop, its PostgreSQL connections and the load generator itself (Linux
// /proc), so the latencies can be read against what the processes got on a shared machine.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import pg from "pg";

const ticksPerSecond = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

interface ProcStat {
  ppid: number;
  cpuSeconds: number;
}

function procStat(pid: number): ProcStat | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
    const f = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(f[1]), cpuSeconds: (Number(f[11]) + Number(f[12])) / ticksPerSecond };
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) of this process's child processes: the shop. */
function childrenCpu(): number {
  let sum = 0;
  for (const name of fs.existsSync("/proc") ? fs.readdirSync("/proc") : []) {
    if (!/^\d+$/.test(name)) continue;
    const s = procStat(Number(name));
    if (s?.ppid === process.pid) sum += s.cpuSeconds;
  }
  return sum;
}

async function backendsCpu(databaseUrl: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    return new Map(rows.map((r) => [r.pid, procStat(r.pid)?.cpuSeconds ?? 0]));
  } finally {
    await client.end();
  }
}

export interface CpuMark {
  at: number;
  shop: number;
  self: number;
  backends: Map<number, number>;
}

/** Marks the CPU counters now (PostgreSQL backends: only when the server runs on this machine). */
export async function cpuMark(databaseUrl: string): Promise<CpuMark> {
  const usage = process.cpuUsage();
  return {
    at: performance.now(),
    shop: childrenCpu(),
    self: (usage.user + usage.system) / 1e6,
    backends: await backendsCpu(databaseUrl).catch(() => new Map()),
  };
}

/** One line: CPU seconds and share of one core per process group between two marks, and per request. */
export function cpuLine(from: CpuMark, to: CpuMark, requests: number): string {
  const seconds = (to.at - from.at) / 1000;
  let pgCpu = 0;
  for (const [pid, cpu] of to.backends) pgCpu += cpu - (from.backends.get(pid) ?? 0);
  const part = (name: string, cpu: number) =>
    `${name} ${cpu.toFixed(1)} s (${((cpu / seconds) * 100).toFixed(0)} % of a core, ${((cpu / Math.max(1, requests)) * 1000).toFixed(1)} ms a request)`;
  return `CPU during the run: ${[
    part("shop", to.shop - from.shop),
    part("PostgreSQL connections", pgCpu),
    part("load generator", to.self - from.self),
  ].join("; ")}`;
}
