import type { Kysely } from "kysely";
import { idColumn } from "./util";

/**
 * One table for every rate limit: a token bucket per key (login failures per account and IP pair, per
 * account and per IP; registrations and reset requests per IP; price calls per session). `tokens` is what is
 * left at `updated_ms` (epoch milliseconds); the refill is computed when the row is next touched.
 * The old failed-login log (login_attempts) is replaced by it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("tokens", "double precision", (c) => c.notNull())
    .addColumn("updated_ms", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rate_limits_updated").on("rate_limits").column("updated_ms").execute();
  await db.schema.dropTable("login_attempts").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable("login_attempts"))
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("attempted_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("login_attempts_key_time")
    .on("login_attempts")
    .columns(["key", "attempted_at"])
    .execute();
  await db.schema.dropTable("rate_limits").execute();
}
