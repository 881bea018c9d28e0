import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../../db/schema";
import { loadEncryptionKey } from "./encryption.server";
import { EnvError } from "./env.server";
import type { Secrets } from "./secret.server";

/**
 * Instances that share a database must share its secrets: APP_SECRET (session cookies and CSRF tokens signed on
 * one instance must verify on the next) and the encryption key (the stored payment API keys). A secret that is
 * not set in the environment is generated into the instance's own DATA_DIR, so two instances with their own
 * DATA_DIR would each make their own. To catch that at start, the database keeps a fingerprint of each secret
 * (an HMAC of a fixed text, which does not reveal the secret) in the settings table:
 * - no fingerprint yet: this instance's is stored;
 * - the same fingerprint: fine;
 * - the fingerprint of APP_SECRET_PREVIOUS (a rotation): the new one is stored;
 * - another fingerprint while the secret was generated (not set in the environment): the server refuses to
 *   start, saying to set the variable to the same value on every instance (fail closed: sessions, forms and
 *   online payments would otherwise break between instances);
 * - another fingerprint while the secret is set in the environment: that value is the owner's choice; it is
 *   stored and a warning says that what the old secret signed or encrypted no longer verifies.
 */

const KEYS = { app: "secret_check.app_secret", encryption: "secret_check.encryption_key" } as const;

export function secretFingerprint(secret: string | Buffer): string {
  return createHmac("sha256", secret).update("maatglas secret fingerprint v1").digest("base64url");
}

interface Check {
  key: string;
  variable: "APP_SECRET" | "ENCRYPTION_KEY";
  fingerprint: string;
  previous?: string;
  fromEnv: boolean;
}

async function verify(db: Kysely<Database>, check: Check, log: Logger): Promise<void> {
  await db
    .insertInto("settings")
    .values({ key: check.key, value: check.fingerprint })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const stored = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", check.key)
    .executeTakeFirstOrThrow();
  if (stored.value === check.fingerprint) return;
  if (!check.fromEnv && stored.value !== check.previous) {
    throw new EnvError(
      `${check.variable} is not set and the secret generated in this instance's DATA_DIR differs from the one ` +
        `this database is used with (another instance shares the database, or the key file was replaced). Set ` +
        `${check.variable} to the same value on every instance (docs/deploy.md).`,
    );
  }
  await db.updateTable("settings").set({ value: check.fingerprint }).where("key", "=", check.key).execute();
  if (stored.value !== check.previous) {
    log.warn(
      { variable: check.variable },
      `${check.variable} differs from the one this database was last used with; what the old value signed or encrypted no longer verifies`,
    );
  }
}

/** Checks (and records) the fingerprints of APP_SECRET and the encryption key; throws an EnvError to stop. */
export async function checkSharedSecrets(
  db: Kysely<Database>,
  config: { APP_SECRET?: string; ENCRYPTION_KEY?: string; DATA_DIR: string },
  secrets: Secrets,
  log: Logger,
): Promise<void> {
  await verify(
    db,
    {
      key: KEYS.app,
      variable: "APP_SECRET",
      fingerprint: secretFingerprint(secrets.current),
      previous: secrets.previous && secretFingerprint(secrets.previous),
      fromEnv: config.APP_SECRET !== undefined,
    },
    log,
  );
  await verify(
    db,
    {
      key: KEYS.encryption,
      variable: "ENCRYPTION_KEY",
      fingerprint: secretFingerprint(loadEncryptionKey(config.ENCRYPTION_KEY, config.DATA_DIR)),
      fromEnv: config.ENCRYPTION_KEY !== undefined,
    },
    log,
  );
}
