import { expect, it } from "vitest";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { currentUser, endSession, startLoginSession } from "./login-session.server";
import { verifyPassword } from "./passwords.server";
import {
  attemptKeys,
  clearFailures,
  isRateLimited,
  MAX_FAILURES,
  MAX_FAILURES_PER_IP,
  recordFailure,
} from "./rate-limit.server";
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

  it("limits failed logins per account and per IP", async () => {
    const keys = attemptKeys("a@example.nl", "10.0.0.1");
    for (let i = 0; i < MAX_FAILURES - 1; i++) await recordFailure(db(), keys);
    expect(await isRateLimited(db(), keys)).toBe(false);
    await recordFailure(db(), keys);
    expect(await isRateLimited(db(), keys)).toBe(true);
    // The account is locked from every address; the address itself is not yet (its limit is higher).
    expect(await isRateLimited(db(), attemptKeys("a@example.nl", "10.0.0.2"))).toBe(true);
    expect(await isRateLimited(db(), attemptKeys("b@example.nl", "10.0.0.1"))).toBe(false);
    for (let i = MAX_FAILURES; i < MAX_FAILURES_PER_IP; i++) {
      await recordFailure(db(), attemptKeys(`user${i}@example.nl`, "10.0.0.1"));
    }
    expect(await isRateLimited(db(), attemptKeys("b@example.nl", "10.0.0.1"))).toBe(true);
    expect(await isRateLimited(db(), attemptKeys("b@example.nl", "10.0.0.2"))).toBe(false);
    await clearFailures(db(), keys[0]);
    await clearFailures(db(), keys[1]);
    expect(await isRateLimited(db(), keys)).toBe(false);
    const later = new Date(Date.now() + 16 * 60_000);
    for (let i = 0; i < MAX_FAILURES; i++) await recordFailure(db(), keys);
    expect(await isRateLimited(db(), keys, later)).toBe(false);
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
