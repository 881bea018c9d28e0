// A background call's body, read from a plain node:http request by Express's body-parser rules (express.json and
// express.urlencoded): JSON and the old front end's form encoding, a byte limit, a field limit, gzip/deflate/br.
import type { IncomingMessage } from "node:http";
import type { Readable, Transform } from "node:stream";
import zlib from "node:zlib";
import qs from "qs";

export interface BodyRules {
  /** Most bytes of the (decoded) body; more → 413. */
  limit: number;
  /** Most form fields; more → 413. */
  parameterLimit: number;
  /** Form fields as nested objects (`data[field]=…`, Express's `extended: true`) or flat. */
  extended: boolean;
}

/** The body as an object (an array, a scalar or no body count as `{}`), or the 4xx status that refuses it. */
export type BodyResult = { ok: true; body: Record<string, unknown> } | { ok: false; status: 400 | 413 };

const EMPTY: BodyResult = { ok: true, body: {} };
const BAD: BodyResult = { ok: false, status: 400 };
const TOO_LARGE: BodyResult = { ok: false, status: 413 };

/** The media type and charset of a Content-Type header, lower-cased. */
function contentType(header: string | undefined): { type: string; charset: string | undefined } {
  if (!header) return { type: "", charset: undefined };
  const semi = header.indexOf(";");
  const type = (semi === -1 ? header : header.slice(0, semi)).trim().toLowerCase();
  const charset =
    semi === -1
      ? undefined
      : /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(header.slice(semi))?.[1]?.toLowerCase();
  return { type, charset };
}

function decompressor(encoding: string): Transform | null {
  if (encoding === "gzip") return zlib.createGunzip();
  if (encoding === "deflate") return zlib.createInflate();
  if (encoding === "br") return zlib.createBrotliDecompress();
  if (encoding === "zstd" && "createZstdDecompress" in zlib) return zlib.createZstdDecompress();
  return null;
}

/** Reads `stream` (the request or its decompressor) to its end, at most `limit` bytes. */
function collect(
  req: IncomingMessage,
  stream: Readable,
  limit: number,
): Promise<Buffer | "too-large" | "failed"> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (result: Buffer | "too-large" | "failed") => {
      stream.off("data", onData);
      stream.off("end", onEnd);
      stream.off("error", onError);
      req.off("close", onClose);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return done("too-large");
      chunks.push(chunk);
    };
    const onEnd = () => done(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size));
    const onError = () => done("failed");
    // The client went away before sending the whole body.
    const onClose = () => {
      if (!req.complete) done("failed");
    };
    stream.on("data", onData);
    stream.on("end", onEnd);
    stream.on("error", onError);
    req.on("close", onClose);
  });
}

function decode(bytes: Buffer, charset: string): string | null {
  let text: string;
  if (charset === "utf-8" || charset === "utf8") text = bytes.toString("utf8");
  else if (charset === "iso-8859-1" || charset === "latin1") text = bytes.toString("latin1");
  else {
    try {
      text = new TextDecoder(charset).decode(bytes);
    } catch {
      return null;
    }
  }
  // body-parser (iconv-lite) drops a byte order mark.
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function parseJson(text: string): BodyResult {
  if (text.length === 0) return EMPTY;
  // Strict, as express.json: only an object or an array.
  const first = /^[ \t\n\r]*(.)/.exec(text)?.[1];
  if (first !== "{" && first !== "[") return BAD;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return BAD;
  }
  return asObject(value);
}

function parseForm(text: string, charset: string, rules: BodyRules): BodyResult {
  if (text.length === 0) return EMPTY;
  let count = 0;
  let index = -1;
  do {
    count++;
    if (count > rules.parameterLimit) return TOO_LARGE;
    index = text.indexOf("&", index + 1);
  } while (index !== -1);
  try {
    // body-parser 2's options for qs, extended or not.
    return asObject(
      qs.parse(text, {
        allowPrototypes: true,
        arrayLimit: rules.extended ? Math.max(100, count) : count,
        depth: rules.extended ? 32 : 0,
        charset: charset as "utf-8" | "iso-8859-1",
        parameterLimit: rules.parameterLimit,
        strictDepth: true,
      }),
    );
  } catch {
    return BAD;
  }
}

function asObject(value: unknown): BodyResult {
  return {
    ok: true,
    body:
      typeof value === "object" && value !== null && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : {},
  };
}

/**
 * The request's body by body-parser's rules: no body, or a content type other than JSON or form → `{}` (the
 * body is left unread); a charset body-parser refuses, an unknown Content-Encoding, malformed JSON, a JSON
 * scalar at the top, too deep a form → 400; more than `limit` bytes or `parameterLimit` fields → 413.
 */
export async function readBody(req: IncomingMessage, rules: BodyRules): Promise<BodyResult> {
  const length = req.headers["content-length"];
  if (
    req.headers["transfer-encoding"] === undefined &&
    (length === undefined || Number.isNaN(Number(length)))
  )
    return EMPTY;
  const { type, charset: given } = contentType(req.headers["content-type"]);
  const json = type === "application/json";
  if (!json && type !== "application/x-www-form-urlencoded") return EMPTY;
  const charset = given ?? "utf-8";
  if (json ? !charset.startsWith("utf-") : charset !== "utf-8" && charset !== "iso-8859-1") return BAD;

  const encoding = (req.headers["content-encoding"] ?? "identity").toLowerCase();
  let inflate: Transform | null = null;
  if (encoding !== "identity") {
    inflate = decompressor(encoding);
    if (!inflate) return BAD;
    req.pipe(inflate);
  } else if (length !== undefined && Number(length) > rules.limit) {
    return TOO_LARGE;
  }
  const bytes = await collect(req, inflate ?? req, rules.limit);
  if (inflate) {
    req.unpipe(inflate);
    inflate.destroy();
  }
  // Whatever is left unread is read off and dropped, so the connection can carry the next request.
  if (!req.complete) req.resume();
  if (bytes === "too-large") return TOO_LARGE;
  if (bytes === "failed") return BAD;
  const text = decode(bytes, charset);
  if (text === null) return BAD;
  return json ? parseJson(text) : parseForm(text, charset, rules);
}
