import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const SESSION_COOKIE = "maatglas_sid";
const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;

function sign(secret: string, value: string): string {
  return createHmac("sha256", secret).update(value).digest("base64url").slice(0, 32);
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Reads one cookie from a Cookie header; malformed input yields undefined, never an exception. */
export function readCookie(header: string | undefined | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The session id from a signed cookie value `id.signature`, or null if absent, malformed or forged. */
export function verifySessionCookie(secret: string, value: string | undefined): string | null {
  if (!value || value.length > 100) return null;
  const dot = value.indexOf(".");
  if (dot <= 0) return null;
  const id = value.slice(0, dot);
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(id)) return null;
  return safeEqual(sign(secret, id), value.slice(dot + 1)) ? id : null;
}

export function newSessionId(): string {
  return randomBytes(24).toString("base64url");
}

export interface CookieFlags {
  secure: boolean;
}

export function sessionCookieHeader(secret: string, id: string, flags: CookieFlags): string {
  const attrs = [
    `${SESSION_COOKIE}=${id}.${sign(secret, id)}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${SESSION_MAX_AGE_S}`,
  ];
  if (flags.secure) attrs.push("Secure");
  return attrs.join("; ");
}

/** The CSRF token of a session: an HMAC of its id, so it needs no storage and dies with the session. */
export function csrfTokenFor(secret: string, sessionId: string): string {
  return sign(secret, `csrf:${sessionId}`);
}

export function isValidCsrfToken(secret: string, sessionId: string, token: unknown): boolean {
  return typeof token === "string" && token.length > 0 && safeEqual(csrfTokenFor(secret, sessionId), token);
}
