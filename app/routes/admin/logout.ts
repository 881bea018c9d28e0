import { redirect } from "react-router";
import { logOut, logoutHeaders } from "~/modules/accounts/auth.server";
import { ADMIN_LOGIN_URL } from "~/modules/accounts/guard.server";
import { currentUser } from "~/modules/accounts/login-session.server";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/logout";

/** Logs out (POST; the CSRF middleware checks the token; any logged-in user, so the "Geen toegang" page can offer it too). */
export async function action({ context }: Route.ActionArgs) {
  const state = getState(context);
  const user = await currentUser(state.db, state.sessionId);
  const sessionId = await logOut(state.db, state.sessionId, user?.id ?? null);
  const headers = logoutHeaders(sessionId, { secret: state.secret, secure: state.secureCookies });
  return redirect(ADMIN_LOGIN_URL, { status: 303, headers });
}

export function loader() {
  return redirect(ADMIN_LOGIN_URL);
}
