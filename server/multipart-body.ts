// A multipart/form-data background call (the option form's file upload, spec §7.8), read from a plain
// node:http request: at most `limit` bytes (counted while the body streams in; more → 413), then parsed by the
// platform's own multipart parser (undici's Request.formData). Fields become strings, file parts Blobs (File).
import type { IncomingMessage } from "node:http";
import { Readable, Transform } from "node:stream";

export type MultipartResult =
  | { ok: true; body: Record<string, string | File | (string | File)[]> }
  | { ok: false; status: 400 | 413 };

export function isMultipart(req: IncomingMessage): boolean {
  return (req.headers["content-type"] ?? "").toLowerCase().startsWith("multipart/form-data");
}

/** Passes the bytes through and fails once more than `limit` have come. */
function byteLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      done(seen > limit ? new Error("too large") : null, chunk);
    },
  });
}

export async function readMultipart(req: IncomingMessage, limit: number): Promise<MultipartResult> {
  const length = Number(req.headers["content-length"] ?? Number.NaN);
  if (req.headers["content-encoding"] && req.headers["content-encoding"] !== "identity") {
    req.resume();
    return { ok: false, status: 400 };
  }
  if (Number.isFinite(length) && length > limit) {
    req.resume();
    return { ok: false, status: 413 };
  }
  const limited = req.pipe(byteLimit(limit));
  let tooLarge = false;
  limited.on("error", () => {
    tooLarge = true;
    req.unpipe(limited);
    req.resume();
  });
  try {
    const form = await new Request("http://upload.invalid/", {
      method: "POST",
      headers: { "content-type": req.headers["content-type"] ?? "" },
      body: Readable.toWeb(limited) as ReadableStream<Uint8Array>,
      duplex: "half",
    } as RequestInit).formData();
    const body: Record<string, string | File | (string | File)[]> = {};
    for (const key of new Set(form.keys())) {
      const all = form.getAll(key) as (string | File)[];
      body[key] = all.length === 1 ? all[0] : all;
    }
    return { ok: true, body };
  } catch {
    if (!req.complete) req.resume();
    return { ok: false, status: tooLarge ? 413 : 400 };
  }
}
