import { type Kysely, PostgresAdapter, sql } from "kysely";
import { type MigrationProvider, Migrator } from "kysely/migration";
import { migrations } from "./migrations/index";
import type { Database } from "./schema";

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * The PostgreSQL schema the connection works in (its search_path), or undefined on SQLite. Kysely's migrator looks
 * for its bookkeeping tables in every schema unless told which one; another schema's `kysely_migration_lock` (a
 * second shop or test run on the same server) would then make it skip creating its own and fail.
 */
async function migrationSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

/** Applies every pending migration; throws on the first failure. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const schema = await migrationSchema(db);
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
