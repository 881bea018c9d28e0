import { data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { getState } from "./context.server";
import { isValidCsrfToken } from "./session.server";

/** The hidden form field every mutating form carries (the background calls send it as `security`). */
export const CSRF_FIELD = "_csrf";

/** Page requests that change something but cannot carry the token: the payment provider's webhook. */
export const CSRF_EXEMPT_PATHS: ReadonlySet<string> = new Set(["/api/betalingen/webhook"]);

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** What the error page shows: a form that was not a form (400) or a token that is not the session's (403). */
export type CsrfRefusal = { refused: "bad_form" } | { refused: "csrf" };

/** True when the token belongs to the caller's session. */
export function hasValidCsrf(context: Readonly<RouterContextProvider>, token: unknown): boolean {
  const state = getState(context);
  return isValidCsrfToken(state.secret, state.sessionId, token);
}

/**
 * The one CSRF check of every page action (root middleware): a request that is not GET/HEAD/OPTIONS must
 * carry the session's token in `_csrf`, else 403 and the action never runs. It reads a clone of the body, so the
 * action still gets the whole form. A body that is not a form gives 400. The background calls (/api/ajax,
 * ?wc-ajax) never reach React Router; they check their `security` field themselves.
 */
export const csrfMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (SAFE_METHODS.has(request.method)) return next();
  // A JS submission posts to `{path}.data`; the exemption is about the route's path.
  const path = new URL(request.url).pathname.replace(/\.data$/, "").replace(/(.)\/$/, "$1");
  if (CSRF_EXEMPT_PATHS.has(path)) return next();
  let token: FormDataEntryValue | null;
  try {
    token = (await request.clone().formData()).get(CSRF_FIELD);
  } catch {
    throw data({ refused: "bad_form" } satisfies CsrfRefusal, { status: 400 });
  }
  if (!hasValidCsrf(context, token)) throw data({ refused: "csrf" } satisfies CsrfRefusal, { status: 403 });
  return next();
};
