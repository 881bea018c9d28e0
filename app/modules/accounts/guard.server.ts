import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import { adminMessages } from "~/i18n/nl.admin";
import { getState } from "~/utils/context.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { currentUser } from "./login-session.server";
import { canAccessPath, isStaff } from "./roles";
import { accountUrls } from "./urls";
import type { User } from "./users.server";

/** The logged-in user of the request, or null. */
export function optionalUser(context: Readonly<RouterContextProvider>): Promise<User | null> {
  const { db, sessionId } = getState(context);
  return currentUser(db, sessionId);
}

/** The logged-in user; a visitor who is not logged in is sent to the login form (303). */
export async function requireUser(context: Readonly<RouterContextProvider>): Promise<User> {
  const user = await optionalUser(context);
  if (!user) throw redirect(accountUrls.dashboard, { status: 303 });
  return user;
}

// ---- Admin area (/beheer) ----

/**
 * The 403 of the admin guard; it carries the CSRF token so the "Geen toegang" page can offer a logout.
 * `staff`: the account may use the back office, only not this section (the page then links back to /beheer).
 */
export interface AdminForbidden {
  forbidden: true;
  /** Dutch: what a resource route below the layout (e.g. the CSV export) answers as its JSON 403 body. */
  message: string;
  csrf: string;
  staff: boolean;
}

export const ADMIN_URL = "/beheer";
export const ADMIN_LOGIN_URL = "/beheer/inloggen";

/**
 * The role guard of the admin area. Not logged in → redirect to the admin login (back to the page after
 * logging in, for GET); logged in with a role that may not open this path (roles.ts) → 403.
 */
export async function requireAdmin(
  context: Readonly<RouterContextProvider>,
  request?: Request,
): Promise<User> {
  const user = await optionalUser(context);
  if (!user) {
    const back = request?.method === "GET" ? new URL(request.url).pathname.replace(/\.data$/, "") : ADMIN_URL;
    throw redirect(
      back === ADMIN_URL ? ADMIN_LOGIN_URL : `${ADMIN_LOGIN_URL}?terug=${encodeURIComponent(back)}`,
      { status: 303 },
    );
  }
  const path = request ? new URL(request.url).pathname : ADMIN_URL;
  if (!canAccessPath(user.role, path)) {
    const staff = isStaff(user.role);
    const t = adminMessages.forbidden;
    throw data(
      {
        forbidden: true,
        message: `${t.title}. ${staff ? t.sectionText : t.text}`,
        csrf: getState(context).csrfToken,
        staff,
      } satisfies AdminForbidden,
      { status: 403 },
    );
  }
  return user;
}

/** The staff member of the request, set by adminGuard for the admin layout and every route below it. */
export const adminUser = createContext<User>();

/**
 * Middleware of the admin layout (app/routes/admin/layout.tsx): runs before every loader and action of every
 * route below it, so no admin route can forget the guard.
 */
export const adminGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(adminUser, await requireAdmin(context, request));
  return next();
};

/** Where to go after the admin login: `terug` when it is an admin path of this site, else the admin home. */
export function adminReturnPath(value: string | null | undefined): string {
  const path = safeRedirect(value, ADMIN_URL, ADMIN_URL);
  return path.startsWith(ADMIN_LOGIN_URL) ? ADMIN_URL : path;
}
