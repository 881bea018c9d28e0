import { pino } from "pino";
import { expect, it } from "vitest";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { createOrderOnce } from "../orders/orders.server";
import { getOrderForUser, listOrdersForUser } from "./account-orders.server";
import { getSavedAddresses, saveAddresses } from "./addresses.server";
import { LIMITS, logIn, logOut, mayRequestPasswordReset, register } from "./auth.server";
import { currentUser } from "./login-session.server";
import {
  createPasswordReset,
  hashResetToken,
  isResetTokenUsable,
  MAX_LIVE_RESETS,
  RESET_TTL_MS,
  resetPasswordWithToken,
} from "./password-reset.server";

const PASSWORD = "een-goed-wachtwoord";
const log = pino({ level: "silent" });
let n = 0;
const caller = (ip = `10.1.0.${++n}`) => ({
  sessionId: `guest-session-${String(++n).padStart(6, "0")}-abcdef`,
  ip,
});

describeEachEngine("account flows", (db) => {
  it("registers, logs in on a rotated session and logs out", async () => {
    const c = caller();
    const reg = await register(
      db(),
      { email: "reg@example.nl", password: PASSWORD, first_name: "Ria", last_name: "" },
      c,
    );
    expect(reg.ok).toBe(true);
    if (!reg.ok) return;
    expect(reg.sessionId).not.toBe(c.sessionId);
    expect((await currentUser(db(), reg.sessionId))?.firstName).toBe("Ria");
    expect(
      await register(
        db(),
        { email: "REG@example.nl", password: PASSWORD, first_name: "", last_name: "" },
        caller(),
      ),
    ).toEqual({ ok: false, reason: "taken" });

    const fresh = await logOut(db(), reg.sessionId, reg.user.id);
    expect(fresh).not.toBe(reg.sessionId);
    expect(await currentUser(db(), reg.sessionId)).toBeNull();

    const wrong = await logIn(db(), { email: "reg@example.nl", password: "niet-het-wachtwoord" }, caller());
    expect(wrong).toEqual({ ok: false, reason: "invalid" });
    const unknown = await logIn(db(), { email: "nobody@example.nl", password: PASSWORD }, caller());
    expect(unknown).toEqual({ ok: false, reason: "invalid" });
    const c2 = caller();
    const ok = await logIn(db(), { email: "reg@example.nl", password: PASSWORD }, c2);
    expect(ok.ok && ok.sessionId !== c2.sessionId).toBe(true);
    if (ok.ok) expect((await currentUser(db(), ok.sessionId))?.email).toBe("reg@example.nl");
  });

  it("5 wrong passwords from IP A lock that pair only: the right password from IP B still logs in", async () => {
    await register(
      db(),
      { email: "pair@example.nl", password: PASSWORD, first_name: "", last_name: "" },
      caller(),
    );
    const a = "10.5.0.1";
    const reasons = [];
    for (let i = 0; i < LIMITS.loginPair.capacity; i++) {
      const r = await logIn(db(), { email: "pair@example.nl", password: `fout-${i}-xxxxx` }, caller(a));
      reasons.push(r.ok ? "ok" : r.reason);
    }
    // The failure that empties the pair's bucket already says so.
    expect(reasons).toEqual(["invalid", "invalid", "invalid", "invalid", "rate_limited"]);
    expect(await logIn(db(), { email: "Pair@Example.nl", password: PASSWORD }, caller(a))).toEqual({
      ok: false,
      reason: "rate_limited",
    });
    // Another address: the owner logs in, and that login does not unlock the guesser's address.
    const b = await logIn(db(), { email: "pair@example.nl", password: PASSWORD }, caller("10.5.0.2"));
    expect(b.ok).toBe(true);
    expect((await logIn(db(), { email: "pair@example.nl", password: PASSWORD }, caller(a))).ok).toBe(false);
    // IP A can still log in to other accounts.
    await register(
      db(),
      { email: "neighbour@example.nl", password: PASSWORD, first_name: "", last_name: "" },
      caller(),
    );
    expect((await logIn(db(), { email: "neighbour@example.nl", password: PASSWORD }, caller(a))).ok).toBe(
      true,
    );
  });

  it("guesses sent in parallel from one address get no more than the pair's 5 tries", async () => {
    await register(
      db(),
      { email: "parallel@example.nl", password: PASSWORD, first_name: "", last_name: "" },
      caller(),
    );
    const ip = "10.5.9.9";
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        logIn(db(), { email: "parallel@example.nl", password: `gok-${i}-xxxxxx` }, caller(ip)),
      ),
    );
    const reasons = results.map((r) => (r.ok ? "ok" : r.reason));
    expect(reasons.filter((r) => r === "invalid").length).toBeLessThanOrEqual(LIMITS.loginPair.capacity - 1);
    expect(reasons.filter((r) => r === "rate_limited")).toHaveLength(
      20 - reasons.filter((r) => r === "invalid").length,
    );
    expect((await logIn(db(), { email: "parallel@example.nl", password: PASSWORD }, caller(ip))).ok).toBe(
      false,
    );
  });

  it("a correct login clears only its own pair's failures", async () => {
    await register(
      db(),
      { email: "typo@example.nl", password: PASSWORD, first_name: "", last_name: "" },
      caller(),
    );
    const ip = "10.6.0.1";
    for (let i = 0; i < LIMITS.loginPair.capacity - 1; i++) {
      await logIn(db(), { email: "typo@example.nl", password: "tikfout-xxxxx" }, caller(ip));
    }
    expect((await logIn(db(), { email: "typo@example.nl", password: PASSWORD }, caller(ip))).ok).toBe(true);
    for (let i = 0; i < LIMITS.loginPair.capacity - 1; i++) {
      const r = await logIn(db(), { email: "typo@example.nl", password: "tikfout-xxxxx" }, caller(ip));
      expect(r).toEqual({ ok: false, reason: "invalid" });
    }
  });

  it("the slower per-account limit stops guessing spread over many addresses", async () => {
    await register(
      db(),
      { email: "spread@example.nl", password: PASSWORD, first_name: "", last_name: "" },
      caller(),
    );
    const reasons = [];
    for (let i = 0; i < LIMITS.loginAccount.capacity; i++) {
      const r = await logIn(
        db(),
        { email: "spread@example.nl", password: "geraden-xxxxx" },
        caller(`10.7.${i}.1`),
      );
      reasons.push(r.ok ? "ok" : r.reason);
    }
    expect(reasons.slice(0, -1).every((r) => r === "invalid")).toBe(true);
    expect(reasons.at(-1)).toBe("rate_limited");
    expect((await logIn(db(), { email: "spread@example.nl", password: PASSWORD }, caller())).ok).toBe(false);
  });

  it("limits failures per IP across accounts; other addresses are not affected", async () => {
    const ip = "10.9.9.9";
    await register(
      db(),
      { email: "ipvictim@example.nl", password: PASSWORD, first_name: "", last_name: "" },
      caller(),
    );
    const reasons = [];
    for (let i = 0; i < LIMITS.loginIp.capacity; i++) {
      const r = await logIn(db(), { email: `spray${i}@example.nl`, password: PASSWORD }, caller(ip));
      reasons.push(r.ok ? "ok" : r.reason);
    }
    expect(reasons).toEqual([...Array(LIMITS.loginIp.capacity - 1).fill("invalid"), "rate_limited"]);
    expect((await logIn(db(), { email: "ipvictim@example.nl", password: PASSWORD }, caller(ip))).ok).toBe(
      false,
    );
    expect((await logIn(db(), { email: "ipvictim@example.nl", password: PASSWORD }, caller())).ok).toBe(true);
  });

  it("limits registrations and reset requests per IP", async () => {
    const ip = "10.8.0.1";
    const results = [];
    for (let i = 0; i <= LIMITS.register.capacity; i++) {
      const r = await register(
        db(),
        { email: `many${i}@example.nl`, password: PASSWORD, first_name: "", last_name: "" },
        caller(ip),
      );
      results.push(r.ok ? "ok" : r.reason);
    }
    expect(results).toEqual([...Array(LIMITS.register.capacity).fill("ok"), "rate_limited"]);
    const other = await register(
      db(),
      { email: "elsewhere@example.nl", password: PASSWORD, first_name: "", last_name: "" },
      caller("10.8.0.2"),
    );
    expect(other.ok).toBe(true);

    const resets = [];
    for (let i = 0; i <= LIMITS.passwordReset.capacity; i++)
      resets.push(await mayRequestPasswordReset(db(), ip));
    expect(resets).toEqual([...Array(LIMITS.passwordReset.capacity).fill(true), false]);
    expect(await mayRequestPasswordReset(db(), "10.8.0.2")).toBe(true);
  });

  it("resets a password with a single-use, hashed, 1-hour token and ends all sessions", async () => {
    const reg = await register(
      db(),
      { email: "reset@example.nl", password: PASSWORD, first_name: "", last_name: "" },
      caller(),
    );
    if (!reg.ok) throw new Error("register failed");
    expect(await createPasswordReset(db(), "nobody@example.nl", { log })).toBeNull();
    const reset = (await createPasswordReset(db(), " Reset@Example.nl ", { log }))!;
    const stored = await db()
      .selectFrom("password_resets")
      .selectAll()
      .where("user_id", "=", reg.user.id)
      .execute();
    expect(stored.map((r) => r.token_hash)).toEqual([hashResetToken(reset.token)]);
    expect(stored[0].token_hash).not.toContain(reset.token);
    const mail = await db()
      .selectFrom("email_outbox")
      .selectAll()
      .where("reference", "=", reset.tokenHash)
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ kind: "password_reset", to_address: "reset@example.nl" });
    expect(mail.text_body).toContain(reset.token);

    expect(await isResetTokenUsable(db(), reset.token)).toBe(true);
    expect(await resetPasswordWithToken(db(), "made-up-token", "nieuw-wachtwoord-123")).toBeNull();
    expect(await resetPasswordWithToken(db(), reset.token, "nieuw-wachtwoord-123")).toBe(reg.user.id);
    expect(await currentUser(db(), reg.sessionId)).toBeNull();
    expect(await resetPasswordWithToken(db(), reset.token, "derde-wachtwoord-123")).toBeNull();
    expect(await isResetTokenUsable(db(), reset.token)).toBe(false);
    expect(
      (await logIn(db(), { email: "reset@example.nl", password: "nieuw-wachtwoord-123" }, caller())).ok,
    ).toBe(true);
    expect((await logIn(db(), { email: "reset@example.nl", password: PASSWORD }, caller())).ok).toBe(false);

    const late = (await createPasswordReset(db(), "reset@example.nl", { log }))!;
    const afterAnHour = new Date(Date.now() + RESET_TTL_MS + 1000);
    expect(await isResetTokenUsable(db(), late.token, afterAnHour)).toBe(false);
    expect(await resetPasswordWithToken(db(), late.token, "te-laat-wachtwoord", afterAnHour)).toBeNull();
    expect(await resetPasswordWithToken(db(), late.token, "op-tijd-wachtwoord")).toBe(reg.user.id);
  });

  it("a concurrent double submit of one reset link succeeds once", async () => {
    await register(
      db(),
      { email: "twice@example.nl", password: PASSWORD, first_name: "", last_name: "" },
      caller(),
    );
    const { token } = (await createPasswordReset(db(), "twice@example.nl", { log }))!;
    const results = await Promise.all([
      resetPasswordWithToken(db(), token, "eerste-wachtwoord-1"),
      resetPasswordWithToken(db(), token, "tweede-wachtwoord-2"),
    ]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
  });

  it("limits live reset links per account", async () => {
    await register(
      db(),
      { email: "flood@example.nl", password: PASSWORD, first_name: "", last_name: "" },
      caller(),
    );
    const made = [];
    for (let i = 0; i < MAX_LIVE_RESETS + 2; i++)
      made.push(await createPasswordReset(db(), "flood@example.nl", { log }));
    expect(made.filter(Boolean)).toHaveLength(MAX_LIVE_RESETS);
  });

  it("lists only the user's orders and shows an order only to its owner", async () => {
    const a = await register(
      db(),
      { email: "orders-a@example.nl", password: PASSWORD, first_name: "", last_name: "" },
      caller(),
    );
    const b = await register(
      db(),
      { email: "orders-b@example.nl", password: PASSWORD, first_name: "", last_name: "" },
      caller(),
    );
    if (!a.ok || !b.ok) throw new Error("register failed");
    const order = (userId: number, key: string) =>
      createOrderOnce(db(), {
        idempotencyKey: key,
        status: "on-hold",
        sessionId: null,
        userId,
        email: "x@example.nl",
        billing: {},
        shipping: {},
        shippingMethod: "bezorgen",
        paymentMethod: "bacs",
        customerNote: "",
        subtotalInclCents: 2420,
        shippingInclCents: 0,
        feeInclCents: 0,
        totalInclCents: 2420,
        vatCents: 420,
        lines: [
          {
            kind: "product",
            productId: null,
            name: "Deur",
            quantity: 2,
            unitExclCents: 1000,
            unitInclCents: 1210,
          },
        ],
      });
    const mine = await order(a.user.id, "acc-a-1");
    await order(b.user.id, "acc-b-1");
    const list = await listOrdersForUser(db(), a.user.id);
    expect(list.total).toBe(1);
    expect(list.orders[0]).toMatchObject({
      id: mine.id,
      number: mine.number,
      itemCount: 2,
      totalInclCents: 2420,
    });
    expect((await getOrderForUser(db(), a.user.id, mine.id))?.lines).toHaveLength(1);
    expect(await getOrderForUser(db(), b.user.id, mine.id)).toBeUndefined();
  });

  it("stores saved addresses as JSON", async () => {
    const a = await register(
      db(),
      { email: "addr@example.nl", password: PASSWORD, first_name: "", last_name: "" },
      caller(),
    );
    if (!a.ok) throw new Error("register failed");
    expect(await getSavedAddresses(db(), a.user.id)).toEqual({ billing: null, shipping: null });
    const billing = {
      firstName: "A",
      lastName: "B",
      company: "",
      street: "S",
      houseNumber: 1,
      houseNumberSuffix: "",
      postcode: "1234 AB",
      city: "C",
      country: "NL" as const,
      phone: "",
    };
    await saveAddresses(db(), a.user.id, { billing, shipping: null });
    expect(await getSavedAddresses(db(), a.user.id)).toEqual({ billing, shipping: null });
  });
});
