import { type APIRequestContext, expect, type Page, type Request, test } from "@playwright/test";
// Relative imports on purpose: these engine modules import nothing through the `~/` alias.
import { evaluatePrice } from "../../app/modules/configurator/formula";
import { sampleDoorDefinition } from "../../app/modules/configurator/sample-door";
import { formatMoney, inclVatCents } from "../../app/utils/money";
import { createConfigurableProduct } from "../helpers/configurable-product";
import { holdIslandsEntry } from "../helpers/islands";
import { recordedScrolls, recordScrolls } from "../helpers/scroll-timing";

const PRODUCT = "/product/glazen-deur-op-maat";
const CART = "/winkelmand";
const MIN_HEIGHT_MESSAGE = "Deze waarde moet groter dan of gelijk aan 1500 zijn.";
const ADDED_MESSAGE = "is toegevoegd aan je winkelmand.";

interface Door {
  height: string;
  width: string;
  handle: string;
  hinges: string;
  lock: string;
}

/** The sample: 2000 × 800, RVS rond 180, RVS hinges, cylinder lock = € 740,50 incl. btw. */
const SAMPLE: Door = {
  height: "2000",
  width: "800",
  handle: "rvs-rond-180",
  hinges: "rvs",
  lock: "cilinderslot",
};
const SAMPLE_PRICE = "€ 740,50";
const OTHER: Door = {
  height: "2345",
  width: "987",
  handle: "zwart-rond-180",
  hinges: "goud",
  lock: "design-slot",
};

function fields(door: Door): Record<string, string> {
  return {
    uni_cpo_height: door.height,
    uni_cpo_width: door.width,
    uni_cpo_handle: door.handle,
    uni_cpo_hinges: door.hinges,
    uni_cpo_lock: door.lock,
  };
}

/** The price the engine itself gives for a door, formatted as the shop shows it (incl. 21 % btw). */
function enginePrice(door: Door): string {
  const result = evaluatePrice(sampleDoorDefinition, fields(door));
  if (!result.ok || result.priceExcl === null || result.disabled) {
    throw new Error(`the engine did not price ${JSON.stringify(door)}`);
  }
  return formatMoney(inclVatCents(result.priceExcl));
}

const priceTag = (page: Page) => page.locator(".price-tag");
const priceAmount = (page: Page) => page.locator(".price-tag__amount");
const addButton = (page: Page) => page.locator(".single_add_to_cart_button");

/** Opens the product page and waits until React has taken over the form (the no-JS calc button is gone). */
async function openConfigurator(page: Page) {
  await page.goto(PRODUCT);
  await expect(page.getByRole("button", { name: "Formulier wissen" })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator(".calc-button")).toHaveCount(0);
}

/** Opens a configurator page (a test product's) and waits until React has taken it over. */
async function openProduct(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Formulier wissen" })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator(".calc-button")).toHaveCount(0);
}

/** Records the detail of every `name` event that reaches `document` (they are dispatched on document.body). */
async function recordEvents(page: Page, name: string) {
  await page.evaluate((n) => {
    const w = window as unknown as { recorded: Record<string, unknown[]> };
    w.recorded ??= {};
    w.recorded[n] = [];
    document.addEventListener(n, (e) => w.recorded[n]?.push((e as CustomEvent).detail));
  }, name);
  return () =>
    page.evaluate(
      (n) => (window as unknown as { recorded: Record<string, unknown[]> }).recorded[n] ?? [],
      name,
    );
}

async function fillDoor(page: Page, door: Door) {
  await page.locator("#uni_cpo_height").fill(door.height);
  await page.locator("#uni_cpo_width").fill(door.width);
  await page.locator("#uni_cpo_handle").selectOption(door.handle);
  await page.locator("#uni_cpo_hinges").selectOption(door.hinges);
  await page.locator("#uni_cpo_lock").selectOption(door.lock);
}

async function expectPriced(page: Page, price: string) {
  await expect(priceTag(page)).toHaveAttribute("data-state", "priced");
  await expect(priceAmount(page)).toHaveText(price);
}

/** The visible rows of the cart table. */
const cartRows = (page: Page) => page.locator(".cart-table tbody tr");

async function expectSampleLine(page: Page, row = cartRows(page).first()) {
  await expect(row).toContainText("Glazen deur op maat");
  const config = row.locator(".cart-config > div");
  await expect(config.filter({ hasText: "Netto glashoogte in mm:" })).toHaveText(
    "Netto glashoogte in mm: 2000",
  );
  await expect(config.filter({ hasText: "Netto glasbreedte in mm:" })).toHaveText(
    "Netto glasbreedte in mm: 800",
  );
  await expect(config.filter({ hasText: "Greep:" })).toHaveText("Greep: RVS rond 180 cm");
  await expect(config.filter({ hasText: "Scharnieren:" })).toHaveText("Scharnieren: RVS");
  await expect(config.filter({ hasText: "Slot:" })).toHaveText("Slot: Cilinderslot");
  await expect(row.locator("td").nth(1)).toHaveText(SAMPLE_PRICE);
}

test.describe("configurator with JavaScript", () => {
  test("the shown price is the engine's price", async ({ page }) => {
    await openConfigurator(page);
    await expect(priceAmount(page)).toHaveText("€ 0,00");
    await expect(addButton(page)).toBeDisabled();

    await fillDoor(page, SAMPLE);
    expect(enginePrice(SAMPLE)).toBe(SAMPLE_PRICE);
    await expectPriced(page, SAMPLE_PRICE);
    await expect(addButton(page)).toBeEnabled();
    await expect(page.locator("#uni_cpo_total")).toHaveText(`Totaalprijs incl. btw: ${SAMPLE_PRICE}`);
    // With more than one, the price tag says it is one door's price (the notice above it gives the total).
    await expect(priceTag(page)).not.toContainText("per stuk");
    await page.locator("#quantity").fill("2");
    await page.locator("#quantity").blur();
    await expect(priceTag(page)).toContainText("per stuk");
    await expectPriced(page, SAMPLE_PRICE);
    await page.locator("#quantity").fill("1");
    await page.locator("#quantity").blur();
    await expect(priceTag(page)).not.toContainText("per stuk");

    const other = enginePrice(OTHER);
    expect(other).not.toBe(SAMPLE_PRICE);
    await fillDoor(page, OTHER);
    await expectPriced(page, other);
  });

  test("a height of 1400 shows the Dutch minimum message and disables ordering", async ({ page }) => {
    await openConfigurator(page);
    await fillDoor(page, SAMPLE);
    await expectPriced(page, SAMPLE_PRICE);

    const height = page.locator("#uni_cpo_height");
    await height.fill("1400");
    await height.blur();
    const error = page.locator('[data-field-error="uni_cpo_height"]');
    await expect(error).toHaveText(MIN_HEIGHT_MESSAGE);
    await expect(error).toHaveAttribute("id", "uni_cpo_height-error");
    // The message sits next to (inside the field wrapper of) the height input and describes it.
    await expect(page.locator('[data-field="uni_cpo_height"]').locator(error)).toBeVisible();
    await expect(height).toHaveAttribute("aria-invalid", "true");
    await expect(height).toHaveAttribute("aria-describedby", /uni_cpo_height-error/);
    await expect(addButton(page)).toBeDisabled();
    await expect(priceTag(page)).toHaveAttribute("data-state", "start");
    await expect(priceAmount(page)).toHaveText("€ 0,00");

    // Fixing the value removes the message and prices again.
    await height.fill("2000");
    await expect(error).toHaveCount(0);
    await expect(height).not.toHaveAttribute("aria-invalid", "true");
    await expectPriced(page, SAMPLE_PRICE);
    await expect(addButton(page)).toBeEnabled();
  });

  test("overlapping price calls: the latest width wins", async ({ page }) => {
    const price900 = enginePrice({ ...SAMPLE, width: "900" });
    const price1100 = enginePrice({ ...SAMPLE, width: "1100" });
    expect(price900).not.toBe(price1100);

    await openConfigurator(page);
    await fillDoor(page, SAMPLE);
    await expectPriced(page, SAMPLE_PRICE);

    // Hold back the answer for width 900 for 800 ms, so it arrives after the one for 1100.
    let released!: () => void;
    const delayedDone = new Promise<void>((resolve) => {
      released = resolve;
    });
    let delayed = 0;
    await page.route("**/api/ajax", async (route) => {
      const body = route.request().postDataJSON() as { action?: string; data?: Record<string, unknown> };
      if (body.action !== "uni_cpo_price_calc" || body.data?.uni_cpo_width !== "900" || delayed > 0) {
        await route.continue();
        return;
      }
      delayed++;
      try {
        const response = await route.fetch();
        await new Promise((resolve) => setTimeout(resolve, 800));
        // The page may have aborted this call already; then there is nothing left to answer.
        await route.fulfill({ response }).catch(() => {});
      } finally {
        released();
      }
    });

    // Every text the price tag shows from now on.
    await page.evaluate(() => {
      const amount = document.querySelector(".price-tag__amount")!;
      const seen: string[] = [];
      (window as unknown as { seenPrices: string[] }).seenPrices = seen;
      new MutationObserver(() => seen.push(amount.textContent ?? "")).observe(amount, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    const is900 = (r: Request) =>
      r.url().endsWith("/api/ajax") && r.postDataJSON()?.data?.uni_cpo_width === "900";
    // Done for the page when the held-back answer was read, or the call was aborted.
    const settled900 = Promise.race([
      page.waitForEvent("requestfinished", { predicate: is900, timeout: 10_000 }),
      page.waitForEvent("requestfailed", { predicate: is900, timeout: 10_000 }),
    ]);

    const width = page.locator("#uni_cpo_width");
    const first = page.waitForRequest(is900);
    await width.fill("900");
    await first; // the 900 call is in flight (held back) …
    const second = page.waitForResponse(
      (r) => r.url().endsWith("/api/ajax") && r.request().postDataJSON()?.data?.uni_cpo_width === "1100",
    );
    await width.fill("1100"); // … when the width changes again
    await second;

    await expectPriced(page, price1100);
    await delayedDone; // the late 900 answer has been sent (or dropped) …
    await settled900; // … and the page has it or has aborted the call
    expect(delayed).toBe(1);
    // Let a (wrongly) accepted late answer render before looking again.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    await expect(priceTag(page)).toHaveAttribute("data-state", "priced");
    await expect(priceAmount(page)).toHaveText(price1100);
    await expect(page.locator("#uni_cpo_total")).toHaveText(`Totaalprijs incl. btw: ${price1100}`);
    const seen = await page.evaluate(() => (window as unknown as { seenPrices: string[] }).seenPrices);
    expect(seen).toContain(price1100);
    expect(seen).not.toContain(price900);
  });

  test("two quick width changes end with the price of the last value", async ({ page }) => {
    const price1100 = enginePrice({ ...SAMPLE, width: "1100" });
    await openConfigurator(page);
    await fillDoor(page, SAMPLE);
    await expectPriced(page, SAMPLE_PRICE);

    const width = page.locator("#uni_cpo_width");
    await width.fill("900");
    await width.fill("1100");
    await expectPriced(page, price1100);
    // Once no call is pending any more the price stays that of 1100.
    await expect(page.locator("form.configurator")).not.toHaveAttribute("data-pending");
    await expect(priceAmount(page)).toHaveText(price1100);
  });

  test("add to cart in the background; same configuration adds up, another adds a line", async ({ page }) => {
    test.slow(); // three configurations, each priced and added, and the cart checked after each
    await openConfigurator(page);
    await expect(page.locator(".header-cart__count")).toBeHidden();
    await fillDoor(page, SAMPLE);
    await expectPriced(page, SAMPLE_PRICE);
    await addButton(page).click();

    const added = page.locator(".cart-added");
    // The same message as a simple product's, with the product's name.
    await expect(added).toContainText("„Glazen deur op maat” is toegevoegd aan je winkelmand.");
    await expect(added.getByRole("link", { name: "Bekijk winkelmand" })).toHaveAttribute("href", CART);
    const count = page.locator(".header-cart__count");
    await expect(count).toBeVisible();
    await expect(count).toHaveAttribute("data-count", "1");
    await expect(count.locator('[aria-hidden="true"]')).toHaveText("1");

    await added.getByRole("link", { name: "Bekijk winkelmand" }).click();
    await expect(page).toHaveURL(CART);
    await expect(cartRows(page)).toHaveCount(1);
    await expectSampleLine(page);
    await expect(cartRows(page).first().locator("td").nth(2).locator("input")).toHaveValue("1");

    // The same configuration again: still one line, quantity 2.
    await openConfigurator(page);
    await fillDoor(page, SAMPLE);
    await expectPriced(page, SAMPLE_PRICE);
    await addButton(page).click();
    await expect(page.locator(".cart-added")).toContainText(ADDED_MESSAGE);
    await expect(page.locator(".header-cart__count")).toHaveAttribute("data-count", "2");
    await page.goto(CART);
    await expect(cartRows(page)).toHaveCount(1);
    await expectSampleLine(page);
    await expect(cartRows(page).first().locator("td").nth(2).locator("input")).toHaveValue("2");
    await expect(cartRows(page).first().locator("td").nth(3)).toHaveText("€ 1.481,00");

    // A different configuration: a second line.
    const otherPrice = enginePrice(OTHER);
    await openConfigurator(page);
    await fillDoor(page, OTHER);
    await expectPriced(page, otherPrice);
    await addButton(page).click();
    await expect(page.locator(".cart-added")).toContainText(ADDED_MESSAGE);
    await expect(page.locator(".header-cart__count")).toHaveAttribute("data-count", "3");
    await page.goto(CART);
    await expect(cartRows(page)).toHaveCount(2);
    const otherRow = cartRows(page).filter({ hasText: "Zwart rond 180 cm" });
    await expect(otherRow).toHaveCount(1);
    await expect(otherRow).toContainText("Netto glashoogte in mm: 2345");
    await expect(otherRow.locator("td").nth(1)).toHaveText(otherPrice);
    await expect(otherRow.locator("td").nth(2).locator("input")).toHaveValue("1");
    await expectSampleLine(page, cartRows(page).filter({ hasText: "RVS rond 180 cm" }));
  });

  test("In winkelmand pressed while the new price is on its way is not lost: it orders the latest values", async ({
    page,
  }) => {
    await openConfigurator(page);
    await fillDoor(page, SAMPLE);
    await expectPriced(page, SAMPLE_PRICE);
    // Hold the price answer for the new width back for 2 s, so the press lands while it is pending (a busy CI
    // machine can take several hundred ms for the click itself).
    await page.route("**/api/ajax", async (route) => {
      const body = route.request().postDataJSON() as { action?: string; data?: Record<string, unknown> };
      if (body.action === "uni_cpo_price_calc" && body.data?.uni_cpo_width === "987") {
        const response = await route.fetch();
        await new Promise((resolve) => setTimeout(resolve, 2000));
        await route.fulfill({ response }).catch(() => {});
        return;
      }
      await route.continue();
    });
    const adds: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/ajax") && r.postDataJSON()?.action === "uni_cpo_add_to_cart")
        adds.push(String(r.postDataJSON()?.data?.uni_cpo_width));
    });
    const newPrice = enginePrice({ ...SAMPLE, width: "987" });
    await page.locator("#uni_cpo_width").fill("987");
    await expect(priceTag(page)).toHaveAttribute("data-state", "calculating");
    // Pressable while the price is on its way (a disabled button would swallow the click).
    await addButton(page).click({ timeout: 1500 });
    await expect(page.locator(".cart-added")).toContainText(ADDED_MESSAGE);
    expect(adds).toEqual(["987"]);
    await expect(priceAmount(page)).toHaveText(newPrice);
    await page.goto(CART);
    await expect(cartRows(page)).toHaveCount(1);
    await expect(cartRows(page).first()).toContainText("Netto glasbreedte in mm: 987");
    await expect(cartRows(page).first().locator("td").nth(1)).toHaveText(newPrice);
  });
});

test.describe("configurator without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  async function fillPlain(page: Page, door: Door) {
    await page.locator("#uni_cpo_height").fill(door.height);
    await page.locator("#uni_cpo_width").fill(door.width);
    await page.locator("#uni_cpo_handle").selectOption(door.handle);
    await page.locator("#uni_cpo_hinges").selectOption(door.hinges);
    await page.locator("#uni_cpo_lock").selectOption(door.lock);
  }

  test("Bereken prijs and In winkelmand work as a plain form", async ({ page }) => {
    await page.goto(PRODUCT);
    await expect(priceAmount(page)).toHaveText("€ 0,00");
    await fillPlain(page, SAMPLE);
    await page.getByRole("button", { name: "Bereken prijs" }).click();
    await expectPriced(page, SAMPLE_PRICE);
    await expect(page.locator("#uni_cpo_height")).toHaveValue("2000");
    await expect(page.locator("#uni_cpo_handle")).toHaveValue("rvs-rond-180");

    // Too low: the Dutch message, the typed values kept.
    await page.locator("#uni_cpo_height").fill("1400");
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Bereken prijs" }).click();
    expect((await response).status()).toBe(400);
    await expect(page.locator("#uni_cpo_height-error")).toHaveText(MIN_HEIGHT_MESSAGE);
    await expect(page.locator("#uni_cpo_height")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#uni_cpo_height")).toHaveValue("1400");
    await expect(page.locator("#uni_cpo_width")).toHaveValue("800");
    await expect(page.locator("#uni_cpo_handle")).toHaveValue("rvs-rond-180");
    await expect(page.locator("#uni_cpo_hinges")).toHaveValue("rvs");
    await expect(page.locator("#uni_cpo_lock")).toHaveValue("cilinderslot");
    await expect(priceAmount(page)).toHaveText("€ 0,00");

    // Fixed and ordered.
    await page.locator("#uni_cpo_height").fill("2000");
    await page.getByRole("button", { name: "In winkelmand" }).click();
    await expect(page.locator(".cart-added")).toContainText(ADDED_MESSAGE);
    await expect(page.locator(".header-cart__count")).toHaveAttribute("data-count", "1");
    await page.locator(".cart-added").getByRole("link", { name: "Bekijk winkelmand" }).click();
    await expect(page).toHaveURL(CART);
    await expect(cartRows(page)).toHaveCount(1);
    await expectSampleLine(page);
    await expect(cartRows(page).first().locator("td").nth(2).locator("input")).toHaveValue("1");
  });
});

interface Session {
  api: APIRequestContext;
  nonce: string;
  productId: string;
}

/** A session over plain HTTP: the page gives the session cookie, the CSRF nonce and the product id. */
async function openSession(page: Page): Promise<Session> {
  await page.goto(PRODUCT);
  const config = JSON.parse((await page.locator("script#maatglas-config").textContent()) ?? "{}");
  expect(config.nonce).toMatch(/^[\w-]{16,}$/);
  const productId = await page.locator('input[name="product_id"]').inputValue();
  expect(productId).toMatch(/^\d+$/);
  return { api: page.request, nonce: config.nonce, productId };
}

const TAMPERED = {
  price: 1,
  raw_price: 1,
  rate: 1,
  total: 1,
  nbdFinalPrice: 1,
  cpo_price: 1,
  uni_cpo_price: 1,
};

/** Posts a background call as JSON; `security` replaces the session's nonce, `null` leaves it out. */
function call(s: Session, action: string, data: Record<string, unknown>, security?: string | null) {
  const body: Record<string, unknown> = {
    action,
    data: { product_id: s.productId, quantity: "1", ...data },
  };
  if (security !== null) body.security = security ?? s.nonce;
  return s.api.post("/api/ajax", { data: body });
}

test.describe("background calls over plain HTTP", () => {
  test("price-like fields from the client are ignored", async ({ page }) => {
    const s = await openSession(page);
    const priced = await call(s, "uni_cpo_price_calc", { ...fields(SAMPLE), ...TAMPERED });
    expect(priced.status()).toBe(200);
    const answer = await priced.json();
    expect(answer.success).toBe(true);
    expect(answer.data.price_vars.raw_price).toBe(740.5);
    expect(answer.data.price_vars.price).toBe(SAMPLE_PRICE);

    const added = await call(s, "uni_cpo_add_to_cart", { ...fields(SAMPLE), ...TAMPERED });
    expect(added.status()).toBe(200);
    const addAnswer = await added.json();
    expect(addAnswer.success).toBe(true);
    expect(addAnswer.data.price_vars.raw_price).toBe(740.5);
    expect(addAnswer.data.cart_count).toBe(1);

    await page.goto(CART);
    await expect(cartRows(page)).toHaveCount(1);
    await expectSampleLine(page);
    await expect(page.locator('.cart-totals [data-total="subtotal"]')).toHaveText(SAMPLE_PRICE);
  });

  test("bad calls are refused with Dutch messages", async ({ page, playwright }) => {
    const s = await openSession(page);

    const unknownChoice = await call(s, "uni_cpo_price_calc", {
      ...fields(SAMPLE),
      uni_cpo_handle: "goud-999",
    });
    expect(unknownChoice.status()).toBe(400);
    const unknownAnswer = await unknownChoice.json();
    expect(unknownAnswer.success).toBe(false);
    expect(unknownAnswer.data.errors.uni_cpo_handle).toBe("Kies een geldige optie.");

    const noAdd = await call(s, "uni_cpo_add_to_cart", { ...fields(SAMPLE), uni_cpo_handle: "goud-999" });
    expect(noAdd.status()).toBe(400);
    expect((await noAdd.json()).data.errors.uni_cpo_handle).toBe("Kies een geldige optie.");

    const expired = "Je sessie is verlopen. Vernieuw de pagina en probeer het opnieuw.";
    for (const security of [null, "", "niet-het-goede-token-0123456789", `${s.nonce}x`]) {
      const refused = await call(s, "uni_cpo_price_calc", fields(SAMPLE), security);
      expect(refused.status(), `security ${security}`).toBe(403);
      expect((await refused.json()).data.message).toBe(expired);
    }

    // Another session's nonce is no good either.
    const other = await playwright.request.newContext({ baseURL: page.url() });
    try {
      const foreign = await other.post("/api/ajax", {
        data: {
          action: "uni_cpo_price_calc",
          security: s.nonce,
          data: { product_id: s.productId, ...fields(SAMPLE) },
        },
      });
      expect(foreign.status()).toBe(403);
    } finally {
      await other.dispose();
    }

    const tooLarge = await call(s, "uni_cpo_price_calc", {
      ...fields(SAMPLE),
      padding: "x".repeat(70 * 1024),
    });
    expect(tooLarge.status()).toBe(413);
    expect((await tooLarge.json()).data.message).toBe("Het verzoek is te groot.");

    const malformed = await s.api.post("/api/ajax", {
      headers: { "content-type": "application/json" },
      data: '{"action": "uni_cpo_price_calc", "security": ',
    });
    expect(malformed.status()).toBe(400);
    expect((await malformed.json()).data.message).toBe("Ongeldig verzoek.");

    // Nothing of this reached the cart.
    await page.goto(CART);
    await expect(cartRows(page)).toHaveCount(0);
  });

  test("the old front end's form encoding works too", async ({ page }) => {
    const s = await openSession(page);
    const form: Record<string, string> = {
      action: "uni_cpo_price_calc",
      security: s.nonce,
      "data[product_id]": s.productId,
      "data[quantity]": "1",
    };
    for (const [name, value] of Object.entries(fields(SAMPLE))) form[`data[${name}]`] = value;
    for (const [name, value] of Object.entries(TAMPERED)) form[`data[${name}]`] = String(value);

    const priced = await s.api.post("/api/ajax", { form });
    expect(priced.status()).toBe(200);
    const answer = await priced.json();
    expect(answer.success).toBe(true);
    expect(answer.data.price_vars.raw_price).toBe(740.5);

    const added = await s.api.post("/api/ajax", { form: { ...form, action: "uni_cpo_add_to_cart" } });
    expect(added.status()).toBe(200);
    expect((await added.json()).data.cart_count).toBe(1);
    await page.goto(CART);
    await expect(cartRows(page)).toHaveCount(1);
    await expectSampleLine(page);
  });
});

test.describe("configurator on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("no horizontal overflow and the form is usable", async ({ page }) => {
    await openConfigurator(page);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await fillDoor(page, SAMPLE);
    await expectPriced(page, SAMPLE_PRICE);
    for (const selector of ["#uni_cpo_height", "#uni_cpo_lock", ".price-tag", ".single_add_to_cart_button"]) {
      const box = await page.locator(selector).boundingBox();
      expect(box, selector).not.toBeNull();
      expect(box!.x, selector).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, selector).toBeLessThanOrEqual(375);
    }
    await addButton(page).click();
    await expect(page.locator(".cart-added")).toContainText(ADDED_MESSAGE);
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});

const ADD_FAILED =
  "Het product kon niet aan je winkelmand worden toegevoegd. Controleer je keuzes en probeer het opnieuw.";
const NO_CONNECTION =
  "Het product kon niet worden toegevoegd: er is geen verbinding. Controleer je verbinding en probeer het opnieuw.";
const SESSION_EXPIRED = "Je sessie is verlopen. Vernieuw de pagina en probeer het opnieuw.";

/** Sends the configured add-to-cart call to `handle`; every other call goes to the server. */
async function onAddCall(page: Page, handle: Parameters<Page["route"]>[1]) {
  await page.route("**/api/ajax", async (route, request) => {
    if ((request.postDataJSON() as { action?: string }).action !== "uni_cpo_add_to_cart") {
      await route.continue();
      return;
    }
    await handle(route, request);
  });
}

test.describe("configured add-to-cart failures are visible (spec §8)", () => {
  const failures: {
    name: string;
    handle: Parameters<Page["route"]>[1];
    status: number;
    message: string;
    fieldError?: [string, string];
  }[] = [
    { name: "network error", handle: (route) => route.abort("failed"), status: 0, message: NO_CONNECTION },
    {
      // The real server refuses the call: the token is wrong.
      name: "403 (expired session)",
      handle: (route, request) =>
        route.continue({
          postData: JSON.stringify({ ...request.postDataJSON(), security: "verlopen-token-0123456789" }),
        }),
      status: 403,
      message: SESSION_EXPIRED,
    },
    {
      name: "409 without an answer body",
      handle: (route) => route.fulfill({ status: 409, contentType: "text/plain", body: "Conflict" }),
      status: 409,
      message: ADD_FAILED,
    },
    {
      name: "409 with the server's form message",
      handle: (route) =>
        route.fulfill({
          status: 409,
          json: { success: false, data: { errors: { uni_cpo_form: "Bestellen is nu niet mogelijk." } } },
        }),
      status: 409,
      message: "Bestellen is nu niet mogelijk.",
    },
    {
      name: "success: false with a field error",
      handle: (route) =>
        route.fulfill({
          status: 200,
          json: { success: false, data: { errors: { uni_cpo_handle: "Kies een geldige optie." } } },
        }),
      status: 200,
      message: ADD_FAILED,
      fieldError: ["uni_cpo_handle", "Kies een geldige optie."],
    },
  ];

  for (const failure of failures) {
    test(failure.name, async ({ page }) => {
      await openConfigurator(page);
      await fillDoor(page, SAMPLE);
      await expectPriced(page, SAMPLE_PRICE);
      const failed = await recordEvents(page, "uni_cpo_add_to_cart_failed");
      const added = await recordEvents(page, "added_to_cart");
      await onAddCall(page, failure.handle);

      await addButton(page).click();
      const error = page.locator(".configurator__error");
      await expect(error).toHaveText(failure.message);
      await expect(error).toHaveAttribute("role", "alert");
      // Unblocked, with the starting price.
      await expect(page.locator("form.configurator")).not.toHaveAttribute("data-blocked");
      await expect(page.locator("#uni_cpo_height")).toBeEnabled();
      await expect(priceTag(page)).toHaveAttribute("data-state", "start");
      await expect(priceAmount(page)).toHaveText("€ 0,00");
      await expect(page.locator(".cart-added")).toHaveCount(0);
      if (failure.fieldError) {
        await expect(page.locator(`#${failure.fieldError[0]}-error`)).toHaveText(failure.fieldError[1]);
      }
      const events = (await failed()) as { product_id: number; status: number; message: string }[];
      expect(events).toHaveLength(1);
      expect(events[0]?.status).toBe(failure.status);
      expect(events[0]?.message).toBe(failure.message);
      expect(events[0]?.product_id).toBeGreaterThan(0);
      expect(await added()).toEqual([]);

      // A change clears the message and prices again.
      await page.locator("#uni_cpo_width").fill("801");
      await expect(error).toHaveCount(0);
      await expectPriced(page, enginePrice({ ...SAMPLE, width: "801" }));
    });
  }

  test("success: false with a product_url opens the product instead", async ({ page }) => {
    await openConfigurator(page);
    await fillDoor(page, SAMPLE);
    await expectPriced(page, SAMPLE_PRICE);
    await onAddCall(page, (route) =>
      route.fulfill({ status: 200, json: { success: false, data: { product_url: "/winkel" } } }),
    );
    await addButton(page).click();
    await expect(page).toHaveURL("/winkel");
  });
});

test.describe("configured add-to-cart: blocking, events and notices", () => {
  test("while the add runs the form is blocked, the price says Berekenen… and the cart fragments fade", async ({
    page,
  }) => {
    await openConfigurator(page);
    await fillDoor(page, SAMPLE);
    await expectPriced(page, SAMPLE_PRICE);
    const added = await recordEvents(page, "added_to_cart");
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await onAddCall(page, async (route) => {
      await gate;
      await route.continue();
    });

    await addButton(page).click();
    await expect(page.locator("form.configurator")).toHaveAttribute("data-blocked", "true");
    await expect(page.locator("form.configurator")).toHaveAttribute("aria-busy", "true");
    await expect(priceTag(page)).toHaveAttribute("data-state", "calculating");
    await expect(priceAmount(page)).toHaveText("Berekenen…");
    for (const field of ["#uni_cpo_height", "#uni_cpo_handle", "#quantity", ".single_add_to_cart_button"]) {
      await expect(page.locator(field), field).toBeDisabled();
    }
    const count = page.locator(".site-header .header-cart__count");
    await expect(count).toHaveClass(/\bupdating\b/);
    expect(await count.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe("0.4s");
    expect(await count.evaluate((el) => getComputedStyle(el).opacity)).not.toBe("1");

    release();
    await expect(page.locator(".cart-added")).toContainText(ADDED_MESSAGE);
    await expect(page.locator("form.configurator")).not.toHaveAttribute("data-blocked");
    await expect(page.locator("#uni_cpo_height")).toBeEnabled();
    await expect(count).not.toHaveClass(/\bupdating\b/);
    await expect(count).toHaveAttribute("data-count", "1");
    await expectPriced(page, SAMPLE_PRICE);

    const events = (await added()) as {
      product_id: number;
      quantity: number;
      source: string;
      cart: { count: number };
      cart_hash: string;
      price_vars: { price: string };
    }[];
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ quantity: 1, source: "configurator", cart: { count: 1 } });
    expect(events[0]?.product_id).toBeGreaterThan(0);
    expect(events[0]?.cart_hash).toMatch(/\w+/);
    expect(events[0]?.price_vars.price).toBe(SAMPLE_PRICE);
  });

  test("an invalid quantity keeps the live price and only stops ordering", async ({ page }) => {
    await openConfigurator(page);
    await fillDoor(page, SAMPLE);
    await expectPriced(page, SAMPLE_PRICE);
    const quantity = page.locator("#quantity");
    for (const bad of ["0", "1000", ""]) {
      await quantity.fill(bad);
      await quantity.blur();
      await expect(page.locator("#quantity-error")).toHaveText("Kies een aantal van 1 tot en met 999.");
      await expect(addButton(page)).toBeDisabled();
      await expectPriced(page, SAMPLE_PRICE);
    }
    await quantity.fill("2");
    await expect(page.locator("#quantity-error")).toHaveCount(0);
    await expectPriced(page, SAMPLE_PRICE);
    await expect(page.locator("#uni_cpo_total")).toHaveText("Totaalprijs incl. btw: € 1.481,00");
    await expect(addButton(page)).toBeEnabled();
  });

  test("the success notice is scrolled to 100 px below the top over about 1000 ms", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 640 });
    await openConfigurator(page);
    await fillDoor(page, SAMPLE);
    await expectPriced(page, SAMPLE_PRICE);
    await addButton(page).scrollIntoViewIfNeeded();
    // When the notice appears, and every scroll position with its time.
    await recordScrolls(page, { appears: ".cart-added" });
    await addButton(page).click();
    const notice = page.locator(".cart-added");
    await expect(notice).toBeVisible();
    await expect
      .poll(() => notice.evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 3000 })
      .toBe(100);
    const { marked: shown, reached, steps } = await recordedScrolls(page);
    // Many small steps, ending about 1000 ms after the notice appeared.
    expect(steps).toBeGreaterThan(5);
    expect(reached - shown).toBeGreaterThan(800);
    expect(reached - shown).toBeLessThan(2000);
  });

  test("with reduced motion the notice is scrolled to at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 375, height: 640 });
    await openConfigurator(page);
    await fillDoor(page, SAMPLE);
    await expectPriced(page, SAMPLE_PRICE);
    await addButton(page).scrollIntoViewIfNeeded();
    // When the notice appears, and every scroll position with its time.
    await recordScrolls(page, { appears: ".cart-added" });
    await addButton(page).click();
    const notice = page.locator(".cart-added");
    await expect
      .poll(() => notice.evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 3000 })
      .toBe(100);
    const { marked: shown, reached } = await recordedScrolls(page, Number.POSITIVE_INFINITY);
    // Smooth, it would take 1000 ms (the margin is for a busy test machine).
    expect(reached - shown).toBeLessThan(500);
  });
});

test.describe("product settings and price tag", () => {
  test("background add-to-cart off: the plain submit adds (intent=add kept)", async ({ page }) => {
    const product = await createConfigurableProduct("zonder achtergrond", {
      settings: { ajax_add_to_cart: false },
    });
    await openProduct(page, product.path);
    await fillDoor(page, SAMPLE);
    await expectPriced(page, SAMPLE_PRICE);
    const post = page.waitForRequest((r) => r.method() === "POST" && r.url().includes(product.path));
    await addButton(page).click();
    expect((await post).postData()).toContain("intent=add");
    await expect(page.locator(".cart-added")).toContainText(ADDED_MESSAGE);
    await expect(page.locator(".header-cart__count")).toHaveAttribute("data-count", "1");
    await page.goto(CART);
    await expect(cartRows(page)).toHaveCount(1);
    await expect(cartRows(page).first()).toContainText("Testdeur zonder achtergrond");
  });

  test("redirect to the cart after a plain add (background add off)", async ({ page }) => {
    const product = await createConfigurableProduct("naar winkelmand", {
      settings: { ajax_add_to_cart: false, redirect_to_cart: true },
    });
    await openProduct(page, product.path);
    await fillDoor(page, SAMPLE);
    await expectPriced(page, SAMPLE_PRICE);
    await addButton(page).click();
    await expect(page).toHaveURL(CART);
    await expect(cartRows(page)).toHaveCount(1);
    await expect(cartRows(page).first().locator("td").nth(1)).toHaveText(SAMPLE_PRICE);
  });

  test("redirect to the cart after a background add", async ({ page }) => {
    const product = await createConfigurableProduct("achtergrond naar winkelmand", {
      settings: { redirect_to_cart: true },
    });
    await openProduct(page, product.path);
    await fillDoor(page, SAMPLE);
    await expectPriced(page, SAMPLE_PRICE);
    await addButton(page).click();
    await expect(page).toHaveURL(CART);
    await expect(cartRows(page)).toHaveCount(1);
  });

  test("the price tag shows the product's prefix, postfix and tax suffix, also in price_vars", async ({
    page,
  }) => {
    const product = await createConfigurableProduct("prijslabel", {
      priceTag: { prefix: "Uw prijs", postfix: "per deur", taxSuffix: "incl. 21% btw" },
    });
    await openProduct(page, product.path);
    await expect(page.locator(".price-tag__prefix")).toHaveText("Uw prijs");
    await expect(page.locator(".price-tag__postfix")).toHaveText("per deur");
    await expect(page.locator(".price-tag .price__suffix")).toHaveText("incl. 21% btw");
    await expect(priceTag(page)).toHaveText("Uw prijs € 0,00 per deur incl. 21% btw");

    const answer = page.waitForResponse(
      (r) => r.url().endsWith("/api/ajax") && r.request().postDataJSON()?.data?.uni_cpo_lock === SAMPLE.lock,
    );
    await fillDoor(page, SAMPLE);
    const json = await (await answer).json();
    expect(json.data.price_vars).toMatchObject({
      price_suffix: "Uw prijs",
      price_postfix: "per deur",
      price_tax_suffix: "incl. 21% btw",
    });
    await expectPriced(page, SAMPLE_PRICE);
    await expect(priceTag(page)).toHaveText(`Uw prijs ${SAMPLE_PRICE} per deur incl. 21% btw`);
  });

  test("the sample door keeps the plain tag: no prefix or postfix, 'incl. btw'", async ({ page }) => {
    await openConfigurator(page);
    await expect(page.locator(".price-tag__prefix, .price-tag__postfix")).toHaveCount(0);
    await expect(page.locator(".price-tag .price__suffix")).toHaveText("incl. btw");
  });

  test("dynamic labels are filled, the radio reset reads 'Keuze wissen'", async ({ page }) => {
    const options = [
      ...sampleDoorDefinition.options.map((o) =>
        o.slug === "width"
          ? { ...o, label: "Netto glasbreedte bij hoogte {# uni_cpo_height #} mm", is_dynamic_label: true }
          : o,
      ),
      {
        slug: "glass",
        type: "radio" as const,
        label: "Glas {# uni_cpo_height #}",
        suboptions: [
          { slug: "helder", label: "Helder", rate: "0" },
          { slug: "mat", label: "Mat", rate: "0" },
        ],
      },
    ];
    const product = await createConfigurableProduct("labels", { options });
    await openProduct(page, product.path);
    const widthLabel = page.locator('label[for="uni_cpo_width"]');
    await expect(widthLabel).toHaveText("Netto glasbreedte bij hoogte mm *");
    await fillDoor(page, SAMPLE);
    await expectPriced(page, SAMPLE_PRICE);
    await expect(widthLabel).toHaveText("Netto glasbreedte bij hoogte 2000 mm *");
    // Not marked dynamic: the markers are only removed.
    const glass = page.locator('[data-field="uni_cpo_glass"]');
    await expect(glass.locator("legend")).toHaveText("Glas");

    await glass.getByLabel("Mat").check();
    const reset = glass.getByRole("button", { name: "Keuze wissen: Glas" });
    await expect(reset).toHaveText("Keuze wissen");
    await reset.click();
    await expect(glass.getByLabel("Mat")).not.toBeChecked();
  });

  test("a quantity below its min is raised on page load", async ({ page }) => {
    await openConfigurator(page);
    // A plain (no-JS style) "Bereken prijs" post with quantity 0: the answer page shows 0 until loaded.
    await page.evaluate(
      ({ fields }) => {
        const form = document.createElement("form");
        form.method = "post";
        form.action = window.location.pathname;
        const nonce = JSON.parse(document.getElementById("maatglas-config")?.textContent ?? "{}").nonce;
        const values: Record<string, string> = { ...fields, _csrf: nonce, quantity: "0", intent: "calc" };
        for (const [name, value] of Object.entries(values)) {
          const input = document.createElement("input");
          input.type = "hidden";
          input.name = name;
          input.value = value;
          form.append(input);
        }
        document.body.append(form);
        form.submit();
      },
      { fields: fields(SAMPLE) },
    );
    await page.waitForLoadState("load");
    await expect(page.locator("#uni_cpo_height")).toHaveValue("2000");
    await expect(page.locator("#quantity")).toHaveValue("1");
    await expect(page.locator("#quantity-error")).toHaveCount(0);
  });
});

test.describe("configurator without JavaScript: redirect to the cart", () => {
  test.use({ javaScriptEnabled: false });

  test("'redirect to cart after add' works as a plain form", async ({ page }) => {
    const product = await createConfigurableProduct("zonder js naar winkelmand", {
      settings: { redirect_to_cart: true },
    });
    await page.goto(product.path);
    for (const [name, value] of Object.entries(fields(SAMPLE))) {
      const el = page.locator(`#${name}`);
      if ((await el.evaluate((e) => e.tagName)) === "SELECT") await el.selectOption(value);
      else await el.fill(value);
    }
    await page.getByRole("button", { name: "In winkelmand" }).click();
    await expect(page).toHaveURL(CART);
    await expect(cartRows(page)).toHaveCount(1);
    await expect(cartRows(page).first()).toContainText("Testdeur zonder js naar winkelmand");
  });
});

test("a price-matrix cell and a checkbox chosen before the form hydrates stay chosen", async ({ page }) => {
  const release = await holdIslandsEntry(page);
  await page.goto("/product/glazen-schuifdeur-op-maat");
  const cell = page.getByRole("radio", { name: "1000 × 2215" });
  const stop = page.getByRole("checkbox", { name: "Wandstop" });
  await cell.check();
  await stop.check();
  release();
  await expect(page.getByRole("button", { name: "Formulier wissen" })).toBeVisible({ timeout: 15_000 });
  // The form's own state holds the choice: the chosen cell is marked, and stays so after a re-render.
  await expect(page.locator(".price-matrix td[data-selected]")).toHaveCount(1);
  await expect(cell).toBeChecked();
  await expect(stop).toBeChecked();
  await page.locator("#uni_cpo_gravure").fill("AB");
  await expect(cell).toBeChecked();
  await expect(stop).toBeChecked();
});

test("what a shopper types before the form hydrates is taken over and priced", async ({ page }) => {
  // The islands entry is held back until the door is filled in, as on a slow phone.
  const release = await holdIslandsEntry(page);
  await page.goto(PRODUCT);
  await fillDoor(page, SAMPLE);
  release();
  await expect(page.getByRole("button", { name: "Formulier wissen" })).toBeVisible({ timeout: 15_000 });
  await expectPriced(page, SAMPLE_PRICE);
  await expect(page.locator("#uni_cpo_height")).toHaveValue("2000");
  await expect(page.locator("#uni_cpo_handle")).toHaveValue("rvs-rond-180");
});
