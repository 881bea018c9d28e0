import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
// Relative imports on purpose: these modules import nothing through the `~/` alias.
import { openSqlite } from "../../db/dialect.server";
import { E2E_DATA_DIR } from "../../playwright.config";
import { loginAsAdmin } from "../helpers/admin";
import { cartToCheckout, fillAddress, orderIdFrom, tickConfirmations } from "./checkout-helpers";

/**
 * The sliding door's upload option "Foto of tekening van de muuropening" (issue 13 point 7): a photo is sent in
 * the background, shown with a remove button, named on the cart line and served only to its session; a file
 * whose content is not an allowed type is refused beside the field in Dutch.
 */

const SLUG = "glazen-schuifdeur-op-maat";
const FILE_INPUT = "#uni_cpo_foto_opening_file";

function dayAhead(ahead: number): string {
  const d = new Date();
  d.setUTCHours(12, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + ahead);
  if (d.getUTCDay() === 0) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const photo = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: "#7799bb" } })
    .jpeg()
    .toBuffer();

async function storedUploads(fileName: string) {
  const d = openSqlite(`${E2E_DATA_DIR}/maatglas.db`);
  try {
    return await d.kysely.selectFrom("uploads").selectAll().where("file_name", "=", fileName).execute();
  } finally {
    await d.close();
  }
}

async function configure(page: Page) {
  await page.goto(`/product/${SLUG}`);
  await expect(page.getByRole("button", { name: "Formulier wissen" })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("radio", { name: "1000 × 2215" }).check();
  const rail = page.locator("#uni_cpo_rail_lengte");
  await rail.fill("2400");
  await rail.press("Tab");
  await page.locator('input[name="uni_cpo_montagedatum"]').fill(dayAhead(30));
  await page.locator('input[name="uni_cpo_leverperiode_start"]').fill(dayAhead(40));
  await page.locator('input[name="uni_cpo_leverperiode_end"]').fill(dayAhead(50));
  // geo: the installation address and its postcode (the fake PDOK geocoder of the e2e server knows them).
  await page.locator("#uni_cpo_montageadres").fill("Coolsingel 40, 3011AD Rotterdam");
  await page.locator("#uni_cpo_afstand").fill("3011 AD");
}

test.describe("uploads on the sliding door", () => {
  test("a photo is uploaded, added with the door and named on the cart line; only its session may fetch it", async ({
    page,
    browser,
  }) => {
    await configure(page);
    const name = `muur-${Date.now()}.jpg`;
    await page.locator(FILE_INPUT).setInputFiles({ name, mimeType: "image/jpeg", buffer: await photo() });
    const field = page.locator('[data-field="uni_cpo_foto_opening"]');
    await expect(field.locator('[data-upload-state="uploaded"]')).toContainText(name);
    await expect(field.getByRole("button", { name: `${name} verwijderen` })).toBeVisible();
    const [row] = await storedUploads(name);
    expect(row).toMatchObject({
      status: "ready",
      width: 120,
      height: 80,
      mime: "image/jpeg",
      order_id: null,
    });
    await expect(page.locator(".price-tag")).toHaveAttribute("data-state", "priced");
    await page.getByRole("button", { name: "In winkelmand" }).click();
    await expect(page.locator(".cart-added")).toContainText("is toegevoegd aan je winkelmand.");
    await page.goto("/winkelmand");
    await expect(page.locator("main")).toContainText("Foto muuropening");
    await expect(page.locator("main")).toContainText(name);

    const own = await page.request.get(`/api/uploads/${row.id}`);
    expect(own.status()).toBe(200);
    expect(own.headers()["content-disposition"]).toContain("attachment");
    expect((await own.body()).length).toBe(row.size_bytes);
    const stranger = await browser.newContext();
    expect((await stranger.request.get(`/api/uploads/${row.id}`)).status()).toBe(404);
    await stranger.close();
  });

  test("an ordered photo is attached to the order and linked from its line in the back office", async ({
    page,
    browser,
  }) => {
    await configure(page);
    const name = `besteld-${Date.now()}.jpg`;
    await page.locator(FILE_INPUT).setInputFiles({ name, mimeType: "image/jpeg", buffer: await photo() });
    await expect(page.locator('[data-upload-state="uploaded"]')).toContainText(name);
    await expect(page.locator(".price-tag")).toHaveAttribute("data-state", "priced");
    await page.getByRole("button", { name: "In winkelmand" }).click();
    await expect(page.locator(".cart-added")).toContainText("is toegevoegd aan je winkelmand.");
    await cartToCheckout(page);
    await fillAddress(page);
    await page.getByRole("radio", { name: "Bankoverschrijving" }).check();
    await tickConfirmations(page);
    await page.getByRole("button", { name: "Bestellen en betalen" }).click();
    await expect(page).toHaveURL(/\/afrekenen\/bestelling-ontvangen\/\d+\?key=/);
    const orderId = orderIdFrom(page.url());
    const [row] = await storedUploads(name);
    expect(row?.order_id).toBe(orderId);

    const staff = await browser.newContext();
    const admin = await staff.newPage();
    await loginAsAdmin(admin, `/beheer/bestellingen/${orderId}`);
    const link = admin.getByRole("link", { name });
    await expect(link).toHaveAttribute("href", `/api/uploads/${row.id}`);
    const download = await admin.request.get(`/api/uploads/${row.id}`);
    expect(download.status()).toBe(200);
    expect((await download.body()).length).toBe(row.size_bytes);
    await staff.close();
  });

  test("the remove button deletes the file on the server and empties the field", async ({ page }) => {
    await configure(page);
    const name = `weg-${Date.now()}.jpg`;
    await page.locator(FILE_INPUT).setInputFiles({ name, mimeType: "image/jpeg", buffer: await photo() });
    const field = page.locator('[data-field="uni_cpo_foto_opening"]');
    await field.getByRole("button", { name: `${name} verwijderen` }).click();
    await expect(field.locator('[data-upload-state="uploaded"]')).toHaveCount(0);
    await expect(page.locator(FILE_INPUT)).toBeVisible();
    await expect.poll(async () => (await storedUploads(name)).length).toBe(0);
  });

  test("a .jpg whose content is a program is refused beside the field, in Dutch", async ({ page }) => {
    await configure(page);
    const exe = Buffer.alloc(4096, 0);
    exe.write("MZ", 0, "latin1");
    exe.writeUInt32LE(0x80, 0x3c);
    exe.write("PE\0\0", 0x80, "latin1");
    const name = `nep-${Date.now()}.jpg`;
    await page.locator(FILE_INPUT).setInputFiles({ name, mimeType: "image/jpeg", buffer: exe });
    await expect(page.locator('[data-field-error="uni_cpo_foto_opening"]')).toHaveText(
      "Dit type bestand kan niet worden geüpload. Dit bestandstype is niet toegestaan",
    );
    expect(await storedUploads(name)).toEqual([]);
  });
});

test.describe("uploads without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the file posts with the form and is named on the cart line", async ({ page }) => {
    await page.goto(`/product/${SLUG}`);
    await page.getByRole("radio", { name: "1000 × 2215" }).check();
    await page.locator("#uni_cpo_rail_lengte").fill("2400");
    await page.locator('input[name="uni_cpo_montagedatum"]').fill(dayAhead(30));
    await page.locator('input[name="uni_cpo_leverperiode_start"]').fill(dayAhead(40));
    await page.locator('input[name="uni_cpo_leverperiode_end"]').fill(dayAhead(50));
    await page.locator("#uni_cpo_montageadres").fill("Coolsingel 40, 3011AD Rotterdam");
    await page.locator("#uni_cpo_afstand").fill("3011 AD");
    const name = `tekening-${Date.now()}.pdf`;
    const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(2000, 0x20)]);
    await page.locator(FILE_INPUT).setInputFiles({ name, mimeType: "application/pdf", buffer: pdf });
    await page.getByRole("button", { name: "In winkelmand" }).click();
    await expect(page.locator(".cart-added")).toContainText("is toegevoegd aan je winkelmand.");
    await page.goto("/winkelmand");
    await expect(page.locator("main")).toContainText(name);
    expect(await storedUploads(name)).toHaveLength(1);
  });
});
