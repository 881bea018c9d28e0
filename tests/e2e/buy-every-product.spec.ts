import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
// Relative imports on purpose: these modules import nothing through the `~/` alias.
import { formatMoney } from "../../app/utils/format-money";
import { openSqlite } from "../../db/dialect.server";
import { sampleProducts } from "../../db/seed/sample-shop";
import { E2E_DATA_DIR } from "../../playwright.config";
import { changedBehindTheShop } from "../helpers/shop-version";
import {
  addDoor,
  CHECKOUT,
  cartToCheckout,
  fillAddress,
  orderIdFrom,
  orderNumber,
  SAMPLE,
  storedOrder,
  tickConfirmations,
} from "./checkout-helpers";

/**
 * Every product of the sample shop is bought like a shopper would — from its page, through the cart and checkout
 * (bank transfer) to the thank-you page — with and without JavaScript. The list comes from the seed; prices and
 * stock are read from the e2e server's database, never written here. A sold-out product cannot be bought.
 */

interface StoredProduct {
  id: number;
  slug: string;
  name: string;
  type: string;
  price_cents: number;
  stock: number | null;
}

async function stored(slug: string): Promise<StoredProduct> {
  const db = openSqlite(path.join(E2E_DATA_DIR, "maatglas.db"));
  try {
    return await db.kysely
      .selectFrom("products")
      .select(["id", "slug", "name", "type", "price_cents", "stock"])
      .where("slug", "=", slug)
      .executeTakeFirstOrThrow();
  } finally {
    await db.close();
  }
}

/** The consumer price: 21 % btw added to the excl. price and rounded half-up once per unit. */
const inclVat = (exclCents: number) => Math.round((exclCents * 121) / 100);
const SHIPPING = { cents: 4950, freeFrom: 50000 };

async function waitForHydration(page: Page, js: boolean) {
  if (js) await page.locator('.header-cart-wrap[data-hydrated="true"]').waitFor();
}

/** Adds one of a simple product from its own page (background call with JS, plain form without). */
async function addSimple(page: Page, product: StoredProduct, js: boolean) {
  await page.goto(`/product/${product.slug}`);
  await expect(page.locator(".product-detail .price").first()).toHaveText(
    `${formatMoney(inclVat(product.price_cents))} incl. btw`,
  );
  if (product.stock !== null) {
    const label = product.stock > 5 ? "Op voorraad" : `Nog ${product.stock} op voorraad`;
    await expect(page.locator(".product-detail .stock")).toHaveText(label);
  }
  const form = page.locator("form.simple-product-form");
  if (js) await expect(form).toHaveAttribute("data-hydrated", "true");
  await waitForHydration(page, js);
  // − and + follow §5.2: + raises, − never goes below 1.
  if (js) {
    await form.getByRole("button", { name: "Aantal verhogen" }).click();
    await expect(form.locator("#quantity")).toHaveValue(String(Math.min(2, product.stock ?? 2)));
    await form.getByRole("button", { name: "Aantal verlagen" }).click();
    await form.getByRole("button", { name: "Aantal verlagen" }).click();
    await expect(form.locator("#quantity")).toHaveValue("1");
  } else {
    // Buttons that need JavaScript are not shown without it; the field is typed in.
    await expect(form.getByRole("button", { name: "Aantal verhogen" })).toBeHidden();
    await expect(form.getByRole("button", { name: "Aantal verlagen" })).toBeHidden();
    await form.locator("#quantity").fill("1");
  }
  const answer = js ? page.waitForResponse((r) => r.url().includes("wc-ajax=add_to_cart")) : null;
  await form.getByRole("button", { name: "In winkelmand" }).click();
  if (answer) expect((await answer).status()).toBe(200);
  const notice = page.locator(".cart-added");
  await expect(notice).toContainText(`„${product.name}” is toegevoegd aan je winkelmand.`);
  await expect(notice.getByRole("link", { name: "Bekijk winkelmand" })).toHaveAttribute(
    "href",
    "/winkelmand",
  );
  // The header follows: with JS from the answer's fragments, without JS from the page the post rendered.
  await expect(page.locator(".site-header .header-cart__count")).toHaveAttribute("data-count", "1");
  if (js) expect(page.url()).toContain(`/product/${product.slug}`);
}

/** A weekday (not a Sunday) `ahead` days from today, as Y-MM-DD. */
function dayAhead(ahead: number): string {
  const d = new Date();
  d.setUTCHours(12, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + ahead);
  if (d.getUTCDay() === 0) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The sliding door's choices: one of every new option type, and what the cart and order must show for them. */
const SLIDING = {
  cell: "1000 × 2215",
  rail: "2400",
  montage: dayAhead(30),
  deliveryStart: dayAhead(40),
  deliveryEnd: dayAhead(50),
  engraving: "AB C",
  // geo: the installation address (typed) and its postcode, 46,9 km from the shop (the fake PDOK geocoder).
  address: "Coolsingel 40, 3011AD Rotterdam",
  postcode: "3011 AD",
  shown: [
    "Breedte 1000 × Hoogte 2215",
    "2400 mm",
    "Wandstop",
    "AB C",
    "Coolsingel 40, 3011AD Rotterdam",
    "3011 AD (46,9 km hemelsbreed)",
  ],
};

/** Configures the sliding door (price matrix, range slider, dates, checkbox, engraving) and adds it. */
async function addSlidingDoor(page: Page, product: StoredProduct, js: boolean) {
  await page.goto(`/product/${product.slug}`);
  if (js)
    await expect(page.getByRole("button", { name: "Formulier wissen" })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("radio", { name: SLIDING.cell }).check();
  const rail = page.locator("#uni_cpo_rail_lengte");
  await rail.fill(SLIDING.rail);
  if (js) await rail.press("Tab");
  await page.locator('input[name="uni_cpo_montagedatum"]').fill(SLIDING.montage);
  await page.locator('input[name="uni_cpo_leverperiode_start"]').fill(SLIDING.deliveryStart);
  await page.locator('input[name="uni_cpo_leverperiode_end"]').fill(SLIDING.deliveryEnd);
  await page.getByRole("checkbox", { name: "Wandstop" }).check();
  await page.locator("#uni_cpo_gravure").fill(SLIDING.engraving);
  await page.locator("#uni_cpo_montageadres").fill(SLIDING.address);
  await page.locator("#uni_cpo_afstand").fill(SLIDING.postcode);
  if (js) await expect(page.locator(".price-tag")).toHaveAttribute("data-state", "priced");
  await page.getByRole("button", { name: "In winkelmand" }).click();
  await expect(page.locator(".cart-added")).toContainText("is toegevoegd aan je winkelmand.");
}

/** Orders the cart by bank transfer; `madeToMeasure`: the cart holds a configured (made-to-measure) line. */
async function checkoutByBankTransfer(page: Page, madeToMeasure: boolean) {
  await cartToCheckout(page);
  await fillAddress(page);
  await page.getByRole("radio", { name: "Bankoverschrijving" }).check();
  await tickConfirmations(page, madeToMeasure);
  await page.getByRole("button", { name: "Bestellen en betalen" }).click();
  await expect(page).toHaveURL(/\/afrekenen\/bestelling-ontvangen\/\d+\?key=wc_order_/);
  await expect(page.getByText("Bedankt. Je bestelling is ontvangen.")).toBeVisible();
  await expect(orderNumber(page)).toHaveText(/^MG-\d+$/);
  return orderIdFrom(page.url());
}

// Per product in order (its stock is read before and checked after each purchase); the products in parallel.
for (const seeded of sampleProducts.filter((p) => p.stock !== 0)) {
  test.describe(`${seeded.name} (${seeded.slug})`, () => {
    test.describe.configure({ mode: "default" });

    for (const js of [true, false]) {
      test.describe(js ? "with JavaScript" : "without JavaScript", () => {
        test.use({ javaScriptEnabled: js });

        test("is bought through cart, checkout and the thank-you page", async ({ page }) => {
          const product = await stored(seeded.slug);
          expect(product.stock).not.toBe(0);

          const sliding = product.slug === "glazen-schuifdeur-op-maat";
          if (sliding) {
            await addSlidingDoor(page, product, js);
          } else if (product.type === "configurable") {
            await addDoor(page, SAMPLE, js);
          } else {
            await addSimple(page, product, js);
          }
          const madeToMeasure = product.type === "configurable";
          const orderId = await checkoutByBankTransfer(page, madeToMeasure);
          // Only an order with a made-to-measure line speaks of making the door (and asked to confirm it).
          await expect(page.locator(".order-received__next")).toContainText(
            madeToMeasure
              ? "We maken je deur op jouw maten."
              : "We maken je bestelling klaar zodra je betaling binnen is.",
          );
          await expect(page.locator("#bank-details + p")).toContainText(
            madeToMeasure ? "gaan we aan de slag met je deur" : "maken we je bestelling klaar",
          );
          const order = await storedOrder(orderId);
          expect(order?.status).toBe("on-hold");
          const line = order?.lines.find((l) => l.kind === "product");
          expect(line).toMatchObject({ product_id: product.id, name: product.name, quantity: 1 });
          if (product.type === "simple") {
            const unit = inclVat(product.price_cents);
            expect(line).toMatchObject({ unit_excl_cents: product.price_cents, unit_incl_cents: unit });
            const total = unit + (unit >= SHIPPING.freeFrom ? 0 : SHIPPING.cents);
            expect(order?.total_incl_cents).toBe(total);
            await expect(page.locator('[data-field="total"] dd')).toHaveText(formatMoney(total));
          }
          await expect(page.locator(".order-review__line")).toContainText(product.name);
          // The new option types show readable Dutch values on the order: 95 + 599 + 216 + 25 + 7,50
          // + 46,9 km × 0,50 excl. btw.
          if (sliding) {
            for (const text of SLIDING.shown)
              await expect(page.locator(".order-review__line")).toContainText(text);
            expect(line).toMatchObject({ unit_excl_cents: 96_595, unit_incl_cents: 116_880 });
          }
          // A tracked stock went down by what was bought.
          const after = await stored(product.slug);
          if (product.stock !== null) expect(after.stock).toBe(product.stock - 1);
          else expect(after.stock).toBeNull();
        });
      });
    }

    if (seeded.stock !== undefined && seeded.stock <= 5) {
      test.describe("without JavaScript", () => {
        test.use({ javaScriptEnabled: false });

        test("more than the stock is refused beside the quantity, in Dutch, and nothing is added", async ({
          page,
        }) => {
          const product = await stored(seeded.slug);
          await page.goto(`/product/${product.slug}`);
          await page.locator("#quantity").fill(String((product.stock ?? 0) + 1));
          await page.getByRole("button", { name: "In winkelmand" }).click();
          await expect(page.locator("#quantity-error")).toContainText(`van „${product.name}” op voorraad`);
          await expect(page.locator(".cart-added")).toHaveCount(0);
          await page.goto("/winkelmand");
          await expect(page.getByText("Je winkelmand is nog leeg.")).toBeVisible();

          // One fits; raising it in the cart beyond the stock is refused beside the field and changes nothing.
          await page.goto(`/product/${product.slug}`);
          await page.getByRole("button", { name: "In winkelmand" }).click();
          await expect(page.locator(".cart-added")).toBeVisible();
          await page.goto("/winkelmand");
          const qty = page.locator(".cart-table tbody tr input.qty");
          await qty.fill(String((product.stock ?? 0) + 1));
          await page.getByRole("button", { name: "Winkelmand bijwerken" }).last().click();
          const are = product.stock === 1 ? "is" : "zijn";
          const message = `Er ${are} nog maar ${product.stock} van „${product.name}” op voorraad; pas het aantal aan.`;
          await expect(page.locator(".cart-table .field-error")).toHaveText(message);
          await expect(page.locator(".cart-notice")).toHaveText(message);
          await page.goto("/winkelmand");
          await expect(qty).toHaveValue("1");
        });
      });
    }
  });
}

/** The sold-out product: it cannot be bought; then (in order, after those tests) two shoppers race for one item. */
test.describe("a sold-out product", () => {
  test.describe.configure({ mode: "default" });
  const soldOut = sampleProducts.filter((p) => p.stock === 0);

  for (const js of [true, false]) {
    test.describe(js ? "with JavaScript" : "without JavaScript", () => {
      test.use({ javaScriptEnabled: js });
      for (const seeded of soldOut) {
        test(`${seeded.name} (${seeded.slug}) cannot be bought`, async ({ page }) => {
          const product = await stored(seeded.slug);
          expect(product.stock).toBe(0);
          await page.goto(`/product/${product.slug}`);
          await expect(page.locator(".product-detail .stock")).toHaveText("Uitverkocht");
          await expect(page.getByRole("button", { name: "In winkelmand" })).toHaveCount(0);
          // Its category's listing shows it sold out, with no add button.
          await page.goto(`/product-categorie/${seeded.categories[0]}`);
          const card = page.locator(`.product-card[data-product-id="${product.id}"]`);
          await expect(card.locator(".stock")).toHaveText("Uitverkocht");
          await expect(card.locator(".add_to_cart_button")).toHaveCount(0);
          // Also the background call refuses it, in Dutch, and the cart stays empty.
          const nonce = await page.evaluate(
            () => JSON.parse(document.getElementById("maatglas-config")?.textContent ?? "{}").nonce,
          );
          const refused = await page.request.post("/?wc-ajax=add_to_cart", {
            form: { product_id: String(product.id), quantity: "1", security: nonce },
          });
          expect(refused.status()).toBe(409);
          expect((await refused.json()).message).toBe(
            `„${product.name}” is uitverkocht en kan niet worden besteld.`,
          );
          await page.goto("/winkelmand");
          await expect(page.getByText("Je winkelmand is nog leeg.")).toBeVisible();
        });
      }
    });
  }

  test("two shoppers checking out the last item: one order, the other gets a Dutch message and keeps the cart", async ({
    page,
    browser,
  }, testInfo) => {
    test.slow(); // two whole shopper journeys in one test
    // The sold-out product gets one item back for this test (this block runs in order: its own tests are done).
    const seeded = sampleProducts.find((p) => p.stock === 0);
    const db = openSqlite(path.join(E2E_DATA_DIR, "maatglas.db"));
    const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    try {
      const id = (await stored(seeded?.slug ?? "")).id;
      await db.kysely.updateTable("products").set({ stock: 1 }).where("id", "=", id).execute();
      await changedBehindTheShop(db.kysely);
      const product = await stored(seeded?.slug ?? "");
      const second = await other.newPage();
      for (const p of [page, second]) await addSimple(p, product, true);
      await checkoutByBankTransfer(page, false);
      await cartToCheckout(second);
      await fillAddress(second);
      await second.getByRole("radio", { name: "Bankoverschrijving" }).check();
      await tickConfirmations(second, false);
      await second.getByRole("button", { name: "Bestellen en betalen" }).click();
      await expect(second.getByRole("alert").first()).toContainText(
        `Niet genoeg op voorraad: ${product.name}`,
      );
      await expect(second).toHaveURL(CHECKOUT);
      await second.goto("/winkelmand");
      await expect(second.locator(".cart-table tbody tr")).toHaveCount(1);
      expect((await stored(product.slug)).stock).toBe(0);
    } finally {
      await db.kysely
        .updateTable("products")
        .set({ stock: 0 })
        .where("slug", "=", seeded?.slug ?? "")
        .execute();
      await changedBehindTheShop(db.kysely);
      await db.close();
      await other.close();
    }
  });
});
