import { type Browser, expect, type Page, test } from "@playwright/test";
import { loginAsAdmin } from "../helpers/admin";
import { expectAxeClean } from "../helpers/office";

// Issue 14: the popup editor's lists (any number of triggers and cookies, added and removed with and without
// JavaScript), and popup changes in the audit log.
test.use({ storageState: { cookies: [], origins: [] } });

async function editor(browser: Browser, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await loginAsAdmin(page, "/beheer/popups");
  await page.getByRole("link", { name: "Nieuwe popup" }).click();
  return page;
}

const group = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

for (const js of [true, false]) {
  test(`two triggers and two cookies, added and removed ${js ? "with" : "without"} JavaScript`, async ({
    browser,
  }) => {
    const page = await editor(browser, js);
    const slug = `lijst-${js ? "js" : "nojs"}-${Date.now()}`;
    const title = `Lijsttest ${js ? "met" : "zonder"} JS`;
    await page.getByRole("textbox", { name: "Titel", exact: true }).fill(title);
    await page.getByRole("textbox", { name: "Slug" }).fill(slug);
    await expect(group(page, "Trigger 1")).toBeVisible();

    await page.getByRole("button", { name: "Trigger toevoegen" }).click();
    await expect(group(page, "Trigger 2")).toBeVisible();
    // What was typed before the row was added is still there.
    await expect(page.getByRole("textbox", { name: "Titel", exact: true })).toHaveValue(title);
    await group(page, "Trigger 2").getByLabel("Extra CSS-selectors").fill("h1");
    await group(page, "Trigger 2")
      .getByLabel("Niet openen zolang deze cookies bestaan")
      .fill(`${slug}-klaar`);

    await page.getByRole("button", { name: "Cookie toevoegen" }).click();
    await expect(group(page, "Cookie 1")).toBeVisible();
    await page.getByRole("button", { name: "Cookie toevoegen" }).click();
    await expect(group(page, "Cookie 2")).toBeVisible();
    await expect(group(page, "Trigger 2").getByLabel("Extra CSS-selectors")).toHaveValue("h1");
    await group(page, "Cookie 1").getByLabel("Cookienaam").fill("met spatie");
    await group(page, "Cookie 1").getByLabel("Zetten bij").selectOption({ label: "Openen" });
    await group(page, "Cookie 2").getByLabel("Cookienaam").fill(`${slug}-klaar`);
    await group(page, "Cookie 2").getByLabel("Zetten bij").selectOption({ label: "Geslaagd formulier" });
    await page.getByLabel(/Bepaalde pagina/).fill("/montage");
    // The content as page-builder blocks (the builder's data; the field a browser without JavaScript edits).
    const heading = { type: "Heading", props: { id: "kop-1", text: `Blokkop ${slug}`, level: "h3" } };
    await page
      .getByLabel("Inhoud als blokken (vervangt de tekst hierboven)")
      .fill(JSON.stringify({ root: { props: {} }, content: [heading] }));
    await page.getByLabel("Actief (tonen in de winkel)").check();

    // A bad cookie name: refused beside its field, everything typed kept.
    await page.getByRole("button", { name: "Popup opslaan" }).click();
    await expect(group(page, "Cookie 1").getByText("Gebruik letters, cijfers, - en _")).toBeVisible();
    await expect(group(page, "Cookie 2").getByLabel("Cookienaam")).toHaveValue(`${slug}-klaar`);
    await expect(group(page, "Cookie 1").getByLabel("Cookienaam")).toHaveAttribute("aria-invalid", "true");

    await group(page, "Cookie 1").getByLabel("Cookienaam").fill(`${slug}-gezien`);
    await page.getByRole("button", { name: "Popup opslaan" }).click();
    await expect(page.getByRole("status")).toContainText("De popup is opgeslagen.");
    await expect(group(page, "Trigger 2").getByLabel("Extra CSS-selectors")).toHaveValue("h1");
    await expect(group(page, "Cookie 2").getByLabel("Zetten bij")).toHaveValue("form_success");

    // Remove the first trigger: the h1 trigger becomes trigger 1; saved, it stays so.
    await page.getByRole("button", { name: "Trigger 1 verwijderen" }).click();
    await expect(group(page, "Trigger 2")).toHaveCount(0);
    await expect(group(page, "Trigger 1").getByLabel("Extra CSS-selectors")).toHaveValue("h1");
    await page.getByRole("button", { name: "Popup opslaan" }).click();
    await expect(page.getByRole("status")).toContainText("De popup is opgeslagen.");
    await page.reload();
    await expect(group(page, "Trigger 1").getByLabel("Extra CSS-selectors")).toHaveValue("h1");
    await expect(group(page, "Trigger 2")).toHaveCount(0);
    await expect(group(page, "Cookie 2")).toBeVisible();

    if (js) {
      // The shop: a click on the page's h1 opens it on /montage, and the open-cookie is set.
      const shop = await browser.newPage({ storageState: { cookies: [], origins: [] } });
      await shop.goto("/montage");
      await expect(shop.locator("[data-island='popups'], [data-hydrated]").first()).toBeAttached();
      await expect(async () => {
        await shop.locator("main h1").first().click();
        await expect(shop.getByRole("dialog", { name: title })).toBeVisible({ timeout: 1000 });
      }).toPass();
      await expect(
        shop.getByRole("dialog", { name: title }).getByRole("heading", { name: `Blokkop ${slug}` }),
      ).toBeVisible();
      const cookies = await shop.context().cookies();
      expect(cookies.map((c) => c.name)).toContain(`${slug}-gezien`);
      await shop.context().close();
    }

    // The audit log names who made and changed it.
    await page.goto(`/beheer/logboek?q=${encodeURIComponent(title)}`);
    await expect(page.getByText(`Popup "${title}" aangemaakt (actief)`)).toBeVisible();
    await expect(page.getByText(`Popup "${title}" bijgewerkt`).first()).toBeVisible();
    await page.goBack();
    await page.getByRole("button", { name: "Popup verwijderen" }).click();
    await expect(page.getByRole("status")).toContainText("is verwijderd");
    await page.context().close();
  });
}

test("the popup's blocks open in the same Puck builder as the pages", async ({ browser }) => {
  const page = await editor(browser);
  await page.getByRole("button", { name: "Blokken bewerken in de bouwer" }).click();
  const builder = page.getByRole("region", { name: "Paginabouwer" });
  await expect(builder).toBeVisible();
  await expect(builder.getByText("Kop", { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  // The builder's own interface speaks Dutch too (nl.page-builder.ts), not Puck's English.
  await expect(builder.getByText("Structuur", { exact: true }).first()).toBeVisible();
  for (const english of ["Outline", "Blocks", "Fields", "Page"])
    await expect(builder.getByText(english, { exact: true })).toHaveCount(0);
  await page.context().close();
});

for (const width of [375, 1280]) {
  test(`the popup editor with its lists is axe clean at ${width} px`, async ({ browser }) => {
    const page = await editor(browser);
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole("button", { name: "Cookie toevoegen" }).click();
    await expect(group(page, "Cookie 1")).toBeVisible();
    await expectAxeClean(page);
    await page.context().close();
  });
}
