import type { Kysely } from "kysely";
import { cartLinesForSession } from "~/modules/cart/cart.server";
import { cartCookies } from "~/modules/cart/cart-cookies.server";
import { detachCartAtLogout, mergeCartsAtLogin } from "~/modules/cart/merge.server";
import { COOKIES, clearCookie, setCookie } from "~/utils/cookies";
import {
  clearBucket,
  clearBuckets,
  hasTokens,
  type Limit,
  perWindow,
  takeToken,
} from "~/utils/rate-limit.server";
import type { Secrets } from "~/utils/secret.server";
import { newSessionId, sessionCookieHeader } from "~/utils/session.server";
import type { Database } from "../../../db/schema";
import type { LoginInput, RegisterInput } from "./accounts.schema";
import { endSession, SESSION_TTL_MS, startLoginSession } from "./login-session.server";
import { hashPassword, verifyPassword } from "./passwords.server";
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
 * Wrong passwords are counted per account-and-IP pair (the owner's own typos, and a guesser at one address),
 * per account (a slower brake on guessing from many addresses) and per IP (one address trying many accounts).
 * Nobody can lock an owner out: wrong passwords from another address touch only the slower account limit.
 * Registrations (also the checkout's "create account") and reset requests are limited per IP.
 */
export const LIMITS = {
  loginPair: perWindow("login-pair", 5, 15 * 60),
  loginAccount: perWindow("login-account", 50, 60 * 60),
  loginIp: perWindow("login-ip", 100, 60 * 60),
  register: perWindow("register-ip", 10, 60 * 60),
  passwordReset: perWindow("reset-ip", 5, 15 * 60),
} satisfies Record<string, Limit>;

const normalEmail = (email: string) => email.trim().toLowerCase();

function loginBuckets(email: string, ip: string): [Limit, string][] {
  const account = normalEmail(email);
  return [
    [LIMITS.loginPair, `${account}|${ip}`],
    [LIMITS.loginAccount, account],
    [LIMITS.loginIp, ip],
  ];
}

/** Fills the failed-login buckets of an account again (after a password reset): its pairs and the account. */
export async function clearLoginFailures(db: Kysely<Database>, email: string): Promise<void> {
  const account = normalEmail(email);
  await clearBuckets(db, LIMITS.loginPair, `${account}|`);
  await clearBucket(db, LIMITS.loginAccount, account);
}

/**
 * Login (limits above, stored in the database). A failure that empties a bucket already answers
 * `rate_limited`, so the shopper learns at once that waiting is needed.
 */
export async function logIn(db: Kysely<Database>, input: LoginInput, caller: Caller): Promise<AuthResult> {
  const [pair, ...others] = loginBuckets(input.email, caller.ip);
  if (!(await hasTokens(db, others))) return { ok: false, reason: "rate_limited" };
  // The pair's token is taken before the password is checked (one atomic statement), so guesses sent in
  // parallel from one address cannot get past its limit; a correct login gives it back below.
  const pairLeft = await takeToken(db, ...pair);
  if (pairLeft === null) return { ok: false, reason: "rate_limited" };
  const user = await findUserByEmail(db, input.email);
  const valid = await verifyPassword(user?.password_hash ?? (await dummy()), input.password);
  // A deactivated account answers like a wrong password: nothing tells a guesser it exists.
  if (!user || !valid || !user.active) {
    let limited = pairLeft < 1;
    for (const [limit, subject] of others) {
      const left = await takeToken(db, limit, subject);
      if (left === null || left < 1) limited = true;
    }
    return { ok: false, reason: limited ? "rate_limited" : "invalid" };
  }
  // Only this pair's bucket: a correct login must not wipe what other addresses spent on the account.
  await clearBucket(db, ...pair);
  const sessionId = await begin(db, caller, user.id);
  return { ok: true, user: { id: user.id, email: user.email, firstName: user.first_name }, sessionId };
}

/**
 * Creates a customer account and logs it in. Every attempt takes a token of the caller's IP, so neither the
 * register form nor the checkout can create accounts (or test which addresses are taken) quickly.
 */
export async function register(
  db: Kysely<Database>,
  input: RegisterInput,
  caller: Caller,
): Promise<AuthResult> {
  if ((await takeToken(db, LIMITS.register, caller.ip)) === null)
    return { ok: false, reason: "rate_limited" };
  const user = await createUser(db, {
    email: input.email,
    password: input.password,
    firstName: input.first_name,
    lastName: input.last_name,
  });
  if (!user) return { ok: false, reason: "taken" };
  const sessionId = await begin(db, caller, user.id);
  return { ok: true, user: { id: user.id, email: user.email, firstName: user.firstName }, sessionId };
}

/** True while the caller's IP may still register (the checkout asks before it places an order). */
export function mayRegister(db: Kysely<Database>, ip: string): Promise<boolean> {
  return hasTokens(db, [[LIMITS.register, ip]]);
}

/** Takes a token of the caller's IP for a password-reset request; false when the IP asked too often. */
export async function mayRequestPasswordReset(db: Kysely<Database>, ip: string): Promise<boolean> {
  return (await takeToken(db, LIMITS.passwordReset, ip)) !== null;
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
