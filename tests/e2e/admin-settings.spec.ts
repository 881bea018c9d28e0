import fs from "node:fs";
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { sessionCookieFor } from "../helpers/admin";
import { ADMIN_ENV, expectAxeClean, expectFitsTablet, loginOn } from "../helpers/office";
import { ADDRESS, addDoor, CHECKOUT, fillAddress, SMALL, tickConfirmations } from "./checkout-helpers";
import { freshDataDir, type OwnServer, startServer } from "./own-server";

/**
 * The settings screen, the e-mail outbox and the dashboard as the shop owner uses them. The spec changes
 * shop-wide settings (shipping cost, store notice, company name), so it runs against a production server of its
 * own: the other specs keep the seeded settings they expect.
 */

// Each test walks several screens and a checkout on a shared machine.
test.describe.configure({ mode: "serial", timeout: 90_000 });

let server: OwnServer;
let dataDir: string;
let admin: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  dataDir = freshDataDir("office");
  server = await startServer({ dataDir, env: ADMIN_ENV });
  admin = await browser.newContext({ baseURL: server.origin });
  page = await admin.newPage();
  await loginOn(page);
});

test.afterAll(async () => {
  await admin?.close();
  await server?.kill();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const shopper = (browser: Browser, js = true) =>
  browser.newContext({ baseURL: server.origin, javaScriptEnabled: js, locale: "nl-NL" });
const form = (p: Page, group: string) => p.locator(`#${group}-form`);
const figure = (p: Page, id: string) => p.locator(`[data-figure="${id}"] .office-figure__value`);

test("a new shipping cost shows at checkout, and the order placed there shows on the dashboard", async ({
  browser,
}) => {
  await page.goto("/beheer");
  const before = Number(await figure(page, "today-orders").textContent());
  await expectAxeClean(page);
  await expectFitsTablet(page);

  await page.goto("/beheer/instellingen");
  const shipping = form(page, "shipping");
  await shipping.getByLabel("Kosten (incl. btw)").first().fill("12,34");
  await shipping.getByLabel("Gratis vanaf (incl. btw)").first().fill("1.500,00");
  await shipping.getByRole("button", { name: "Opslaan" }).click();
  await expect(shipping.locator('[data-saved="shipping"]')).toHaveText("De instellingen zijn opgeslagen.");
  await expect(shipping.getByLabel("Kosten (incl. btw)").first()).toHaveValue("12,34");

  const context = await shopper(browser);
  const shop = await context.newPage();
  await addDoor(shop, SMALL);
  await shop.goto(CHECKOUT);
  await expect(shop.locator('[data-total="shipping"] td')).toHaveText("€ 12,34");
  await expect(shop.locator('[data-total="total"] td')).toHaveText("€ 329,97");
  await fillAddress(shop);
  await tickConfirmations(shop);
  await shop.getByRole("radio", { name: "Bankoverschrijving" }).check();
  await shop.getByRole("button", { name: "Bestellen en betalen" }).click();
  await expect(shop).toHaveURL(/bestelling-ontvangen/);
  await context.close();

  await page.goto("/beheer");
  await expect(figure(page, "today-orders")).toHaveText(String(before + 1));
  await expect(figure(page, "week-orders")).toHaveText(String(before + 1));
  // Bank transfer: not paid yet, so no revenue.
  await expect(figure(page, "today-revenue-incl")).toHaveText("€ 0,00");
  await page.locator('[data-figure="today-orders"]').click();
  await expect(page).toHaveURL(/\/beheer\/bestellingen\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
});

test("the company name and a new store notice show on the storefront on the next request", async ({
  browser,
}) => {
  const context = await shopper(browser);
  const shop = await context.newPage();
  await shop.goto("/");
  // The shopper dismisses the seeded notice.
  await shop.getByRole("button", { name: "Melding sluiten" }).click();
  await expect(shop.locator(".store-notice")).toHaveCount(0);

  await page.goto("/beheer/instellingen");
  const company = form(page, "company");
  await company.getByLabel("Bedrijfsnaam").fill("Glashuis Test B.V.");
  await company.getByRole("button", { name: "Opslaan" }).click();
  await expect(company.locator('[data-saved="company"]')).toBeVisible();
  const notice = form(page, "notice");
  await notice.getByLabel("Tekst van de melding").fill("Wij zijn 24 december gesloten.");
  await notice.getByRole("button", { name: "Opslaan" }).click();
  // The text changed with the same id: a new id, so the shopper who closed the old notice sees this one.
  await expect(notice.locator('[data-saved="notice"]')).toContainText("nieuw kenmerk");

  await shop.reload();
  await expect(shop.locator("footer")).toContainText("Glashuis Test B.V.");
  await expect(shop.locator(".store-notice")).toContainText("Wij zijn 24 december gesloten.");
  await context.close();
});

test("a bad IBAN gets a Dutch message beside the field and keeps what was typed, with and without JS", async ({
  browser,
}) => {
  await page.goto("/beheer/instellingen");
  const company = form(page, "company");
  await company.getByLabel("KvK-nummer").fill("1234");
  await company.getByLabel("IBAN").fill("NL00 ABNA 0417 1643 00");
  await company.getByLabel("Plaats").fill("Amersfoort");
  await company.getByRole("button", { name: "Opslaan" }).click();
  await expect(company.locator("#iban-error")).toHaveText("Dit is geen geldig IBAN (controleer de cijfers).");
  await expect(company.locator("#kvk-error")).toHaveText("Een KvK-nummer bestaat uit 8 cijfers.");
  await expect(company.getByLabel("IBAN")).toHaveAttribute("aria-invalid", "true");
  await expect(company.getByLabel("IBAN")).toHaveValue("NL00 ABNA 0417 1643 00");
  await expect(company.getByLabel("Plaats")).toHaveValue("Amersfoort");
  await expectAxeClean(page);
  await expectFitsTablet(page);

  const noJs = await shopper(browser, false);
  const p = await noJs.newPage();
  await loginOn(p);
  await p.goto("/beheer/instellingen");
  const c = form(p, "company");
  await c.getByLabel("IBAN").fill("NL91 ABNA 0417 1643 01");
  await c.getByLabel("Plaats").fill("Zwolle");
  const response = p.waitForResponse((r) => r.request().method() === "POST");
  await c.getByRole("button", { name: "Opslaan" }).click();
  expect((await response).status()).toBe(400);
  await expect(form(p, "company").locator("#iban-error")).toHaveText(
    "Dit is geen geldig IBAN (controleer de cijfers).",
  );
  await expect(form(p, "company").getByLabel("IBAN")).toHaveValue("NL91 ABNA 0417 1643 01");
  await expect(form(p, "company").getByLabel("Plaats")).toHaveValue("Zwolle");

  // Without JS shipping rows are added and removed with the form's own buttons; saving stores them.
  const rows = () => form(p, "shipping").locator("fieldset.office-shipping-row");
  await expect(rows()).toHaveCount(2);
  await form(p, "shipping").getByRole("button", { name: "Verzendmethode toevoegen" }).click();
  await expect(rows()).toHaveCount(3);
  await rows().nth(2).getByLabel("Naam").fill("Koerier");
  await rows().nth(2).getByLabel("Kosten (incl. btw)").fill("1.234,5");
  await form(p, "shipping").getByRole("button", { name: "Opslaan" }).click();
  await expect(form(p, "shipping").locator('[data-saved="shipping"]')).toBeVisible();
  await expect(rows()).toHaveCount(3);
  await expect(rows().nth(2).getByLabel("Kosten (incl. btw)")).toHaveValue("1.234,50");
  await form(p, "shipping").getByRole("button", { name: "Verwijderen Koerier" }).click();
  await expect(rows()).toHaveCount(2);
  await form(p, "shipping").getByRole("button", { name: "Opslaan" }).click();
  await expect(form(p, "shipping").locator('[data-saved="shipping"]')).toBeVisible();
  await expect(rows()).toHaveCount(2);
  await noJs.close();
});

test("the outbox lists the order's mail; resending it adds a row", async () => {
  await page.goto(`/beheer/e-mail?q=${encodeURIComponent(ADDRESS.billing_email)}`);
  const rows = page.locator("tbody tr[data-mail]");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Orderbevestiging");
  await expectAxeClean(page);
  await expectFitsTablet(page);

  await rows.first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^E-mail \d+$/);
  await expect(page.locator(".office-mail-text")).not.toBeEmpty();
  await expect(page.locator("iframe.office-mail-frame")).toHaveAttribute("sandbox", "");
  await expectAxeClean(page, "iframe.office-mail-frame");
  await page.getByRole("button", { name: "Opnieuw versturen" }).click();
  await expect(page.locator("#mail-resent")).toContainText("opnieuw in de wachtrij");

  await page.goto(`/beheer/e-mail?q=${encodeURIComponent(ADDRESS.billing_email)}`);
  await expect(rows).toHaveCount(2);
  await page.goto("/beheer/e-mail?status=waiting&kind=order_confirmation");
  await expect(page.getByLabel("Status")).toHaveValue("waiting");
});

test("the dashboard shows each staff role what it may see: no money for a redacteur", async ({ browser }) => {
  // On the shared e2e server: this test only reads.
  for (const [role, sales, stock] of [
    ["administrator", true, true],
    ["shop_manager", true, true],
    ["editor", false, false],
  ] as const) {
    const context = await browser.newContext();
    await context.addCookies([await sessionCookieFor(role)]);
    const p = await context.newPage();
    await p.goto("/beheer");
    await expect(p.getByRole("heading", { name: "Overzicht", level: 1 })).toBeVisible();
    await expect(p.getByText("Omzet incl. btw"), role).toHaveCount(sales ? 2 : 0);
    await expect(p.locator('[data-figure="waiting-for-production"]'), role).toHaveCount(sales ? 1 : 0);
    await expect(p.getByRole("heading", { name: "Lage voorraad" }), role).toHaveCount(stock ? 1 : 0);
    if (!sales) expect(await p.locator(".admin-content").textContent(), role).not.toContain("€");
    // Without figures the page does not speak of "de stand van de winkel": it points to the menu.
    await expect(p.getByText("Kies in het menu een onderdeel om te beheren."), role).toHaveCount(
      sales || stock ? 0 : 1,
    );
    await expectAxeClean(p);
    await context.close();
  }
});
