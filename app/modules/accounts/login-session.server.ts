import type { Kysely } from "kysely";
import { newSessionId } from "~/utils/session.server";
import type { Database } from "../../../db/schema";
import type { User } from "./users.server";

export const SESSION_TTL_MS = 30 * 86_400_000;

/** The user of a session, or null (also for an expired session and a deactivated account). */
export async function currentUser(db: Kysely<Database>, sessionId: string): Promise<User | null> {
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["users.id", "users.email", "users.role", "users.first_name", "users.last_name"])
    .where("sessions.id", "=", sessionId)
    .where("sessions.expires_at", ">", new Date().toISOString())
    .where("users.active", "=", 1)
    .executeTakeFirst();
  return row
    ? { id: row.id, email: row.email, role: row.role, firstName: row.first_name, lastName: row.last_name }
    : null;
}

/**
 * Logs a user in on a NEW session id (the old id is dropped, so a fixed or stolen pre-login id is worthless).
 * The guest cart moves along with the session. Returns the new id for the caller to set as the cookie.
 */
export async function startLoginSession(
  db: Kysely<Database>,
  oldSessionId: string,
  userId: number,
): Promise<string> {
  const id = newSessionId();
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("sessions").where("id", "=", oldSessionId).execute();
    await trx
      .insertInto("sessions")
      .values({
        id,
        user_id: userId,
        data: "{}",
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
      })
      .execute();
    await trx.updateTable("carts").set({ session_id: id }).where("session_id", "=", oldSessionId).execute();
  });
  return id;
}

/** Ends a session; the caller issues a fresh anonymous id. */
export async function endSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", sessionId).execute();
}
