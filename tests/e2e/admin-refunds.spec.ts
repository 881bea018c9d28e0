import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { loginAsAdmin } from "../helpers/admin";
import { addDoublePayment, buyPaidOrder, refundPage } from "../helpers/refunds";

// Issue 10: a partial refund of an order paid in the test environment, through the back office's refund form,
// with and without JavaScript; a too-large amount is refused in Dutch beside the field, keeping what was typed.

const amount = (page: Page) => page.getByLabel("Bedrag (€)");
const summary = (page: Page, term: string) =>
  page
    .locator("#refund-summary div")
    .filter({ has: page.getByText(term, { exact: true }) })
    .locator("dd");

/** axe runs inside the page, so only where the page runs JavaScript (the markup is the same without). */
async function expectAxeClean(page: Page, js: boolean) {
  if (!js) return;
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });
    // A purchase through the storefront and the test environment's page first, on a shared two-core machine.
    test.setTimeout(120_000);

    test("the admin refunds part of a paid order; too much is refused with the typed amount kept", async ({
      page,
      browser,
    }) => {
      const orderId = await buyPaidOrder(browser);
      await loginAsAdmin(page, refundPage(orderId));

      await expect(page.getByRole("heading", { level: 1 })).toContainText("Terugbetalen – MG-");
      await expect(summary(page, "Betaald")).toHaveText("€ 740,50");
      await expect(summary(page, "Nog terug te betalen")).toHaveText("€ 740,50");
      await expect(page.locator("#refund-payments tbody tr")).toHaveCount(1);
      await expect(page.locator("#refund-payments tbody tr th")).toHaveText(/^tst_/);
      await expect(page.getByText("Er is nog niets terugbetaald.")).toBeVisible();
      await expect(amount(page)).toHaveValue("740,50");
      await expect(page.getByText("Testomgeving: er wordt geen echt geld teruggestort.")).toBeVisible();
      await expectAxeClean(page, js);

      // Too much: the Dutch message beside the field, the typed values kept, nothing refunded.
      await amount(page).fill("740,51");
      await page.getByLabel("Omschrijving").fill("Te veel");
      const refused = page.waitForResponse(
        (r) => r.request().method() === "POST" && r.url().includes("/terugbetalen"),
      );
      await page.getByRole("button", { name: "Terugbetalen", exact: true }).click();
      expect((await refused).status()).toBe(400);
      await expect(page.locator('[data-field-error="amount"]')).toHaveText(
        "Je kunt van deze betaling nog hoogstens € 740,50 terugbetalen.",
      );
      await expect(amount(page)).toHaveValue("740,51");
      await expect(amount(page)).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Omschrijving")).toHaveValue("Te veel");
      await expect(page.locator("#refund-error")).toContainText("Er is niets terugbetaald.");
      await expect(page.getByText("Er is nog niets terugbetaald.")).toBeVisible();
      await expectAxeClean(page, js);

      // Not an amount at all.
      await amount(page).fill("twaalf");
      await page.getByRole("button", { name: "Terugbetalen", exact: true }).click();
      await expect(page.locator('[data-field-error="amount"]')).toHaveText(
        "Vul een bedrag in euro's in, bijvoorbeeld 12,50.",
      );
      await expect(amount(page)).toHaveValue("twaalf");

      // A partial refund: to the order's page, and the refund shows on the refund page.
      await amount(page).fill("12,50");
      await page.getByLabel("Omschrijving").fill("Kras in het glas");
      await page.getByRole("button", { name: "Terugbetalen", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/beheer/bestellingen/${orderId}\\?terugbetaald=1$`));

      await page.goto(refundPage(orderId));
      const row = page.locator("#refund-list tbody tr");
      await expect(row).toHaveCount(1);
      await expect(row.locator("td").nth(1)).toHaveText("€ 12,50");
      await expect(row.locator("td").nth(2)).toHaveText("Terugbetaald");
      await expect(row.locator("td").nth(3)).toHaveText(/^tre_/);
      await expect(row.locator("td").nth(5)).toHaveText("Kras in het glas");
      await expect(row.locator("td").nth(6)).toHaveText("beheer@maatglas.test");
      await expect(summary(page, "Terugbetaald")).toHaveText("€ 12,50");
      await expect(summary(page, "Nog terug te betalen")).toHaveText("€ 728,00");
      await expect(amount(page)).toHaveValue("728,00");
    });
  });
}

test("a double payment is refunded with one click, once", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const orderId = await buyPaidOrder(browser);
  await addDoublePayment(orderId);
  await loginAsAdmin(page, refundPage(orderId));
  await expect(summary(page, "Betaald")).toHaveText("€ 1.481,00");
  await expect(page.locator("#double-payment")).toContainText("Deze bestelling is twee keer betaald");
  await page.getByRole("button", { name: "Dubbele betaling terugbetalen (€ 740,50)" }).click();
  await expect(page).toHaveURL(new RegExp(`/beheer/bestellingen/${orderId}\\?terugbetaald=1$`));

  await page.goto(refundPage(orderId));
  await expect(page.locator("#double-payment")).toHaveCount(0);
  await expect(page.locator("#refund-list tbody tr td").nth(1)).toHaveText("€ 740,50");
  await expect(page.locator("#refund-list tbody tr td").nth(5)).toHaveText(
    /^Dubbele betaling bestelling MG-/,
  );
  await expect(summary(page, "Nog terug te betalen")).toHaveText("€ 740,50");
  await expect(amount(page)).toHaveValue("740,50");
});

test("an unknown order has no refund page", async ({ page }) => {
  await loginAsAdmin(page);
  const response = await page.goto(refundPage(99_999_999));
  expect(response?.status()).toBe(404);
});
