import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openSqlite } from "./dialect.server";

describe("SQLite transactions", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });

  it("hold the write lock from BEGIN, so a read-then-write transaction never meets a stale snapshot", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maatglas-lock-"));
    dirs.push(dir);
    const file = path.join(dir, "t.db");
    const db = openSqlite(file);
    await sql`create table t (n integer)`.execute(db.kysely);
    const other = new SQLite(file);
    other.pragma("busy_timeout = 0");
    try {
      const seen: string[] = [];
      await db.kysely.transaction().execute(async (trx) => {
        await sql`select count(*) from t`.execute(trx);
        // Another process writing now must wait for this transaction (here: fail at once, timeout 0).
        try {
          other.prepare("insert into t (n) values (2)").run();
          seen.push("other wrote");
        } catch (e) {
          seen.push((e as { code?: string }).code ?? "error");
        }
        await sql`insert into t (n) values (1)`.execute(trx);
      });
      expect(seen).toEqual(["SQLITE_BUSY"]);
      other.prepare("insert into t (n) values (3)").run();
      const rows = await sql<{ n: number }>`select n from t order by n`.execute(db.kysely);
      expect(rows.rows.map((r) => r.n)).toEqual([1, 3]);
    } finally {
      other.close();
      await db.close();
    }
  });
});

describe("closing the SQLite database (shutdown)", () => {
  it("checkpoints the write-ahead log into the file, also while another connection keeps the file open", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maatglas-wal-"));
    const file = path.join(dir, "t.db");
    const db = openSqlite(file);
    // Another process on the same file: SQLite then does not checkpoint by itself when this connection closes.
    const other = new SQLite(file);
    try {
      await sql`create table t (n integer)`.execute(db.kysely);
      await sql`insert into t (n) values (1), (2), (3)`.execute(db.kysely);
      expect(other.prepare("select count(*) as n from t").get()).toEqual({ n: 3 });
      expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(0);
      await db.close();
      expect(fs.statSync(`${file}-wal`).size).toBe(0);
      // The rows are in the database file itself: a copy of that file alone holds them.
      const copy = path.join(dir, "copy.db");
      fs.copyFileSync(file, copy);
      const copied = new SQLite(copy);
      expect(copied.prepare("select count(*) as n from t").get()).toEqual({ n: 3 });
      copied.close();
    } finally {
      other.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
