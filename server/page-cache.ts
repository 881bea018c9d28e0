// The anonymous page cache (docs/decisions/012-anonymous-page-cache.md): public pages rendered by Express for a
// visitor without personal state are kept as templates, and later requests for the same key are answered from
// them by a plain node:http handler in front of Express, with their own session, CSRF token and CSP nonce.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type express from "express";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { onShopVersionChange, shopGeneration } from "~/modules/cache/shop-version.server";
import { COOKIES } from "~/utils/cookies";
import { randomString } from "~/utils/random-pool.server";
import type { Secrets } from "~/utils/secret.server";
import { csrfTokenFor } from "~/utils/session.server";
import type { Database } from "../db/schema";
import { redactUrl } from "./logger";
import { pageCacheKey } from "./page-cache-key";
import {
  filledParts,
  type GzipTemplate,
  gzipParts,
  splitCsp,
  type Template,
  templateBytes,
  toGzipTemplate,
  toTemplate,
} from "./page-cache-template";
import { type compileTrust, requestFacts, secureCookiesOf, sessionOf } from "./request-basics";

/** What every cacheable page answer carries (hit or miss): no shared cache may reuse it without asking us. */
const CACHE_CONTROL = "no-cache";
const VARY = "Accept-Encoding, Cookie";
/** Header of every cacheable page answer: `hit` (from the cache) or `miss` (rendered by the app). */
export const CACHE_HEADER = "X-Cache";
/** Headers of a captured answer that belong to that one response and are not replayed. */
const NOT_REPLAYED = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
  "last-modified",
  "vary",
  "x-request-id",
  "content-security-policy",
  CACHE_HEADER.toLowerCase(),
]);

interface Entry {
  generation: number;
  template: Template;
  /** The same, compressed once (hits are gzip-encoded without compressing per request). */
  gzip: GzipTemplate;
  /** The Content-Security-Policy around the nonce source. */
  csp: [string, string];
  /** The replayed headers as a flat [name, value, …] list, ready for writeHead. */
  headers: string[];
  bytes: number;
}

export interface PageCacheOptions {
  db: Kysely<Database>;
  secret: Secrets;
  trust: ReturnType<typeof compileTrust>;
  production: boolean;
  log: Logger;
  /** Gets a request the cache took whose entry turned out to be out of date (the Express app). */
  fallback: (req: IncomingMessage, res: ServerResponse) => void;
  /** Bytes of page templates kept at most (least recently used dropped first). Default 32 MiB. */
  maxBytes?: number;
}

/** A fresh CSP nonce: 16 random bytes in base64, the form the app's own nonces have. */
function newNonce(): string {
  return randomString(16, "base64");
}

/** Express's request id rule: a sane incoming X-Request-Id is kept, else a new UUID. */
function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}

/** True when the Accept-Encoding header accepts gzip (by name or `*`, with a q-value above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const item of header.split(",")) {
    const [name, ...params] = item.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name.trim() === "gzip") return accepted;
    if (name.trim() === "*") star = accepted;
  }
  return star;
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer | null {
  if (typeof chunk === "string") {
    return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  }
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return null;
}

export function createPageCache(options: PageCacheOptions) {
  const { db, secret, trust, production, log, fallback } = options;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  /** Insertion order is recency order: a hit moves its entry to the end, eviction takes from the front. */
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const stats = { hits: 0, stored: 0 };

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }
  onShopVersionChange(db, () => {
    entries.clear();
    bytes = 0;
  });

  function store(key: string, entry: Entry) {
    if (entry.bytes > maxBytes / 8) return;
    drop(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    entry: Entry,
    facts: ReturnType<typeof requestFacts>,
  ) {
    const started = performance.now();
    const cookie = sessionOf(secret, req, secureCookiesOf(production, facts));
    const nonce = newNonce();
    const values = { token: csrfTokenFor(secret, cookie.id), nonce };
    const gzipped =
      req.method !== "HEAD" && acceptsGzip(req.headers["accept-encoding"] as string | undefined)
        ? gzipParts(entry.template, entry.gzip, values)
        : null;
    const zipped = gzipped !== null;
    const parts = gzipped ?? filledParts(entry.template, values);
    const id = requestIdOf(req);
    // One writeHead with every header: the entry's replayed ones, then this answer's own.
    const headers = [
      ...entry.headers,
      "Content-Security-Policy",
      `${entry.csp[0]}'nonce-${nonce}'${entry.csp[1]}`,
      "Vary",
      VARY,
      CACHE_HEADER,
      "hit",
      "X-Request-Id",
      id,
    ];
    if (cookie.header) headers.push("Set-Cookie", cookie.header);
    if (zipped) headers.push("Content-Encoding", "gzip");
    let length = 0;
    for (const part of parts) length += part.length;
    headers.push("Content-Length", String(length));
    res.writeHead(200, headers);
    if (req.method === "HEAD") res.end();
    else {
      // The parts go out as they are (one gathered write), not copied into one buffer first.
      res.cork();
      for (const part of parts) res.write(part);
      res.end();
    }
    stats.hits += 1;
    if (log.isLevelEnabled("info")) {
      log.info(
        {
          req: { id, method: req.method, url: redactUrl(req.url), ip: facts.ip, cache: "hit" },
          res: { statusCode: 200 },
          responseTime: Math.round(performance.now() - started),
        },
        "request completed",
      );
    }
  }

  /**
   * The front handler: answers a cacheable request from a current entry and returns true, or returns false
   * (the app renders it). When the shop version is being re-read it takes the request, waits for the read, and
   * hands the request to `fallback` if the entry turned out to be out of date.
   */
  function pageCache(req: IncomingMessage, res: ServerResponse): boolean {
    if (entries.size === 0) return false;
    const facts = requestFacts(trust, req);
    const key = pageCacheKey({
      method: req.method,
      url: req.url,
      cookie: req.headers.cookie,
      host: facts.hostname,
      secure: facts.secure,
    });
    if (key === null) return false;
    const entry = entries.get(key);
    if (!entry) return false;
    const generation = shopGeneration(db);
    if (typeof generation === "number") {
      if (generation !== entry.generation) {
        drop(key);
        return false;
      }
      entries.delete(key);
      entries.set(key, entry);
      send(req, res, entry, facts);
      return true;
    }
    generation.then(
      (current) => {
        if (current === entry.generation && entries.get(key) === entry) send(req, res, entry, facts);
        else {
          drop(key);
          fallback(req, res);
        }
      },
      () => fallback(req, res),
    );
    return true;
  }

  /**
   * The capture hook (Express, after the session and compression middleware, before the page handler): marks a
   * cacheable page request as a miss and, when its answer is a complete 200 HTML page whose only cookie is the
   * session's, stores it as a template under the shop generation read before it was rendered.
   */
  const capture: express.RequestHandler = (req, res, next) => {
    const key = pageCacheKey({
      method: req.method,
      url: req.originalUrl,
      cookie: req.headers.cookie,
      host: req.hostname,
      secure: req.secure,
    });
    if (key === null) return next();
    res.setHeader("Cache-Control", CACHE_CONTROL);
    res.setHeader("Vary", "Cookie");
    res.setHeader(CACHE_HEADER, "miss");
    if (req.method !== "GET") return next();
    const record = (generation: number) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const limit = maxBytes / 8;
      const collect = (chunk: unknown, encoding: unknown) => {
        const buffer = size <= limit ? toBuffer(chunk, encoding) : null;
        if (buffer) {
          chunks.push(buffer);
          size += buffer.length;
        }
      };
      const write = res.write;
      const end = res.end;
      res.write = function (this: express.Response, chunk: unknown, ...rest: unknown[]) {
        collect(chunk, rest[0]);
        return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
      } as typeof res.write;
      res.end = function (this: express.Response, chunk?: unknown, ...rest: unknown[]) {
        if (chunk !== undefined && typeof chunk !== "function") collect(chunk, rest[0]);
        return (end as (...a: unknown[]) => express.Response).call(this, chunk, ...rest);
      } as typeof res.end;
      res.once("finish", () => {
        const entry = entryOf(res, Buffer.concat(chunks).toString("utf8"), generation, size <= limit);
        if (!entry) return;
        // Kept only if the shop did not change while it was rendered.
        const keep = (current: number) => {
          if (current !== generation) return;
          store(key, entry);
          stats.stored += 1;
        };
        const current = shopGeneration(db);
        if (typeof current === "number") keep(current);
        else current.then(keep, () => {});
      });
      next();
    };
    const generation = shopGeneration(db);
    if (typeof generation === "number") record(generation);
    else generation.then(record, () => next());
  };

  /** The entry of a finished answer, or null when it must not be stored. */
  function entryOf(res: express.Response, html: string, generation: number, whole: boolean): Entry | null {
    if (!whole || res.statusCode !== 200) return null;
    if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) return null;
    const cookies = res.getHeader("set-cookie");
    const list = cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [String(cookies)];
    if (list.some((c) => !c.startsWith(`${COOKIES.session}=`))) return null;
    const sessionId = res.locals.sessionId as string | undefined;
    const nonce = res.locals.cspNonce as string | undefined;
    if (!sessionId || !nonce) return null;
    const token = csrfTokenFor(secret, sessionId);
    const template = toTemplate(html, { token, nonce, sessionId });
    const csp = splitCsp(String(res.getHeader("content-security-policy") ?? ""), nonce);
    if (!template || !csp) return null;
    const headers = Object.entries(res.getHeaders()).flatMap(([name, value]) =>
      value === undefined || NOT_REPLAYED.has(name)
        ? []
        : (Array.isArray(value) ? value : [value]).flatMap((v) => [name, String(v)]),
    );
    const gzip = toGzipTemplate(template, {
      token: Buffer.byteLength(token),
      nonce: Buffer.byteLength(nonce),
    });
    const gzipBytes = gzip.deflated.reduce((n, part) => n + part.length, 0);
    return { generation, template, gzip, csp, headers, bytes: templateBytes(template) + gzipBytes + 1024 };
  }

  return {
    pageCache,
    capture,
    /** Counters and size, for tests and the bench. */
    stats: () => ({ ...stats, entries: entries.size, bytes }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
