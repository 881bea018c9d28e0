import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The application secret for cookie signatures and CSRF tokens: APP_SECRET when set, otherwise a random
 * secret generated once and kept in DATA_DIR/secret.key (outside the database, readable by the owner only).
 */
export function loadSecret(envSecret: string | undefined, dataDir: string): string {
  if (envSecret) return envSecret;
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
