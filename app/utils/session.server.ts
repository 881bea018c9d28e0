import { createHmac, timingSafeEqual } from "node:crypto";
import { COOKIES, setCookie } from "./cookies";
import { randomString } from "./random-pool.server";
import type { Secrets } from "./secret.server";

const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;

/**
 * Signatures already computed, per secret and value: every background call and page checks its session cookie
 * and its CSRF token, mostly for the same few sessions. Bounded (emptied when full), never persisted.
 */
const signatures = new Map<string, Map<string, string>>();
const MAX_SIGNATURES = 10_000;

function sign(secret: string, value: string): string {
  let known = signatures.get(secret);
  if (!known) {
    known = new Map();
    signatures.set(secret, known);
  }
  let mac = known.get(value);
  if (mac === undefined) {
    mac = createHmac("sha256", secret).update(value).digest("base64url").slice(0, 32);
    if (known.size >= MAX_SIGNATURES) known.clear();
    known.set(value, mac);
  }
  return mac;
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Which secret signed `mac` over `value`: "current", "previous" (APP_SECRET_PREVIOUS, during a rotation) or
 * null when neither did. Signing always uses the current secret.
 */
function signedBy(secrets: Secrets, value: string, mac: string): "current" | "previous" | null {
  if (safeEqual(sign(secrets.current, value), mac)) return "current";
  if (secrets.previous && safeEqual(sign(secrets.previous, value), mac)) return "previous";
  return null;
}

export interface VerifiedSession {
  id: string;
  /** Signed with the previous secret: the caller re-issues the cookie signed with the current one. */
  resign: boolean;
}

/** The session id from a signed cookie value `id.signature`, or null if absent, malformed or forged. */
export function verifySessionCookie(secrets: Secrets, value: string | undefined): VerifiedSession | null {
  if (!value || value.length > 100) return null;
  const dot = value.indexOf(".");
  if (dot <= 0) return null;
  const id = value.slice(0, dot);
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(id)) return null;
  const by = signedBy(secrets, id, value.slice(dot + 1));
  return by ? { id, resign: by === "previous" } : null;
}

export function newSessionId(): string {
  return randomString(24, "base64url");
}

export interface CookieFlags {
  secure: boolean;
}

/** The session cookie (HttpOnly, 30 days), always signed with the current secret. */
export function sessionCookieHeader(secrets: Secrets, id: string, flags: CookieFlags): string {
  return setCookie(COOKIES.session, `${id}.${sign(secrets.current, id)}`, {
    secure: flags.secure,
    maxAge: SESSION_MAX_AGE_S,
  });
}

/** The CSRF token of a session: an HMAC of its id, so it needs no storage and dies with the session. */
export function csrfTokenFor(secrets: Secrets, sessionId: string): string {
  return sign(secrets.current, `csrf:${sessionId}`);
}

/** True when the token belongs to the session (issued under the current secret or, during a rotation, the previous one). */
export function isValidCsrfToken(secrets: Secrets, sessionId: string, token: unknown): boolean {
  return (
    typeof token === "string" && token.length > 0 && signedBy(secrets, `csrf:${sessionId}`, token) !== null
  );
}
