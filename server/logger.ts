import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { type DestinationStream, type Logger, pino } from "pino";

/** Query parameters whose values are masked in logged URLs (reset tokens, order keys, ids, nonces). */
const SECRET_PARAM = /^id$|token|key|secret|password|nonce|security|csrf/i;
const MASK = "***";

/**
 * A URL as it may be logged: path kept, the values of secret-looking query parameters (`token`, `key`, `id`, …)
 * masked. Unparseable input keeps only the part before `?`.
 */
export function redactUrl(url: string | undefined): string {
  if (!url) return "";
  const q = url.indexOf("?");
  if (q < 0) return url;
  const path = url.slice(0, q);
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(url.slice(q + 1));
  } catch {
    return path;
  }
  const parts: string[] = [];
  for (const [name, value] of params) {
    parts.push(`${encodeURIComponent(name)}=${SECRET_PARAM.test(name) ? MASK : encodeURIComponent(value)}`);
  }
  return parts.length ? `${path}?${parts.join("&")}` : path;
}

/**
 * Paths pino replaces with `[redacted]` wherever a log line carries them: cookies and credentials in request and
 * response headers, and e-mail bodies (`text`, `html`, `text_body`, `html_body`) at the top level or one level
 * down, so no log level ever holds a session id, a reset link or an e-mail's content.
 */
export const REDACT_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
  "headers.cookie",
  "headers.authorization",
  'headers["set-cookie"]',
  "text",
  "html",
  "text_body",
  "html_body",
  "*.text",
  "*.html",
  "*.text_body",
  "*.html_body",
];

interface SerializedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  headers?: Record<string, unknown>;
  remoteAddress?: string;
  raw?: { ip?: string };
}

/**
 * pino-http's request serializer: the standard fields minus the query object, the URL through redactUrl, plus
 * `ip`, the client address as Express sees it under TRUST_PROXY (the one the rate limits count).
 */
export function serializeRequest(req: SerializedRequest) {
  return {
    id: req.id,
    method: req.method,
    url: redactUrl(req.url),
    headers: req.headers,
    remoteAddress: req.remoteAddress,
    ip: req.raw?.ip,
  };
}

/** A request's id: the caller's X-Request-Id when it is a plain token, else a new UUID; echoed as X-Request-Id. */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers["x-request-id"];
  const id = typeof incoming === "string" && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
  res.setHeader("X-Request-Id", id);
  return id;
}

/** The shop's logger: JSON lines on stdout (or `destination`) with the redactions above. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: REDACT_PATHS, censor: "[redacted]" } };
  return destination ? pino(options, destination) : pino(options);
}
