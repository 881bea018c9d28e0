import { type Kysely, PostgresAdapter, sql } from "kysely";
import { type MigrationProvider, Migrator } from "kysely/migration";
import { migrations } from "./migrations/index";
import type { Database } from "./schema";

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Applies every pending migration; throws on the first failure. On PostgreSQL the migration tables live in the
 * connection's current schema: without naming it, Kysely takes a migration table of ANY schema as its own,
 * which breaks when two schemas of one server migrate at the same time (the DB tests do).
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const schema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db, provider, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
