import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { ADMIN_LOGIN, loginAsAdmin, PAYMENT_SETTINGS, shopperSessionCookie } from "../helpers/admin";

// One shared settings row: the tests that save run one after the other. The spec leaves Creditcard at
// percentage 1,5 % capped at 2,00 and every other method without surcharge (what the checkout journey expects).
test.describe.configure({ mode: "serial" });

const AMOUNTS = ["fixed_fee", "percentage", "surcharge_limit", "maximum_limit"] as const;
/** Spec §4.1: which amount fields each surcharge type shows (any other value: all four). */
const VISIBLE: Record<string, readonly (typeof AMOUNTS)[number][]> = {
  no_fee: [],
  fixed_fee: ["fixed_fee", "maximum_limit"],
  percentage: ["percentage", "surcharge_limit", "maximum_limit"],
  fixed_fee_percentage: AMOUNTS,
  iets_anders: AMOUNTS,
};

const field = (page: Page, method: string, name: string): Locator => page.locator(`#${method}_${name}`);

async function expectVisibleAmounts(page: Page, method: string, type: string) {
  for (const name of AMOUNTS) {
    const input = field(page, method, name);
    if (VISIBLE[type].includes(name)) await expect(input, `${method} ${type}: ${name}`).toBeVisible();
    else await expect(input, `${method} ${type}: ${name}`).toBeHidden();
  }
}

async function pageConfig(page: Page) {
  return JSON.parse((await page.locator("script#maatglas-config").textContent()) ?? "{}");
}

test("a visitor is sent to the admin login; a shopper gets 403 on pages and on the settings action", async ({
  page,
  context,
}) => {
  await page.goto(PAYMENT_SETTINGS);
  await expect(page).toHaveURL(`${ADMIN_LOGIN}?terug=${encodeURIComponent(PAYMENT_SETTINGS)}`);
  await expect(page.getByRole("heading", { name: "Inloggen voor beheer" })).toBeVisible();
  const anonymousPost = await page.request.post(PAYMENT_SETTINGS, {
    form: { _csrf: (await pageConfig(page)).nonce, creditcard_payment_surcharge: "fixed_fee" },
    maxRedirects: 0,
  });
  expect(anonymousPost.status()).toBe(303);
  expect(anonymousPost.headers().location).toBe(ADMIN_LOGIN);

  await context.addCookies([await shopperSessionCookie()]);
  for (const path of ["/beheer", PAYMENT_SETTINGS]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Geen toegang" })).toBeVisible();
  }
  await page.goto("/");
  const nonce = (await pageConfig(page)).nonce;
  const post = await page.request.post(PAYMENT_SETTINGS, {
    form: { _csrf: nonce, creditcard_payment_surcharge: "fixed_fee", creditcard_fixed_fee: "9,99" },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(403);
});

test("the admin logs in with the ADMIN_EMAIL account and reaches the settings from the admin home", async ({
  page,
}) => {
  await page.goto(ADMIN_LOGIN);
  await page.getByLabel("E-mailadres").fill("beheer@maatglas.test");
  await page.getByLabel("Wachtwoord").fill("fout-wachtwoord");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("alert")).toHaveText("Onbekend e-mailadres of onjuist wachtwoord.");
  await loginAsAdmin(page);
  await expect(page.getByRole("heading", { name: "Overzicht", level: 1 })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Beheermenu" })
    .getByRole("link", { name: "Betalingen" })
    .click();
  await expect(page).toHaveURL(PAYMENT_SETTINGS);
  await expect(page.getByRole("heading", { name: "Betaalinstellingen", level: 1 })).toBeVisible();
  // Spec §2.1: current_section is null on this page.
  const config = await pageConfig(page);
  expect(config).toHaveProperty("current_section", null);
  expect(config.ajax_url).toBe("/api/ajax");
});

test("the surcharge fields show and hide per §4.1 for every type, on change and on load", async ({
  page,
}) => {
  await loginAsAdmin(page, PAYMENT_SETTINGS);
  const sections = ["ideal", "bancontact", "creditcard", "paypal", "applepay", "klarna", "banktransfer"];
  await expect(page.locator("fieldset.payment-method")).toHaveCount(7);
  expect(await page.locator("fieldset.payment-method").evaluateAll((els) => els.map((e) => e.id))).toEqual(
    sections,
  );
  // On load: the stored type of every section (no_fee by default) decides.
  for (const id of sections) await expectVisibleAmounts(page, id, "no_fee");
  const select = field(page, "paypal", "payment_surcharge");
  for (const type of ["fixed_fee", "percentage", "fixed_fee_percentage", "no_fee", "fixed_fee"]) {
    await select.selectOption(type);
    await expectVisibleAmounts(page, "paypal", type);
  }
  // Any other value acts as fixed_fee_percentage.
  await select.evaluate((el) => el.append(new Option("Iets anders", "iets_anders")));
  await select.selectOption("iets_anders");
  await expectVisibleAmounts(page, "paypal", "iets_anders");
  // Another section is not affected.
  await expectVisibleAmounts(page, "klarna", "no_fee");
});

test("the test API key shows while test mode is checked and is required only for Mollie in test mode", async ({
  page,
}) => {
  await loginAsAdmin(page, PAYMENT_SETTINGS);
  // The seeded shop runs on the test environment, and the screen says so.
  await expect(page.getByLabel("Testomgeving (geen echte betalingen)")).toBeChecked();
  await expect(page.locator("#payment-status")).toContainText("De testomgeving is actief");
  const testMode = page.getByLabel("Testmodus inschakelen");
  const testKey = page.locator("#test_api_key");
  await expect(testMode).not.toBeChecked();
  await expect(testKey).toBeHidden();
  await expect(page.locator("#live_api_key")).toBeVisible();
  await testMode.check();
  await expect(testKey).toBeVisible();
  await expect(testKey).not.toHaveAttribute("required", "");
  await page.getByLabel("Mollie", { exact: true }).check();
  await expect(testKey).toHaveAttribute("required", "");
  await testMode.uncheck();
  await expect(testKey).toBeHidden();

  // The server enforces the rule too: Mollie in test mode without a key → Dutch message beside it, nothing saved.
  await testMode.check();
  await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
  await expect(page.locator("#test_api_key-error")).toHaveText(
    "Vul de test-API-sleutel in; die is verplicht zolang Mollie in testmodus staat.",
  );
  await expect(testKey).toHaveAttribute("aria-invalid", "true");
  await expect(testKey).toHaveAttribute("aria-describedby", /test_api_key-error/);
  await page.goto(PAYMENT_SETTINGS);
  await expect(page.getByLabel("Testmodus inschakelen")).not.toBeChecked();
  await expect(page.getByLabel("Testomgeving (geen echte betalingen)")).toBeChecked();
});

test("Mollie in live mode without a key saves, and the screen says why online payments are off", async ({
  page,
}) => {
  await loginAsAdmin(page, PAYMENT_SETTINGS);
  await page.getByLabel("Mollie", { exact: true }).check();
  await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
  await expect(page.locator("#settings-saved")).toContainText("De instellingen zijn opgeslagen.");
  await expect(page.locator("#payment-status")).toContainText(
    "Mollie is gekozen, maar er is geen API-sleutel opgeslagen",
  );
  await expect(page.locator("#payment-status")).toContainText("alleen per bankoverschrijving");
  // The form shows what was saved.
  await expect(page.getByLabel("Mollie", { exact: true })).toBeChecked();
  // Back to the test environment (the other specs expect it).
  await page.getByLabel("Testomgeving (geen echte betalingen)").check();
  await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
  await expect(page.locator("#payment-status")).toContainText("De testomgeving is actief");
  await expect(page.getByLabel("Testomgeving (geen echte betalingen)")).toBeChecked();
});

test("bad amounts: Dutch errors beside the fields, everything typed kept, nothing saved", async ({
  page,
}) => {
  await loginAsAdmin(page, PAYMENT_SETTINGS);
  await field(page, "creditcard", "payment_surcharge").selectOption("fixed_fee_percentage");
  await field(page, "creditcard", "fixed_fee").fill("100000");
  await field(page, "creditcard", "percentage").fill("veel");
  await field(page, "creditcard", "surcharge_limit").fill("1,234");
  await field(page, "bancontact", "payment_surcharge").selectOption("fixed_fee");
  await field(page, "bancontact", "fixed_fee").fill("0,25");
  await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();

  await expect(page.getByRole("alert").first()).toContainText("niet opgeslagen");
  await expect(page.locator("#creditcard_fixed_fee-error")).toHaveText(
    "Het bedrag mag hoogstens 99.999,99 zijn.",
  );
  await expect(page.locator("#creditcard_percentage-error")).toHaveText(
    "Vul een bedrag in cijfers in, bijvoorbeeld 1,50.",
  );
  await expect(page.locator("#creditcard_surcharge_limit-error")).toHaveText(
    "Gebruik hoogstens 2 cijfers achter de komma.",
  );
  await expect(field(page, "creditcard", "percentage")).toHaveValue("veel");
  await expect(field(page, "bancontact", "fixed_fee")).toHaveValue("0,25");

  await page.goto(PAYMENT_SETTINGS);
  await expect(field(page, "bancontact", "payment_surcharge")).toHaveValue("no_fee");
  await expect(field(page, "creditcard", "payment_surcharge")).toHaveValue("no_fee");
});

test("a surcharge on iDEAL gets the PSD2 warning, live, on save and in the overview", async ({ page }) => {
  await loginAsAdmin(page, PAYMENT_SETTINGS);
  const section = page.locator("fieldset#ideal");
  await expect(section.locator(".psd2-warning")).toHaveCount(0);
  await field(page, "ideal", "payment_surcharge").selectOption("fixed_fee");
  await expect(section.locator(".psd2-warning")).toContainText("geen toeslag rekenen voor iDEAL");
  // A fixed fee of 0: the warning is about the type; no price changes for other tests meanwhile.
  await field(page, "ideal", "fixed_fee").fill("0");
  await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
  const saved = page.locator("#settings-saved");
  await expect(saved).toContainText("De instellingen zijn opgeslagen.");
  await expect(saved).toContainText("geen toeslag rekenen voor iDEAL");
  await expect(page.locator('.payment-overview tr[data-method="ideal"]')).toContainText("PSD2");
  await expect(page.locator('.payment-overview tr[data-method="paypal"] .psd2-warning')).toHaveCount(0);

  await field(page, "ideal", "payment_surcharge").selectOption("no_fee");
  await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
  await expect(page.locator('.payment-overview tr[data-method="ideal"] .psd2-warning')).toHaveCount(0);
});

test("the admin sets Creditcard to percentage 1,5 % capped at 2,00 and it is saved", async ({ page }) => {
  await loginAsAdmin(page, PAYMENT_SETTINGS);
  await field(page, "creditcard", "payment_surcharge").selectOption("percentage");
  await field(page, "creditcard", "percentage").fill("1,5");
  await field(page, "creditcard", "surcharge_limit").fill("2.00");
  await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
  await expect(page.locator("#settings-saved")).toContainText("De instellingen zijn opgeslagen.");
  await expect(page.locator("#settings-saved")).toContainText("Creditcard");

  await page.reload();
  await expect(field(page, "creditcard", "payment_surcharge")).toHaveValue("percentage");
  await expect(field(page, "creditcard", "percentage")).toHaveValue("1,50");
  await expect(field(page, "creditcard", "surcharge_limit")).toHaveValue("2,00");
  // Applied on load: the stored type decides what shows.
  await expectVisibleAmounts(page, "creditcard", "percentage");
  // The overview names the amounts too, not only the type.
  const surcharge = page.locator('.payment-overview tr[data-method="creditcard"] td').nth(1);
  await expect(surcharge).toContainText("Percentage: 1,5 %; max. € 2,00 excl. btw");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("all fields show, errors come back beside the fields, and a valid form saves", async ({ page }) => {
    await loginAsAdmin(page, PAYMENT_SETTINGS);
    await expect(page.locator("#test_api_key")).toBeVisible();
    for (const id of ["ideal", "creditcard"]) {
      for (const name of AMOUNTS) await expect(field(page, id, name)).toBeVisible();
    }
    await field(page, "klarna", "payment_surcharge").selectOption("fixed_fee");
    await field(page, "klarna", "fixed_fee").fill("-1");
    // Hidden for fixed_fee: ignored by the server even though it was posted.
    await field(page, "klarna", "percentage").fill("onzin");
    await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
    await expect(page.locator("#klarna_fixed_fee-error")).toHaveText("Het bedrag mag niet negatief zijn.");
    await expect(page.locator("#klarna_percentage-error")).toHaveCount(0);
    await expect(field(page, "klarna", "fixed_fee")).toHaveValue("-1");

    await field(page, "klarna", "payment_surcharge").selectOption("no_fee");
    await field(page, "klarna", "fixed_fee").fill("");
    await field(page, "creditcard", "payment_surcharge").selectOption("percentage");
    await field(page, "creditcard", "percentage").fill("1,5");
    await field(page, "creditcard", "surcharge_limit").fill("2");
    await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
    await expect(page.locator("#settings-saved")).toContainText("De instellingen zijn opgeslagen.");
    await page.goto(PAYMENT_SETTINGS);
    await expect(field(page, "creditcard", "percentage")).toHaveValue("1,50");
    await expect(field(page, "creditcard", "surcharge_limit")).toHaveValue("2,00");
    await expect(field(page, "klarna", "payment_surcharge")).toHaveValue("no_fee");
  });
});

test("axe finds nothing serious and the screen works at 375 px", async ({ page }) => {
  await loginAsAdmin(page, PAYMENT_SETTINGS);
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);

  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const save = page.getByRole("button", { name: "Wijzigingen opslaan" });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
  const box = await field(page, "creditcard", "payment_surcharge").boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
});
