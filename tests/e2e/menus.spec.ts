// Issue 15 point 5 (and spec §2.10 menu_id): the header and footer menus are edited in the back office, reordered
// and nested by keyboard (buttons, also without JavaScript) and by dragging; the shop shows the change at once.
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { sessionCookieFor } from "../helpers/admin";
import { expectAxeClean } from "../helpers/office";

// These tests change the shop's one header and footer: one at a time.
test.describe.configure({ mode: "serial" });

const header = (page: Page) => page.locator("section", { has: page.locator("#menu-header") });
const row = (page: Page, label: string) =>
  header(page).locator(".menu-editor__row", { has: page.locator(`input[value="${label}"]`) });

test.describe("menus (issue 15)", () => {
  test("a redacteur adds an item, renames it and moves it by keyboard; the shop's header shows it", async ({
    browser,
  }) => {
    // A whole editing journey (eight saves, three browsers): about 18 s alone.
    test.slow();
    const context = await browser.newContext();
    await context.addCookies([await sessionCookieFor("editor")]);
    const page = await context.newPage();
    await page.goto("/beheer/menus");
    const label = `Showroom ${randomBytes(2).toString("hex")}`;
    const add = header(page).getByRole("group", { name: "Item toevoegen" });
    await add.getByLabel("Naam").fill(label);
    await add.getByLabel("Link").fill("javascript:alert(1)");
    await add.getByRole("button", { name: "Toevoegen" }).click();
    // Refused beside the field, and what was typed is still there.
    await expect(
      add.getByText("Vul een link in die begint met /, #, https://, mailto: of tel:."),
    ).toBeVisible();
    await expect(add.getByLabel("Naam")).toHaveValue(label);
    await add.getByLabel("Link").fill("/over-ons");
    await add.getByRole("button", { name: "Toevoegen" }).click();
    await expect(page.getByRole("status")).toContainText(`"${label}" toegevoegd.`);

    // Up twice by keyboard: the focus stays on the moved item's button, so Enter moves it again.
    const up = row(page, label).getByRole("button", { name: `Omhoog: ${label}` });
    await up.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toContainText(`"${label}" is omhoog verplaatst.`);
    const topLevel = page.locator('#menu-header ~ form .menu-editor__row[data-level="0"]');
    await expect(topLevel.nth(3)).toContainText(label);
    await expect(row(page, label).getByRole("button", { name: `Omhoog: ${label}` })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(topLevel.nth(2)).toContainText(label);
    await expect(row(page, label).getByRole("button", { name: `Omhoog: ${label}` })).toBeFocused();

    // Renamed and saved with Enter in its field.
    const renamed = `${label} NL`;
    await row(page, label).getByLabel("Naam").fill(renamed);
    await row(page, label).getByLabel("Naam").press("Enter");
    await expect(page.getByRole("status")).toContainText("Menu opgeslagen.");

    const shop = await browser.newContext();
    const v = await shop.newPage();
    await v.goto("/winkel");
    const nav = v.getByRole("navigation", { name: "Hoofdmenu" }).first();
    const items = nav.locator(".main-nav__list > li");
    await expect(items.nth(2)).toContainText(renamed);
    await expect(items.nth(2).getByRole("link", { name: renamed })).toHaveAttribute("href", "/over-ons");
    // The audit log (an administrator's screen) has it.
    const admin = await browser.newContext();
    await admin.addCookies([await sessionCookieFor("administrator")]);
    const log = await admin.newPage();
    await log.goto("/beheer/logboek");
    await expect(log.getByText(`Menu "Hoofdmenu": "${label}" toegevoegd.`).first()).toBeVisible();
    await admin.close();

    // Indented under the item above, then removed.
    await page.goto("/beheer/menus");
    await row(page, renamed)
      .getByRole("button", { name: `Inspringen: ${renamed}` })
      .click();
    await expect(page.getByRole("status")).toContainText("staat nu op het tweede niveau");
    await expect(row(page, renamed)).toHaveAttribute("data-level", "1");
    await row(page, renamed)
      .getByRole("button", { name: `Verwijderen: ${renamed}` })
      .click();
    await expect(page.getByRole("status")).toContainText("is verwijderd");
    await v.goto("/winkel");
    await expect(nav).not.toContainText(renamed);
    await context.close();
    await shop.close();
  });

  test("without JavaScript: a footer item moves down and the footer shows the new order", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([await sessionCookieFor("administrator")]);
    const page = await context.newPage();
    await page.goto("/beheer/menus");
    const footer = page.locator("section", { has: page.locator("#menu-footer") });
    await footer.getByRole("button", { name: "Omlaag: Alle producten" }).click();
    await expect(page.getByRole("status")).toContainText('"Alle producten" is omlaag verplaatst.');
    await page.goto("/");
    const column = page.getByRole("navigation", { name: "Winkel" });
    await expect(column.getByRole("link").first()).toHaveText("Deur op maat");
    await expect(column.getByRole("link").nth(1)).toHaveText("Alle producten");
    // Back as it was, for the other tests.
    await page.goto("/beheer/menus");
    await footer.getByRole("button", { name: "Omhoog: Alle producten" }).click();
    await expect(page.getByRole("status")).toContainText("is omhoog verplaatst");
    await context.close();
  });

  test("with JavaScript an item can be dragged among its siblings and the order saved", async ({
    browser,
  }) => {
    // Tall enough that the dragged item and the place it goes are both in view.
    const context = await browser.newContext({ viewport: { width: 1280, height: 2400 } });
    await context.addCookies([await sessionCookieFor("editor")]);
    const page = await context.newPage();
    await page.goto("/beheer/menus");
    const footer = page.locator("section", { has: page.locator("#menu-footer") });
    const rows = footer.locator(".menu-editor__row");
    await expect(rows.first()).toHaveAttribute("data-key", "winkel");
    const handle = rows.first().locator(".menu-editor__handle");
    const service = footer.locator('.menu-editor__row[data-key="klantenservice"]');
    await service.scrollIntoViewIfNeeded();
    await expect(async () => {
      await handle.dragTo(service);
      await expect(rows.first()).toHaveAttribute("data-key", "klantenservice", { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect(
      footer.getByText('"Winkel" verplaatst. Kies Menu opslaan om de nieuwe volgorde te bewaren.'),
    ).toBeAttached();
    await footer.getByRole("button", { name: "Menu opslaan" }).click();
    await expect(page.getByRole("status")).toContainText("Menu opgeslagen.");
    await page.goto("/");
    const columns = page.locator("footer nav h2");
    await expect(columns.first()).toHaveText("Klantenservice");
    // Back as it was.
    await page.goto("/beheer/menus");
    await footer.getByRole("button", { name: "Omhoog: Winkel" }).click();
    await expect(page.getByRole("status")).toContainText("is omhoog verplaatst");
    await context.close();
  });

  test("?menu_id opens that item's dropdown once the page is ready, after 1 s", async ({ page }) => {
    const started = Date.now();
    await page.goto("/winkel?menu_id=accessories");
    const toggle = page.getByRole("button", { name: "Beslag en accessoires" });
    // The page has loaded; the islands hydrate after that, and the dropdown opens 1 s later.
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAttribute("aria-expanded", "true", { timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    await expect(page.locator("#submenu-accessories")).toBeVisible();
    await expect(page.locator('li[data-menu-id="accessories"]')).toHaveClass(/current-dropdown/);
  });

  test("a shop manager may not open the menus; the page is axe clean at 375 and 1280 px", async ({
    browser,
  }) => {
    // Two axe sweeps of the largest back-office form (about 770 elements): 27 s each on a loaded 2-core machine.
    test.slow();
    const manager = await browser.newContext();
    await manager.addCookies([await sessionCookieFor("shop_manager")]);
    const m = await manager.newPage();
    const res = await m.goto("/beheer/menus");
    expect(res?.status()).toBe(403);
    await manager.close();
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addCookies([await sessionCookieFor("editor")]);
      const page = await context.newPage();
      await page.goto("/beheer/menus");
      await expectAxeClean(page);
      await context.close();
    }
  });
});
