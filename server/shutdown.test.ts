import http from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { shutDown } from "./shutdown";

const log = pino({ level: "silent" });

/** A server whose `/slow` answers after `slowMs` (or never, with slowMs = Infinity); other paths at once. */
async function serve(slowMs: number) {
  const server = http.createServer((req, res) => {
    if (req.url === "/slow") {
      if (Number.isFinite(slowMs)) setTimeout(() => res.end("slow done"), slowMs);
      return;
    }
    res.end("quick");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

const agent = new http.Agent({ keepAlive: true });
afterEach(() => agent.destroy());

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (res) => {
        let body = "";
        res.on("data", (c) => {
          body += c;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/** Records the order in which the steps of a shutdown happened. */
function recorder() {
  const steps: string[] = [];
  return {
    steps,
    stopJobs: async () => {
      await sleep(20); // a job's run in progress
      steps.push("jobs stopped");
    },
    closeDb: async () => {
      steps.push("database closed");
    },
  };
}

describe("graceful shutdown", () => {
  it("finishes a request in flight, then stops the jobs, then closes the database", async () => {
    const { server, port } = await serve(300);
    // A keep-alive connection that is idle must not hold the shutdown up.
    expect(await get(port, "/quick")).toEqual({ status: 200, body: "quick" });
    const slow = get(port, "/slow");
    await sleep(50);
    const r = recorder();
    const done = shutDown({ server, log, stopJobs: r.stopJobs, closeDb: r.closeDb, drainMs: 5_000 }).then(
      (x) => {
        r.steps.push("shut down");
        return x;
      },
    );
    await sleep(50);
    // No new connections are taken while draining.
    await expect(get(port, "/quick")).rejects.toThrow(/ECONNREFUSED|ECONNRESET|socket hang up/);
    expect(r.steps).toEqual([]);
    const reply = await slow;
    expect(reply).toEqual({ status: 200, body: "slow done" });
    expect(await done).toEqual({ drained: true });
    expect(r.steps).toEqual(["jobs stopped", "database closed", "shut down"]);
    expect(server.listening).toBe(false);
  });

  it("cuts a request that outlasts the drain time, and still stops the jobs and closes the database", async () => {
    const { server, port } = await serve(Number.POSITIVE_INFINITY);
    const stuck = get(port, "/slow").catch((error: Error) => error);
    await sleep(50);
    const r = recorder();
    const started = Date.now();
    expect(await shutDown({ server, log, stopJobs: r.stopJobs, closeDb: r.closeDb, drainMs: 200 })).toEqual({
      drained: false,
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await stuck).toBeInstanceOf(Error);
    expect(r.steps).toEqual(["jobs stopped", "database closed"]);
  });
});
