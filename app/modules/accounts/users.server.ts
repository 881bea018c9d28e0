import type { Kysely } from "kysely";
import type { Database, UsersTable } from "../../../db/schema";
import { hashPassword } from "./passwords.server";

export type Role = UsersTable["role"];

export interface User {
  id: number;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom("users").selectAll().where("email", "=", normaliseEmail(email)).executeTakeFirst();
}

/** Creates a user; returns undefined when the e-mail address is taken. */
export async function createUser(
  db: Kysely<Database>,
  input: { email: string; password: string; role?: Role; firstName?: string; lastName?: string },
): Promise<User | undefined> {
  const passwordHash = await hashPassword(input.password);
  const row = await db
    .insertInto("users")
    .values({
      email: normaliseEmail(input.email),
      password_hash: passwordHash,
      role: input.role ?? "customer",
      first_name: input.firstName ?? "",
      last_name: input.lastName ?? "",
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .returning(["id", "email", "role", "first_name", "last_name"])
    .executeTakeFirst();
  return row
    ? { id: row.id, email: row.email, role: row.role, firstName: row.first_name, lastName: row.last_name }
    : undefined;
}

export async function setPassword(db: Kysely<Database>, userId: number, password: string): Promise<void> {
  await db
    .updateTable("users")
    .set({ password_hash: await hashPassword(password) })
    .where("id", "=", userId)
    .execute();
}

export async function countAdministrators(db: Kysely<Database>): Promise<number> {
  const r = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", "administrator")
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * The administrator from ADMIN_EMAIL/ADMIN_PASSWORD, created on start when that address has no account yet.
 * An existing account is left as it is (its password is not reset by a restart).
 */
export async function ensureEnvAdministrator(
  db: Kysely<Database>,
  email: string | undefined,
  password: string | undefined,
): Promise<boolean> {
  if (!email || !password) return false;
  if (await findUserByEmail(db, email)) return false;
  return Boolean(await createUser(db, { email, password, role: "administrator" }));
}
