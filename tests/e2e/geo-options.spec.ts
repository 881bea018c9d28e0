import fs from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { ADMIN_ENV, loginOn } from "../helpers/office";
import { startFakePdokServer } from "../mocks/pdok";
import { addDoor, cartToCheckout, fillAddress, SAMPLE, tickConfirmations } from "./checkout-helpers";
import { freshDataDir, type OwnServer, startServer } from "./own-server";

/**
 * The map picker and the distance by postcode of the sliding door (issue 13 points 8–9; docs/decisions/024),
 * against a production server of its own whose geocoder is a fake PDOK Locatieserver in this process
 * (GEOCODER_URL), so a test can make it fail.
 */

test.describe.configure({ mode: "serial", timeout: 90_000 });

let server: OwnServer;
let dataDir: string;
let pdok: Awaited<ReturnType<typeof startFakePdokServer>>;

test.beforeAll(async () => {
  pdok = await startFakePdokServer();
  dataDir = freshDataDir("geo");
  server = await startServer({ dataDir, env: { ...ADMIN_ENV, GEOCODER_URL: pdok.url } });
});

test.afterAll(async () => {
  await server?.kill();
  await pdok?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test.beforeEach(() => pdok.fail(null));

const PRODUCT = "/product/glazen-schuifdeur-op-maat";

function dayAhead(ahead: number): string {
  const d = new Date();
  d.setUTCHours(12, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + ahead);
  if (d.getUTCDay() === 0) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const shopperPage = async (browser: Browser, js = true) => {
  const context = await browser.newContext({
    baseURL: server.origin,
    javaScriptEnabled: js,
    locale: "nl-NL",
  });
  return context.newPage();
};

/** Everything but the address and the postcode: 95 + 599 + 2400 × 0,09 excl. btw (910,00). */
async function fillTheRest(page: Page, js: boolean) {
  await page.getByRole("radio", { name: "1000 × 2215" }).check();
  const rail = page.locator("#uni_cpo_rail_lengte");
  await rail.fill("2400");
  if (js) await rail.press("Tab");
  await page.locator('input[name="uni_cpo_montagedatum"]').fill(dayAhead(30));
  await page.locator('input[name="uni_cpo_leverperiode_start"]').fill(dayAhead(40));
  await page.locator('input[name="uni_cpo_leverperiode_end"]').fill(dayAhead(50));
}

const priceTag = (page: Page) => page.locator(".price-tag");

test("the map search picks an address through the geocoder, shows it on the map and the marker moves", async ({
  browser,
}) => {
  const page = await shopperPage(browser);
  await page.goto(PRODUCT);
  await expect(page.getByRole("button", { name: "Formulier wissen" })).toBeVisible({ timeout: 15_000 });
  // Leaflet is not part of the page until a place is chosen.
  await expect(page.locator(".leaflet-container")).toHaveCount(0);
  await page.locator("#uni_cpo_montageadres").fill("coolsingel rotterdam");
  await page.getByRole("button", { name: "Zoek adres" }).click();
  const hit = page.getByRole("button", { name: "Coolsingel 40, 3011AD Rotterdam" });
  await hit.click();
  await expect(page.locator("#uni_cpo_montageadres")).toHaveValue("Coolsingel 40, 3011AD Rotterdam");
  const latlng = page.locator('input[name="uni_cpo_montageadres_latlng"]');
  await expect(latlng).toHaveValue("51.922500,4.479200");
  await expect(page.locator(".leaflet-container")).toBeVisible();
  const marker = page.locator(".leaflet-marker-icon");
  await expect(marker).toBeVisible();
  const box = (await marker.boundingBox()) as NonNullable<Awaited<ReturnType<typeof marker.boundingBox>>>;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 4);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height + 30, { steps: 8 });
  await page.mouse.up();
  await expect(latlng).not.toHaveValue("51.922500,4.479200");
  await expect(latlng).toHaveValue(/^51\.92\d+,4\.4[78]\d+$/);
  await expect(page.getByText("Markering verplaatst")).toBeVisible();
  // Nothing found, and a geocoder that cannot be reached, each get a Dutch message; the typed text stays.
  await page.locator("#uni_cpo_montageadres").fill("Nergensstraat 99, Nergenshuizen");
  await page.getByRole("button", { name: "Zoek adres" }).click();
  await expect(page.getByText("Geen adres gevonden.")).toBeVisible();
  // (A text not asked before: the server keeps PDOK's answers for a while.)
  pdok.fail("http503");
  await page.locator("#uni_cpo_montageadres").fill("Andere straat 1, Ergens");
  await page.getByRole("button", { name: "Zoek adres" }).click();
  await expect(page.getByText("Zoeken lukt nu niet.", { exact: false })).toBeVisible();
  await expect(page.locator("#uni_cpo_montageadres")).toHaveValue("Andere straat 1, Ergens");
  await expect(latlng).toHaveValue("");
  await page.context().close();
});

test("the distance is priced from the shop's postcode; unknown and unreachable get their messages and no price", async ({
  browser,
}) => {
  const page = await shopperPage(browser);
  await page.goto(PRODUCT);
  await expect(page.getByRole("button", { name: "Formulier wissen" })).toBeVisible({ timeout: 15_000 });
  await fillTheRest(page, true);
  await page.locator("#uni_cpo_montageadres").fill("Coolsingel 40, Rotterdam");
  await page.locator("#uni_cpo_afstand").fill("3011 AD");
  // 910 + 46,9 km × 0,50 = 933,45 excl. → 1.129,47 incl. 21% btw.
  await expect(priceTag(page)).toHaveAttribute("data-state", "priced");
  await expect(priceTag(page)).toContainText("€ 1.129,47");
  await expect(page.getByText("3011 AD (46,9 km hemelsbreed)")).toBeVisible();

  await page.locator("#uni_cpo_afstand").fill("9999 ZZ");
  await expect(page.locator("#uni_cpo_afstand-error")).toHaveText(
    "Deze postcode kennen we niet. Controleer de postcode.",
  );
  await expect(priceTag(page)).not.toHaveAttribute("data-state", "priced");

  // The geocoder goes down: a postcode not asked before cannot be measured — a message, no price, no cart.
  pdok.fail("http500");
  await page.locator("#uni_cpo_afstand").fill("9711 LV");
  await expect(page.getByText("De afstand kan nu niet worden berekend").first()).toBeVisible();
  await expect(priceTag(page)).not.toHaveAttribute("data-state", "priced");
  await expect(priceTag(page)).not.toContainText("€ 1.");
  await expect(page.getByRole("button", { name: "In winkelmand" })).toBeDisabled();
  // Back up: the same postcode is measured (159,6 km → 910 + 79,80 = 989,80 excl. → 1.197,66 incl.).
  pdok.fail(null);
  await page.locator("#uni_cpo_afstand").fill("9711LV");
  await expect(priceTag(page)).toContainText("€ 1.197,66");
  await page.getByRole("button", { name: "In winkelmand" }).click();
  await expect(page.locator(".cart-added")).toContainText("is toegevoegd aan je winkelmand.");
  await page.goto("/winkelmand");
  await expect(page.getByText("9711 LV (159,6 km hemelsbreed)", { exact: true })).toBeVisible();
  await page.context().close();
});

test("without JavaScript both are plain text fields; the server measures and refuses when it cannot", async ({
  browser,
}) => {
  const page = await shopperPage(browser, false);
  await page.goto(PRODUCT);
  await expect(page.getByRole("button", { name: "Zoek adres" })).toHaveCount(0);
  await fillTheRest(page, false);
  await page.locator("#uni_cpo_montageadres").fill("Dam 1, Amsterdam");
  await page.locator("#uni_cpo_afstand").fill("1012js");
  pdok.fail("network");
  await page.getByRole("button", { name: "In winkelmand" }).click();
  await expect(page.locator(".cart-added")).toHaveCount(0);
  await expect(page.getByText("De afstand kan nu niet worden berekend").first()).toBeVisible();
  // Nothing typed is lost.
  await expect(page.locator("#uni_cpo_montageadres")).toHaveValue("Dam 1, Amsterdam");
  await expect(page.locator("#uni_cpo_afstand")).toHaveValue("1012js");
  pdok.fail(null);
  await page.getByRole("button", { name: "In winkelmand" }).click();
  await expect(page.locator(".cart-added")).toContainText("is toegevoegd aan je winkelmand.");
  await page.goto("/winkelmand");
  await expect(page.getByText("Dam 1, Amsterdam", { exact: true })).toBeVisible();
  // 910 + 34,8 km × 0,50 = 927,40 excl. → 1.122,15 incl.
  await expect(page.getByText("1012 JS (34,8 km hemelsbreed)", { exact: true })).toBeVisible();
  await expect(page.locator("main")).toContainText("€ 1.122,15");
  await page.context().close();
});

test("the shop owner sets the origin and the tile server; the CSP allows the new tile host", async ({
  browser,
}) => {
  const before = await fetch(`${server.origin}${PRODUCT}`);
  expect(before.headers.get("content-security-policy")).toContain(
    "img-src 'self' data: blob: https://tile.openstreetmap.org",
  );
  const context = await browser.newContext({ baseURL: server.origin });
  const admin = await context.newPage();
  await loginOn(admin);
  await admin.goto("/beheer/instellingen#geo");
  const form = admin.locator("#geo-form");
  await form.getByLabel("Postcode van de winkel").fill("1012 js");
  await form.getByLabel("Adres van de kaarttegels").fill("http://tiles.example.nl/{z}/{x}/{y}.png");
  await form.getByRole("button", { name: "Opslaan" }).click();
  await expect(admin.locator("#geo-form")).toContainText("Vul een https-adres in met {z}, {x} en {y}.");
  await admin
    .locator("#geo-form")
    .getByLabel("Adres van de kaarttegels")
    .fill("https://{s}.tiles.example.nl/{z}/{x}/{y}.png");
  await admin.locator("#geo-form").getByRole("button", { name: "Opslaan" }).click();
  await expect(admin.locator('[data-saved="geo"]')).toBeVisible();
  await expect(admin.locator("#geo-form").getByLabel("Postcode van de winkel")).toHaveValue("1012 JS");
  const after = await fetch(`${server.origin}${PRODUCT}`);
  expect(after.headers.get("content-security-policy")).toContain("https://*.tiles.example.nl");
  // Measured from Amsterdam now: Rotterdam is 57,x km away, not 46,9.
  const page = await shopperPage(browser);
  await page.goto(PRODUCT);
  await expect(page.getByRole("button", { name: "Formulier wissen" })).toBeVisible({ timeout: 15_000 });
  await fillTheRest(page, true);
  await page.locator("#uni_cpo_montageadres").fill("Coolsingel 40, Rotterdam");
  await page.locator("#uni_cpo_afstand").fill("3011 AD");
  await expect(page.getByText(/^3011 AD \(\d+,\d km hemelsbreed\)$/)).toBeVisible();
  await expect(page.getByText("3011 AD (46,9 km hemelsbreed)")).toHaveCount(0);
  await page.context().close();
  await context.close();
});

test("checkout: postcode + huisnummer fill in street and city; when the service is down the shopper types them", async ({
  browser,
}) => {
  const page = await shopperPage(browser);
  await addDoor(page, SAMPLE);
  await cartToCheckout(page);
  await page.locator('.header-cart-wrap[data-hydrated="true"]').waitFor();
  const street = page.locator('[name="billing_address_1"]');
  const city = page.locator('[name="billing_city"]');
  await page.locator('[name="billing_postcode"]').fill("3011ad");
  await page.locator('[name="billing_house_number"]').fill("40");
  await page.locator('[name="billing_house_number"]').press("Tab");
  await expect(street).toHaveValue("Coolsingel");
  await expect(city).toHaveValue("Rotterdam");
  await expect(page.getByText("Straat en plaats zijn ingevuld bij deze postcode.")).toBeVisible();
  // An address the geocoder does not know: a message, the fields stay editable.
  await page.locator('[name="billing_house_number"]').fill("41");
  await page.locator('[name="billing_house_number"]').press("Tab");
  await expect(
    page.getByText("Geen adres gevonden bij deze postcode en dit huisnummer.", { exact: false }),
  ).toBeVisible();
  // The service goes down: the shopper types street and city, and the order is placed (the server validates).
  pdok.fail("http503");
  await page.locator('[name="billing_postcode"]').fill("1012 JS");
  await page.locator('[name="billing_house_number"]').fill("1");
  await page.locator('[name="billing_house_number"]').press("Tab");
  await expect(page.getByText("Adres automatisch invullen lukt nu niet.", { exact: false })).toBeVisible();
  await street.fill("Dam");
  await city.fill("Amsterdam");
  await fillAddress(page, {
    billing_postcode: "1012 JS",
    billing_house_number: "1",
    billing_house_number_suffix: "",
    billing_address_1: "Dam",
    billing_city: "Amsterdam",
  });
  await page.getByRole("radio", { name: "Bankoverschrijving" }).check();
  await tickConfirmations(page);
  await page.locator('button[name="intent"][value="place"]').click();
  await expect(page).toHaveURL(/\/afrekenen\/bestelling-ontvangen\/\d+\?key=wc_order_/);
  await expect(page.getByText("Dam 1", { exact: true }).first()).toBeVisible();
  await page.context().close();
});
