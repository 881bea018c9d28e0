// A rendered page turned into a template without the request's own values (its CSRF token and CSP nonce), and
// filled again with another request's values. Pure: no DB, no HTTP.
import { constants, crc32, deflateRawSync } from "node:zlib";

export type Slot = "token" | "nonce";

export interface Template {
  /** The page's bytes between the slots: parts.length === slots.length + 1. */
  parts: Buffer[];
  slots: Slot[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The template of `html` rendered for one request, or null (do not store) when it cannot be made safely: the
 * token or the nonce does not occur in the page, or the session id does (a page that names its session is
 * personal).
 */
export function toTemplate(
  html: string,
  values: { token: string; nonce: string; sessionId: string },
): Template | null {
  const { token, nonce, sessionId } = values;
  if (!token || !nonce || !sessionId || token === nonce) return null;
  if (html.includes(sessionId)) return null;
  const parts: Buffer[] = [];
  const slots: Slot[] = [];
  const pattern = new RegExp(`${escapeRegExp(token)}|${escapeRegExp(nonce)}`, "g");
  let from = 0;
  for (const match of html.matchAll(pattern)) {
    parts.push(Buffer.from(html.slice(from, match.index)));
    slots.push(match[0] === token ? "token" : "nonce");
    from = match.index + match[0].length;
  }
  parts.push(Buffer.from(html.slice(from)));
  if (!slots.includes("token") || !slots.includes("nonce")) return null;
  return { parts, slots };
}

/** The page for another request, in order, as the pieces to send: its own token and nonce in the slots. */
export function filledParts(template: Template, values: { token: string; nonce: string }): Buffer[] {
  const token = Buffer.from(values.token);
  const nonce = Buffer.from(values.nonce);
  const chunks: Buffer[] = [template.parts[0]];
  for (let i = 0; i < template.slots.length; i++) {
    chunks.push(template.slots[i] === "token" ? token : nonce, template.parts[i + 1]);
  }
  return chunks;
}

/** Bytes a template holds (for the cache's memory bound). */
export function templateBytes(template: Template): number {
  let n = 0;
  for (const p of template.parts) n += p.length;
  return n;
}

/**
 * The Content-Security-Policy split around the request's `'nonce-…'` source, or null when it is not there
 * exactly once (then the page is not stored).
 */
export function splitCsp(csp: string, nonce: string): [string, string] | null {
  const source = `'nonce-${nonce}'`;
  const at = csp.indexOf(source);
  if (at < 0 || csp.indexOf(source, at + 1) >= 0) return null;
  return [csp.slice(0, at), csp.slice(at + source.length)];
}

/**
 * A template compressed once, so a hit is gzip-encoded without compressing per request: each part is a raw
 * deflate stream of its own (level 9, sync-flushed so it ends on a byte boundary; the last one final), and a
 * request's token and nonce go between them as stored blocks. The gzip trailer's CRC-32 and length are computed
 * per request over the filled page.
 *
 * Each part is compressed with the page before it as its dictionary, so it can point back into earlier parts as
 * one whole-page stream would (compressed on their own, the listing's parts came to 34 % more bytes). A back
 * reference counts bytes, so a slot must hold as many bytes when filled as it was compressed with: `lengths` are
 * those counts, and the dictionary holds 0xFF bytes in the slots' places. 0xFF never occurs in UTF-8, so no
 * match can take bytes from a slot, whatever value is put there.
 */
export interface GzipTemplate {
  deflated: Buffer[];
  /** Each part's CRC-32, and the operator that shifts a CRC past that part (see `crc32Combine`). */
  crcs: number[];
  shifts: number[];
  /** The byte length each slot was compressed for. */
  lengths: Record<Slot, number>;
}

/*
 * CRC-32 of a concatenation from the CRCs of its pieces, as zlib's crc32_combine does it: the CRC of A‖B is
 * (CRC(A) · x^(8·|B|)) mod P xor CRC(B), over GF(2) with the reflected polynomial P.
 */
const POLY = 0xedb88320;

/** a · b mod P (reflected). */
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  let x = b;
  for (;;) {
    if (a & m) {
      p ^= x;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    x = x & 1 ? (x >>> 1) ^ POLY : x >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) mod P for k = 0…31. */
const X2N: number[] = [0x40000000];
for (let k = 1; k < 32; k++) X2N.push(multModP(X2N[k - 1], X2N[k - 1]));

/** The operator x^(8·bytes) mod P, which shifts a CRC past `bytes` bytes. */
export function crc32Shift(bytes: number): number {
  let p = 0x80000000;
  let n = bytes;
  let k = 3;
  while (n > 0) {
    if (n & 1) p = multModP(X2N[k & 31], p);
    n = Math.floor(n / 2);
    k += 1;
  }
  return p;
}

/** CRC-32 of A‖B from CRC(A), CRC(B) and B's shift operator. */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multModP(shiftB, crcA) ^ crcB) >>> 0;
}

/** Deflate's window: how far back a match can point, and so all of a dictionary that counts. */
const WINDOW = 32 * 1024;

export function toGzipTemplate(template: Template, lengths: Record<Slot, number>): GzipTemplate {
  const last = template.parts.length - 1;
  const deflated: Buffer[] = [];
  let before = Buffer.alloc(0);
  template.parts.forEach((part, i) => {
    deflated.push(
      deflateRawSync(part, {
        level: 9,
        finishFlush: i === last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
        ...(before.length > 0 ? { dictionary: before } : {}),
      }),
    );
    if (i < last) {
      const page = Buffer.concat([before, part, Buffer.alloc(lengths[template.slots[i]], 0xff)]);
      before = page.subarray(Math.max(0, page.length - WINDOW));
    }
  });
  return {
    deflated,
    crcs: template.parts.map((part) => crc32(part)),
    shifts: template.parts.map((part) => crc32Shift(part.length)),
    lengths: { ...lengths },
  };
}

/** gzip member header: deflate, no flags, no time, maximum compression, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 255]);

/** A non-final stored deflate block holding `data` (under 64 KiB), starting on a byte boundary. */
function storedBlock(data: Buffer): Buffer {
  const block = Buffer.alloc(5 + data.length);
  block[0] = 0;
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}

/**
 * The gzip-encoded page for another request, as the pieces to send: its own token and nonce in the slots. Null
 * when a value is not as long as the slot was compressed for (the caller then sends the page another way).
 */
export function gzipParts(
  template: Template,
  gz: GzipTemplate,
  values: { token: string; nonce: string },
): Buffer[] | null {
  const slot = { token: Buffer.from(values.token), nonce: Buffer.from(values.nonce) };
  if (slot.token.length !== gz.lengths.token || slot.nonce.length !== gz.lengths.nonce) return null;
  const stored = { token: storedBlock(slot.token), nonce: storedBlock(slot.nonce) };
  const chunks: Buffer[] = [GZIP_HEADER, gz.deflated[0]];
  let crc = gz.crcs[0];
  let size = template.parts[0].length;
  for (let i = 0; i < template.slots.length; i++) {
    const name = template.slots[i];
    chunks.push(stored[name], gz.deflated[i + 1]);
    crc = crc32Combine(crc32(slot[name], crc), gz.crcs[i + 1], gz.shifts[i + 1]);
    size += slot[name].length + template.parts[i + 1].length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(trailer);
  return chunks;
}
