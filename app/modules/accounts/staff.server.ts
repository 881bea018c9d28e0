import { randomBytes } from "node:crypto";
import { type Kysely, PostgresAdapter } from "kysely";
import type { Logger } from "pino";
import { adminMessages } from "~/i18n/nl.admin";
import { adminPeopleMessages } from "~/i18n/nl.admin-people";
import { containsAny } from "~/modules/admin/search.server";
import { type AuditActor, recordAudit } from "~/modules/audit/audit.server";
import { enqueueEmail } from "~/modules/email/email.server";
import { publicUrl } from "~/utils/public-url.server";
import type { Database } from "../../../db/schema";
import { ADMIN_LOGIN_URL } from "./guard.server";
import { inviteEmail } from "./invite-mail";
import { hashResetToken } from "./password-reset.server";
import { hashPassword } from "./passwords.server";
import { resetLink } from "./reset-mail";
import { isStaff, type Role } from "./roles";
import { accountUrls } from "./urls";
import { normaliseEmail } from "./users.server";

/**
 * User administration of the back office (/beheer/gebruikers): the list, invitations, role changes and
 * (de)activation. Every change writes its audit row in the same transaction.
 *
 * The last administrator rule: an active administrator cannot be demoted or deactivated while no other active
 * administrator exists. The check runs inside the change's transaction after locking every active
 * administrator row (PostgreSQL `for update`; SQLite runs one write transaction at a time), so two concurrent
 * demotions of the last two administrators cannot both pass: the second one waits and then counts again.
 */

/** An invitation's set-password link works for 7 days (a reset link: 1 hour) and once. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60_000;

const roleName = (role: Role) => adminMessages.roles[role];
const log = adminPeopleMessages.log;

function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export const USER_SORTS = ["email", "name", "role", "created"] as const;
export type UserSort = (typeof USER_SORTS)[number];

export interface UserListQuery {
  q: string;
  role: Role | null;
  status: "active" | "inactive" | null;
  sort: UserSort;
  dir: "asc" | "desc";
  page: number;
  perPage: number;
}

export interface UserRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  active: boolean;
  anonymised: boolean;
  createdAt: string;
}

const SORT_COLUMN = {
  email: "email",
  name: "last_name",
  role: "role",
  created: "created_at",
} as const satisfies Record<UserSort, string>;

export async function listUsers(
  db: Kysely<Database>,
  query: UserListQuery,
): Promise<{ rows: UserRow[]; total: number }> {
  const base = db
    .selectFrom("users")
    .$if(query.q !== "", (qb) =>
      qb.where((eb) => containsAny(eb, ["email", "first_name", "last_name"], query.q)),
    )
    .$if(query.role !== null, (qb) => qb.where("role", "=", query.role as Role))
    .$if(query.status !== null, (qb) => qb.where("active", "=", query.status === "active" ? 1 : 0));
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    base
      .select(["id", "email", "first_name", "last_name", "role", "active", "anonymised_at", "created_at"])
      .orderBy(SORT_COLUMN[query.sort], query.dir)
      .$if(query.sort === "name", (qb) => qb.orderBy("first_name", query.dir))
      .orderBy("id", query.dir)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute(),
  ]);
  return { total: Number(n), rows: rows.map(toUserRow) };
}

function toUserRow(r: {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  active: number;
  anonymised_at: string | null;
  created_at: string;
}): UserRow {
  return {
    id: r.id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    role: r.role,
    active: Number(r.active) === 1,
    anonymised: r.anonymised_at !== null,
    createdAt: r.created_at,
  };
}

export async function getUserRow(db: Kysely<Database>, id: number): Promise<UserRow | null> {
  const r = await db
    .selectFrom("users")
    .select(["id", "email", "first_name", "last_name", "role", "active", "anonymised_at", "created_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  return r ? toUserRow(r) : null;
}

export interface InviteInput {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
}

/**
 * Creates an account that nobody can log in to yet (its password is a random one nobody knows) and queues the
 * invitation with a set-password link: a password-reset token (stored as its hash, valid INVITE_TTL_MS, once)
 * on the reset page, built from publicUrl(). Account, token, mail and audit row commit together.
 */
export async function inviteUser(
  db: Kysely<Database>,
  actor: AuditActor,
  input: InviteInput,
  deps: { log: Logger; now?: Date },
): Promise<{ ok: true; userId: number; token: string } | { ok: false; error: "emailTaken" }> {
  const now = deps.now ?? new Date();
  const email = normaliseEmail(input.email);
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashResetToken(token);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("users")
      .values({
        email,
        password_hash: passwordHash,
        role: input.role,
        first_name: input.firstName,
        last_name: input.lastName,
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.column("email").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!row) return { ok: false as const, error: "emailTaken" as const };
    await trx
      .insertInto("password_resets")
      .values({
        token_hash: tokenHash,
        user_id: row.id,
        expires_at: new Date(now.getTime() + INVITE_TTL_MS).toISOString(),
        used_at: null,
      })
      .execute();
    const origin = publicUrl();
    const loginUrl = `${origin}${isStaff(input.role) ? ADMIN_LOGIN_URL : accountUrls.dashboard}`;
    const content = inviteEmail(resetLink(origin, token), loginUrl, roleName(input.role));
    await enqueueEmail(trx, { ...content, to: email, kind: "user_invite", reference: tokenHash }, deps.log);
    await recordAudit(trx, actor, {
      action: "user.invite",
      entityType: "user",
      entityId: row.id,
      summary: log.invite(email, roleName(input.role)),
      details: { email, role: input.role },
    });
    return { ok: true as const, userId: row.id, token };
  });
}

export type UserChangeError = "notFound" | "lastAdmin" | "self" | "anonymised";
export type UserChangeResult = { ok: true; changed: boolean } | { ok: false; error: UserChangeError };

/** Locks the active administrators' rows (PostgreSQL) and returns their ids; see the module comment. */
async function lockActiveAdministrators(trx: Kysely<Database>): Promise<number[]> {
  const rows = await trx
    .selectFrom("users")
    .select("id")
    .where("role", "=", "administrator")
    .where("active", "=", 1)
    .$if(isPostgres(trx), (qb) => qb.forUpdate())
    .execute();
  return rows.map((r) => r.id);
}

/** True when `userId` is the only active administrator left. */
function isLastAdministrator(activeAdmins: number[], userId: number): boolean {
  return activeAdmins.includes(userId) && activeAdmins.length === 1;
}

async function findForChange(trx: Kysely<Database>, id: number) {
  return trx
    .selectFrom("users")
    .select(["id", "email", "role", "active", "anonymised_at"])
    .where("id", "=", id)
    .$if(isPostgres(trx), (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/** Gives a user another role; refused for the last active administrator. */
export async function changeRole(
  db: Kysely<Database>,
  actor: AuditActor,
  userId: number,
  role: Role,
): Promise<UserChangeResult> {
  return db.transaction().execute(async (trx) => {
    const admins = await lockActiveAdministrators(trx);
    const user = await findForChange(trx, userId);
    if (!user) return { ok: false, error: "notFound" } as const;
    if (user.anonymised_at) return { ok: false, error: "anonymised" } as const;
    if (user.role === role) return { ok: true, changed: false } as const;
    if (role !== "administrator" && isLastAdministrator(admins, user.id))
      return { ok: false, error: "lastAdmin" } as const;
    await trx.updateTable("users").set({ role }).where("id", "=", user.id).execute();
    await recordAudit(trx, actor, {
      action: "user.role",
      entityType: "user",
      entityId: user.id,
      summary: log.role(user.email, roleName(user.role), roleName(role)),
      details: { email: user.email, from: user.role, to: role },
    });
    return { ok: true, changed: true } as const;
  });
}

/**
 * Deactivates (`active` false) or reactivates a user. Deactivating ends every session of the account at once
 * (currentUser also ignores inactive accounts) and its unused reset links; refused for the actor's own account
 * and for the last active administrator.
 */
export async function setUserActive(
  db: Kysely<Database>,
  actor: AuditActor,
  userId: number,
  active: boolean,
): Promise<UserChangeResult> {
  return db.transaction().execute(async (trx) => {
    const admins = await lockActiveAdministrators(trx);
    const user = await findForChange(trx, userId);
    if (!user) return { ok: false, error: "notFound" } as const;
    if (user.anonymised_at) return { ok: false, error: "anonymised" } as const;
    if ((Number(user.active) === 1) === active) return { ok: true, changed: false } as const;
    if (!active) {
      if (user.id === actor.userId) return { ok: false, error: "self" } as const;
      if (isLastAdministrator(admins, user.id)) return { ok: false, error: "lastAdmin" } as const;
    }
    await trx
      .updateTable("users")
      .set({ active: active ? 1 : 0 })
      .where("id", "=", user.id)
      .execute();
    if (!active) {
      await trx.deleteFrom("sessions").where("user_id", "=", user.id).execute();
      await trx.deleteFrom("password_resets").where("user_id", "=", user.id).execute();
    }
    await recordAudit(trx, actor, {
      action: active ? "user.reactivate" : "user.deactivate",
      entityType: "user",
      entityId: user.id,
      summary: active ? log.reactivate(user.email) : log.deactivate(user.email),
      details: { email: user.email, role: user.role },
    });
    return { ok: true, changed: true } as const;
  });
}
