import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("environment", () => {
  it("has working defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
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
