import { describe, expect, it } from "vitest";
import type { Secrets } from "./secret.server";
import {
  csrfTokenFor,
  isValidCsrfToken,
  newSessionId,
  sessionCookieHeader,
  verifySessionCookie,
} from "./session.server";

const secrets: Secrets = { current: "test-secret-test-secret-test-secret" };
const OLD = "old-secret-old-secret-old-secret-old";
const NEW = "new-secret-new-secret-new-secret-new";
const other: Secrets = { current: "another-secret-another-secret-xx" };

const cookieValue = (header: string) => header.split(";")[0].split("=")[1];

describe("session cookie", () => {
  it("round-trips a signed id", () => {
    const id = newSessionId();
    const header = sessionCookieHeader(secrets, id, { secure: false });
    expect(verifySessionCookie(secrets, cookieValue(header))).toEqual({ id, resign: false });
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).toContain("Path=/");
    expect(header).not.toContain("Secure");
    expect(sessionCookieHeader(secrets, id, { secure: true })).toContain("; Secure");
  });

  it.each([
    ["", "empty"],
    ["abc", "no signature"],
    [".abc", "no id"],
    [`${"a".repeat(32)}.forged`, "forged signature"],
    ["x".repeat(500), "absurdly long"],
    ["%E0%A4%A.x", "bad escape"],
  ])("ignores %j (%s)", (value) => {
    expect(verifySessionCookie(secrets, value)).toBeNull();
  });

  it("rejects a cookie signed with another secret", () => {
    const value = cookieValue(sessionCookieHeader(other, newSessionId(), { secure: false }));
    expect(verifySessionCookie(secrets, value)).toBeNull();
  });
});

describe("secret rotation (APP_SECRET_PREVIOUS)", () => {
  const before: Secrets = { current: OLD };
  const during: Secrets = { current: NEW, previous: OLD };
  const after: Secrets = { current: NEW };

  it("keeps a session signed with the previous secret and asks to re-sign it", () => {
    const id = newSessionId();
    const old = cookieValue(sessionCookieHeader(before, id, { secure: false }));
    expect(verifySessionCookie(during, old)).toEqual({ id, resign: true });
    const reissued = cookieValue(sessionCookieHeader(during, id, { secure: false }));
    expect(reissued).not.toBe(old);
    expect(verifySessionCookie(after, reissued)).toEqual({ id, resign: false });
    expect(verifySessionCookie(after, old)).toBeNull();
  });

  it("does not accept a cookie signed by a third secret during the rotation", () => {
    const value = cookieValue(sessionCookieHeader(other, newSessionId(), { secure: false }));
    expect(verifySessionCookie(during, value)).toBeNull();
  });

  it("keeps CSRF tokens of the previous secret valid and issues new ones with the current secret", () => {
    const id = newSessionId();
    const oldToken = csrfTokenFor(before, id);
    expect(isValidCsrfToken(during, id, oldToken)).toBe(true);
    expect(isValidCsrfToken(after, id, oldToken)).toBe(false);
    expect(csrfTokenFor(during, id)).toBe(csrfTokenFor(after, id));
    expect(isValidCsrfToken(during, newSessionId(), oldToken)).toBe(false);
  });
});

describe("CSRF token", () => {
  it("is valid only for its own session", () => {
    const a = newSessionId();
    const b = newSessionId();
    expect(isValidCsrfToken(secrets, a, csrfTokenFor(secrets, a))).toBe(true);
    expect(isValidCsrfToken(secrets, b, csrfTokenFor(secrets, a))).toBe(false);
    expect(isValidCsrfToken(secrets, a, "")).toBe(false);
    expect(isValidCsrfToken(secrets, a, undefined)).toBe(false);
    expect(isValidCsrfToken(secrets, a, 42)).toBe(false);
    expect(isValidCsrfToken(other, a, csrfTokenFor(secrets, a))).toBe(false);
  });
});
