import { expect, test } from "@playwright/test";
import {
  addDoor,
  CHECKOUT,
  fillAddress,
  orderIdFrom,
  SMALL,
  storedOrder,
  tickConfirmations,
} from "./checkout-helpers";

/**
 * Issue 16 point 4: a payment or shipping method chosen before React has hydrated the checkout must stick. The CPU
 * is throttled (Chrome DevTools Protocol) so the shopper's clicks land well before hydration, like on a slow phone.
 */
test("a payment and shipping method chosen before hydration stay chosen (CPU throttled 6×)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The small door (€ 317,63) pays € 49,50 delivery, so picking up changes the totals.
  await addDoor(page, SMALL);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  // The page's scripts are held back until the shopper has chosen, so the clicks land before hydration every run.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(CHECKOUT, { waitUntil: "domcontentloaded" });
  const bank = page.getByRole("radio", { name: "Bankoverschrijving" });
  const pickup = page.getByRole("radio", { name: /^Afhalen in Utrecht/ });
  await bank.check();
  await pickup.check();
  // Checked before hydration: the header cart's hydration marker is not there yet.
  expect(await page.locator('.header-cart-wrap[data-hydrated="true"]').count()).toBe(0);
  release();
  await page.locator('.header-cart-wrap[data-hydrated="true"]').waitFor({ timeout: 60_000 });
  // Let effects, the totals refresh and any revalidation run.
  await page.waitForLoadState("networkidle");
  await expect(bank).toBeChecked();
  await expect(pickup).toBeChecked();
  // The totals follow the early choice: pickup is free (delivery would be € 49,50).
  await expect(page.locator('[data-total="shipping"] td')).toHaveText("Gratis");
  await expect(page.locator('[data-total="total"] td')).toHaveText("€ 317,63");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });

  await fillAddress(page);
  await tickConfirmations(page);
  await page.locator(".checkout__place").click();
  await expect(page).toHaveURL(/bestelling-ontvangen/);
  const order = await storedOrder(orderIdFrom(page.url()));
  expect(order?.payment_method).toBe("banktransfer");
  expect(order?.shipping_method).toBe("afhalen");
});
