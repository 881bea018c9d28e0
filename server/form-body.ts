import type express from "express";
import { errorPageHtml } from "./error-page";

/** The one body type the shop's pages take: every form posts it, with or without JavaScript. */
const FORM_TYPE = "application/x-www-form-urlencoded";
/** The body type of a file upload form; taken only on the paths given as `uploads`. */
const MULTIPART_TYPE = "multipart/form-data";
/** Page forms are small; anything bigger than this is refused before it is read. */
export const PAGE_BODY_LIMIT_BYTES = 256 * 1024;
/** Pages are read with GET/HEAD and their forms post; no page takes another method. */
const PAGE_METHODS = "GET, HEAD, POST";

/**
 * The origin React Router's Express adapter gives the page request (same host and port rules), so a form post
 * from another origin is refused here, with a Dutch page, exactly when React Router would refuse it.
 */
function requestOrigin(req: express.Request): string {
  const forwardedPort = req.app.enabled("trust proxy")
    ? req.get("X-Forwarded-Host")?.split(":")[1]
    : undefined;
  const hostPort = req.get("host")?.split(":")[1];
  const port = [forwardedPort, hostPort].map((p) => Number.parseInt(p ?? "", 10)).find(Number.isSafeInteger);
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}${port ? `:${port}` : ""}`;
  return new URL(`${req.protocol}://${host}`).origin;
}

/** True when the post has no Origin header or this site's (`null` is refused): React Router's check before an action. */
function sameOrigin(req: express.Request): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).origin === requestOrigin(req);
  } catch {
    return false;
  }
}

function mediaType(header: string | undefined): string {
  return (header ?? "").split(";")[0].trim().toLowerCase();
}

/** A page whose form uploads files: it also takes `multipart/form-data`, up to `limitBytes`. */
export interface UploadPath {
  /** Matches the request path (a JS submission posts to the same path with `.data` added). */
  pattern: RegExp;
  limitBytes: number;
}

/**
 * Guards the page routes (React Router) against requests no page form sends: another method than GET, HEAD or
 * POST gets a 405; a POST whose Content-Type is not `application/x-www-form-urlencoded` (JSON, text/plain, none,
 * multipart, except on the `uploads` paths) a 415; a body without a length (chunked; browsers always send one) a 411 and
 * one over PAGE_BODY_LIMIT_BYTES (an upload path: its own limit) a 413, so no page reads an unbounded body; an Origin header of another
 * site a 400 (React Router's own check, answered here in Dutch). Each answer is a Dutch page
 * and one warn-level log line without a stack. Mounted after the background calls and before React Router, so
 * actions and their middleware only ever see forms. `exemptFromBodyCheck` paths (the payment webhook, which
 * takes the provider's post as it comes) skip the body check, not the method check.
 */
export function formBodiesOnly(
  exemptFromBodyCheck: readonly string[],
  uploads: readonly UploadPath[] = [],
): express.RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const type = mediaType(req.headers["content-type"]);
    const length = Number(req.headers["content-length"] ?? 0);
    const upload = uploads.find((u) => u.pattern.test(req.path));
    const limit = upload ? upload.limitBytes : PAGE_BODY_LIMIT_BYTES;
    let status = 0;
    if (req.method !== "POST") status = 405;
    else if (exemptFromBodyCheck.includes(req.path)) return next();
    else if (type !== FORM_TYPE && !(upload && type === MULTIPART_TYPE)) status = 415;
    else if (req.headers["content-length"] === undefined && req.headers["transfer-encoding"]) status = 411;
    else if (!Number.isFinite(length) || length > limit) status = 413;
    else if (!sameOrigin(req)) status = 400;
    if (!status) return next();
    req.log.warn(
      { status, method: req.method, contentType: type.slice(0, 100), contentLength: length || undefined },
      "page request refused",
    );
    if (status === 405) res.setHeader("Allow", PAGE_METHODS);
    // An over-long or unbounded body is dropped with the connection instead of being read; Node drains a small one.
    if (status === 413 || status === 411) res.setHeader("Connection", "close");
    res.status(status).type("html").send(errorPageHtml("badRequest"));
  };
}
