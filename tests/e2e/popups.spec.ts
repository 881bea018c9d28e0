import { type Browser, expect, type Page, test } from "@playwright/test";
import { withDb } from "../helpers/account";
import { loginAsAdmin } from "../helpers/admin";
import { expectAxeClean } from "../helpers/office";
import { changedBehindTheShop } from "../helpers/shop-version";

// Issue 14: marketing popups (seeded: the newsletter popup on product pages, the contact popup everywhere).
// This spec's visitors start without the "already seen" cookie the other specs get (playwright.config.ts).
test.use({ storageState: { cookies: [], origins: [] } });

const PRODUCT = "/product/glazen-deur-op-maat";
const NEWSLETTER_TITLE = "Ontvang onze tips voor glazen deuren";
const CONTACT_TITLE = "Neem contact met ons op";

async function popupId(slug: string): Promise<number> {
  return withDb(async (db) => {
    const row = await db.selectFrom("popups").select("id").where("slug", "=", slug).executeTakeFirstOrThrow();
    return row.id;
  });
}

/** Sets the seeded newsletter popup's auto-open delay (seconds) straight in the database. */
async function setAutoOpenDelay(delay: number): Promise<void> {
  await withDb(async (db) => {
    const row = await db
      .selectFrom("popups")
      .select(["id", "settings"])
      .where("slug", "=", "nieuwsbrief")
      .executeTakeFirstOrThrow();
    const settings = JSON.parse(row.settings);
    for (const t of settings.triggers) if (t.type === "auto_open") t.settings.delay = delay;
    await db
      .updateTable("popups")
      .set({ settings: JSON.stringify(settings) })
      .where("id", "=", row.id)
      .execute();
    await changedBehindTheShop(db);
  });
}

const contactDialog = (page: Page) => page.getByRole("dialog", { name: CONTACT_TITLE });
const newsletterDialog = (page: Page) => page.getByRole("dialog", { name: NEWSLETTER_TITLE });

/** The popups' island has hydrated: their triggers listen (the popup script itself loads on the first one). */
async function triggersReady(page: Page) {
  await page.locator('.pum-popups[data-hydrated="true"]').waitFor({ state: "attached" });
}

/** Opens the contact popup from the footer link and waits for it. */
async function openContact(page: Page) {
  await page.goto("/");
  await triggersReady(page);
  await page.locator("footer").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(contactDialog(page)).toBeVisible();
}

test.describe.configure({ mode: "serial" });

test("auto-open after its delay on a product page, then its cookie keeps it closed", async ({
  page,
  context,
}) => {
  await setAutoOpenDelay(1);
  try {
    await page.goto("/");
    await page.waitForTimeout(2000);
    await expect(newsletterDialog(page)).toBeHidden();

    await page.goto(PRODUCT);
    await expect(newsletterDialog(page)).toBeVisible({ timeout: 5000 });
    const cookie = (await context.cookies()).find((c) => c.name === "pum-nieuwsbrief-gezien");
    expect(cookie?.value).toBe("1");
    // +30 days (a minute of leeway for the clocks).
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);

    await page.reload();
    await page.waitForTimeout(2500);
    await expect(newsletterDialog(page)).toBeHidden();
  } finally {
    await setAutoOpenDelay(10);
  }
});

test("an auto-open popup waits while the shopper types in a field, then opens once the focus leaves the fields", async ({
  page,
}) => {
  await setAutoOpenDelay(1);
  try {
    await page.goto(PRODUCT);
    await triggersReady(page);
    const height = page.locator("#uni_cpo_height");
    await height.click();
    await height.fill("");
    // Typing past the delay, a key every 400 ms: every key lands in the field, the popup stays closed.
    await height.pressSequentially("2150", { delay: 400 });
    await page.waitForTimeout(1000);
    await expect(newsletterDialog(page)).toBeHidden();
    await expect(height).toHaveValue("2150");
    await expect(height).toBeFocused();
    // From one field to the next is still filling in the form.
    await page.locator("#uni_cpo_width").focus();
    await page.waitForTimeout(500);
    await expect(newsletterDialog(page)).toBeHidden();
    // Out of the fields: the popup opens.
    await page.locator("h1").click();
    await expect(newsletterDialog(page)).toBeVisible({ timeout: 5000 });
    await expect(height).toHaveValue("2150");
  } finally {
    await setAutoOpenDelay(10);
  }
});

test("click triggers: popmake-{slug} class, #popmake-{id} link, popmake-{id} class; Esc, F4 and overlay close", async ({
  page,
}) => {
  const id = await popupId("contact");
  await openContact(page);
  const link = page.locator("footer").getByRole("link", { name: "Contact", exact: true });
  // Esc closes and gives focus back to the link that opened it.
  await page.keyboard.press("Escape");
  await expect(contactDialog(page)).toBeHidden();
  await expect(link).toBeFocused();
  await expect(page).toHaveURL(/\/$/);

  // A link ending in #popmake-{id} and an element with the class popmake-{id}.
  await page.evaluate((popup) => {
    const a = document.createElement("a");
    a.href = `/winkel#popmake-${popup}`;
    a.textContent = "Hash-trigger";
    const b = document.createElement("button");
    b.className = `popmake-${popup}`;
    b.textContent = "Klasse-trigger";
    document.querySelector("main")?.prepend(a, b);
  }, id);
  await page.getByRole("link", { name: "Hash-trigger" }).click();
  await expect(contactDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.keyboard.press("F4");
  await expect(contactDialog(page)).toBeHidden();

  await page.getByRole("button", { name: "Klasse-trigger" }).click();
  await expect(contactDialog(page)).toBeVisible();
  // A click on the overlay (outside the box) closes it.
  await page.mouse.click(5, 5);
  await expect(contactDialog(page)).toBeHidden();

  // The close button.
  await page.getByRole("button", { name: "Klasse-trigger" }).click();
  await contactDialog(page).getByRole("button", { name: "Sluiten" }).click();
  await expect(contactDialog(page)).toBeHidden();
});

test("lifecycle events fire, and a prevented beforeOpen keeps the popup closed", async ({ page }) => {
  await openContact(page);
  await page.keyboard.press("Escape");
  const events = await page.evaluate(async () => {
    const seen: string[] = [];
    const names = ["pumBeforeOpen", "pumAfterOpen", "pumBeforeClose", "pumAfterClose", "pumOpenPrevented"];
    for (const n of names) document.addEventListener(n, () => seen.push(n));
    const pum = (window as unknown as { PUM: { open(id: number): boolean; close(id: number): boolean } }).PUM;
    const id = Number(document.querySelector(".pum-form-contact")?.id.replace("pum-", ""));
    pum.open(id);
    pum.close(id);
    const stop = (e: Event) => e.preventDefault();
    document.addEventListener("pumBeforeOpen", stop);
    const opened = pum.open(id);
    document.removeEventListener("pumBeforeOpen", stop);
    return { seen, opened };
  });
  expect(events.opened).toBe(false);
  expect(events.seen).toEqual([
    "pumBeforeOpen",
    "pumAfterOpen",
    "pumBeforeClose",
    "pumAfterClose",
    "pumBeforeOpen",
    "pumOpenPrevented",
  ]);
});

test("focus stays inside the open popup, the errors show per field, axe is clean", async ({ page }) => {
  await openContact(page);
  const dialog = contactDialog(page);
  for (const key of [...Array(12).fill("Tab"), ...Array(12).fill("Shift+Tab")]) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await expectAxeClean(page);

  await dialog.getByLabel("Telefoonnummer (optioneel)").fill("abc");
  await dialog.getByRole("button", { name: "Bericht versturen" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Het formulier is niet verzonden");
  await expect(dialog.getByText("Vul je naam in.")).toBeVisible();
  await expect(dialog.getByText("Vul je e-mailadres in.")).toBeVisible();
  await expect(dialog.getByText("Vul een geldig telefoonnummer in.")).toBeVisible();
  await expect(dialog.getByText("Vul je bericht in.")).toBeVisible();
  const name = dialog.getByLabel("Naam", { exact: true });
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toBeFocused();
  // Typed values are kept.
  await expect(dialog.getByLabel("Telefoonnummer (optioneel)")).toHaveValue("abc");
  await expectAxeClean(page);
});

test("a contact message from the popup reaches the back office and the outbox", async ({ page, browser }) => {
  const message = `Past een deur van 2100 mm? ${Date.now()}`;
  await openContact(page);
  const dialog = contactDialog(page);
  await dialog.getByLabel("Naam", { exact: true }).fill("Pieter Popup");
  await dialog.getByRole("textbox", { name: "E-mailadres" }).fill("pieter.popup@example.nl");
  await dialog.getByLabel("Bericht").fill(message);
  await dialog.getByRole("button", { name: "Bericht versturen" }).click();
  await expect(dialog.getByRole("status")).toContainText("Bedankt voor je bericht!");

  const mail = await withDb((db) =>
    db
      .selectFrom("email_outbox")
      .selectAll()
      .where("kind", "=", "contact_message")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow(),
  );
  expect(mail.to_address).toBe("info@maatglas.nl");
  expect(mail.text_body).toContain(message);

  const admin = await adminPage(browser);
  await admin.goto("/beheer/popups/berichten");
  await expect(admin.getByRole("cell", { name: message })).toBeVisible();
  await admin.context().close();
});

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAsAdmin(page, "/beheer/popups");
  return page;
}

test("newsletter from the popup: double opt-in to the confirmed state, consent recorded", async ({
  page,
  context,
  browser,
}) => {
  const email = `tips-${Date.now()}@example.nl`;
  const id = await popupId("nieuwsbrief");
  await page.goto(PRODUCT);
  await triggersReady(page);
  await page.getByRole("link", { name: "Nieuwsbrief" }).click();
  const dialog = newsletterDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Aanmelden" }).click();
  await expect(dialog.getByText("Geef toestemming om de nieuwsbrief te ontvangen.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "E-mailadres" }).fill(email);
  await dialog.getByLabel(/Ja, stuur mij de nieuwsbrief/).check();
  await dialog.getByRole("button", { name: "Aanmelden" }).click();
  await expect(dialog.getByRole("status")).toContainText("Bijna klaar!");
  // Success: the fields reset, the form-success cookie pum-{id} lasts a year, the popup closes after 5 s.
  await expect(dialog.getByRole("textbox", { name: "E-mailadres" })).toHaveValue("");
  const cookie = (await context.cookies()).find((c) => c.name === `pum-${id}`);
  expect(((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(364);
  await expect(dialog).toBeHidden({ timeout: 8000 });

  const row = await withDb((db) =>
    db.selectFrom("newsletter_subscribers").selectAll().where("email", "=", email).executeTakeFirstOrThrow(),
  );
  expect(row.status).toBe("pending");
  expect(row.consent_source).toBe(`popup:${id}`);
  expect(row.consent_text).toContain("Ja, stuur mij de nieuwsbrief van Maatglas.");
  const mail = await withDb((db) =>
    db
      .selectFrom("email_outbox")
      .selectAll()
      .where("kind", "=", "newsletter_confirm")
      .where("to_address", "=", email)
      .executeTakeFirstOrThrow(),
  );
  expect(mail.text_body).toMatch(/\/nieuwsbrief\/afmelden\?token=/);
  const link = new URL(/https?:\/\/\S+\/nieuwsbrief\/bevestigen\?token=\S+/.exec(mail.text_body)?.[0] ?? "");
  await page.goto(link.pathname + link.search);
  await page.getByRole("button", { name: "Ja, ik wil de nieuwsbrief ontvangen" }).click();
  await expect(page.getByRole("status")).toContainText("Je bent aangemeld voor de nieuwsbrief.");
  const confirmed = await withDb((db) =>
    db
      .selectFrom("newsletter_subscribers")
      .select("status")
      .where("email", "=", email)
      .executeTakeFirstOrThrow(),
  );
  expect(confirmed.status).toBe("confirmed");

  const admin = await adminPage(browser);
  await admin.goto("/beheer/popups/nieuwsbrief");
  await expect(admin.getByRole("row", { name: new RegExp(email) })).toContainText("Bevestigd");
  const download = admin.waitForEvent("download");
  await admin.getByRole("link", { name: "Exporteren als CSV" }).click();
  const file = await (await download).path();
  const { readFile } = await import("node:fs/promises");
  expect(await readFile(file, "utf8")).toContain(email);
  await admin.context().close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the footer links lead to the forms' pages; both forms work there", async ({ page }) => {
    await page.goto("/");
    await page.locator("footer").getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.getByRole("button", { name: "Bericht versturen" }).click();
    await expect(page.getByText("Vul je naam in.")).toBeVisible();
    await expect(page.getByText("Vul je bericht in.")).toBeVisible();
    await page.getByLabel("Naam", { exact: true }).fill("Zonder Script");
    await page.getByRole("textbox", { name: "E-mailadres" }).fill("zonder.script@example.nl");
    await page.getByLabel("Bericht").fill("Een vraag zonder JavaScript.");
    await page.getByRole("button", { name: "Bericht versturen" }).click();
    await expect(page.getByRole("status")).toContainText("Bedankt voor je bericht!");

    await page.goto("/");
    await page.getByRole("link", { name: "Nieuwsbrief" }).click();
    await expect(page).toHaveURL(/\/nieuwsbrief$/);
    await page.getByRole("textbox", { name: "E-mailadres" }).fill("geen-adres");
    await page.getByRole("button", { name: "Aanmelden" }).click();
    await expect(page.getByText("Vul een geldig e-mailadres in.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "E-mailadres" })).toHaveValue("geen-adres");
    await page.getByRole("textbox", { name: "E-mailadres" }).fill(`zonder-script-${Date.now()}@example.nl`);
    await page.getByLabel(/Ja, stuur mij de nieuwsbrief/).check();
    await page.getByRole("button", { name: "Aanmelden" }).click();
    await expect(page.getByRole("status")).toContainText("Bijna klaar!");
  });
});

test("the back office edits a popup: a refused save keeps the values, a saved one shows in the shop", async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  await admin.getByRole("link", { name: "Nieuwe popup" }).click();
  await admin.getByRole("textbox", { name: "Titel", exact: true }).fill("Actie van de week");
  await admin.getByRole("textbox", { name: "Slug" }).fill("Geen geldige slug");
  await admin.getByRole("button", { name: "Popup opslaan" }).click();
  await expect(admin.getByText("Gebruik kleine letters, cijfers en streepjes")).toBeVisible();
  await expect(admin.getByRole("textbox", { name: "Titel", exact: true })).toHaveValue("Actie van de week");
  const slug = `actie-${Date.now()}`;
  await admin.getByRole("textbox", { name: "Slug" }).fill(slug);
  await admin.getByLabel("Actief (tonen in de winkel)").check();
  await admin.getByRole("button", { name: "Popup opslaan" }).click();
  await expect(admin.getByRole("status")).toContainText("De popup is opgeslagen.");
  await expect(admin.locator(".pum-preview")).toContainText("Actie van de week");

  const shop = await browser.newPage();
  await shop.goto("/winkel");
  await expect(shop.locator(`[data-popmake*='"slug":"${slug}"']`)).toHaveCount(1);
  await shop.close();
  await admin.getByRole("button", { name: "Popup verwijderen" }).click();
  await expect(admin.getByRole("status")).toContainText("is verwijderd");
  await admin.context().close();
});
