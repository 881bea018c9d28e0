import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The secrets for cookie signatures and CSRF tokens. `current` signs everything; `previous` (APP_SECRET_PREVIOUS)
 * is only accepted when verifying, so sessions, CSRF tokens and guest carts survive a rotation of APP_SECRET.
 */
export interface Secrets {
  current: string;
  previous?: string;
}

/**
 * APP_SECRET when set, otherwise a random secret generated once and kept in DATA_DIR/secret.key (outside the
 * database, readable by the owner only); plus APP_SECRET_PREVIOUS when set.
 */
export function loadSecrets(
  config: { APP_SECRET?: string; APP_SECRET_PREVIOUS?: string },
  dataDir: string,
): Secrets {
  const current = config.APP_SECRET ?? fileSecret(dataDir);
  const previous = config.APP_SECRET_PREVIOUS;
  return previous && previous !== current ? { current, previous } : { current };
}

function fileSecret(dataDir: string): string {
  const file = path.join(dataDir, "secret.key");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      return secret;
    } catch {
      // Another process won the race; use its secret.
      return fs.readFileSync(file, "utf8").trim();
    }
  }
}
