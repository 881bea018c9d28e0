import path from "node:path";
import { expect, type Page } from "@playwright/test";
// Relative imports on purpose: these modules import nothing through the `~/` alias.
import { getOrder } from "../../app/modules/orders/orders.server";
import { openSqlite } from "../../db/dialect.server";
import { E2E_DATA_DIR } from "../../playwright.config";

/** Helpers of tests/e2e/checkout.spec.ts: put a door in the cart like a shopper, fill checkout, read the DB. */

const PRODUCT = "/product/glazen-deur-op-maat";
export const CHECKOUT = "/afrekenen";

/** The sample door (€ 740,50: free delivery) and a small one (€ 317,63: delivery € 49,50). */
export const SAMPLE = {
  height: "2000",
  width: "800",
  handle: "rvs-rond-180",
  hinges: "rvs",
  lock: "cilinderslot",
};
export const SMALL = { height: "1500", width: "600", handle: "rvs-32", hinges: "rvs", lock: "geen" };
type Door = typeof SAMPLE;

export const ADDRESS: Record<string, string> = {
  billing_first_name: "Jan",
  billing_last_name: "de Vries",
  billing_company: "Glashandel De Vries",
  billing_postcode: "3542ab",
  billing_house_number: "12",
  billing_house_number_suffix: "A",
  billing_address_1: "Glasweg",
  billing_city: "Utrecht",
  billing_email: "jan@example.nl",
  billing_phone: "06 12345678",
};

async function fillDoor(page: Page, door: Door) {
  await page.locator("#uni_cpo_height").fill(door.height);
  await page.locator("#uni_cpo_width").fill(door.width);
  await page.locator("#uni_cpo_handle").selectOption(door.handle);
  await page.locator("#uni_cpo_hinges").selectOption(door.hinges);
  await page.locator("#uni_cpo_lock").selectOption(door.lock);
}

/** Configures the door on the product page like a shopper and puts it in the cart (with or without JS). */
export async function addDoor(page: Page, door: Door, js = true) {
  await page.goto(PRODUCT);
  if (js) {
    // The reset button comes with hydration, which waits for the page's load (its images): slow on a busy machine.
    await expect(page.getByRole("button", { name: "Formulier wissen" })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator(".calc-button")).toHaveCount(0);
  }
  await fillDoor(page, door);
  if (js) await expect(page.locator(".price-tag")).toHaveAttribute("data-state", "priced");
  await page.getByRole("button", { name: "In winkelmand" }).click();
  await expect(page.locator(".cart-added")).toContainText("is toegevoegd aan je winkelmand.");
}

/** From the cart page to checkout through the cart's "Doorgaan naar afrekenen" button. */
export async function cartToCheckout(page: Page) {
  await page.goto("/winkelmand");
  await expect(page.locator(".cart-table tbody tr")).toHaveCount(1);
  await page.locator("#main").getByRole("link", { name: "Doorgaan naar afrekenen" }).click();
  await expect(page).toHaveURL(CHECKOUT);
  await expect(page.getByRole("heading", { level: 1, name: "Afrekenen" })).toBeVisible();
}

export async function fillAddress(page: Page, overrides: Record<string, string> = {}) {
  // Interact once React has hydrated (the header cart marks it); with JavaScript off the marker never comes.
  const scripted = await page.evaluate(() => document.documentElement.classList.contains("js"));
  if (scripted) await page.locator('.header-cart-wrap[data-hydrated="true"]').waitFor();
  for (const [name, value] of Object.entries({ ...ADDRESS, ...overrides })) {
    await page.locator(`[name="${name}"]`).fill(value);
  }
  // The postcode lookup answers in the background and then writes its message above the street field. That moves
  // the form, and with it the sticky order column at its end: a click on a payment method while it moves can miss.
  if (scripted) await page.waitForLoadState("networkidle");
}

/**
 * Ticks the terms and, for a cart with a made-to-measure line, the made-to-measure confirmation; for a cart
 * without one (`madeToMeasure` false) it checks that the page does not ask for that confirmation.
 */
export async function tickConfirmations(page: Page, madeToMeasure = true) {
  await page.locator("#terms").check();
  if (madeToMeasure) await page.locator("#made_to_measure").check();
  else await expect(page.locator("#made_to_measure")).toHaveCount(0);
}

export const orderNumber = (page: Page) => page.locator('[data-field="number"] dd');

/** The stored order, read through the repository from the e2e server's SQLite file. */
export async function storedOrder(id: number) {
  const db = openSqlite(path.join(E2E_DATA_DIR, "maatglas.db"));
  try {
    return await getOrder(db.kysely, id);
  } finally {
    await db.close();
  }
}

async function outbox(orderId: number) {
  const db = openSqlite(path.join(E2E_DATA_DIR, "maatglas.db"));
  try {
    return await db.kysely
      .selectFrom("email_outbox")
      .select(["kind", "to_address", "subject"])
      .where("reference", "=", String(orderId))
      .orderBy("kind")
      .execute();
  } finally {
    await db.close();
  }
}

export function orderIdFrom(url: string): number {
  const match = /bestelling-ontvangen\/(\d+)\?key=/.exec(url);
  expect(match).not.toBeNull();
  return Number(match?.[1]);
}

const SAMPLE_OPTIONS = [
  { label: "Netto glashoogte in mm", valueLabel: "2000" },
  { label: "Netto glasbreedte in mm", valueLabel: "800" },
  { label: "Greep", valueLabel: "RVS rond 180 cm" },
  { label: "Scharnieren", valueLabel: "RVS" },
  { label: "Slot", valueLabel: "Cilinderslot" },
];

export async function expectPaidSampleOrder(page: Page) {
  await expect(page).toHaveURL(/\/afrekenen\/bestelling-ontvangen\/\d+\?key=wc_order_/);
  await expect(page.getByText("Bedankt. Je bestelling is ontvangen.")).toBeVisible();
  await expect(orderNumber(page)).toHaveText(/^MG-\d+$/);
  await expect(page.locator('[data-field="total"] dd')).toHaveText("€ 740,50");
  await expect(page.locator('[data-field="payment"] dd')).toHaveText("iDEAL");
  await expect(page.locator(".order-review__config")).toContainText("Greep: RVS rond 180 cm");
  await expect(page.locator(".order-received__addresses")).toContainText("Glasweg 12 A");
  await expect(page.locator(".order-received__addresses")).toContainText("3542 AB");
  await expect(page.locator(".header-cart__count")).toHaveAttribute("data-count", "0");

  const order = await storedOrder(orderIdFrom(page.url()));
  expect(order?.number).toBe(await orderNumber(page).textContent());
  expect(order?.status).toBe("processing");
  expect(order?.paid_at).not.toBeNull();
  expect(order?.total_incl_cents).toBe(74050);
  const line = order?.lines.find((l) => l.kind === "product");
  const snapshot = JSON.parse(line?.snapshot ?? "{}");
  expect(snapshot).toMatchObject({
    productName: "Glazen deur op maat",
    unitInclCents: 74050,
    values: {
      uni_cpo_height: "2000",
      uni_cpo_width: "800",
      uni_cpo_handle: "rvs-rond-180",
      uni_cpo_hinges: "rvs",
      uni_cpo_lock: "cilinderslot",
    },
  });
  expect(
    snapshot.options.map((o: { label: string; valueLabel: string }) => ({
      label: o.label,
      valueLabel: o.valueLabel,
    })),
  ).toEqual(SAMPLE_OPTIONS);
  // The confirmation and the shop's new-order mail, once each (no SMTP in e2e: the outbox holds them).
  const mails = await outbox(orderIdFrom(page.url()));
  expect(mails.map((m) => [m.kind, m.to_address])).toEqual([
    ["new_order", "info@maatglas.nl"],
    ["order_confirmation", ADDRESS.billing_email],
  ]);
}
