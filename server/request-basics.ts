// What every request needs before it is answered, for the Express app and the node:http handlers in front of it
// alike: the client's address, whether it came over HTTPS, its host name (each by Express's own rules for the
// TRUST_PROXY setting), and its session (the signed session cookie, issued or re-signed when needed).
import type { IncomingMessage, ServerResponse } from "node:http";
import proxyaddr from "proxy-addr";
import { COOKIES, readCookie, secureCookiesFor } from "~/utils/cookies";
import type { Secrets } from "~/utils/secret.server";
import { newSessionId, sessionCookieHeader, verifySessionCookie } from "~/utils/session.server";

type Trust = (address: string, hop: number) => boolean;

/** Most addresses a compiled address list remembers its answer for; past it, it starts again empty. */
const TRUST_MEMO_SIZE = 1024;

/**
 * Express's `trust proxy` compiled the way Express compiles it (a hop count, or addresses and ranges). An address
 * list's answer depends on the address only; it is remembered per address (a request asks it at least once, and
 * parsing an address for every request showed in the price call's profile).
 */
export function compileTrust(trustProxy: number | string[]): Trust {
  if (typeof trustProxy === "number") return (_address, hop) => hop < trustProxy;
  const trusts = proxyaddr.compile(trustProxy);
  const memo = new Map<string, boolean>();
  return (address) => {
    let trusted = memo.get(address);
    if (trusted === undefined) {
      trusted = trusts(address, 0);
      if (memo.size >= TRUST_MEMO_SIZE) memo.clear();
      memo.set(address, trusted);
    }
    return trusted;
  };
}

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const comma = value.indexOf(",");
  return (comma === -1 ? value : value.slice(0, comma)).trim();
}

/** The request facts Express derives as req.ip, req.secure and req.hostname, for a plain node:http request. */
export function requestFacts(trust: Trust, req: IncomingMessage) {
  const trusted = trust(req.socket.remoteAddress ?? "", 0);
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
  const proto = trusted
    ? (firstValue(req.headers["x-forwarded-proto"]) ?? (encrypted ? "https" : "http"))
    : "";
  const host = (trusted && firstValue(req.headers["x-forwarded-host"])) || req.headers.host || "";
  const offset = host[0] === "[" ? host.indexOf("]") + 1 : 0;
  const colon = host.indexOf(":", offset);
  return {
    ip: proxyaddr(req, trust),
    secure: trusted ? proto === "https" : encrypted,
    hostname: colon === -1 ? host : host.slice(0, colon),
  };
}

/**
 * The request's session id from its signed cookie; a new session, or one signed with APP_SECRET_PREVIOUS, gets
 * its cookie (re-)issued, signed with the current secret, on `res`.
 */
export function resolveSession(
  secret: Secrets,
  req: IncomingMessage,
  res: ServerResponse,
  secureCookies: boolean,
): string {
  const session = sessionOf(secret, req, secureCookies);
  if (session.header) res.appendHeader("Set-Cookie", session.header);
  return session.id;
}

/**
 * The request's session id from its signed cookie, and the Set-Cookie header value to send when the cookie must be
 * (re-)issued (a new session, or one signed with APP_SECRET_PREVIOUS), signed with the current secret.
 */
export function sessionOf(
  secret: Secrets,
  req: IncomingMessage,
  secureCookies: boolean,
): { id: string; header: string | null } {
  const verified = verifySessionCookie(secret, readCookie(req.headers.cookie, COOKIES.session));
  const id = verified?.id ?? newSessionId();
  const fresh = !verified || verified.resign;
  return { id, header: fresh ? sessionCookieHeader(secret, id, { secure: secureCookies }) : null };
}

/** The Secure flag for this request's cookies (production, HTTPS as TRUST_PROXY allows, or localhost). */
export function secureCookiesOf(production: boolean, facts: { secure: boolean; hostname: string }): boolean {
  return secureCookiesFor(production, facts);
}
