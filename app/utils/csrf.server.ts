import { data, type RouterContextProvider } from "react-router";
import { nl } from "~/i18n/nl";
import { getState } from "./context.server";
import { isValidCsrfToken } from "./session.server";

/** The hidden form field every mutating form carries (the background calls send it as `security`). */
export const CSRF_FIELD = "_csrf";

/** The one CSRF check: true when the token belongs to the caller's session. */
export function hasValidCsrf(context: Readonly<RouterContextProvider>, token: unknown): boolean {
  const state = getState(context);
  return isValidCsrfToken(state.secret, state.sessionId, token);
}

/** For actions without a form to re-show: a 403 with a Dutch message when the token is wrong. */
export function requireCsrf(context: Readonly<RouterContextProvider>, form: FormData): void {
  if (!hasValidCsrf(context, form.get(CSRF_FIELD))) {
    throw data({ error: nl.errors.csrf }, { status: 403 });
  }
}
