import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { adminLogin, customerWithOrder, inviteLink } from "../helpers/people";
import { freshDataDir, type OwnServer, startServer, withShopDb } from "./own-server";

/**
 * Users, customers and the audit log as an administrator works with them, on a server of this spec's own: the
 * rule "the last administrator cannot be demoted" needs a shop where the seeded administrator is the only one
 * (the shared e2e server gets administrators from other specs).
 */

test.describe.configure({ mode: "serial" });

const ADMIN = { email: "eigenaar@maatglas.test", password: "eigenaar-wachtwoord-e2e" };
const MANAGER = { email: "winkel.beheer@maatglas.test", password: "winkelbeheer-wachtwoord" };
const CUSTOMER = { email: "jan.glasmans@example.nl", firstName: "Jan", lastName: "Glasmans" };

let server: OwnServer;
let dataDir: string;
let origin: string;
let customer: { userId: number; orderId: number };

test.beforeAll(async () => {
  dataDir = freshDataDir("people");
  server = await startServer({ dataDir, env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  // The e-mails' links use PUBLIC_URL (here http://localhost:{port}); the browser visits the same origin.
  origin = `http://localhost:${server.port}`;
  customer = await customerWithOrder(dataDir, CUSTOMER);
});

test.afterAll(async () => {
  await server?.kill();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function expectNoSeriousAxe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

const userId = (email: string) =>
  withShopDb(dataDir, (db) =>
    db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow(),
  ).then((r) => r.id);

test("the administrator invites a winkelbeheerder, who sets a password and sees only their sections", async ({
  page,
  browser,
}) => {
  await adminLogin(page, origin, ADMIN.email, ADMIN.password);
  await page
    .getByRole("navigation", { name: "Beheermenu" })
    .getByRole("link", { name: "Gebruikers" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Gebruikers" })).toBeVisible();
  await expectNoSeriousAxe(page);
  await page.getByRole("link", { name: "Gebruiker uitnodigen" }).click();
  await expect(page).toHaveURL(`${origin}/beheer/gebruikers/nieuw`);
  await expectNoSeriousAxe(page);

  // A wrong address is refused beside the field, the typed name stays.
  await page.getByLabel("E-mailadres").fill("geen-adres");
  await page.getByLabel("Voornaam").fill("Wim");
  await page.getByRole("button", { name: "Uitnodiging versturen" }).click();
  await expect(page.getByText("Vul een geldig e-mailadres in.")).toBeVisible();
  await expect(page.getByLabel("Voornaam")).toHaveValue("Wim");

  await page.getByLabel("E-mailadres").fill(MANAGER.email);
  await page.getByLabel("Achternaam").fill("Winkel");
  await page.getByLabel("Rol").selectOption({ label: "Winkelbeheerder" });
  await page.getByRole("button", { name: "Uitnodiging versturen" }).click();
  await expect(page.getByText(`De uitnodiging is in de wachtrij gezet voor ${MANAGER.email}.`)).toBeVisible();
  const row = page.locator(`tr[data-user="${MANAGER.email}"]`);
  await expect(row).toContainText("Winkelbeheerder");
  await expect(row).toContainText("actief");

  // The invited person: the link of the outbox mail, their own password, then the admin login.
  const link = await inviteLink(dataDir, MANAGER.email);
  expect(link.origin).toBe(origin);
  const invited = await browser.newContext();
  const p = await invited.newPage();
  await p.goto(link.href);
  await p.getByLabel("Nieuw wachtwoord").fill(MANAGER.password);
  await p.getByRole("button", { name: "Wachtwoord opslaan" }).click();
  await expect(p).toHaveURL(/\/mijn-account\?wachtwoord-gewijzigd=1/);
  await adminLogin(p, origin, MANAGER.email, MANAGER.password);

  const nav = p.getByRole("navigation", { name: "Beheermenu" });
  const names = await nav.getByRole("link").allInnerTexts();
  expect(names.map((n) => n.trim())).toEqual([
    "Overzicht",
    "Bestellingen",
    "Producten",
    "Categorieën",
    "Klanten",
    "E-mail",
    "Media",
  ]);
  for (const forbidden of [
    "/beheer/instellingen",
    "/beheer/gebruikers",
    "/beheer/logboek",
    "/beheer/instellingen/betalingen",
  ]) {
    const reply = await p.goto(`${origin}${forbidden}`);
    expect(reply?.status(), forbidden).toBe(403);
  }
  expect((await p.goto(`${origin}/beheer/klanten`))?.status()).toBe(200);
  await invited.close();
});

test("the last administrator cannot be demoted; a role change lands in the audit log", async ({ page }) => {
  await adminLogin(page, origin, ADMIN.email, ADMIN.password);
  await page.goto(`${origin}/beheer/gebruikers/${await userId(ADMIN.email)}`);
  await page.getByLabel("Nieuwe rol").selectOption({ label: "Winkelbeheerder" });
  await page.getByRole("button", { name: "Rol opslaan" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "laatste actieve beheerder" });
  await expect(refusal).toHaveText(
    "Dit is de laatste actieve beheerder. Maak eerst een andere gebruiker beheerder voordat je deze rol wijzigt of het account deactiveert.",
  );
  await expectNoSeriousAxe(page);
  expect(
    await withShopDb(dataDir, (db) =>
      db.selectFrom("users").select("role").where("email", "=", ADMIN.email).executeTakeFirstOrThrow(),
    ),
  ).toEqual({ role: "administrator" });

  // Deactivating oneself is not offered.
  await expect(page.getByRole("button", { name: "Deactiveren" })).toBeDisabled();

  await page.goto(`${origin}/beheer/gebruikers/${await userId(MANAGER.email)}`);
  await page.getByLabel("Nieuwe rol").selectOption({ label: "Redacteur" });
  await page.getByRole("button", { name: "Rol opslaan" }).click();
  await expect(page.getByRole("status")).toHaveText("De rol is gewijzigd.");

  await page.getByRole("navigation", { name: "Beheermenu" }).getByRole("link", { name: "Logboek" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Logboek" })).toBeVisible();
  await expect(page.locator('tr[data-audit="user.invite"]')).toContainText(
    `${MANAGER.email} uitgenodigd als Winkelbeheerder`,
  );
  const roleRow = page.locator('tr[data-audit="user.role"]');
  await expect(roleRow).toContainText(`Rol van ${MANAGER.email}: Winkelbeheerder → Redacteur`);
  await expect(roleRow).toContainText(ADMIN.email);
  await roleRow.getByText("Details").click();
  await expect(roleRow.locator("pre")).toContainText('"to": "editor"');
  await expectNoSeriousAxe(page);

  await page.getByLabel("Actie").selectOption({ label: "Gebruiker uitgenodigd" });
  await page.getByRole("button", { name: "Filteren" }).click();
  await expect(page).toHaveURL(/actie=user\.invite/);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.locator('tr[data-audit="user.role"]')).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the role change form posts and answers", async ({ page }) => {
    await adminLogin(page, origin, ADMIN.email, ADMIN.password);
    await page.goto(`${origin}/beheer/gebruikers/${await userId(MANAGER.email)}`);
    await page.getByLabel("Nieuwe rol").selectOption({ label: "Winkelbeheerder" });
    await page.getByRole("button", { name: "Rol opslaan" }).click();
    await expect(page.getByRole("status")).toHaveText("De rol is gewijzigd.");
    await expect(page.locator(".people-dl")).toContainText("Winkelbeheerder");

    await page.goto(`${origin}/beheer/gebruikers/${await userId(ADMIN.email)}`);
    await page.getByLabel("Nieuwe rol").selectOption({ label: "Klant" });
    await page.getByRole("button", { name: "Rol opslaan" }).click();
    await expect(page.getByRole("alert")).toContainText("laatste actieve beheerder");
  });
});

test("a deactivated user is logged out at once and cannot log in until reactivated", async ({
  page,
  browser,
}) => {
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await adminLogin(manager, origin, MANAGER.email, MANAGER.password);

  await adminLogin(page, origin, ADMIN.email, ADMIN.password);
  await page.goto(`${origin}/beheer/gebruikers/${await userId(MANAGER.email)}`);
  await page.getByRole("button", { name: "Deactiveren" }).click();
  await expect(page.getByRole("status")).toHaveText("De gebruiker is gedeactiveerd en overal uitgelogd.");
  await page.goto(`${origin}/beheer/gebruikers?status=gedeactiveerd`);
  await expect(page.locator(`tr[data-user="${MANAGER.email}"]`)).toContainText("gedeactiveerd");

  // The manager's open session no longer counts, and the password no longer opens the back office.
  await manager.goto(`${origin}/beheer/klanten`);
  await expect(manager).toHaveURL(/\/beheer\/inloggen/);
  await manager.getByLabel("E-mailadres").fill(MANAGER.email);
  await manager.getByLabel("Wachtwoord").fill(MANAGER.password);
  await manager.getByRole("button", { name: "Inloggen" }).click();
  await expect(manager.getByText("Onbekend e-mailadres of onjuist wachtwoord.")).toBeVisible();

  await page.goto(`${origin}/beheer/gebruikers/${await userId(MANAGER.email)}`);
  await page.getByRole("button", { name: "Weer activeren" }).click();
  await expect(page.getByRole("status")).toHaveText("De gebruiker is weer actief.");
  await adminLogin(manager, origin, MANAGER.email, MANAGER.password);
  await managerContext.close();

  await page.goto(`${origin}/beheer/logboek?actie=user.deactivate`);
  await expect(page.locator('tr[data-audit="user.deactivate"]')).toContainText(
    `${MANAGER.email} gedeactiveerd`,
  );
});

test("anonymising a customer removes their personal data and keeps the order", async ({ page }) => {
  await adminLogin(page, origin, ADMIN.email, ADMIN.password);
  await page.getByRole("navigation", { name: "Beheermenu" }).getByRole("link", { name: "Klanten" }).click();
  await page.getByLabel("Zoek op naam of e-mailadres").fill("glasmans");
  await page.getByRole("button", { name: "Zoeken" }).click();
  const row = page.locator(`tr[data-customer="${customer.userId}"]`);
  await expect(row).toContainText("€ 740,50");
  await expectNoSeriousAxe(page);
  await row.getByRole("link", { name: "Jan Glasmans" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Jan Glasmans" })).toBeVisible();
  await expect(page.getByText("Glasweg 12")).toBeVisible();
  await expect(page.getByRole("link", { name: "MG-" })).toHaveAttribute(
    "href",
    `/beheer/bestellingen/${customer.orderId}`,
  );

  await page.getByRole("link", { name: "Klant anonimiseren…" }).click();
  await expect(page.getByText("Weet je zeker dat je deze klant wilt anonimiseren?")).toBeVisible();
  await expectNoSeriousAxe(page);
  await page.getByRole("button", { name: "Ja, definitief anonimiseren" }).click();
  await expect(page.getByRole("status")).toHaveText("De klant is geanonimiseerd.");
  const main = page.locator(".admin-content");
  await expect(main).not.toContainText("Glasmans");
  await expect(main).not.toContainText("Glasweg");
  await expect(main).toContainText(`geanonimiseerd-${customer.userId}@example.invalid`);
  await expect(main).toContainText("€ 740,50");

  const order = await withShopDb(dataDir, (db) =>
    db.selectFrom("orders").selectAll().where("id", "=", customer.orderId).executeTakeFirstOrThrow(),
  );
  expect(`${order.billing}${order.shipping}${order.email}`).not.toMatch(
    /Glasmans|Glasweg|jan\.glasmans|0612345678/,
  );
  expect(order.total_incl_cents).toBe(74050);
  expect(order.status).toBe("processing");

  await page.goto(`${origin}/beheer/logboek?actie=customer.anonymise`);
  await expect(page.locator('tr[data-audit="customer.anonymise"]')).toContainText(
    `Klant #${customer.userId} geanonimiseerd`,
  );
  await expect(page.locator(".admin-content")).not.toContainText("glasmans");

  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto(`${origin}/beheer/gebruikers`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
});
