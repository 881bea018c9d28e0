import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";

/** Failed logins allowed within the window per account, and per IP address (higher: an office or a mobile
 * carrier puts many shoppers behind one address). Stored in the database, so the limit holds across instances. */
export const MAX_FAILURES = 5;
export const MAX_FAILURES_PER_IP = 30;

function limitFor(key: string): number {
  return key.startsWith("ip:") ? MAX_FAILURES_PER_IP : MAX_FAILURES;
}
export const WINDOW_MS = 15 * 60_000;

export function attemptKeys(email: string, ip: string): string[] {
  return [`account:${email.trim().toLowerCase()}`, `ip:${ip}`];
}

export async function isRateLimited(
  db: Kysely<Database>,
  keys: string[],
  now = new Date(),
): Promise<boolean> {
  const since = new Date(now.getTime() - WINDOW_MS).toISOString();
  const rows = await db
    .selectFrom("login_attempts")
    .select(["key", (eb) => eb.fn.countAll<number>().as("n")])
    .where("key", "in", keys)
    .where("attempted_at", ">", since)
    .groupBy("key")
    .execute();
  return rows.some((r) => Number(r.n) >= limitFor(r.key));
}

export async function recordFailure(db: Kysely<Database>, keys: string[], now = new Date()): Promise<void> {
  await db
    .insertInto("login_attempts")
    .values(keys.map((key) => ({ key, attempted_at: now.toISOString() })))
    .execute();
  // Old attempts are of no use; keep the table small.
  await db
    .deleteFrom("login_attempts")
    .where("attempted_at", "<", new Date(now.getTime() - 2 * WINDOW_MS).toISOString())
    .execute();
}

export async function clearFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom("login_attempts").where("key", "=", key).execute();
}
