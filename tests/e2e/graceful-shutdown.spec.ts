import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { freshDataDir, type OwnServer, request, Shopper, startServer } from "./own-server";

/**
 * Graceful shutdown of the real server (server/shutdown.ts): a price call whose body is still arriving when
 * SIGTERM comes is answered in full; meanwhile no new connection is taken; then the process closes its
 * database and exits 0. On SQLite and, when TEST_DATABASE_URL is set, on PostgreSQL.
 */

const engines = ["sqlite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])] as const;

/** Sends a request's head and the first part of its body; `finish()` sends the rest and resolves the answer. */
function slowRequest(server: OwnServer, pathname: string, headers: Record<string, string>, body: string) {
  const bytes = Buffer.from(body);
  const split = Math.floor(bytes.length / 2);
  let answer!: Promise<{ status: number; body: string }>;
  const req = http.request({
    host: "127.0.0.1",
    port: server.port,
    path: pathname,
    method: "POST",
    headers: { ...headers, "content-length": String(bytes.length) },
    agent: false,
  });
  answer = new Promise((resolve, reject) => {
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c) => {
        text += c;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
  req.write(bytes.subarray(0, split));
  return {
    finish: () => {
      req.end(bytes.subarray(split));
      return answer;
    },
  };
}

for (const engine of engines) {
  test.describe(`graceful shutdown (${engine})`, () => {
    let dataDir: string;
    let server: OwnServer | undefined;
    let databaseName = "";

    test.beforeAll(async () => {
      dataDir = freshDataDir(`shutdown-${engine}`);
      let databaseUrl = "";
      if (engine === "postgres") {
        const base = new URL(process.env.TEST_DATABASE_URL as string);
        databaseName = `shutdown_${randomBytes(5).toString("hex")}`;
        const admin = new pg.Client({ connectionString: base.href });
        await admin.connect();
        await admin.query(`create database ${databaseName}`);
        await admin.end();
        base.pathname = `/${databaseName}`;
        databaseUrl = base.href;
      }
      server = await startServer({
        dataDir,
        captureStdout: true,
        env: { DATABASE_URL: databaseUrl, LOG_LEVEL: "info" },
      });
    });

    test.afterAll(async () => {
      await server?.kill();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      if (databaseName) {
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        await admin.query(`drop database if exists ${databaseName} with (force)`);
        await admin.end();
      }
    });

    test("SIGTERM: the request in flight completes, no new ones are taken, the database is closed, exit 0", async () => {
      test.setTimeout(60_000);
      const own = server as OwnServer;
      const shopper = new Shopper(own.origin);
      await shopper.open();
      const exited = new Promise<number | null>((resolve) => own.child.once("exit", (code) => resolve(code)));

      const call = slowRequest(
        own,
        "/api/ajax",
        { "content-type": "application/json", cookie: shopper.cookie },
        JSON.stringify({
          action: "uni_cpo_price_calc",
          security: shopper.nonce,
          data: {
            product_id: shopper.productId,
            uni_cpo_height: "2000",
            uni_cpo_width: "800",
            uni_cpo_handle: "rvs-rond-180",
            uni_cpo_hinges: "rvs",
            uni_cpo_lock: "cilinderslot",
          },
        }),
      );
      await sleep(200);
      own.child.kill("SIGTERM");
      // The listener is closed at once: a new connection is refused while the call is still open.
      await expect
        .poll(
          async () =>
            request(own.origin, "GET", "/api/health").then(
              () => "answered",
              (e: Error) => e.message,
            ),
          {
            timeout: 5_000,
          },
        )
        .toMatch(/ECONNREFUSED/);
      expect(own.child.exitCode).toBeNull();

      const answer = await call.finish();
      expect(answer.status).toBe(200);
      const json = JSON.parse(answer.body);
      expect(json.success).toBe(true);
      expect(json.data.price_vars.raw_price).toBe(740.5);

      expect(await exited).toBe(0);
      const log = own
        .stdout()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { msg: string; drained?: boolean });
      const messages = log.map((l) => l.msg);
      expect(messages).toContain("shutdown: no new connections; finishing requests in flight");
      expect(log.find((l) => l.msg.startsWith("shutdown complete"))).toMatchObject({ drained: true });
      if (engine === "sqlite") {
        // The SQLite file was closed: the last connection's close checkpoints and removes the write-ahead log.
        expect(fs.existsSync(path.join(dataDir, "maatglas.db"))).toBe(true);
        expect(fs.existsSync(path.join(dataDir, "maatglas.db-wal"))).toBe(false);
      } else {
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        const { rows } = await admin.query(
          "select count(*)::int as n from pg_stat_activity where datname = $1",
          [databaseName],
        );
        await admin.end();
        expect(rows[0].n).toBe(0);
      }
    });
  });
}
