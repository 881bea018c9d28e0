import { randomBytes, randomInt } from "node:crypto";
import path from "node:path";
import { type BrowserContext, expect, type Page } from "@playwright/test";
// Relative imports on purpose: none of these modules use the `~/` alias.
import { createOrderOnce } from "../../app/modules/orders/orders.server";
import { openSqlite } from "../../db/dialect.server";
import { E2E_DATA_DIR } from "../../playwright.config";

export const ACCOUNT = "/mijn-account";
export const ORDERS = "/mijn-account/bestellingen";
export const PASSWORD = "glazen-deur-2026";
export const RATE_LIMITED = "Te veel mislukte inlogpogingen";

/** Every test gets its own client IP (the server trusts X-Forwarded-For from loopback), so the per-IP login
 * limit of one test never locks out another. */
export async function ownIp(context: BrowserContext) {
  await context.setExtraHTTPHeaders({
    "X-Forwarded-For": `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`,
  });
}

export const newEmail = () => `klant-${randomBytes(5).toString("hex")}@maatglas.test`;

export async function withDb<T>(fn: (db: ReturnType<typeof openSqlite>["kysely"]) => Promise<T>): Promise<T> {
  const db = openSqlite(path.join(E2E_DATA_DIR, "maatglas.db"));
  try {
    return await fn(db.kysely);
  } finally {
    await db.close();
  }
}

/** An order of the user (or of a guest when `email` is null), written through the orders repository into the e2e server's database. */
export async function orderFor(email: string | null, key = randomBytes(8).toString("hex")) {
  return withDb(async (db) => {
    const user = email
      ? await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()
      : null;
    const address = {
      firstName: "Anna",
      lastName: "de Vries",
      company: "",
      street: "Kerkstraat",
      houseNumber: 12,
      houseNumberSuffix: "a",
      postcode: "3511 AB",
      city: "Utrecht",
      country: "NL",
    };
    return createOrderOnce(db, {
      idempotencyKey: `e2e-account-${key}`,
      status: "on-hold",
      sessionId: null,
      userId: user?.id ?? null,
      email: email ?? "gast@maatglas.test",
      billing: { ...address, email: email ?? "", phone: "0612345678" },
      shipping: address,
      shippingMethod: "bezorgen",
      paymentMethod: "banktransfer",
      customerNote: "",
      subtotalInclCents: 74050,
      shippingInclCents: 0,
      feeInclCents: 0,
      totalInclCents: 74050,
      vatCents: 12852,
      lines: [
        {
          kind: "product",
          productId: null,
          name: "Glazen deur op maat",
          quantity: 1,
          unitExclCents: 61198,
          unitInclCents: 74050,
          snapshot: {
            options: [{ field: "uni_cpo_height", label: "Hoogte", value: "2000", valueLabel: "2000 mm" }],
          },
        },
      ],
    });
  });
}

export async function register(page: Page, email: string, firstName = "Anna") {
  await page.goto(ACCOUNT);
  await page.locator("#reg_email").fill(email);
  await page.locator("#reg_password").fill(PASSWORD);
  await page.locator("#reg_first_name").fill(firstName);
  await page.getByRole("button", { name: "Registreren" }).click();
  await expect(page.getByText(`Hallo ${firstName}`)).toBeVisible();
}

export async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.locator("#username").fill(email);
  await page.locator("#password").fill(password);
  // Wait for the answer: a new submit while one is in flight would cancel it (and hide a failure).
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes(ACCOUNT));
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
  await answered;
}

export async function logOut(page: Page) {
  await page
    .getByRole("navigation", { name: "Accountmenu" })
    .getByRole("button", { name: "Uitloggen" })
    .click();
  await expect(page.getByText("Je bent uitgelogd.")).toBeVisible();
}

export const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((c) => c.name === name)?.value;
