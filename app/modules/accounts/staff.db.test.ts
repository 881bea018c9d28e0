import type { Kysely } from "kysely";
import { pino } from "pino";
import { expect, it } from "vitest";
import type { Database } from "../../../db/schema";
import { describeEachEngine } from "../../../tests/helpers/databases";
import type { AuditActor } from "../audit/audit.server";
import { logIn } from "./auth.server";
import { currentUser, startLoginSession } from "./login-session.server";
import { isResetTokenUsable, resetPasswordWithToken } from "./password-reset.server";
import type { Role } from "./roles";
import { changeRole, INVITE_TTL_MS, inviteUser, listUsers, setUserActive } from "./staff.server";
import { createUser } from "./users.server";

const log = pino({ level: "silent" });
let seq = 0;

async function user(db: Kysely<Database>, role: Role, password = "een-lang-wachtwoord") {
  seq += 1;
  const u = await createUser(db, { email: `${role}-${seq}@example.nl`, password, role });
  if (!u) throw new Error("user not created");
  return u;
}

const actorOf = (u: { id: number; email: string }): AuditActor => ({
  userId: u.id,
  email: u.email,
  ip: "10.0.0.9",
});

async function auditRows(db: Kysely<Database>, entityId: number) {
  return db
    .selectFrom("audit_log")
    .selectAll()
    .where("entity_type", "=", "user")
    .where("entity_id", "=", String(entityId))
    .orderBy("id")
    .execute();
}

/** Makes every other active administrator a customer, so the given ones are the only ones left. */
async function onlyAdmins(db: Kysely<Database>, ids: number[]) {
  await db
    .updateTable("users")
    .set({ role: "customer" })
    .where("role", "=", "administrator")
    .where("id", "not in", ids)
    .execute();
}

describeEachEngine("user administration", (db) => {
  it("an invitation creates the account, a 7-day set-password link in the outbox and an audit row", async () => {
    const admin = await user(db(), "administrator");
    const now = new Date();
    const result = await inviteUser(
      db(),
      actorOf(admin),
      { email: " Nieuw.Beheer@Example.nl ", firstName: "Nina", lastName: "Bos", role: "shop_manager" },
      { log, now },
    );
    if (!result.ok) throw new Error("invite refused");
    const row = await db()
      .selectFrom("users")
      .selectAll()
      .where("id", "=", result.userId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: "nieuw.beheer@example.nl", role: "shop_manager", first_name: "Nina" });
    expect(Number(row.active)).toBe(1);

    const mail = await db()
      .selectFrom("email_outbox")
      .selectAll()
      .where("kind", "=", "user_invite")
      .where("to_address", "=", "nieuw.beheer@example.nl")
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe("Je bent uitgenodigd voor Maatglas");
    expect(mail.text_body).toContain("Winkelbeheerder");
    expect(mail.text_body).toContain("/beheer/inloggen");
    const link = /https?:\/\/\S+wachtwoord-herstellen\?token=(\S+)/.exec(mail.text_body);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link?.[1] ?? "");
    expect(token).toBe(result.token);

    // The link still works after 6 days, not after 8.
    expect(await isResetTokenUsable(db(), token, new Date(now.getTime() + INVITE_TTL_MS - 86_400_000))).toBe(
      true,
    );
    expect(await isResetTokenUsable(db(), token, new Date(now.getTime() + INVITE_TTL_MS + 1000))).toBe(false);

    // Nobody can log in before the password is chosen; with the link's password it works.
    const caller = { sessionId: "s-invite", ip: "10.1.1.1" };
    expect((await logIn(db(), { email: row.email, password: "een-lang-wachtwoord" }, caller)).ok).toBe(false);
    expect(await resetPasswordWithToken(db(), token, "mijn-eigen-wachtwoord")).toBe(result.userId);
    expect((await logIn(db(), { email: row.email, password: "mijn-eigen-wachtwoord" }, caller)).ok).toBe(
      true,
    );

    const [audit] = await auditRows(db(), result.userId);
    expect(audit).toMatchObject({
      action: "user.invite",
      actor_user_id: admin.id,
      actor: admin.email,
      ip: "10.0.0.9",
      summary: "nieuw.beheer@example.nl uitgenodigd als Winkelbeheerder",
    });
    expect(JSON.parse(audit.details)).toEqual({ email: "nieuw.beheer@example.nl", role: "shop_manager" });
  });

  it("refuses to invite an address that already has an account, and writes nothing", async () => {
    const admin = await user(db(), "administrator");
    const taken = await user(db(), "customer");
    const before = await db().selectFrom("email_outbox").select("id").execute();
    const result = await inviteUser(
      db(),
      actorOf(admin),
      { email: taken.email.toUpperCase(), firstName: "", lastName: "", role: "editor" },
      { log },
    );
    expect(result).toEqual({ ok: false, error: "emailTaken" });
    expect(await db().selectFrom("email_outbox").select("id").execute()).toHaveLength(before.length);
    expect(await auditRows(db(), taken.id)).toHaveLength(0);
  });

  it("changes a role with an audit row of old and new role; the same role again changes nothing", async () => {
    const admin = await user(db(), "administrator");
    const target = await user(db(), "customer");
    expect(await changeRole(db(), actorOf(admin), target.id, "editor")).toEqual({ ok: true, changed: true });
    expect(await changeRole(db(), actorOf(admin), target.id, "editor")).toEqual({ ok: true, changed: false });
    const rows = await auditRows(db(), target.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "user.role",
      summary: `Rol van ${target.email}: Klant → Redacteur`,
    });
    expect(JSON.parse(rows[0].details)).toEqual({ email: target.email, from: "customer", to: "editor" });
    expect(await changeRole(db(), actorOf(admin), 999_999, "editor")).toEqual({
      ok: false,
      error: "notFound",
    });
  });

  it("never demotes or deactivates the last active administrator, also not themselves", async () => {
    const admin = await user(db(), "administrator");
    await onlyAdmins(db(), [admin.id]);
    for (const role of ["shop_manager", "editor", "customer"] as const) {
      expect(await changeRole(db(), actorOf(admin), admin.id, role)).toEqual({
        ok: false,
        error: "lastAdmin",
      });
    }
    const other = await user(db(), "shop_manager");
    expect(await setUserActive(db(), actorOf(other), admin.id, false)).toEqual({
      ok: false,
      error: "lastAdmin",
    });
    expect(await setUserActive(db(), actorOf(admin), admin.id, false)).toEqual({ ok: false, error: "self" });
    const row = await db()
      .selectFrom("users")
      .select(["role", "active"])
      .where("id", "=", admin.id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe("administrator");
    expect(Number(row.active)).toBe(1);
    expect(await auditRows(db(), admin.id)).toHaveLength(0);

    // A second administrator makes the demotion possible; a deactivated administrator does not count.
    const second = await user(db(), "administrator");
    expect(await setUserActive(db(), actorOf(admin), second.id, false)).toEqual({ ok: true, changed: true });
    expect(await changeRole(db(), actorOf(admin), admin.id, "editor")).toEqual({
      ok: false,
      error: "lastAdmin",
    });
    expect(await setUserActive(db(), actorOf(admin), second.id, true)).toEqual({ ok: true, changed: true });
    expect(await changeRole(db(), actorOf(admin), admin.id, "editor")).toEqual({ ok: true, changed: true });
  });

  it("lets only one of two concurrent demotions of the last two administrators pass", async () => {
    for (let round = 0; round < 5; round++) {
      const a = await user(db(), "administrator");
      const b = await user(db(), "administrator");
      await onlyAdmins(db(), [a.id, b.id]);
      const results = await Promise.all([
        changeRole(db(), actorOf(a), b.id, "customer"),
        changeRole(db(), actorOf(b), a.id, "shop_manager"),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok && r.error === "lastAdmin")).toHaveLength(1);
      const admins = await db()
        .selectFrom("users")
        .select("id")
        .where("role", "=", "administrator")
        .where("active", "=", 1)
        .execute();
      expect(admins).toHaveLength(1);
    }
    // The same for a demotion racing a deactivation.
    const a = await user(db(), "administrator");
    const b = await user(db(), "administrator");
    await onlyAdmins(db(), [a.id, b.id]);
    const results = await Promise.all([
      setUserActive(db(), actorOf(a), b.id, false),
      changeRole(db(), actorOf(b), a.id, "editor"),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it("deactivation ends every session and blocks login; reactivation lets the user log in again", async () => {
    const admin = await user(db(), "administrator");
    const target = await user(db(), "shop_manager", "winkel-wachtwoord-1");
    const caller = { sessionId: "s-old", ip: "10.2.2.2" };
    const login = await logIn(db(), { email: target.email, password: "winkel-wachtwoord-1" }, caller);
    if (!login.ok) throw new Error("login failed");
    const second = await startLoginSession(db(), "s-other", target.id);
    expect((await currentUser(db(), login.sessionId))?.id).toBe(target.id);

    expect(await setUserActive(db(), actorOf(admin), target.id, false)).toEqual({ ok: true, changed: true });
    expect(await currentUser(db(), login.sessionId)).toBeNull();
    expect(await currentUser(db(), second)).toBeNull();
    expect(await db().selectFrom("sessions").select("id").where("user_id", "=", target.id).execute()).toEqual(
      [],
    );
    const refused = await logIn(db(), { email: target.email, password: "winkel-wachtwoord-1" }, caller);
    expect(refused).toEqual({ ok: false, reason: "invalid" });

    expect(await setUserActive(db(), actorOf(admin), target.id, true)).toEqual({ ok: true, changed: true });
    expect((await logIn(db(), { email: target.email, password: "winkel-wachtwoord-1" }, caller)).ok).toBe(
      true,
    );
    expect((await auditRows(db(), target.id)).map((r) => r.action)).toEqual([
      "user.deactivate",
      "user.reactivate",
    ]);
  });

  it("lists users filtered by role, status and search", async () => {
    const admin = await user(db(), "administrator");
    const invited = await inviteUser(
      db(),
      actorOf(admin),
      { email: "redacteur.zoek@example.nl", firstName: "Ria", lastName: "Zoekmans", role: "editor" },
      { log },
    );
    if (!invited.ok) throw new Error("invite refused");
    const base = {
      q: "",
      role: null,
      status: null,
      sort: "created",
      dir: "desc",
      page: 1,
      perPage: 100,
    } as const;
    const editors = await listUsers(db(), { ...base, role: "editor" });
    expect(editors.rows.every((r) => r.role === "editor")).toBe(true);
    expect(editors.rows.map((r) => r.id)).toContain(invited.userId);
    const found = await listUsers(db(), { ...base, q: "ZOEKMANS" });
    expect(found.rows.map((r) => r.email)).toEqual(["redacteur.zoek@example.nl"]);
    expect(found.total).toBe(1);
    await setUserActive(db(), actorOf(admin), invited.userId, false);
    expect((await listUsers(db(), { ...base, q: "zoekmans", status: "active" })).total).toBe(0);
    expect((await listUsers(db(), { ...base, q: "zoekmans", status: "inactive" })).rows[0]?.active).toBe(
      false,
    );
    const page2 = await listUsers(db(), { ...base, sort: "email", dir: "asc", perPage: 2, page: 2 });
    const all = await listUsers(db(), { ...base, sort: "email", dir: "asc" });
    expect(page2.rows.map((r) => r.id)).toEqual(all.rows.slice(2, 4).map((r) => r.id));
  });
});
