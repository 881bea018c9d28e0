// The background calls, answered by plain node:http in front of Express: `POST /api/ajax` (the `action`
// dispatcher) and `?wc-ajax=…` on any path. The same rules as every other request — request id and request log
// (the app's pino-http instance), client address and HTTPS by TRUST_PROXY, the signed session cookie — plus the
// calls' own: security headers, body limits, CSRF and rate limits (in the dispatchers).
import type { IncomingMessage, ServerResponse } from "node:http";
import querystring from "node:querystring";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { HttpLogger } from "pino-http";
import { nl } from "~/i18n/nl";
import { UPLOAD_BODY_LIMIT } from "~/modules/uploads/ajax-actions.server";
import {
  AJAX_BODY_LIMIT,
  AJAX_PARAMETER_LIMIT,
  type AjaxAction,
  type AjaxContext,
  type AjaxResult,
  ajaxFailure,
  dispatchAjax,
} from "~/routes/api/ajax.server";
import { failure, WC_AJAX_BODY_LIMIT, WC_AJAX_PARAMETER_LIMIT, wcAjax } from "~/routes/api/wc-ajax.server";
import type { Secrets } from "~/utils/secret.server";
import { csrfTokenFor, isValidCsrfToken } from "~/utils/session.server";
import type { Database } from "../db/schema";
import { isMultipart, readMultipart } from "./multipart-body";
import { isPrivatePath, PRIVATE_CACHE_CONTROL } from "./private-pages";
import { type compileTrust, requestFacts, resolveSession, secureCookiesOf } from "./request-basics";
import { type BodyRules, readBody } from "./request-body";

export interface FastPathOptions {
  db: Kysely<Database>;
  secret: Secrets;
  /** NODE_ENV is production (the cookies' Secure rule). */
  production: boolean;
  /** TRUST_PROXY, compiled with compileTrust. */
  trust: ReturnType<typeof compileTrust>;
  /** The app's request logger (the same pino-http instance Express uses) and its request-id function. */
  httpLog: HttpLogger;
  requestId: (req: IncomingMessage, res: ServerResponse) => string;
  /** The `action`s of `POST /api/ajax`. */
  actions: Record<string, AjaxAction>;
}

/** Takes the request (true) when it is a background call, else leaves it untouched (false). */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

const AJAX_BODY: BodyRules = { limit: AJAX_BODY_LIMIT, parameterLimit: AJAX_PARAMETER_LIMIT, extended: true };
const WC_AJAX_BODY: BodyRules = {
  limit: WC_AJAX_BODY_LIMIT,
  parameterLimit: WC_AJAX_PARAMETER_LIMIT,
  extended: false,
};

/** `/api/ajax` and everything below it, in any letter case (as Express mounted the dispatcher). */
function isAjaxPath(pathname: string): boolean {
  if (pathname.length < 9) return false;
  const lower = pathname.toLowerCase();
  return lower === "/api/ajax" || lower.startsWith("/api/ajax/");
}

/** The `wc-ajax` query parameter as Express 5's query parser reads it (undefined: absent). */
function wcAjaxParameter(search: string): string | string[] | undefined {
  return querystring.parse(search)["wc-ajax"];
}

function sendJson(res: ServerResponse, answer: AjaxResult): void {
  const html = answer.html === true && typeof answer.body === "string";
  const text = html ? (answer.body as string) : (answer.json ?? JSON.stringify(answer.body));
  res.statusCode = answer.status;
  if (answer.status === 429) res.setHeader("Retry-After", "1");
  for (const cookie of answer.cookies ?? []) res.appendHeader("Set-Cookie", cookie);
  res.setHeader("Content-Type", html ? "text/html; charset=utf-8" : "application/json; charset=utf-8");
  res.setHeader("Content-Length", typeof text === "string" ? Buffer.byteLength(text) : text.length);
  res.end(text);
}

/**
 * An action's context. The logger is made when an action first reads `log`, by a getter on the class's
 * prototype. Not an object literal with `get log()`: V8 gives each such literal its own accessor pair, allocated
 * in the old generation, and that pair keeps the request it captures alive through every minor GC until the next
 * full one. Under load that promoted the whole request (about 4 MB a scavenge at 10,000 calls a second) and made
 * each scavenge take 13–20 ms instead of under 1 ms (docs/decisions/011).
 */
class CallContext implements AjaxContext {
  constructor(
    readonly db: Kysely<Database>,
    readonly sessionId: string,
    readonly secureCookies: boolean,
    readonly ip: string,
    private readonly logOf: () => Logger,
  ) {}

  get log(): Logger {
    return this.logOf();
  }
}

export function createFastPath(options: FastPathOptions): FastPath {
  const { db, secret, production, trust, httpLog, requestId, actions } = options;

  /**
   * The answers ready within one turn of the event loop, written together at its end (setImmediate). Written one by
   * one as each is ready, every answer wakes the waiting client on its own; on a small machine, where shop and
   * clients share the cores, those wake-ups cost more than the answers (docs/decisions/036).
   */
  let ready: [ServerResponse, AjaxResult][] = [];
  function writeReady() {
    const batch = ready;
    ready = [];
    for (const [res, result] of batch) {
      // One answer that cannot be written (a header Node refuses) ends its own connection, not the batch's.
      try {
        sendJson(res, result);
      } catch (error) {
        httpLog.logger.error({ err: error }, "answer not written");
        res.destroy();
      }
    }
  }
  function send(res: ServerResponse, result: AjaxResult) {
    if (ready.length === 0) setImmediate(writeReady);
    ready.push([res, result]);
  }

  /**
   * Starts the request's log and returns its logger. When request lines are written (level info or lower) this
   * is pino-http itself; above that pino-http writes nothing for a request, so only its id is set and the
   * logger with the request's bindings (the same child pino-http makes) is made when something is logged.
   */
  function startLog(req: IncomingMessage & { id?: unknown; log?: Logger }, res: ServerResponse) {
    if (httpLog.logger.isLevelEnabled("info")) {
      httpLog(req, res);
      return () => req.log as Logger;
    }
    req.id = requestId(req, res);
    let child: Logger | undefined;
    return () => {
      child ??= httpLog.logger.child({ req });
      return child;
    };
  }

  async function answer(
    req: IncomingMessage,
    logOf: () => Logger,
    pathname: string,
    wcEndpoint: string | string[] | undefined,
    sessionId: string,
    secureCookies: boolean,
    ip: string,
  ): Promise<AjaxResult> {
    const ajax = wcEndpoint === undefined;
    // The option form's file upload posts multipart (spec §7.8); every other call JSON or a form.
    const read =
      ajax && isMultipart(req)
        ? await readMultipart(req, UPLOAD_BODY_LIMIT)
        : await readBody(req, ajax ? AJAX_BODY : WC_AJAX_BODY);
    if (!read.ok) {
      if (!ajax) return failure(read.status, nl.cartUi.badRequest);
      return ajaxFailure(read.status, read.status === 413 ? nl.ajax.tooLarge : nl.ajax.badRequest);
    }
    const body = read.body;
    if (!ajax) {
      return wcAjax(typeof wcEndpoint === "string" ? wcEndpoint : "", req.method ?? "", body, {
        db,
        sessionId,
        secureCookies,
        csrf: csrfTokenFor(secret, sessionId),
        trusted: isValidCsrfToken(secret, sessionId, body.security),
      });
    }
    // The dispatcher is `POST /api/ajax`; any other method or path below it is not an action.
    const lower = pathname.toLowerCase();
    if (req.method !== "POST" || (lower !== "/api/ajax" && lower !== "/api/ajax/")) {
      return { status: 404, body: { success: false, data: { message: nl.ajax.unknownAction } } };
    }
    return dispatchAjax(actions, secret, body, new CallContext(db, sessionId, secureCookies, ip, logOf));
  }

  return (req, res) => {
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    const pathname = q === -1 ? url : url.slice(0, q);
    // `/api/ajax?wc-ajax=…` is the dispatcher's, as it was when Express mounted the dispatcher first.
    const ajax = isAjaxPath(pathname);
    const wcEndpoint = ajax || q === -1 ? undefined : wcAjaxParameter(url.slice(q + 1));
    if (!ajax && wcEndpoint === undefined) return false;

    const facts = requestFacts(trust, req);
    // pino-http's request serializer logs the client address Express would call req.ip.
    (req as IncomingMessage & { ip: string }).ip = facts.ip;
    const logOf = startLog(req, res);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "no-referrer");
    res.setHeader("Cache-Control", isPrivatePath(pathname) ? PRIVATE_CACHE_CONTROL : "no-store");
    const secureCookies = secureCookiesOf(production, facts);
    const sessionId = resolveSession(secret, req, res, secureCookies);

    answer(req, logOf, pathname, wcEndpoint, sessionId, secureCookies, facts.ip).then(
      (result) => send(res, result),
      (error: unknown) => {
        logOf().error({ err: error }, "unhandled error");
        if (res.headersSent) {
          res.end();
          return;
        }
        send(
          res,
          wcEndpoint === undefined
            ? ajaxFailure(500, nl.errors.serverErrorText)
            : failure(500, nl.errors.serverErrorText),
        );
      },
    );
    return true;
  };
}
