import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from "kysely";
import pg from "pg";
import type { Database } from "./schema";

export type Engine = "sqlite" | "postgres";
export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
}

// pg returns int8 and numeric as strings; our counts and sums fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

/** Opens the database named by a URL: postgres://… → PostgreSQL, file:/sqlite: or nothing → SQLite. */
export function openDb(url: string | undefined, dataDir = "data"): Db {
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url);
  const file = url ? url.replace(/^(sqlite|file):(\/\/)?/, "") : path.join(dataDir, "maatglas.db");
  return openSqlite(file);
}

const sqliteHandles = new WeakMap<Kysely<Database>, SQLite.Database>();

/**
 * The better-sqlite3 handle under a Kysely instance made by openSqlite (undefined for PostgreSQL), for the one
 * statement that runs beside Kysely: the rate limiter's token upsert (app/utils/rate-limit.server.ts).
 */
export function sqliteHandleOf(kysely: Kysely<Database>): SQLite.Database | undefined {
  return sqliteHandles.get(kysely);
}

export function openSqlite(file: string): Db {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new SQLite(file);
  database.pragma("journal_mode = WAL");
  database.pragma("foreign_keys = ON");
  database.pragma("synchronous = FULL");
  database.pragma("busy_timeout = 5000");
  cachePreparedStatements(database);
  const kysely = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database }) });
  sqliteHandles.set(kysely, database);
  return {
    kysely,
    engine: "sqlite",
    // Folds the write-ahead log into the database file and empties it before closing, so a stopped shop leaves
    // one complete file behind (a copy or backup of it alone is whole).
    close: async () => {
      if (database.open) database.pragma("wal_checkpoint(TRUNCATE)");
      await kysely.destroy();
    },
  };
}

/**
 * Transactions begin IMMEDIATE: they take SQLite's write lock at BEGIN, waiting (busy_timeout) while another
 * connection holds it. A deferred transaction that reads and then writes fails at once with "database is locked"
 * when another process (a script, a test, a second server on the same file) committed in between: its snapshot is
 * stale, and SQLite does not wait in that case.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/**
 * Kysely prepares every query anew; better-sqlite3 statements are reusable, so keep them per SQL text.
 * The SQL texts come from Kysely's compiler (values are parameters), so the set stays small.
 */
function cachePreparedStatements(database: SQLite.Database) {
  const prepare = database.prepare.bind(database);
  const cache = new Map<string, SQLite.Statement>();
  database.prepare = ((sql: string) => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = prepare(sql);
      if (cache.size >= 1000) cache.clear();
      cache.set(sql, statement);
    }
    return statement;
  }) as typeof database.prepare;
}

export function openPostgres(url: string, searchPath?: string): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { kysely, engine: "postgres", close: () => kysely.destroy() };
}
