import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import { type Db, type Engine, openPostgres, openSqlite } from "../../db/dialect.server";
import { migrateToLatest } from "../../db/migrate.server";
import type { Database } from "../../db/schema";

/** The engines DB tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set (CI sets it). */
export function testEngines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
}

/** A fresh, migrated database: an in-memory SQLite file, or a throwaway schema in the test PostgreSQL. */
export async function freshDb(engine: Engine): Promise<Db & { db: Kysely<Database> }> {
  if (engine === "sqlite") {
    const d = openSqlite(":memory:");
    await migrateToLatest(d.kysely);
    return { ...d, db: d.kysely };
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const d = openPostgres(url, schema);
  await migrateToLatest(d.kysely);
  return {
    ...d,
    db: d.kysely,
    close: async () => {
      await d.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

/** Runs a suite once per engine with a fresh database for the suite. */
export function describeEachEngine(
  name: string,
  suite: (get: () => Kysely<Database>, engine: Engine) => void,
) {
  for (const engine of testEngines()) {
    describe(`${name} [${engine}]`, () => {
      let handle: Awaited<ReturnType<typeof freshDb>>;
      beforeAll(async () => {
        handle = await freshDb(engine);
      });
      afterAll(async () => {
        await handle?.close();
      });
      suite(() => handle.db, engine);
    });
  }
}

/**
 * Two handles on one fresh, migrated database, as two app instances have (each with its own pool and in-process
 * memos): a file-backed SQLite database, or a throwaway schema in the test PostgreSQL.
 */
export async function twoInstances(engine: Engine): Promise<{ a: Db; b: Db; close: () => Promise<void> }> {
  if (engine === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maatglas-settings-"));
    const file = path.join(dir, "maatglas.db");
    const a = openSqlite(file);
    await migrateToLatest(a.kysely);
    const b = openSqlite(file);
    return {
      a,
      b,
      close: async () => {
        await a.close();
        await b.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const a = openPostgres(url, schema);
  await migrateToLatest(a.kysely);
  const b = openPostgres(url, schema);
  return {
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}
