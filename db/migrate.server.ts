import { type Kysely, PostgresAdapter, sql } from "kysely";
import { type MigrationProvider, Migrator } from "kysely/migration";
import { migrations } from "./migrations/index";
import type { Database } from "./schema";

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Applies every pending migration; throws on the first failure. On PostgreSQL the migration tables are looked
 * for in the connection's own schema: Kysely otherwise counts a `kysely_migration_lock` in ANY schema of the
 * database as ours (several test schemas share one database).
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db, provider, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
