import type express from "express";

export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** The personal pages: cart, checkout (thank-you, payment return, pay-for-order), account, admin, test payment. */
const PRIVATE_PATH = /^\/(winkelmand|afrekenen|mijn-account|beheer|betaling)(?:[/.?]|$)/i;

/**
 * True for a path of a personal page, also in the forms React Router matches it in: any letter case,
 * percent-encoded, with doubled slashes, or as a `.data` request.
 */
export function isPrivatePath(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // not decodable: judged as sent
  }
  return PRIVATE_PATH.test(path.replace(/\/{2,}/g, "/"));
}

/**
 * The one place that decides `Cache-Control: private, no-store` for personal pages: set when the response head is
 * written, so it holds for pages, data requests, redirects and error responses alike, whatever a route set.
 */
export const privatePages: express.RequestHandler = (req, res, next) => {
  if (!isPrivatePath(req.path)) return next();
  const writeHead = res.writeHead;
  res.writeHead = function (this: express.Response, ...args: unknown[]) {
    this.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
    return (writeHead as (...a: unknown[]) => express.Response).apply(this, args);
  } as typeof res.writeHead;
  next();
};
