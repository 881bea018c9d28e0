import { type Kysely, sql } from "kysely";

/**
 * Delivery state for the e-mail outbox's background sender: how often a row was tried, when it may be tried
 * again, until when a sender holds it (its claim) and when delivery was given up.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types
export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one column at a time.
  const alter = () => db.schema.alterTable("email_outbox");
  await alter()
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await alter().addColumn("next_attempt_at", "text").execute();
  await alter().addColumn("locked_until", "text").execute();
  await alter().addColumn("failed_at", "text").execute();
  // Rows written before this migration are due from their creation on.
  await db.updateTable("email_outbox").set({ next_attempt_at: sql`created_at` }).execute();
  await db.schema
    .createIndex("email_outbox_due")
    .on("email_outbox")
    .columns(["sent_at", "failed_at", "next_attempt_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("email_outbox_due").execute();
  for (const column of ["failed_at", "locked_until", "next_attempt_at", "attempts"]) {
    await db.schema.alterTable("email_outbox").dropColumn(column).execute();
  }
}
