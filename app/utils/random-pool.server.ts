import { randomFillSync } from "node:crypto";

/**
 * Cryptographically random bytes, drawn from a pool the system's CSPRNG refills 4 KiB at a time (one call per
 * ~170 session ids instead of one each). Every byte is handed out once.
 */
const pool = Buffer.alloc(4096);
let offset = pool.length;

/** `size` (at most 4096) fresh random bytes in the given encoding. */
export function randomString(size: number, encoding: "base64" | "base64url"): string {
  if (offset + size > pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  offset += size;
  return pool.toString(encoding, offset - size, offset);
}
