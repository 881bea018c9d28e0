import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../../../db/schema";
import { clearLoginFailures } from "./auth.server";
import { hashPassword } from "./passwords.server";
import { queuePasswordResetMail } from "./reset-mail.server";
import { findUserByEmail } from "./users.server";

/** A reset link works for one hour and once. */
export const RESET_TTL_MS = 60 * 60_000;
/** At most this many live links per account, so the form cannot be used to flood someone's mailbox. */
export const MAX_LIVE_RESETS = 3;

/** Only this hash is stored: a leaked table gives no working link. */
export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Creates a reset token for the account with this e-mail address and queues the mail with its link, in one
 * transaction. Returns null when there is no such account or it already has MAX_LIVE_RESETS live links — the
 * caller answers the same either way, so the form never tells whether an address has an account.
 */
export async function createPasswordReset(
  db: Kysely<Database>,
  email: string,
  deps: { log: Logger; now?: Date },
): Promise<{ token: string; tokenHash: string; userId: number; email: string } | null> {
  const now = deps.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const user = await findUserByEmail(trx, email);
    if (!user) return null;
    const live = await trx
      .selectFrom("password_resets")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", user.id)
      .where("used_at", "is", null)
      .where("expires_at", ">", now.toISOString())
      .executeTakeFirstOrThrow();
    if (Number(live.n) >= MAX_LIVE_RESETS) return null;
    // Expired and used links are of no use any more.
    await trx
      .deleteFrom("password_resets")
      .where("user_id", "=", user.id)
      .where((eb) => eb.or([eb("used_at", "is not", null), eb("expires_at", "<=", now.toISOString())]))
      .execute();
    const token = randomBytes(32).toString("base64url");
    const tokenHash = hashResetToken(token);
    await trx
      .insertInto("password_resets")
      .values({
        token_hash: tokenHash,
        user_id: user.id,
        expires_at: new Date(now.getTime() + RESET_TTL_MS).toISOString(),
        used_at: null,
      })
      .execute();
    await queuePasswordResetMail(trx, { to: user.email, token, tokenHash }, deps.log);
    return { token, tokenHash, userId: user.id, email: user.email };
  });
}

/** True while the token is known, unused and not expired (the reset page shows its form only then). */
export async function isResetTokenUsable(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<boolean> {
  if (!token) return false;
  const row = await db
    .selectFrom("password_resets")
    .select("token_hash")
    .where("token_hash", "=", hashResetToken(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Sets a new password with a reset token. The token is claimed by one conditional update (unused and not
 * expired), so two submits of the same link cannot both succeed. On success every session of the account
 * ends (a thief logged in elsewhere is logged out), the other reset links die and the failed-login counter
 * of the account is cleared. Returns the user id, or null when the token is unknown, used or expired.
 */
export async function resetPasswordWithToken(
  db: Kysely<Database>,
  token: string,
  password: string,
  now = new Date(),
): Promise<number | null> {
  if (!token) return null;
  const passwordHash = await hashPassword(password);
  const tokenHash = hashResetToken(token);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("password_resets")
      .set({ used_at: now.toISOString() })
      .where("token_hash", "=", tokenHash)
      .where("used_at", "is", null)
      .where("expires_at", ">", now.toISOString())
      .returning("user_id")
      .executeTakeFirst();
    if (!claimed) return null;
    const userId = claimed.user_id;
    const user = await trx
      .updateTable("users")
      .set({ password_hash: passwordHash })
      .where("id", "=", userId)
      .returning("email")
      .executeTakeFirstOrThrow();
    await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();
    await trx
      .deleteFrom("password_resets")
      .where("user_id", "=", userId)
      .where("token_hash", "!=", tokenHash)
      .execute();
    await clearLoginFailures(trx, user.email);
    return userId;
  });
}
