import { expect, type Page, test } from "@playwright/test";
import { loginAsAdmin } from "../helpers/admin";
import { cartToCheckout, fillAddress, orderIdFrom, tickConfirmations } from "./checkout-helpers";

/**
 * Issue 13 points 4, 5 and 10 on the sliding door: the colour picker tints the layered preview, the preview
 * travels with the add-to-cart into the cart line and the back-office order; the reset clears every widget; the
 * designer link loads the demo designer's views and shows its error messages.
 */

const PRODUCT = "/product/glazen-schuifdeur-op-maat";

function dayAhead(ahead: number): string {
  const d = new Date();
  d.setUTCHours(12, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + ahead);
  if (d.getUTCDay() === 0) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

async function open(page: Page) {
  await page.goto(PRODUCT);
  await expect(page.getByRole("button", { name: "Formulier wissen" })).toBeVisible({ timeout: 15_000 });
}

async function fillRequired(page: Page) {
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

/** The colour of the preview's pixel on the profile's left bar (the tint layer), as [r, g, b]. */
function framePixel(page: Page) {
  return page.locator(".layered-preview__canvas").evaluate((c: HTMLCanvasElement) => {
    const ctx = c.getContext("2d") as CanvasRenderingContext2D;
    const x = Math.round((105 / 480) * c.width);
    const y = Math.round(c.height / 2);
    return [...ctx.getImageData(x, y, 1, 1).data.slice(0, 3)];
  });
}

test.describe("colour picker and layered preview", () => {
  test("a colour tints the preview, the preview goes with the cart line and the order", async ({
    page,
    browser,
  }) => {
    test.slow(); // a whole journey: configure, cart, checkout, pay, and the order in the back office
    await open(page);
    const preview = page.locator(".layered-preview");
    // The default colour (#1f1f1f) tints the profile; the excluded shadow layer is never drawn.
    await expect(preview).toHaveAttribute("data-drawn", "muur profiel:#1f1f1f");
    await expect(page.getByText("Huidige kleur: #1F1F1F")).toBeVisible();
    const dark = await framePixel(page);
    expect(Math.max(...dark)).toBeLessThan(60);

    // react-colorful is fetched on first open.
    await page.getByRole("button", { name: "Kies kleur" }).click();
    await expect(page.locator(".react-colorful")).toBeVisible();
    await page.getByRole("button", { name: "Kleurkiezer sluiten" }).click();

    await page.locator("#uni_cpo_profielkleur").fill("#c0392b");
    await expect(preview).toHaveAttribute("data-drawn", "muur profiel:#c0392b");
    const [r, g, b] = await framePixel(page);
    expect(r).toBeGreaterThan(140);
    expect(g).toBeLessThan(90);
    expect(b).toBeLessThan(90);
    await expect(page.getByText("Huidige kleur: #C0392B")).toBeVisible();

    // "Wissen" empties the colour: the tint layer is left out; "Standaard" brings the default back.
    await page.getByRole("button", { name: "Wissen", exact: true }).click();
    await expect(preview).toHaveAttribute("data-drawn", "muur");
    await page.getByRole("button", { name: "Standaard" }).click();
    await expect(preview).toHaveAttribute("data-drawn", "muur profiel:#1f1f1f");
    await page.locator("#uni_cpo_profielkleur").fill("#c0392b");
    await expect(preview).toHaveAttribute("data-drawn", "muur profiel:#c0392b");

    await fillRequired(page);
    await expect(page.locator(".price-tag")).toHaveAttribute("data-state", "priced");
    const added = page.waitForRequest(
      (r) => r.method() === "POST" && (r.postData() ?? "").includes('"action":"uni_cpo_add_to_cart"'),
    );
    await page.getByRole("button", { name: "In winkelmand" }).click();
    const body = JSON.parse((await added).postData() ?? "{}");
    expect(body.data.cpo_product_layered_image).toMatch(/^data:image\/webp;base64,/);
    await expect(page.locator(".cart-added")).toContainText("is toegevoegd aan je winkelmand.");

    // The cart line shows the shopper's own preview as its thumbnail.
    await page.goto("/winkelmand");
    const thumb = page.locator(".cart-line__thumb").first();
    await expect(thumb).toHaveAttribute("src", /^\/winkelmand\/voorbeeld\/\d+$/);
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.locator(".cart-table")).toContainText("#C0392B");
    // Another visitor cannot read it.
    const src = (await thumb.getAttribute("src")) as string;
    const other = await browser.newContext();
    expect((await other.request.get(src)).status()).toBe(404);
    await other.close();

    // Ordered: the back office shows the same preview on the order line.
    await cartToCheckout(page);
    await fillAddress(page);
    await page.getByRole("radio", { name: "Bankoverschrijving" }).check();
    await tickConfirmations(page);
    await page.getByRole("button", { name: "Bestellen en betalen" }).click();
    await expect(page).toHaveURL(/\/afrekenen\/bestelling-ontvangen\/\d+\?key=wc_order_/);
    const orderId = orderIdFrom(page.url());
    const admin = await browser.newPage();
    await loginAsAdmin(admin, `/beheer/bestellingen/${orderId}`);
    const adminImg = admin.locator(".order-line-preview");
    await expect(adminImg).toHaveAttribute("src", /^\/beheer\/bestellingen\/regel\/\d+\/voorbeeld$/);
    await expect
      .poll(() => adminImg.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await admin.close();
  });

  test("the reset clears every widget through the form's reset event, then recalculates", async ({
    page,
  }) => {
    await open(page);
    await page.locator("form.configurator").evaluate((form) => {
      form.addEventListener("reset", () => {
        form.setAttribute("data-resets", String(Number(form.getAttribute("data-resets") ?? 0) + 1));
      });
    });
    await fillRequired(page);
    await page.getByRole("checkbox", { name: "Wandstop" }).check();
    await page.locator("#uni_cpo_gravure").fill("AB C");
    await page.locator("#uni_cpo_profielkleur").fill("#00ff00");
    await page.getByRole("radio", { name: "Helder glas" }).check();
    await expect(page.locator(".price-tag")).toHaveAttribute("data-state", "priced");

    await page.getByRole("button", { name: "Formulier wissen" }).click();
    await expect(page.locator("form.configurator")).toHaveAttribute("data-resets", "1");
    await expect(page.locator('input[name="uni_cpo_standaardmaat_cell"]:checked')).toHaveCount(0);
    await expect(page.locator("#uni_cpo_rail_lengte")).toHaveValue("1600");
    await expect(page.locator('input[name="uni_cpo_montagedatum"]')).toHaveValue("");
    await expect(page.locator('input[name="uni_cpo_leverperiode_start"]')).toHaveValue("");
    await expect(page.locator('input[name="uni_cpo_leverperiode_end"]')).toHaveValue("");
    await expect(page.getByRole("checkbox", { name: "Wandstop" })).not.toBeChecked();
    await expect(page.locator("#uni_cpo_gravure")).toHaveValue("");
    await expect(page.locator("#uni_cpo_profielkleur")).toHaveValue("#1f1f1f");
    await expect(page.locator('input[name="uni_cpo_decor"]:checked')).toHaveCount(0);
    await expect(page.locator(".layered-preview")).toHaveAttribute("data-drawn", "muur profiel:#1f1f1f");
    // Recalculated: an incomplete form shows the starting price again and cannot be ordered.
    await expect(page.locator(".price-tag")).toHaveAttribute("data-state", "start");
    await expect(page.getByRole("button", { name: "In winkelmand" })).toBeDisabled();
  });
});

test.describe("designer link", () => {
  test("a decor with a designer product loads its views and syncs 1200 ms later; errors are shown in Dutch", async ({
    page,
  }) => {
    await open(page);
    const panel = page.locator(".designer-panel");
    const loaded = page.waitForResponse(
      (r) => r.request().method() === "POST" && (r.request().postData() ?? "").includes("fpd_load_product"),
    );
    await page.getByRole("radio", { name: "Matte strepen" }).check();
    await loaded;
    const at = Date.now();
    await expect(panel).toContainText("2 weergaven");
    await expect(panel.getByRole("listitem")).toHaveText(["Voorkant", "Achterkant"]);
    await expect(panel).toContainText("Ontwerp gekoppeld", { timeout: 5000 });
    // 1200 ms after the load in the page; the test learns of the load's answer a little later than the page does
    // (observed: up to ~150 ms on a busy machine), so the bound leaves room for that. An immediate sync would be ~0.
    expect(Date.now() - at).toBeGreaterThanOrEqual(900);
    await expect(page.locator('input[name="nbd-field[product]"]')).toHaveValue("demo-strepen");

    // A designer product without views, and a designer that fails.
    let answer: { status: number; body: unknown } = { status: 200, body: { success: true, data: [] } };
    await page.route("**/api/ajax", async (route) => {
      if (!(route.request().postData() ?? "").includes("fpd_load_product")) return route.continue();
      await route.fulfill({ status: answer.status, json: answer.body });
    });
    await page.getByRole("radio", { name: "Zandstraalmotief" }).check();
    await expect(panel.getByRole("alert")).toHaveText("Het product bestaat niet of heeft geen weergaven!");
    await expect(page.locator('input[name="nbd-field[product]"]')).toHaveCount(0);
    answer = { status: 502, body: { success: false, data: { message: "Product laden mislukt" } } };
    await page.getByRole("radio", { name: "Matte strepen" }).check();
    await expect(panel.getByRole("alert")).toHaveText("Product laden mislukt");
    // A choice without a designer product closes the panel.
    await page.getByRole("radio", { name: "Helder glas" }).check();
    await expect(panel).toHaveCount(0);
  });
});
