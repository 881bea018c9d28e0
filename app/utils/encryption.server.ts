import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "./env.server";

/**
 * Encryption at rest for secrets kept in the database (payment provider API keys): AES-256-GCM with a random
 * 96-bit IV per value and a 128-bit tag. The key comes from ENCRYPTION_KEY (32 random bytes, base64) or, when
 * that is not set, from DATA_DIR/encryption.key: 32 random bytes generated once, mode 0600, outside the
 * database — so a copy of the database alone does not reveal the secrets.
 *
 * A token looks like `v1.<iv>.<tag>.<ciphertext>` (base64url parts). `context` is bound in as additional
 * authenticated data, so a token copied from one field into another does not decrypt.
 */

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_FILE = "encryption.key";

export class DecryptionError extends Error {
  override name = "DecryptionError";
}

/** 32 key bytes from an ENCRYPTION_KEY value; a longer value is hashed down to 32 bytes. */
export function keyFromText(text: string): Buffer {
  const bytes = Buffer.from(text.trim(), "base64");
  if (bytes.length < 32) throw new Error("ENCRYPTION_KEY must hold at least 32 bytes (base64)");
  return bytes.length === 32 ? bytes : createHash("sha256").update(bytes).digest();
}

/** The encryption key: ENCRYPTION_KEY when set, otherwise DATA_DIR/encryption.key (created on first use). */
export function loadEncryptionKey(envKey: string | undefined, dataDir: string): Buffer {
  if (envKey) return keyFromText(envKey);
  const file = path.join(dataDir, KEY_FILE);
  try {
    return keyFromText(fs.readFileSync(file, "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString("base64"), { mode: 0o600, flag: "wx" });
  } catch (error) {
    // Another process created it first: use that one.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return keyFromText(fs.readFileSync(file, "utf8"));
}

let cached: Buffer | undefined;
/** The server's key (from the validated environment), loaded once. */
export function encryptionKey(): Buffer {
  if (!cached) {
    const config = env();
    cached = loadEncryptionKey(config.ENCRYPTION_KEY, config.DATA_DIR);
  }
  return cached;
}

export function encrypt(plaintext: string, key: Buffer, context = ""): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** Throws a DecryptionError for a malformed or tampered token, a wrong key or a wrong context. */
export function decrypt(token: string, key: Buffer, context = ""): string {
  const parts = token.split(".");
  if (parts.length !== 4 || parts[0] !== VERSION) throw new DecryptionError("not an encrypted value");
  const [iv, tag, ciphertext] = parts.slice(1).map((p) => Buffer.from(p, "base64url"));
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new DecryptionError("malformed value");
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
  } catch {
    throw new DecryptionError("the value cannot be decrypted with this key");
  }
}
