import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import {
  ADDRESS,
  addDoor,
  CHECKOUT,
  cartToCheckout,
  expectPaidSampleOrder,
  fillAddress,
  orderIdFrom,
  orderNumber,
  SAMPLE,
  SMALL,
  storedOrder,
  tickConfirmations,
} from "./checkout-helpers";

test.describe("checkout with JavaScript", () => {
  test("door → cart → checkout → iDEAL (test gateway) 'Betaald' → thank-you page; the order holds the snapshot", async ({
    page,
  }) => {
    await addDoor(page, SAMPLE);
    await cartToCheckout(page);
    await expect(page.locator('[data-total="total"] td')).toHaveText("€ 740,50");
    await fillAddress(page);
    await page.getByRole("radio", { name: "iDEAL" }).check();
    await tickConfirmations(page);
    await page.getByRole("button", { name: "Bestellen en betalen" }).click();

    await expect(page).toHaveURL(/\/betaling\/test\/tst_[A-Za-z0-9]{16}$/);
    await expect(page.getByTestId("amount")).toHaveText("€ 740,50");
    await page.getByLabel("Betaald").check();
    await page.getByRole("button", { name: "Doorgaan" }).click();
    await expectPaidSampleOrder(page);
  });

  test("changing the shipping method refreshes the totals and raises updated_checkout", async ({ page }) => {
    await addDoor(page, SMALL);
    await page.goto(CHECKOUT);
    await expect(page.locator('[data-total="shipping"] td')).toHaveText("€ 49,50");
    await expect(page.locator('[data-total="total"] td')).toHaveText("€ 367,13");
    await page.evaluate(() => {
      (window as unknown as { updates: number }).updates = 0;
      document.body.addEventListener("updated_checkout", () => {
        (window as unknown as { updates: number }).updates++;
      });
    });
    await page.getByRole("radio", { name: /^Afhalen in Utrecht/ }).check();
    await expect(page.locator('[data-total="shipping"] td')).toHaveText("Gratis");
    await expect(page.locator('[data-total="total"] td')).toHaveText("€ 317,63");
    await expect.poll(() => page.evaluate(() => (window as unknown as { updates: number }).updates)).toBe(1);
    await page.getByRole("radio", { name: "Bankoverschrijving" }).check();
    await expect.poll(() => page.evaluate(() => (window as unknown as { updates: number }).updates)).toBe(2);
  });

  test("missing ticks and a bad postcode: Dutch messages beside the fields, everything kept", async ({
    page,
  }) => {
    await addDoor(page, SAMPLE);
    await page.goto(CHECKOUT);
    await fillAddress(page, { billing_postcode: "123 AB" });
    await page.locator("#order_comments").fill("Graag na 12 uur bezorgen.");
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Bestellen en betalen" }).click();
    expect((await response).status()).toBe(400);

    const postcode = page.locator("#billing_postcode");
    await expect(page.locator("#billing_postcode-error")).toHaveText(
      "Vul een geldige Nederlandse postcode in, bijvoorbeeld 1234 AB.",
    );
    await expect(page.locator('[data-field="billing_postcode"] .field-error')).toBeVisible();
    await expect(postcode).toHaveAttribute("aria-invalid", "true");
    await expect(postcode).toHaveAttribute("aria-describedby", /billing_postcode-error/);
    await expect(page.locator("#terms-error")).toHaveText(
      "Lees en accepteer de algemene voorwaarden om je bestelling te plaatsen.",
    );
    await expect(page.locator("#made_to_measure-error")).toContainText("maatwerk");
    await expect(page.getByRole("alert").first()).toContainText("Controleer de gemarkeerde velden");
    await expect(postcode).toBeFocused();
    for (const [name, value] of Object.entries({ ...ADDRESS, billing_postcode: "123 AB" })) {
      await expect(page.locator(`[name="${name}"]`)).toHaveValue(value);
    }
    await expect(page.locator("#order_comments")).toHaveValue("Graag na 12 uur bezorgen.");
  });

  test("a stale CSRF token gives the Dutch 403 page; nothing is ordered and the cart is kept", async ({
    page,
  }) => {
    await addDoor(page, SAMPLE);
    await page.goto(CHECKOUT);
    await fillAddress(page);
    await tickConfirmations(page);
    await page.locator('form.checkout input[name="_csrf"]').evaluate((el) => {
      (el as HTMLInputElement).value = "stale-token";
    });
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Bestellen en betalen" }).click();
    expect((await response).status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Formulier verlopen" })).toBeVisible();
    // Back on the checkout (a fresh page, the current token) the cart is still there and the order is placed.
    await page.goto(CHECKOUT);
    await fillAddress(page);
    await tickConfirmations(page);
    await page.getByRole("radio", { name: "Bankoverschrijving" }).check();
    await page.getByRole("button", { name: "Bestellen en betalen" }).click();
    await expect(page).toHaveURL(/bestelling-ontvangen/);
    await expect(page.getByRole("heading", { name: "Onze bankgegevens" })).toBeVisible();
  });

  test("two tabs submitting the same cart get one order", async ({ page, context }) => {
    await addDoor(page, SAMPLE);
    const second = await context.newPage();
    for (const p of [page, second]) {
      await p.goto(CHECKOUT);
      await fillAddress(p);
      await p.getByRole("radio", { name: "Bankoverschrijving" }).check();
      await tickConfirmations(p);
    }
    await page.getByRole("button", { name: "Bestellen en betalen" }).click();
    await expect(page).toHaveURL(/bestelling-ontvangen/);
    await second.getByRole("button", { name: "Bestellen en betalen" }).click();
    await expect(second).toHaveURL(page.url());
    await expect(orderNumber(second)).toHaveText((await orderNumber(page).textContent()) ?? "");
  });

  test("a failed test payment leads to the pay-for-order page, where paying again can succeed", async ({
    page,
  }) => {
    await addDoor(page, SAMPLE);
    await page.goto(CHECKOUT);
    await fillAddress(page);
    await page.getByRole("radio", { name: "iDEAL" }).check();
    await tickConfirmations(page);
    await page.getByRole("button", { name: "Bestellen en betalen" }).click();
    await page.getByLabel("Mislukt").check();
    await page.getByRole("button", { name: "Doorgaan" }).click();
    await expect(page).toHaveURL(/\/afrekenen\/betalen\/\d+\?key=wc_order_/);
    await expect(page.getByRole("heading", { name: /^Bestelling MG-\d+ betalen$/ })).toBeVisible();
    await expect(page.getByRole("alert").first()).toContainText("Je betaling is mislukt");
    // The cart is kept until the order is paid.
    await expect(page.locator(".header-cart__count")).toHaveAttribute("data-count", "1");
    await page.getByRole("button", { name: "Betalen", exact: true }).click();
    await expect(page).toHaveURL(/\/betaling\/test\/tst_/);
    await page.getByLabel("Betaald").check();
    await page.getByRole("button", { name: "Doorgaan" }).click();
    await expectPaidSampleOrder(page);
  });

  test("terms lightbox, field help and the password toggle", async ({ page }) => {
    await addDoor(page, SAMPLE);
    await page.goto(CHECKOUT);
    await page.locator("form.checkout").getByRole("link", { name: "algemene voorwaarden" }).click();
    const dialog = page.getByRole("dialog", { name: "Dialoogvenster (druk op Escape om te sluiten)" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Herroepingsrecht");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(CHECKOUT);

    const help = page.locator("#billing_postcode-help");
    await expect(help).toBeHidden();
    await page.locator("#billing_postcode").focus();
    await expect(help).toBeVisible();
    await page.locator("#billing_city").focus();
    await expect(help).toBeHidden();
    await page.locator("#billing_postcode").click();
    await expect(help).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(help).toBeHidden();

    await expect(page.locator("#shipping_first_name")).toBeHidden();
    await page.getByLabel("Op een ander adres bezorgen?").check();
    await expect(page.locator("#shipping_first_name")).toBeVisible();

    await expect(page.locator("#account_password")).toBeHidden();
    await page.getByLabel("Een account aanmaken?").check();
    const password = page.locator("#account_password");
    await password.fill("geheim-wachtwoord");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Wachtwoord tonen" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(page.getByRole("button", { name: "Wachtwoord tonen" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("axe finds no serious or critical problems; no horizontal overflow at 375 px", async ({ page }) => {
    await addDoor(page, SAMPLE);
    await page.goto(CHECKOUT);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(CHECKOUT);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("an empty cart shows a Dutch message and a link to the shop, no form", async ({ page }) => {
    await page.goto(CHECKOUT);
    await expect(page.getByText("Je winkelmand is leeg")).toBeVisible();
    await expect(page.getByRole("link", { name: "Naar de winkel" })).toHaveAttribute("href", "/winkel");
    await expect(page.locator("form.checkout")).toHaveCount(0);
  });

  test("the thank-you page passes axe and fits 375 px; a wrong or missing key answers 404", async ({
    page,
    request,
  }) => {
    await addDoor(page, SAMPLE);
    await page.goto(CHECKOUT);
    await fillAddress(page);
    await page.getByRole("radio", { name: "Bankoverschrijving" }).check();
    await tickConfirmations(page);
    await page.getByRole("button", { name: "Bestellen en betalen" }).click();
    await expect(page).toHaveURL(/bestelling-ontvangen/);
    const id = orderIdFrom(page.url());
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id),
    ).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect((await request.get(page.url())).status()).toBe(200);
    expect((await request.get(`/afrekenen/bestelling-ontvangen/${id}?key=wc_order_wrong`)).status()).toBe(
      404,
    );
    expect((await request.get(`/afrekenen/bestelling-ontvangen/${id}`)).status()).toBe(404);
    expect((await request.get("/afrekenen/bestelling-ontvangen/abc?key=x")).status()).toBe(404);

    // The payment webhook: an unknown id is acknowledged (200) and ignored; GET is not allowed.
    const webhook = "/api/betalingen/webhook";
    expect((await request.post(webhook, { form: { id: "tst_AAAAAAAAAAAAAAAA" } })).status()).toBe(200);
    expect((await request.post(webhook, { form: {} })).status()).toBe(200);
    expect((await request.get(webhook)).status()).toBe(405);
  });
});

test("'account aanmaken' at checkout creates the account, logs in and links the order", async ({ page }) => {
  await addDoor(page, SAMPLE);
  await page.goto(CHECKOUT);
  const email = `klant-${Date.now()}@example.nl`;
  await fillAddress(page, { billing_email: email });
  await page.getByLabel("Een account aanmaken?").check();
  await page.locator("#account_password").fill("een-lang-wachtwoord");
  await page.getByRole("radio", { name: "Bankoverschrijving" }).check();
  await tickConfirmations(page);
  await page.getByRole("button", { name: "Bestellen en betalen" }).click();
  await expect(page).toHaveURL(/bestelling-ontvangen/);
  const number = (await orderNumber(page).textContent()) ?? "";
  const order = await storedOrder(orderIdFrom(page.url()));
  expect(order?.user_id).not.toBeNull();
  await page.goto("/mijn-account/bestellingen");
  await expect(page.locator("#main")).toContainText(number);
});

test.describe("checkout without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same journey: door → cart → checkout → iDEAL (test gateway) 'Betaald' → thank-you page", async ({
    page,
  }) => {
    await addDoor(page, SAMPLE, false);
    await cartToCheckout(page);
    // Without JS the delivery address and the account password are always shown.
    await expect(page.locator("#shipping_first_name")).toBeVisible();
    await expect(page.locator("#account_password")).toBeVisible();
    await fillAddress(page);
    await page.getByRole("radio", { name: "iDEAL" }).check();
    await tickConfirmations(page);
    await page.getByRole("button", { name: "Bestellen en betalen" }).click();

    await expect(page).toHaveURL(/\/betaling\/test\/tst_/);
    await page.getByLabel("Betaald").check();
    await page.getByRole("button", { name: "Doorgaan" }).click();
    await expectPaidSampleOrder(page);
  });

  test("errors come back as a 400 page with the messages beside the fields, everything kept", async ({
    page,
  }) => {
    await addDoor(page, SMALL, false);
    await page.goto(CHECKOUT);
    await fillAddress(page, { billing_postcode: "1234" });
    await page.locator("#made_to_measure").check();
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Bestellen en betalen" }).click();
    expect((await response).status()).toBe(400);
    await expect(page.locator("#billing_postcode-error")).toHaveText(
      "Vul een geldige Nederlandse postcode in, bijvoorbeeld 1234 AB.",
    );
    await expect(page.locator("#terms-error")).toBeVisible();
    await expect(page.locator("#made_to_measure-error")).toHaveCount(0);
    await expect(page.locator("#made_to_measure")).toBeChecked();
    await expect(page.locator("#billing_house_number_suffix")).toHaveValue("A");
    await expect(page.locator("#billing_postcode")).toHaveValue("1234");

    // "Totalen bijwerken" recomputes the totals for another shipping method without placing anything.
    await expect(page.locator('[data-total="shipping"] td')).toHaveText("€ 49,50");
    await page.getByRole("radio", { name: /^Afhalen in Utrecht/ }).check();
    await page.getByRole("button", { name: "Totalen bijwerken" }).click();
    await expect(page.locator('[data-total="shipping"] td')).toHaveText("Gratis");
    await expect(page.locator("#billing_email")).toHaveValue(ADDRESS.billing_email);
  });
});
