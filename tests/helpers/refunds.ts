import { type Browser, expect } from "@playwright/test";
import { addDoor, CHECKOUT, fillAddress, SAMPLE, tickConfirmations } from "../e2e/checkout-helpers";

/** The refund page of an order. */
export const refundPage = (orderId: number) => `/beheer/bestellingen/${orderId}/terugbetalen`;

/**
 * A shopper (own browser context) buys the sample door with iDEAL and pays it on the test environment's page:
 * an order of € 740,50 paid through the real webhook path. Returns the order id.
 */
export async function buyPaidOrder(browser: Browser): Promise<number> {
  // The shopper's browser runs JavaScript whatever the admin's test uses.
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  try {
    await addDoor(page, SAMPLE);
    await page.goto(CHECKOUT);
    await fillAddress(page);
    await page.getByRole("radio", { name: "iDEAL" }).check();
    await tickConfirmations(page);
    await page.getByRole("button", { name: "Bestelling plaatsen" }).click();
    await expect(page).toHaveURL(/\/betaling\/test\/tst_/);
    await page.getByLabel("Betaald").check();
    await page.getByRole("button", { name: "Doorgaan" }).click();
    await expect(page).toHaveURL(/\/afrekenen\/bestelling-ontvangen\/\d+\?key=/);
    return Number(/bestelling-ontvangen\/(\d+)/.exec(page.url())?.[1]);
  } finally {
    await context.close();
  }
}
