import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { countAdministrators, createUser, findUserByEmail, type User } from "./users.server";

/** A claim row in the settings table: it serialises concurrent first-run submits (see createFirstAdministrator). */
const CLAIM_KEY = "accounts.first_admin_claim";

export type FirstAdminResult =
  | { ok: true; user: User }
  | { ok: false; error: "alreadyExists" | "emailTaken" };

/**
 * Creates the first administrator, only while there is none (the first-run path of /beheer). Race-safe: inside
 * one transaction it first inserts a claim row (a concurrent submit waits on that key — PostgreSQL's unique
 * index, SQLite's single writer), then counts the administrators again, creates the account, and removes the
 * claim. The second of two simultaneous submits therefore sees the first one's administrator and gets
 * "alreadyExists".
 */
export async function createFirstAdministrator(
  db: Kysely<Database>,
  input: { email: string; password: string },
): Promise<FirstAdminResult> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto("settings")
      .values({ key: CLAIM_KEY, value: "1" })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
    if ((await countAdministrators(trx)) > 0) {
      await trx.deleteFrom("settings").where("key", "=", CLAIM_KEY).execute();
      return { ok: false, error: "alreadyExists" } as const;
    }
    if (await findUserByEmail(trx, input.email)) {
      await trx.deleteFrom("settings").where("key", "=", CLAIM_KEY).execute();
      return { ok: false, error: "emailTaken" } as const;
    }
    const user = await createUser(trx, { ...input, role: "administrator" });
    await trx.deleteFrom("settings").where("key", "=", CLAIM_KEY).execute();
    return user ? ({ ok: true, user } as const) : ({ ok: false, error: "emailTaken" } as const);
  });
}
