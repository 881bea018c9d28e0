import { type Kysely, PostgresAdapter, sql } from "kysely";
import { type MigrationProvider, Migrator } from "kysely/migration";
import { migrations } from "./migrations/index";
import type { Database } from "./schema";

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Applies every pending migration; throws on the first failure. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // On PostgreSQL, name the schema of Kysely's own tables: without it the migrator takes a kysely_migration table
  // in ANY schema of the database (another app's, a test's) for ours, and then fails to find it in our own.
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
