import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
// Relative imports on purpose: none of these modules use the `~/` alias.
import type { Role } from "../../app/modules/accounts/roles";
import { createUser } from "../../app/modules/accounts/users.server";
import { COOKIES } from "../../app/utils/cookies";
import { newSessionId, sessionCookieHeader } from "../../app/utils/session.server";
import { openSqlite } from "../../db/dialect.server";
import { E2E_DATA_DIR, E2E_PORT } from "../../playwright.config";

/** The administrator the e2e server creates on start (playwright.config.ts passes these as env). */
export const ADMIN_EMAIL = "beheer@maatglas.test";
export const ADMIN_PASSWORD = "beheer-wachtwoord-e2e";

export const ADMIN_LOGIN = "/beheer/inloggen";
export const PAYMENT_SETTINGS = "/beheer/instellingen/betalingen";

/** Logs in through the admin login form; ends on `to` (default the admin home). */
export async function loginAsAdmin(page: Page, to = "/beheer"): Promise<void> {
  await page.goto(to);
  await expect(page).toHaveURL(/\/beheer\/inloggen/);
  await page.getByLabel("E-mailadres").fill(ADMIN_EMAIL);
  await page.getByLabel("Wachtwoord").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(new URL(to, `http://localhost:${E2E_PORT}`).href);
}

/** A logged-in shopper (role customer); see sessionCookieFor. */
export function shopperSessionCookie() {
  return sessionCookieFor("customer");
}

/**
 * A logged-in user of `role` without going through a login UI: the account and its session are written straight
 * into the e2e server's SQLite file and the session cookie is signed with the server's secret
 * (DATA_DIR/secret.key). Returns the cookie to add to a browser context.
 */
export async function sessionCookieFor(role: Role) {
  const db = openSqlite(path.join(E2E_DATA_DIR, "maatglas.db"));
  try {
    const user = await createUser(db.kysely, {
      email: `${role}-${randomBytes(4).toString("hex")}@maatglas.test`,
      password: "klant-wachtwoord-e2e",
      role,
    });
    if (!user) throw new Error("could not create the shopper");
    const id = newSessionId();
    const now = new Date();
    await db.kysely
      .insertInto("sessions")
      .values({
        id,
        user_id: user.id,
        data: "{}",
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
      })
      .execute();
    const secret = fs.readFileSync(path.join(E2E_DATA_DIR, "secret.key"), "utf8").trim();
    const header = sessionCookieHeader({ current: secret }, id, { secure: false });
    const value = header.slice(COOKIES.session.length + 1, header.indexOf(";"));
    return { name: COOKIES.session, value, domain: "localhost", path: "/" };
  } finally {
    await db.close();
  }
}
