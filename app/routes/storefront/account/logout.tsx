import { redirect } from "react-router";
import { logOut, logoutHeaders } from "~/modules/accounts/auth.server";
import { optionalUser } from "~/modules/accounts/guard.server";
import { accountUrls } from "~/modules/accounts/urls";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/logout";

/**
 * Logout: a POST (a link could be triggered by any other site; the CSRF middleware checks the token). The session ends, the
 * browser gets a fresh anonymous session id, the logged-in flag and the cart cookies are cleared; the cart
 * itself stays with the account for the next login.
 */
export async function action({ context }: Route.ActionArgs) {
  const state = getState(context);
  const user = await optionalUser(context);
  const sessionId = await logOut(state.db, state.sessionId, user?.id ?? null);
  const headers = logoutHeaders(sessionId, { secret: state.secret, secure: state.secureCookies });
  return redirect(`${accountUrls.dashboard}?uitgelogd=1`, { status: 303, headers });
}

export function loader() {
  return redirect(accountUrls.dashboard);
}
