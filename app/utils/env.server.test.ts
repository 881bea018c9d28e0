import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, parseTrustProxy } from "./env.server";

describe("environment", () => {
  it("has working defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.MEDIA_DIR).toBeUndefined();
  });
  it("takes an absolute MEDIA_DIR", () => {
    expect(parseEnv({ MEDIA_DIR: "/mnt/shared/maatglas" }).MEDIA_DIR).toBe("/mnt/shared/maatglas");
  });
  it("honours PORT and DATABASE_URL", () => {
    const env = parseEnv({ PORT: "8080", DATABASE_URL: "postgres://u:p@localhost/db" });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBe("postgres://u:p@localhost/db");
  });
  it.each([
    [{ PORT: "abc" }, /PORT="abc"/],
    [{ PORT: "70000" }, /PORT/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL/],
    [{ APP_SECRET: "short" }, /APP_SECRET/],
    [{ LOG_LEVEL: "loud" }, /LOG_LEVEL/],
    [{ MEDIA_DIR: "shared/media" }, /MEDIA_DIR="shared\/media": must be an absolute path/],
  ])("stops with one clear line for %j", (env, pattern) => {
    expect(() => parseEnv(env)).toThrow(EnvError);
    try {
      parseEnv(env);
    } catch (e) {
      expect((e as Error).message).toMatch(pattern);
      expect((e as Error).message.split("\n")).toHaveLength(1);
    }
  });
});

describe("TRUST_PROXY", () => {
  it("defaults to loopback", () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual(["loopback"]);
  });
  it.each([
    ["1", 1],
    ["0", 0],
    ["loopback", ["loopback"]],
    ["10.0.0.0/8, 192.168.1.7", ["10.0.0.0/8", "192.168.1.7"]],
    ["::1,fd00::/8,uniquelocal", ["::1", "fd00::/8", "uniquelocal"]],
  ])("parses %j", (text, expected) => {
    expect(parseTrustProxy(text)).toEqual(expected);
    expect(parseEnv({ TRUST_PROXY: text }).TRUST_PROXY).toEqual(expected);
  });
  it.each([
    "true",
    "*",
    "proxy.example",
    "10.0.0.0/33",
    "::/129",
    "10.0.0.1/8/1",
    "33",
    "1,2",
    "10.0.0.0/x",
    " , ",
  ])("refuses %j with one clear line", (text) => {
    expect(() => parseTrustProxy(text)).toThrow();
    expect(() => parseEnv({ TRUST_PROXY: text })).toThrow(/TRUST_PROXY=/);
  });
});

describe("APP_SECRET_PREVIOUS", () => {
  it("is optional and needs 32+ characters", () => {
    expect(parseEnv({}).APP_SECRET_PREVIOUS).toBeUndefined();
    expect(parseEnv({ APP_SECRET_PREVIOUS: "p".repeat(32) }).APP_SECRET_PREVIOUS).toBe("p".repeat(32));
    expect(() => parseEnv({ APP_SECRET_PREVIOUS: "short" })).toThrow(/APP_SECRET_PREVIOUS/);
  });
});

describe("an invalid secret is named, never echoed (issue 16)", () => {
  const message = (source: Record<string, string>) => {
    try {
      parseEnv(source);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error("parseEnv accepted the value");
  };
  it.each([
    ["APP_SECRET", "tooShortSecretValue"],
    ["APP_SECRET_PREVIOUS", "oldSecretValue42"],
    ["ADMIN_PASSWORD", "hunter2pw"],
    ["ENCRYPTION_KEY", "not-base64-key!!"],
    ["DATABASE_URL", "mysql://admin:S3cretPass@db/shop"],
    ["SMTP_URL", "http://mailer:S3cretPass@mail"],
  ])("%s", (name, value) => {
    const text = message({ [name]: value });
    expect(text).toContain(name);
    expect(text).toContain("value not shown");
    expect(text).not.toContain(value);
    expect(text).not.toContain("S3cretPass");
  });
  it("still shows a harmless value, so a typo is easy to spot", () => {
    expect(message({ PORT: "80a" })).toContain('PORT="80a"');
    expect(message({ LOG_LEVEL: "loud" })).toContain('LOG_LEVEL="loud"');
  });
});
