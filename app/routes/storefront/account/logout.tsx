import { data, Form, redirect } from "react-router";
import { FormNotice } from "~/components/storefront/account/account-field";
import "~/components/storefront/account/account.css";
import { nl } from "~/i18n/nl";
import { logOut, logoutHeaders } from "~/modules/accounts/auth.server";
import { optionalUser } from "~/modules/accounts/guard.server";
import { accountUrls } from "~/modules/accounts/urls";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import { hasValidCsrf } from "~/utils/csrf.server";
import type { Route } from "./+types/logout";

/**
 * Logout: a POST with the CSRF token (a link could be triggered by any other site). The session ends, the
 * browser gets a fresh anonymous session id, the logged-in flag and the cart cookies are cleared; the cart
 * itself stays with the account for the next login.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const state = getState(context);
  const form = await request.formData();
  if (!hasValidCsrf(context, form.get("_csrf"))) {
    // Stale page: ask again with a fresh token instead of logging out on a forged request.
    return data({ expired: true }, { status: 403 });
  }
  const user = await optionalUser(context);
  const sessionId = await logOut(state.db, state.sessionId, user?.id ?? null);
  const headers = logoutHeaders(sessionId, { secret: state.secret, secure: state.secureCookies });
  return redirect(`${accountUrls.dashboard}?uitgelogd=1`, { status: 303, headers });
}

export function loader() {
  return redirect(accountUrls.dashboard);
}

export function meta() {
  return [{ title: `${nl.account.logout} – ${nl.site.name}` }, { name: "robots", content: "noindex" }];
}

/** Shown only after a refused (stale CSRF) logout: one button to confirm with a fresh token. */
export default function Logout() {
  const csrf = useRootData()?.config.nonce ?? "";
  return (
    <div className="account mx-auto max-w-xl">
      <h1 className="page-title">{nl.account.logout}</h1>
      <div className="mt-4">
        <FormNotice kind="error">{nl.account.logoutExpired}</FormNotice>
      </div>
      <Form method="post" className="mt-4">
        <input type="hidden" name="_csrf" value={csrf} />
        <button type="submit" className="btn btn-primary">
          {nl.account.logout}
        </button>
      </Form>
    </div>
  );
}
