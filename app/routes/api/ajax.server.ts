import express from "express";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { nl } from "~/i18n/nl";
import { type Limit, takeToken } from "~/utils/rate-limit.server";
import type { Secrets } from "~/utils/secret.server";
import { isValidCsrfToken } from "~/utils/session.server";
import type { Database } from "../../../db/schema";

/** What every background action gets: the database and the caller's session. */
export interface AjaxContext {
  db: Kysely<Database>;
  sessionId: string;
  secureCookies: boolean;
  log: Logger;
}

export interface AjaxResult {
  status: number;
  body: unknown;
  cookies?: string[];
}

export type AjaxAction = ((ctx: AjaxContext, body: Record<string, unknown>) => Promise<AjaxResult>) & {
  /** The body field carrying the CSRF token for this action (default `security`; the add-fee call: `add_fee_nonce`). */
  csrfField?: string;
  /** A per-session limit, checked before the action runs (one conditional upsert); over it → 429. */
  rateLimit?: Limit;
};

/** Request bodies larger than this are refused with 413. */
export const AJAX_BODY_LIMIT = "64kb";

function fail(status: number, message: string): AjaxResult {
  return { status, body: { success: false, data: { message } } };
}

/** True when the action has a per-session limit and the session used it up (this call takes a token). */
async function overLimit(action: AjaxAction, db: Kysely<Database>, sessionId: string): Promise<boolean> {
  return action.rateLimit !== undefined && (await takeToken(db, action.rateLimit, sessionId)) === null;
}

/**
 * The old site's `admin-ajax.php`: `POST ajax_url` with `action` picks a function of a domain module; the
 * `security` field (or the action's `csrfField`) must be the session's CSRF token. Accepts JSON and the old front end's form encoding
 * (`data[field]=…`). The dispatcher only routes; each action validates its own payload.
 */
export function createAjaxRouter(actions: Record<string, AjaxAction>, secret: Secrets): express.Router {
  const router = express.Router();
  router.use(express.json({ limit: AJAX_BODY_LIMIT }));
  router.use(express.urlencoded({ extended: true, limit: AJAX_BODY_LIMIT, parameterLimit: 2000 }));
  router.post("/", async (req, res, next) => {
    const body: Record<string, unknown> =
      typeof req.body === "object" && req.body !== null && !Array.isArray(req.body) ? req.body : {};
    const name = typeof body.action === "string" ? body.action : "";
    const action = Object.hasOwn(actions, name) ? actions[name] : undefined;
    let result: AjaxResult;
    if (!action) {
      result = fail(400, nl.ajax.unknownAction);
    } else if (!isValidCsrfToken(secret, res.locals.sessionId, body[action.csrfField ?? "security"])) {
      result = fail(403, nl.ajax.csrf);
    } else {
      try {
        result = (await overLimit(action, res.locals.db, res.locals.sessionId))
          ? fail(429, nl.ajax.tooManyRequests)
          : await action(
              {
                db: res.locals.db,
                sessionId: res.locals.sessionId,
                secureCookies: res.locals.secureCookies,
                log: req.log,
              },
              body,
            );
      } catch (error) {
        next(error);
        return;
      }
    }
    if (result.status === 429) res.set("Retry-After", "1");
    for (const cookie of result.cookies ?? []) res.append("Set-Cookie", cookie);
    res.status(result.status).set("Cache-Control", "no-store").json(result.body);
  });
  // Body-parser errors (malformed JSON, too large) answer in the same JSON shape, never as a 500.
  router.use(
    (
      error: { status?: number; type?: string },
      _req: express.Request,
      res: express.Response,
      next: express.NextFunction,
    ) => {
      if (error?.status === 413) return void res.status(413).json(fail(413, nl.ajax.tooLarge).body);
      if (error?.status && error.status >= 400 && error.status < 500) {
        return void res.status(400).json(fail(400, nl.ajax.badRequest).body);
      }
      next(error);
    },
  );
  return router;
}
