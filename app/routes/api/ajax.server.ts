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
  /** The client's address as TRUST_PROXY resolves it (the fast path sets it; per-address rate limits use it). */
  ip?: string;
}

export interface AjaxResult {
  status: number;
  body: unknown;
  cookies?: string[];
  /** The body is an HTML string, sent as text/html (the quick view, spec §7.11); otherwise it is sent as JSON. */
  html?: boolean;
  /** `body` already as UTF-8 JSON (an answer kept in a cache is serialised once); sent instead of serialising it. */
  json?: Buffer;
}

export type AjaxAction = ((ctx: AjaxContext, body: Record<string, unknown>) => Promise<AjaxResult>) & {
  /** The body field carrying the CSRF token for this action (default `security`; the add-fee call: `add_fee_nonce`). */
  csrfField?: string;
  /** A per-session limit, checked before the action runs (one conditional upsert); over it → 429. */
  rateLimit?: Limit;
};

/** Request bodies larger than this (bytes) are refused with 413. */
export const AJAX_BODY_LIMIT = 64 * 1024;
/** The most form fields a form-encoded call may carry (more → 413). */
export const AJAX_PARAMETER_LIMIT = 2000;

/** The dispatcher's refusal shape: `{ success: false, data: { message } }`. */
export function ajaxFailure(status: number, message: string): AjaxResult {
  return { status, body: { success: false, data: { message } } };
}

/**
 * The old site's `admin-ajax.php`: `POST ajax_url` with `action` picks a function of a domain module; the
 * `security` field (or the action's `csrfField`) must be the session's CSRF token, and an action with a
 * `rateLimit` takes a token of the session's bucket first (none left → 429). The dispatcher only routes; each
 * action validates its own payload. Framework-free: server/fast-path.ts reads the request and writes the answer.
 */
export async function dispatchAjax(
  actions: Record<string, AjaxAction>,
  secret: Secrets,
  body: Record<string, unknown>,
  ctx: AjaxContext,
): Promise<AjaxResult> {
  const name = typeof body.action === "string" ? body.action : "";
  const action = Object.hasOwn(actions, name) ? actions[name] : undefined;
  if (!action) return ajaxFailure(400, nl.ajax.unknownAction);
  if (!isValidCsrfToken(secret, ctx.sessionId, body[action.csrfField ?? "security"])) {
    return ajaxFailure(403, nl.ajax.csrf);
  }
  if (action.rateLimit && (await takeToken(ctx.db, action.rateLimit, ctx.sessionId)) === null) {
    return ajaxFailure(429, nl.ajax.tooManyRequests);
  }
  return action(ctx, body);
}
