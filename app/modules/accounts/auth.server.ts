import type { Kysely } from "kysely";
import { cartLinesForSession } from "~/modules/cart/cart.server";
import { cartCookies } from "~/modules/cart/cart-cookies.server";
import { detachCartAtLogout, mergeCartsAtLogin } from "~/modules/cart/merge.server";
import { COOKIES, clearCookie, setCookie } from "~/utils/cookies";
import type { Secrets } from "~/utils/secret.server";
import { newSessionId, sessionCookieHeader } from "~/utils/session.server";
import type { Database } from "../../../db/schema";
import type { LoginInput, RegisterInput } from "./accounts.schema";
import { endSession, SESSION_TTL_MS, startLoginSession } from "./login-session.server";
import { hashPassword, verifyPassword } from "./passwords.server";
import { attemptKeys, clearFailures, isRateLimited, recordFailure } from "./rate-limit.server";
import { createUser, findUserByEmail, type User } from "./users.server";

/** Where the request comes from: the session it carries and the caller's IP (for the rate limit). */
export interface Caller {
  sessionId: string;
  ip: string;
}

export type AuthResult =
  | { ok: true; user: Pick<User, "id" | "email" | "firstName">; sessionId: string }
  | { ok: false; reason: "invalid" | "rate_limited" | "taken" };

// Unknown addresses cost the same argon2 work as known ones, so the answer time tells nothing.
let dummyHash: Promise<string> | undefined;
function dummy(): Promise<string> {
  dummyHash ??= hashPassword("maatglas-dummy-password-for-timing");
  return dummyHash;
}

/** Logs in on a new session id; the guest cart and the user's earlier cart become one (mergeCartsAtLogin). */
async function begin(db: Kysely<Database>, caller: Caller, userId: number): Promise<string> {
  const sessionId = await startLoginSession(db, caller.sessionId, userId);
  await mergeCartsAtLogin(db, sessionId, userId);
  return sessionId;
}

/**
 * Login, limited per account and per IP (rate-limit.server.ts, stored in the database). A failure that
 * reaches the limit already answers `rate_limited`, so the shopper learns at once that waiting is needed.
 */
export async function logIn(db: Kysely<Database>, input: LoginInput, caller: Caller): Promise<AuthResult> {
  const keys = attemptKeys(input.email, caller.ip);
  if (await isRateLimited(db, keys)) return { ok: false, reason: "rate_limited" };
  const user = await findUserByEmail(db, input.email);
  const valid = await verifyPassword(user?.password_hash ?? (await dummy()), input.password);
  if (!user || !valid) {
    await recordFailure(db, keys);
    return { ok: false, reason: (await isRateLimited(db, keys)) ? "rate_limited" : "invalid" };
  }
  // Only the account's counter: a correct login must not wipe the failures an IP gathered on other accounts.
  await clearFailures(db, keys[0]);
  const sessionId = await begin(db, caller, user.id);
  return { ok: true, user: { id: user.id, email: user.email, firstName: user.first_name }, sessionId };
}

/**
 * Creates a customer account and logs it in. A taken address counts as a failure for the caller's IP, so
 * the register form cannot be used to test many addresses quickly.
 */
export async function register(
  db: Kysely<Database>,
  input: RegisterInput,
  caller: Caller,
): Promise<AuthResult> {
  const ipKey = attemptKeys(input.email, caller.ip)[1];
  if (await isRateLimited(db, [ipKey])) return { ok: false, reason: "rate_limited" };
  const user = await createUser(db, {
    email: input.email,
    password: input.password,
    firstName: input.first_name,
    lastName: input.last_name,
  });
  if (!user) {
    await recordFailure(db, [ipKey]);
    return { ok: false, reason: "taken" };
  }
  const sessionId = await begin(db, caller, user.id);
  return { ok: true, user: { id: user.id, email: user.email, firstName: user.firstName }, sessionId };
}

/** Ends the session; its cart stays the user's (detachCartAtLogout). Returns the new anonymous session id. */
export async function logOut(
  db: Kysely<Database>,
  sessionId: string,
  userId: number | null,
): Promise<string> {
  if (userId !== null) await detachCartAtLogout(db, sessionId, userId);
  await endSession(db, sessionId);
  return newSessionId();
}

function loggedInCookie(on: boolean, secure: boolean): string {
  return on
    ? setCookie(COOKIES.loggedIn, "1", { secure, maxAge: Math.floor(SESSION_TTL_MS / 1000) })
    : clearCookie(COOKIES.loggedIn, { secure });
}

/** Set-Cookie headers after a login: the rotated session, the logged-in flag, the merged cart's cookies. */
export async function loginHeaders(
  db: Kysely<Database>,
  sessionId: string,
  cookie: { secret: Secrets; secure: boolean },
): Promise<Headers> {
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookieHeader(cookie.secret, sessionId, { secure: cookie.secure }));
  headers.append("Set-Cookie", loggedInCookie(true, cookie.secure));
  const lines = await cartLinesForSession(db, sessionId);
  for (const c of cartCookies(lines, cookie.secure)) headers.append("Set-Cookie", c);
  return headers;
}

/** Set-Cookie headers after a logout: a fresh anonymous session, no logged-in flag, no cart. */
export function logoutHeaders(sessionId: string, cookie: { secret: Secrets; secure: boolean }): Headers {
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookieHeader(cookie.secret, sessionId, { secure: cookie.secure }));
  headers.append("Set-Cookie", loggedInCookie(false, cookie.secure));
  for (const c of cartCookies([], cookie.secure)) headers.append("Set-Cookie", c);
  return headers;
}
