import { describe, expect, it } from "vitest";
import {
  csrfTokenFor,
  isValidCsrfToken,
  newSessionId,
  readCookie,
  sessionCookieHeader,
  verifySessionCookie,
} from "./session.server";

const secret = "test-secret-test-secret-test-secret";

describe("session cookie", () => {
  it("round-trips a signed id", () => {
    const id = newSessionId();
    const header = sessionCookieHeader(secret, id, { secure: false });
    const value = header.split(";")[0].split("=")[1];
    expect(verifySessionCookie(secret, value)).toBe(id);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).not.toContain("Secure");
    expect(sessionCookieHeader(secret, id, { secure: true })).toContain("; Secure");
  });

  it.each([
    ["", "empty"],
    ["abc", "no signature"],
    [".abc", "no id"],
    [`${"a".repeat(32)}.forged`, "forged signature"],
    ["x".repeat(500), "absurdly long"],
    ["%E0%A4%A.x", "bad escape"],
  ])("ignores %j (%s)", (value) => {
    expect(verifySessionCookie(secret, value)).toBeNull();
  });

  it("rejects a cookie signed with another secret", () => {
    const id = newSessionId();
    const value = sessionCookieHeader("another-secret-another-secret-xx", id, { secure: false })
      .split(";")[0]
      .split("=")[1];
    expect(verifySessionCookie(secret, value)).toBeNull();
  });

  it("reads cookies and survives malformed headers", () => {
    expect(readCookie("a=1; maatglas_sid=xyz; b=2", "maatglas_sid")).toBe("xyz");
    expect(readCookie("a=%E0%A4%A", "a")).toBeUndefined();
    expect(readCookie(";;;=;", "a")).toBeUndefined();
    expect(readCookie(undefined, "a")).toBeUndefined();
  });
});

describe("CSRF token", () => {
  it("is valid only for its own session", () => {
    const a = newSessionId();
    const b = newSessionId();
    expect(isValidCsrfToken(secret, a, csrfTokenFor(secret, a))).toBe(true);
    expect(isValidCsrfToken(secret, b, csrfTokenFor(secret, a))).toBe(false);
    expect(isValidCsrfToken(secret, a, "")).toBe(false);
    expect(isValidCsrfToken(secret, a, undefined)).toBe(false);
    expect(isValidCsrfToken(secret, a, 42)).toBe(false);
  });
});
