import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DecryptionError, decrypt, encrypt, keyFromText, loadEncryptionKey } from "./encryption.server";

const key = randomBytes(32);

describe("encrypt/decrypt (AES-256-GCM)", () => {
  it("round-trips and uses a fresh IV every time", () => {
    const secret = "test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM";
    const a = encrypt(secret, key, "field");
    const b = encrypt(secret, key, "field");
    expect(a).not.toBe(b);
    expect(a).not.toContain(secret);
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(decrypt(a, key, "field")).toBe(secret);
    expect(decrypt(encrypt("", key), key)).toBe("");
    expect(decrypt(encrypt("€ ü", key), key)).toBe("€ ü");
  });

  it("refuses a tampered token", () => {
    const token = encrypt("live_abcdefghijklmnopqrstuvwxyz0123", key);
    const [v, iv, tag, ct] = token.split(".");
    const flip = (s: string) => {
      const bytes = Buffer.from(s, "base64url");
      bytes[0] ^= 1;
      return bytes.toString("base64url");
    };
    expect(() => decrypt([v, iv, tag, flip(ct)].join("."), key)).toThrow(DecryptionError);
    expect(() => decrypt([v, iv, flip(tag), ct].join("."), key)).toThrow(DecryptionError);
    expect(() => decrypt([v, flip(iv), tag, ct].join("."), key)).toThrow(DecryptionError);
    expect(() => decrypt("plain-text-key", key)).toThrow(DecryptionError);
    expect(() => decrypt(`v2.${iv}.${tag}.${ct}`, key)).toThrow(DecryptionError);
  });

  it("refuses a wrong key and a token moved to another field", () => {
    const token = encrypt("secret", key, "settings.payments.test_api_key");
    expect(() => decrypt(token, randomBytes(32), "settings.payments.test_api_key")).toThrow(DecryptionError);
    expect(() => decrypt(token, key, "settings.payments.live_api_key")).toThrow(DecryptionError);
  });
});

describe("the encryption key", () => {
  it("reads ENCRYPTION_KEY as 32 base64 bytes (standard or url-safe) and refuses a short one", () => {
    const raw = randomBytes(32);
    expect(keyFromText(raw.toString("base64")).equals(raw)).toBe(true);
    expect(keyFromText(raw.toString("base64url")).equals(raw)).toBe(true);
    expect(keyFromText(randomBytes(48).toString("base64"))).toHaveLength(32);
    expect(() => keyFromText("dG9vIHNob3J0")).toThrow();
  });

  it("generates DATA_DIR/encryption.key once, mode 0600, and reuses it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maatglas-key-"));
    try {
      const first = loadEncryptionKey(undefined, dir);
      const file = path.join(dir, "encryption.key");
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(loadEncryptionKey(undefined, dir).equals(first)).toBe(true);
      expect(first).toHaveLength(32);
      const fromEnv = randomBytes(32);
      expect(loadEncryptionKey(fromEnv.toString("base64"), dir).equals(fromEnv)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
