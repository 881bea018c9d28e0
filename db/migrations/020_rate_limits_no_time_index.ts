import type { Kysely } from "kysely";

/**
 * Drops the index on rate_limits.updated_ms. Every rate-limited call (each configurator price call among them)
 * rewrites its bucket's updated_ms, so the index was rewritten on every take: on SQLite that made a take and its
 * commit 60–80 % dearer (18–19 against 11–12 µs a take in batches of four), on PostgreSQL it ruled out HOT
 * updates of the row. Its only reader is the idle-bucket sweep every ten minutes, which now scans the table.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("rate_limits_updated").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("rate_limits_updated").on("rate_limits").column("updated_ms").execute();
}
