import { pino } from "pino";
import { expect, it } from "vitest";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { LIMITS, logIn } from "./auth.server";
import { currentUser, endSession, startLoginSession } from "./login-session.server";
import { createPasswordReset, resetPasswordWithToken } from "./password-reset.server";
import { verifyPassword } from "./passwords.server";
import { countAdministrators, createUser, ensureEnvAdministrator, findUserByEmail } from "./users.server";

describeEachEngine("accounts", (db) => {
  it("creates users with argon2id hashes and unique e-mail addresses", async () => {
    const user = await createUser(db(), { email: " Jan@Example.nl ", password: "geheim-wachtwoord-1" });
    expect(user?.email).toBe("jan@example.nl");
    const row = await findUserByEmail(db(), "JAN@example.nl");
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.password_hash, "geheim-wachtwoord-1")).toBe(true);
    expect(await verifyPassword(row!.password_hash, "fout")).toBe(false);
    expect(await createUser(db(), { email: "jan@example.nl", password: "x".repeat(12) })).toBeUndefined();
  });

  it("rotates the session id at login, moves the guest cart and ends sessions", async () => {
    const user = await createUser(db(), { email: "piet@example.nl", password: "x".repeat(12) });
    const guest = "g".repeat(32);
    const now = new Date().toISOString();
    await db().insertInto("carts").values({ session_id: guest, created_at: now, updated_at: now }).execute();
    const id = await startLoginSession(db(), guest, user!.id);
    expect(id).not.toBe(guest);
    expect((await currentUser(db(), id))?.email).toBe("piet@example.nl");
    expect(await currentUser(db(), guest)).toBeNull();
    const cart = await db().selectFrom("carts").select("session_id").executeTakeFirstOrThrow();
    expect(cart.session_id).toBe(id);
    await endSession(db(), id);
    expect(await currentUser(db(), id)).toBeNull();
  });

  it("a password reset clears the account's failed logins from every address", async () => {
    await createUser(db(), { email: "vergeten@example.nl", password: "oud-wachtwoord-123" });
    const from = (ip: string) => ({ sessionId: "s".repeat(32), ip });
    for (const ip of ["10.0.0.1", "10.0.0.2"]) {
      for (let i = 0; i < LIMITS.loginPair.capacity; i++) {
        await logIn(db(), { email: "vergeten@example.nl", password: "fout-wachtwoord" }, from(ip));
      }
    }
    const reset = await createPasswordReset(db(), "vergeten@example.nl", { log: pino({ level: "silent" }) });
    expect(await resetPasswordWithToken(db(), reset!.token, "nieuw-wachtwoord-123")).not.toBeNull();
    for (const ip of ["10.0.0.1", "10.0.0.2"]) {
      const r = await logIn(
        db(),
        { email: "vergeten@example.nl", password: "nieuw-wachtwoord-123" },
        from(ip),
      );
      expect(r.ok).toBe(true);
    }
  });

  it("creates the env administrator once and never resets its password", async () => {
    expect(await ensureEnvAdministrator(db(), "beheer@example.nl", "een-lang-wachtwoord")).toBe(true);
    expect(await ensureEnvAdministrator(db(), "beheer@example.nl", "ander-wachtwoord!!")).toBe(false);
    expect(await countAdministrators(db())).toBe(1);
    const row = await findUserByEmail(db(), "beheer@example.nl");
    expect(await verifyPassword(row!.password_hash, "een-lang-wachtwoord")).toBe(true);
    expect(await ensureEnvAdministrator(db(), undefined, undefined)).toBe(false);
  });
});
