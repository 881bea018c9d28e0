import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { openSqlite } from "../../db/dialect.server";
import { E2E_DATA_DIR } from "../../playwright.config";
import { loginAsAdmin, PAYMENT_SETTINGS } from "../helpers/admin";
import {
  ADDRESS,
  addDoor,
  CHECKOUT,
  fillAddress,
  SAMPLE,
  storedOrder,
  tickConfirmations,
} from "./checkout-helpers";

// Issue 5: surcharges at checkout and on the pay-for-order page, the test gateway's failed → pay again path.
// It changes the shop-wide payment settings: serial, in the "chromium-settings" project (never beside
// admin.spec.ts), and the settings row is put back as it was at the end.
test.describe.configure({ mode: "serial" });

const total = (page: Page) => page.locator('[data-total="total"] td');
const feeRow = (page: Page) => page.locator('[data-total="fee"]');

async function withDb<T>(run: (db: ReturnType<typeof openSqlite>["kysely"]) => Promise<T>): Promise<T> {
  const db = openSqlite(path.join(E2E_DATA_DIR, "maatglas.db"));
  try {
    return await run(db.kysely);
  } finally {
    await db.close();
  }
}

let savedSettings: string | undefined;
test.beforeAll(async () => {
  savedSettings = await withDb(
    async (db) =>
      (await db.selectFrom("settings").select("value").where("key", "=", "payments").executeTakeFirst())
        ?.value,
  );
});
test.afterAll(async () => {
  await withDb(async (db) => {
    await db.deleteFrom("settings").where("key", "=", "payments").execute();
    if (savedSettings !== undefined) {
      await db.insertInto("settings").values({ key: "payments", value: savedSettings }).execute();
    }
  });
});

const TITLES = {
  ideal: "iDEAL",
  bancontact: "Bancontact",
  creditcard: "Creditcard",
  paypal: "PayPal",
  applepay: "Apple Pay",
  klarna: "Klarna",
  banktransfer: "Bankoverschrijving",
};
const NO_FEE = {
  payment_surcharge: "no_fee",
  fixed_fee: 0,
  percentage: 0,
  surcharge_limit: 0,
  maximum_limit: 0,
};

/**
 * Writes the payment settings row as the settings screen stores it (the test environment, no API keys): every
 * method on, Creditcard with 1,5 % capped at € 2,00 when `creditcardFee`, the rest without surcharge.
 */
async function storeSettings(creditcardFee: boolean, provider: "test" | "mollie" = "test") {
  const methods = Object.fromEntries(
    Object.entries(TITLES).map(([id, title]) => [
      id,
      {
        enabled: true,
        title,
        surcharge:
          id === "creditcard" && creditcardFee
            ? { ...NO_FEE, payment_surcharge: "percentage", percentage: 1.5, surcharge_limit: 2 }
            : NO_FEE,
      },
    ]),
  );
  const value = JSON.stringify({
    provider,
    test_mode_enabled: false,
    test_api_key: "",
    live_api_key: "",
    methods,
  });
  await withDb(async (db) => {
    await db.deleteFrom("settings").where("key", "=", "payments").execute();
    await db.insertInto("settings").values({ key: "payments", value }).execute();
  });
}

/** The admin sets Creditcard to percentage 1,5 % capped at € 2,00 through the settings screen. */
async function creditcardSurcharge(page: Page) {
  await loginAsAdmin(page, PAYMENT_SETTINGS);
  await page.locator("#creditcard_enabled").check();
  await page.locator("#creditcard_payment_surcharge").selectOption("percentage");
  await page.locator("#creditcard_percentage").fill("1,5");
  await page.locator("#creditcard_surcharge_limit").fill("2.00");
  await page.locator("#ideal_payment_surcharge").selectOption("no_fee");
  await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
  await expect(page.locator("#settings-saved")).toContainText("De instellingen zijn opgeslagen.");
}

/** A placed iDEAL order whose test payment failed: ends on its pay-for-order page. Returns id and key. */
async function failedOrder(page: Page, js = true) {
  // The tests that start here need the Creditcard surcharge (the first test sets it through the admin screen).
  await storeSettings(true);
  await addDoor(page, SAMPLE, js);
  await page.goto(CHECKOUT);
  await fillAddress(page);
  await page.getByRole("radio", { name: "iDEAL" }).check();
  await tickConfirmations(page);
  await page.getByRole("button", { name: "Bestellen en betalen" }).click();
  await expect(page).toHaveURL(/\/betaling\/test\/tst_/);
  await page.getByLabel("Mislukt").check();
  await page.getByRole("button", { name: "Doorgaan" }).click();
  await expect(page).toHaveURL(/\/afrekenen\/betalen\/\d+\?key=wc_order_/);
  await expect(page.getByTestId("test-shop-notice")).toBeVisible();
  const url = new URL(page.url());
  return {
    id: Number(url.pathname.split("/").pop()),
    key: url.searchParams.get("key") ?? "",
    url: page.url(),
  };
}

async function pay(page: Page, amount: string) {
  await page.getByRole("button", { name: "Betalen", exact: true }).click();
  await expect(page).toHaveURL(/\/betaling\/test\/tst_/);
  await expect(page.getByTestId("amount")).toHaveText(amount);
  await page.getByLabel("Betaald").check();
  await page.getByRole("button", { name: "Doorgaan" }).click();
  await expect(page).toHaveURL(/\/afrekenen\/bestelling-ontvangen\/\d+\?key=/);
  await expect(page.getByText("Bedankt. Je bestelling is ontvangen.")).toBeVisible();
}

test("checkout: Creditcard shows 'Transactiekosten Creditcard' and the right total, iDEAL none; the order stores it", async ({
  page,
}) => {
  await storeSettings(false);
  await creditcardSurcharge(page);
  await addDoor(page, SAMPLE);
  await page.goto(CHECKOUT);
  // The test environment: every page of paying says that this is a test shop.
  await expect(page.getByTestId("test-shop-notice")).toContainText("Dit is een testwinkel");
  await page.evaluate(() => {
    (window as unknown as { updates: number }).updates = 0;
    document.body.addEventListener("updated_checkout", () => {
      (window as unknown as { updates: number }).updates++;
    });
  });
  await expect(page.getByRole("radio", { name: "iDEAL" })).toBeChecked();
  await expect(feeRow(page)).toHaveCount(0);
  await expect(total(page)).toHaveText("€ 740,50");

  await page.getByRole("radio", { name: "Creditcard" }).check();
  // 1,5 % of € 740,50 = € 11,11, capped at € 2,00 excl. btw → € 2,42 incl.
  await expect(feeRow(page).locator("th")).toHaveText("Transactiekosten Creditcard");
  await expect(feeRow(page).locator("td")).toHaveText("€ 2,42");
  await expect(total(page)).toHaveText("€ 742,92");
  await page.getByRole("radio", { name: "iDEAL" }).check();
  await expect(feeRow(page)).toHaveCount(0);
  await expect(total(page)).toHaveText("€ 740,50");
  await expect.poll(() => page.evaluate(() => (window as unknown as { updates: number }).updates)).toBe(2);

  await page.getByRole("radio", { name: "Creditcard" }).check();
  await expect(total(page)).toHaveText("€ 742,92");
  await fillAddress(page);
  await tickConfirmations(page);
  await page.getByRole("button", { name: "Bestellen en betalen" }).click();
  await expect(page).toHaveURL(/\/betaling\/test\/tst_/);
  await expect(page.getByTestId("test-shop-notice")).toBeVisible();
  await expect(page.getByTestId("amount")).toHaveText("€ 742,92");
  await page.getByLabel("Betaald").check();
  await page.getByRole("button", { name: "Doorgaan" }).click();
  await expect(page.locator('[data-field="total"] dd')).toHaveText("€ 742,92");
  await expect(page.getByTestId("test-shop-notice")).toBeVisible();
  await expect(feeRow(page).locator("th")).toHaveText("Transactiekosten Creditcard");
  const id = Number(/bestelling-ontvangen\/(\d+)/.exec(page.url())?.[1]);
  const order = await storedOrder(id);
  expect(order).toMatchObject({
    status: "processing",
    payment_method: "creditcard",
    fee_incl_cents: 242,
    total_incl_cents: 74292,
  });
  expect(order?.lines.filter((l) => l.kind === "fee")).toMatchObject([
    { name: "Transactiekosten Creditcard", unit_excl_cents: 200, unit_incl_cents: 242 },
  ]);
});

test("'Mislukt' → pay-for-order (Dutch message); switching method updates fee and total behind an overlay; paid → processing", async ({
  page,
}) => {
  const order = await failedOrder(page);
  await expect(page.getByRole("alert").first()).toContainText("Je betaling is mislukt");
  const config = JSON.parse((await page.locator("script#maatglas-config").textContent()) ?? "{}");
  expect(config).toMatchObject({
    ajax_url: "/api/ajax",
    add_fee_action: "mollie_payments_add_fee",
    add_fee_order: String(order.id),
    add_fee_paymethod: "ideal",
    add_fee_key: order.key,
    add_fee_fixed_gateway: "no",
    add_fee_nonce: config.nonce,
    add_fee_ajax_error: expect.stringContaining("verbindingsfout"),
  });
  await expect(page.getByRole("radio", { name: "iDEAL" })).toBeChecked();
  await expect(total(page)).toHaveText("€ 740,50");

  // Hold the add-fee answer a moment to see the page blocked.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/ajax", async (route) => {
    await held;
    await route.continue();
  });
  const answer = page.waitForResponse("**/api/ajax");
  await page.getByRole("radio", { name: "Creditcard" }).check();
  const overlay = page.getByTestId("add-fee-overlay");
  await expect(overlay).toBeVisible();
  expect(await overlay.evaluate((el) => getComputedStyle(el).opacity)).toBe("0.6");
  // (Its bounding box turns with it; the CSS size is what the spec fixes.)
  const spinner = await overlay
    .locator(".pay-order__spinner")
    .evaluate((el) => [getComputedStyle(el).width, getComputedStyle(el).height]);
  expect(spinner).toEqual(["16px", "16px"]);
  release();
  const body = await (await answer).json();
  expect(body).toMatchObject({ success: true, recalc: true, alert: "" });
  await page.unroute("**/api/ajax");
  await expect(overlay).toHaveCount(0);
  await expect(feeRow(page).locator("th")).toHaveText("Transactiekosten Creditcard");
  await expect(feeRow(page).locator("td")).toHaveText("€ 2,42");
  await expect(total(page)).toHaveText("€ 742,92");
  await expect(page.getByRole("button", { name: "Betalen", exact: true })).toBeVisible();

  await page.getByRole("radio", { name: "iDEAL" }).check();
  await expect(feeRow(page)).toHaveCount(0);
  await expect(total(page)).toHaveText("€ 740,50");
  await page.getByRole("radio", { name: "Creditcard" }).check();
  await expect(total(page)).toHaveText("€ 742,92");

  await pay(page, "€ 742,92");
  const stored = await storedOrder(order.id);
  expect(stored).toMatchObject({
    status: "processing",
    payment_method: "creditcard",
    fee_incl_cents: 242,
    total_incl_cents: 74292,
  });
  expect(stored?.paid_at).not.toBeNull();
  // Paid: the pay-for-order link now leads to the thank-you page.
  await page.goto(order.url);
  await expect(page).toHaveURL(/bestelling-ontvangen/);
});

test("add-fee refusal and network failure: payment rows hidden, the alert shown; a later change clears it", async ({
  page,
}) => {
  const order = await failedOrder(page);
  const payButton = page.getByRole("button", { name: "Betalen", exact: true });
  // A refusal: the order key in the page config no longer matches (as after tampering).
  await page.locator("script#maatglas-config").evaluate((el) => {
    const config = JSON.parse(el.textContent ?? "{}");
    el.textContent = JSON.stringify({ ...config, add_fee_key: "wc_order_verkeerd" });
  });
  await page.getByRole("radio", { name: "Creditcard" }).check();
  await expect(page.locator(".pay-order__alert")).toContainText("Deze bestelling is niet gevonden");
  await expect(page.locator(".pay-order__alert")).toHaveAttribute("role", "alert");
  await expect(payButton).toBeHidden();
  // The server's message goes right before the order review form.
  const before = page.locator(".pay-order__error + form#order_review");
  await expect(before).toHaveCount(1);
  await expect(page.locator(".add-fee-error")).toContainText("niet gevonden");
  expect((await storedOrder(order.id))?.fee_incl_cents).toBe(0);

  // Network failure: the page config's Dutch "ajax error".
  await page.locator("script#maatglas-config").evaluate((el) => {
    const config = JSON.parse(el.textContent ?? "{}");
    el.textContent = JSON.stringify({
      ...config,
      add_fee_key: new URL(location.href).searchParams.get("key"),
    });
  });
  await page.route("**/api/ajax", (route) => route.abort());
  await page.getByRole("radio", { name: "iDEAL" }).check();
  await expect(page.locator(".add-fee-error")).toHaveCount(0);
  await expect(page.locator(".pay-order__alert")).toContainText("verbindingsfout");
  await expect(payButton).toBeHidden();
  await page.unroute("**/api/ajax");

  await page.getByRole("radio", { name: "Creditcard" }).check();
  await expect(page.locator(".pay-order__alert")).toHaveCount(0);
  await expect(payButton).toBeVisible();
  await expect(total(page)).toHaveText("€ 742,92");
});

test("on load: the fee's gateway is pre-selected over a restored choice; a payment in progress fixes the method", async ({
  page,
}) => {
  const order = await failedOrder(page);
  await page.getByRole("radio", { name: "Creditcard" }).check();
  await expect(total(page)).toHaveText("€ 742,92");
  // A browser restoring an older choice: the page arrives with PayPal checked while the fee is Creditcard's.
  let restored = false;
  const isPage = (url: URL) => url.pathname === `/afrekenen/betalen/${order.id}`;
  await page.route(isPage, async (route) => {
    const response = await route.fetch();
    const original = await response.text();
    const html = original
      .replace('value="creditcard" checked=""', 'value="creditcard"')
      .replace('value="paypal"', 'value="paypal" checked=""');
    restored = html !== original && html.includes('value="paypal" checked=""');
    await route.fulfill({ response, body: html });
  });
  await page.goto(order.url);
  expect(restored).toBe(true);
  await expect(page.getByRole("radio", { name: "Creditcard" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "PayPal" })).not.toBeChecked();
  await page.unroute(isPage);

  // A payment still in progress at the provider: add_fee_fixed_gateway = 'yes', only that method stays.
  await withDb(async (db) => {
    const now = new Date().toISOString();
    await db
      .insertInto("payments")
      .values({
        order_id: order.id,
        provider: "test",
        provider_payment_id: `tst_e2ePending${String(order.id).padStart(6, "0")}`,
        method: "creditcard",
        amount_cents: 74292,
        status: "pending",
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  await page.goto(order.url);
  const config = JSON.parse((await page.locator("script#maatglas-config").textContent()) ?? "{}");
  expect(config.add_fee_fixed_gateway).toBe("yes");
  await expect(page.locator('input[name="payment_method"]')).toHaveCount(1);
  await expect(page.getByRole("radio", { name: "Creditcard" })).toBeChecked();
});

test("wrong key, forged amount, stale token, paid order: 4xx with a Dutch message and the order untouched", async ({
  page,
}) => {
  const order = await failedOrder(page);
  const before = await storedOrder(order.id);
  const nonce = JSON.parse((await page.locator("script#maatglas-config").textContent()) ?? "{}").nonce;
  const base = `/afrekenen/betalen/${order.id}`;
  expect((await page.request.get(`${base}?key=wc_order_verkeerd`)).status()).toBe(404);
  expect((await page.request.get(base)).status()).toBe(404);
  const post = (form: Record<string, string>, key = order.key) =>
    page.request.post(`${base}?key=${encodeURIComponent(key)}`, { form, maxRedirects: 0 });
  const forged = await post({ _csrf: nonce, payment_method: "creditcard", intent: "pay", amount: "0.01" });
  expect(forged.status()).toBe(400);
  expect(await forged.text()).toContain("niet worden geaccepteerd");
  const stale = await post({ _csrf: "verlopen", payment_method: "creditcard", intent: "update" });
  expect(stale.status()).toBe(403);
  expect(await stale.text()).toContain("Je sessie is verlopen");
  const unknown = await post({ _csrf: nonce, payment_method: "bitcoin", intent: "update" });
  expect(unknown.status()).toBe(400);
  expect(await unknown.text()).toContain("Kies een van de getoonde betaalmethoden");
  expect((await post({ _csrf: nonce, payment_method: "creditcard" }, "wc_order_verkeerd")).status()).toBe(
    404,
  );
  expect(await storedOrder(order.id)).toEqual(before);

  // The add-fee call for a paid order: 409, nothing changes.
  await pay(page, "€ 740,50");
  const paid = await storedOrder(order.id);
  const refused = await page.request.post("/api/ajax", {
    form: {
      action: "mollie_payments_add_fee",
      add_fee_order: String(order.id),
      add_fee_pay: "1",
      add_fee_paymethod: "creditcard",
      add_fee_key: order.key,
      add_fee_nonce: nonce,
    },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({
    success: false,
    alert: expect.stringContaining("al betaald"),
  });
  expect(await storedOrder(order.id)).toEqual(paid);
});

test("axe finds nothing serious on the pay-for-order page, and it fits 375 px", async ({ page }) => {
  const order = await failedOrder(page);
  await page.getByRole("radio", { name: "Creditcard" }).check();
  await expect(feeRow(page)).toHaveCount(1);
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(order.url);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  const button = page.getByRole("button", { name: "Betalen", exact: true });
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("checkout: a method chosen without 'Totalen bijwerken' places nothing until its total was shown", async ({
    page,
  }) => {
    await storeSettings(true);
    await addDoor(page, SAMPLE, false);
    await page.goto(CHECKOUT);
    await fillAddress(page);
    // The summary shows iDEAL's total; the shopper picks Creditcard (+ € 2,42) and orders at once.
    await expect(total(page)).toHaveText("€ 740,50");
    await page.getByRole("radio", { name: "Creditcard" }).check();
    await tickConfirmations(page);
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Bestellen en betalen" }).click();
    expect((await response).status()).toBe(409);
    await expect(page.locator(".checkout-notice")).toContainText(
      "Met de gekozen verzend- en betaalmethode is het totaal van je bestelling € 742,92.",
    );
    await expect(feeRow(page).locator("th")).toHaveText("Transactiekosten Creditcard");
    await expect(total(page)).toHaveText("€ 742,92");
    await expect(page.getByRole("radio", { name: "Creditcard" })).toBeChecked();
    await expect(page.locator("#billing_email")).toHaveValue(ADDRESS.billing_email);
    await expect(page.locator("#terms")).toBeChecked();

    // Placed again from the page that showed it: the payment asks exactly that total.
    await page.getByRole("button", { name: "Bestellen en betalen" }).click();
    await expect(page).toHaveURL(/\/betaling\/test\/tst_/);
    await expect(page.getByTestId("amount")).toHaveText("€ 742,92");
  });

  test("'Bijwerken' applies the method's fee; 'Betalen' with a new fee asks to confirm, then pays", async ({
    page,
  }) => {
    const order = await failedOrder(page, false);
    await expect(page.getByRole("alert").first()).toContainText("Je betaling is mislukt");
    await page.getByRole("radio", { name: "Creditcard" }).check();
    await page.getByRole("button", { name: "Bijwerken" }).click();
    await expect(feeRow(page).locator("th")).toHaveText("Transactiekosten Creditcard");
    await expect(total(page)).toHaveText("€ 742,92");
    await expect(page.getByRole("radio", { name: "Creditcard" })).toBeChecked();

    await page.getByRole("radio", { name: "iDEAL" }).check();
    await page.getByRole("button", { name: "Bijwerken" }).click();
    await expect(feeRow(page)).toHaveCount(0);
    await expect(total(page)).toHaveText("€ 740,50");

    // Straight to "Betalen" with another method: the new total is shown first.
    await page.getByRole("radio", { name: "Creditcard" }).check();
    await page.getByRole("button", { name: "Betalen", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Controleer het nieuwe totaal" })).toBeVisible();
    await expect(total(page)).toHaveText("€ 742,92");
    await pay(page, "€ 742,92");
    expect(await storedOrder(order.id)).toMatchObject({ status: "processing", total_incl_cents: 74292 });
  });
});

test("Mollie without a key: only bank transfer, no test-shop notice, and the test gateway refuses a POST", async ({
  page,
}) => {
  await storeSettings(false);
  await addDoor(page, SAMPLE);
  await page.goto(CHECKOUT);
  await fillAddress(page);
  await page.getByRole("radio", { name: "iDEAL" }).check();
  await tickConfirmations(page);
  await page.getByRole("button", { name: "Bestellen en betalen" }).click();
  await expect(page).toHaveURL(/\/betaling\/test\/tst_/);
  const testPaymentUrl = page.url();
  const nonce = JSON.parse((await page.locator("script#maatglas-config").textContent()) ?? "{}").nonce;

  // The admin switches to Mollie (live mode) without entering a key.
  await storeSettings(false, "mollie");
  const refused = await page.request.post(testPaymentUrl, { form: { _csrf: nonce, outcome: "paid" } });
  expect(refused.status()).toBe(409);
  await page.goto(testPaymentUrl);
  await expect(page.getByRole("alert")).toContainText("Testbetalingen zijn uitgeschakeld");
  await expect(page.getByRole("button", { name: "Doorgaan" })).toHaveCount(0);
  await expect(page.getByTestId("test-shop-notice")).toHaveCount(0);

  // The cart still holds the door (an unpaid online order keeps it): checkout again.
  await page.goto(CHECKOUT);
  await expect(page.getByTestId("test-shop-notice")).toHaveCount(0);
  await expect(page.locator('input[name="payment_method"]')).toHaveCount(1);
  await expect(page.getByRole("radio", { name: "Bankoverschrijving" })).toBeChecked();
  await storeSettings(false);
});
