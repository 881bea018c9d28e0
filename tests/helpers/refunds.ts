import { randomBytes } from "node:crypto";
import path from "node:path";
import { type Browser, expect } from "@playwright/test";
import { openSqlite } from "../../db/dialect.server";
import { E2E_DATA_DIR } from "../../playwright.config";
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
    await page.getByRole("button", { name: "Bestellen en betalen" }).click();
    await expect(page).toHaveURL(/\/betaling\/test\/tst_/);
    await page.getByLabel("Betaald").check();
    await page.getByRole("button", { name: "Doorgaan" }).click();
    await expect(page).toHaveURL(/\/afrekenen\/bestelling-ontvangen\/\d+\?key=/);
    return Number(/bestelling-ontvangen\/(\d+)/.exec(page.url())?.[1]);
  } finally {
    await context.close();
  }
}

/**
 * A second paid test payment of the order's total, and the order flagged as paid twice — what the webhook
 * stores when a shopper pays an order again in another tab (payment-webhook.server.ts).
 */
export async function addDoublePayment(orderId: number): Promise<void> {
  const db = openSqlite(path.join(E2E_DATA_DIR, "maatglas.db"));
  try {
    const order = await db.kysely
      .selectFrom("orders")
      .select(["total_incl_cents", "payment_method"])
      .where("id", "=", orderId)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await db.kysely
      .insertInto("payments")
      .values({
        order_id: orderId,
        provider: "test",
        // Shaped like the test gateway's ids (tst_ + 16 letters/digits).
        provider_payment_id: `tst_${randomBytes(8).toString("hex")}`,
        method: order.payment_method,
        amount_cents: order.total_incl_cents,
        status: "paid",
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db.kysely.updateTable("orders").set({ double_payment_at: now }).where("id", "=", orderId).execute();
  } finally {
    await db.close();
  }
}
