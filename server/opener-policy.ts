// Cross-Origin-Opener-Policy (docs/decisions/035): `same-origin` on every response that can carry a visitor's own
// data, and none on a public page an anonymous visitor gets (the pages the anonymous page cache serves).
import type express from "express";
import { pageCacheKey } from "./page-cache-key";

export const OPENER_POLICY_HEADER = "Cross-Origin-Opener-Policy";
export const OPENER_POLICY = "same-origin";

/**
 * True for a GET or HEAD of a public page (home, listing, category, product, content page, terms) from a visitor
 * without a cart or login: the requests the anonymous page cache may answer. Everything else is personal, or may be.
 */
export function isAnonymousPublicPage(
  method: string | undefined,
  url: string | undefined,
  cookie?: string,
): boolean {
  return pageCacheKey({ method, url, cookie, host: undefined, secure: false }) !== null;
}

/**
 * Sets `Cross-Origin-Opener-Policy: same-origin` unless the request is an anonymous public page. A page with it is
 * put in a browsing context group of its own: a window that opened it (or that it opened) loses its handle, so no
 * other site can navigate it, count its frames or share its process. A public page carries nothing of the visitor's;
 * without the header a landing keeps the tab's renderer instead of starting a new one (decision 035).
 */
export const openerPolicy: express.RequestHandler = (req, res, next) => {
  if (!isAnonymousPublicPage(req.method, req.originalUrl, req.headers.cookie)) {
    res.setHeader(OPENER_POLICY_HEADER, OPENER_POLICY);
  }
  next();
};
