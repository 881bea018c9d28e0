import type express from "express";
import { errorPageHtml } from "./error-page";

/** The one body type the shop's pages take: every form posts it, with or without JavaScript. */
const FORM_TYPE = "application/x-www-form-urlencoded";
/** Page forms are small; anything bigger than this is refused before it is read. */
export const PAGE_BODY_LIMIT_BYTES = 256 * 1024;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function mediaType(header: string | undefined): string {
  return (header ?? "").split(";")[0].trim().toLowerCase();
}

/**
 * Guards the page routes (React Router) against bodies that are not a form: a request with a body-carrying method
 * whose Content-Type is not `application/x-www-form-urlencoded` (JSON, text/plain, none, multipart — no page
 * takes files) gets a Dutch 415 page; a body over PAGE_BODY_LIMIT_BYTES a 413. Either is logged at warn level
 * without a stack. Mounted after the background calls and before React Router, so actions and their
 * middleware only ever see forms. `exempt` paths (the payment webhook) pass through.
 */
export function formBodiesOnly(exempt: readonly string[]): express.RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || exempt.includes(req.path)) return next();
    const type = mediaType(req.headers["content-type"]);
    const length = Number(req.headers["content-length"] ?? 0);
    let status = 0;
    if (type !== FORM_TYPE) status = 415;
    else if (!Number.isFinite(length) || length > PAGE_BODY_LIMIT_BYTES) status = 413;
    if (!status) return next();
    req.log.warn(
      { status, method: req.method, contentType: type.slice(0, 100), contentLength: length || undefined },
      "page request refused: not a form body",
    );
    // The unread body is dropped with the connection instead of being drained.
    res.setHeader("Connection", "close");
    res.status(status).type("html").send(errorPageHtml("badRequest"));
  };
}
