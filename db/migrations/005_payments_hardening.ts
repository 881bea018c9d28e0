import { type Kysely, sql } from "kysely";

/**
 * Payments fail closed (issue 8) and one open payment per order:
 * - `payments.superseded_at`: an open payment the shop replaced with a new one (the shopper chose another
 *   method, so the amount changed); the provider may still report on it, so its status stays the provider's.
 * - At most one open, not superseded payment per order: a unique partial index (SQLite and PostgreSQL both
 *   have them). Older duplicates are marked superseded first, keeping each order's newest open payment.
 * - `orders.double_payment_at`: set when a second payment of an already paid order is reported paid.
 * - The payment provider becomes an explicit setting: a shop with a stored Mollie key (test or live) keeps
 *   Mollie; any other shop — a fresh one included — gets the built-in test environment.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("payments").addColumn("superseded_at", "text").execute();
  await db.schema.alterTable("orders").addColumn("double_payment_at", "text").execute();

  const now = new Date().toISOString();
  await db
    .updateTable("payments")
    .set({ superseded_at: now })
    .where("status", "=", "open")
    .where(
      "id",
      "not in",
      db
        .selectFrom("payments")
        .select(db.fn.max("id").as("id"))
        .where("status", "=", "open")
        .groupBy("order_id"),
    )
    .execute();
  await db.schema
    .createIndex("payments_one_open_per_order")
    .on("payments")
    .column("order_id")
    .unique()
    .where(sql.ref("status"), "=", "open")
    .where(sql.ref("superseded_at"), "is", null)
    .execute();

  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", "payments")
    .executeTakeFirst();
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = row ? JSON.parse(row.value) : {};
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      stored = parsed as Record<string, unknown>;
  } catch {
    // a corrupt row: rewritten below with the provider only (the rest falls back to the defaults, as before)
  }
  if (stored.provider === "test" || stored.provider === "mollie") return;
  const hasKey = [stored.test_api_key, stored.live_api_key].some((k) => typeof k === "string" && k !== "");
  const value = JSON.stringify({ ...stored, provider: hasKey ? "mollie" : "test" });
  if (row) await db.updateTable("settings").set({ value }).where("key", "=", "payments").execute();
  else await db.insertInto("settings").values({ key: "payments", value }).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("payments_one_open_per_order").execute();
  await db.schema.alterTable("orders").dropColumn("double_payment_at").execute();
  await db.schema.alterTable("payments").dropColumn("superseded_at").execute();
}
