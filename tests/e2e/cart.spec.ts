import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

const CART = "/winkelmand";
const SHOP = "/winkel";
/** A simple product of the sample shop: € 249,00 excl. btw → € 301,29 incl. 21 % btw. */
const SIMPLE = "Glazen binnendeur helder 201,5 × 83 cm";
const SIMPLE_PRICE = "€ 301,29";
const ADDED = `„${SIMPLE}” is toegevoegd aan je winkelmand.`;

const card = (page: Page, name = SIMPLE) => page.locator(".product-card").filter({ hasText: name });
const addButton = (page: Page, name = SIMPLE) => card(page, name).locator(".add_to_cart_button");
const headerCount = (page: Page) => page.locator(".site-header .header-cart__count");
const rows = (page: Page) => page.locator(".cart-table tbody tr");
const qty = (page: Page, row = 0) => rows(page).nth(row).locator("input.qty");
const subtotal = (page: Page) => page.locator('.cart-totals [data-total="subtotal"]');

/** Opens the listing and waits until React owns the add-to-cart forms. */
async function openShop(page: Page) {
  await page.goto(SHOP);
  await expect(card(page).locator('form[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator('.header-cart-wrap[data-hydrated="true"]')).toHaveCount(1);
}

/** Adds the simple product from the listing with JS and waits for the answer. */
async function addFromListing(page: Page) {
  const answer = page.waitForResponse((r) => r.url().includes("wc-ajax=add_to_cart"));
  await addButton(page).click();
  expect((await answer).status()).toBe(200);
  await expect(addButton(page)).toHaveAttribute("data-state", "added");
}

async function openCart(page: Page) {
  await page.goto(CART);
  await expect(page.locator('form.cart-form[data-hydrated="true"]')).toHaveCount(1);
}

test.describe("cart with JavaScript", () => {
  test("listing add-to-cart: loading → added, 'Bekijk winkelmand', dropdown for 5 s", async ({ page }) => {
    await openShop(page);
    await expect(headerCount(page)).toBeHidden();
    // Record in the page when the dropdown opens and closes (the test runner's own timing is not precise).
    await page.evaluate(() => {
      const times: { opened?: number; closed?: number } = {};
      (window as unknown as { dropdownTimes: typeof times }).dropdownTimes = times;
      new MutationObserver(() => {
        const open = document.querySelector(".mini-cart-dropdown")?.getAttribute("data-open") === "true";
        if (open && times.opened === undefined) times.opened = performance.now();
        if (!open && times.opened !== undefined && times.closed === undefined)
          times.closed = performance.now();
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    // Hold the call until the loading state has been seen (a fixed delay raced on a busy CI machine).
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    await page.route("**/?wc-ajax=add_to_cart", async (route) => {
      await gate;
      await route.continue();
    });
    const sent = page.waitForRequest((r) => r.url().includes("wc-ajax=add_to_cart"));
    await addButton(page).click();
    await expect(addButton(page)).toHaveAttribute("data-state", "loading");
    await expect(addButton(page)).toHaveClass(/loading/);
    release();
    const body = new URLSearchParams((await sent).postData() ?? "");
    expect(body.get("product_id")).toMatch(/^\d+$/);
    expect(body.get("quantity")).toBe("1");
    expect(body.get("security")).toBeTruthy();

    await expect(addButton(page)).toHaveAttribute("data-state", "added");
    await expect(addButton(page)).toHaveClass(/added/);
    const viewCart = card(page).getByRole("link", { name: "Bekijk winkelmand" });
    await expect(viewCart).toHaveAttribute("href", CART);
    await expect(headerCount(page)).toHaveAttribute("data-count", "1");

    const dropdown = page.locator(".mini-cart-dropdown");
    await expect(dropdown).toBeVisible();
    await expect(dropdown).toContainText(SIMPLE);
    await expect(dropdown.locator(".mini-cart__subtotal")).toHaveText(SIMPLE_PRICE);
    await expect(dropdown).toBeHidden({ timeout: 10_000 });
    const times = await page.evaluate(
      () => (window as unknown as { dropdownTimes: { opened: number; closed: number } }).dropdownTimes,
    );
    expect(times.closed - times.opened).toBeGreaterThanOrEqual(4900);
    expect(times.closed - times.opened).toBeLessThan(6500);

    // The link leads to the cart with the line; on the cart page no 'Bekijk winkelmand' link is added.
    await viewCart.click();
    await expect(page).toHaveURL(CART);
    await expect(rows(page)).toHaveCount(1);
  });

  test("cart page − / + and remove refresh the totals without reloading", async ({ page }) => {
    await openShop(page);
    await addFromListing(page);
    await openCart(page);
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 42;
    });
    await expect(rows(page).first()).toContainText(SIMPLE);
    await expect(rows(page).first().locator("td").nth(1)).toHaveText(SIMPLE_PRICE);
    await expect(subtotal(page)).toHaveText(SIMPLE_PRICE);

    await page.getByRole("button", { name: `Aantal van „${SIMPLE}” verhogen` }).click();
    await page.getByRole("button", { name: `Aantal van „${SIMPLE}” verhogen` }).click();
    await expect(subtotal(page)).toHaveText("€ 903,87");
    await expect(qty(page)).toHaveValue("3");
    await expect(rows(page).first().locator("td").nth(3)).toHaveText("€ 903,87");
    await expect(headerCount(page)).toHaveAttribute("data-count", "3");
    // Shipping is free from € 500 with the default method; the btw shown is contained in the total.
    await expect(page.locator('.cart-totals [data-total="shipping"]')).toHaveText("Gratis");
    await expect(page.locator('.cart-totals [data-total="total"]')).toHaveText("€ 903,87");
    await expect(page.locator('.cart-totals [data-total="vat"]')).toHaveText("€ 156,87");

    await page.getByRole("button", { name: `Aantal van „${SIMPLE}” verlagen` }).click();
    await expect(qty(page)).toHaveValue("2");
    await expect(subtotal(page)).toHaveText("€ 602,58");

    await qty(page).fill("1");
    await qty(page).press("Enter");
    await expect(subtotal(page)).toHaveText(SIMPLE_PRICE);
    await expect(page.locator('.cart-totals [data-total="shipping"]')).toHaveText("€ 49,50");
    await expect(page.locator('.cart-totals [data-total="total"]')).toHaveText("€ 350,79");

    await rows(page)
      .first()
      .getByRole("button", { name: /^Verwijderen\b/ })
      .click();
    await expect(page.getByText("Je winkelmand is nog leeg.")).toBeVisible();
    await expect(headerCount(page)).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  test("a bad quantity shows a Dutch message beside the field and keeps what was typed", async ({ page }) => {
    await openShop(page);
    await addFromListing(page);
    await openCart(page);
    await qty(page).fill("-4");
    const answer = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes(CART));
    await page.getByRole("button", { name: "Winkelmand bijwerken" }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.locator(".cart-notice")).toHaveText(
      "Controleer de gemarkeerde aantallen; er is niets gewijzigd.",
    );
    await expect(qty(page)).toHaveAttribute("aria-invalid", "true");
    await expect(qty(page)).toHaveValue("-4");
    await expect(rows(page).first().locator(".field-error")).toHaveText(
      "Vul een geheel aantal in van 0 tot en met 999.",
    );
    await expect(subtotal(page)).toHaveText(SIMPLE_PRICE);
  });

  test("mini cart remove link uses remove_from_cart", async ({ page }) => {
    await openShop(page);
    await addFromListing(page);
    await page.goto("/");
    await page.locator(".header-cart").hover();
    const dropdown = page.locator(".mini-cart-dropdown");
    await expect(dropdown).toBeVisible();
    const answer = page.waitForResponse((r) => r.url().includes("wc-ajax=remove_from_cart"));
    await dropdown.getByRole("button", { name: `Verwijder „${SIMPLE}” uit je winkelmand` }).click();
    expect((await answer).status()).toBe(200);
    await expect(headerCount(page)).toBeHidden();
    await expect(page).toHaveURL("/");
  });

  test("a second tab's cart count follows an add in the first", async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await openShop(first);
    await openShop(second);
    await expect(headerCount(second)).toBeHidden();
    await addFromListing(first);
    await expect(headerCount(second)).toBeVisible();
    await expect(headerCount(second)).toHaveAttribute("data-count", "1");
    await second.locator(".header-cart").hover();
    await expect(second.locator(".mini-cart-dropdown")).toContainText(SIMPLE);
  });

  test("page views without a cart cookie make no cart request", async ({ page }) => {
    const cartCalls: string[] = [];
    page.on("request", (r) => {
      if (/wc-ajax|fragments/.test(r.url())) cartCalls.push(r.url());
    });
    for (const path of ["/", SHOP, "/product/glazen-deur-op-maat", CART]) {
      await page.goto(path);
      await expect(page.locator('.header-cart-wrap[data-hydrated="true"]')).toHaveCount(1);
    }
    await page.waitForTimeout(500);
    expect(cartCalls).toEqual([]);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain("woocommerce_cart_hash");
  });

  test("a failed remove call follows the remove link; a configurable product goes to its page", async ({
    page,
  }) => {
    await openShop(page);
    await addFromListing(page);
    await page.route("**/?wc-ajax=remove_from_cart", (route) => route.abort());
    await page.locator(".header-cart").hover();
    await page
      .locator(".mini-cart-dropdown")
      .getByRole("button", { name: `Verwijder „${SIMPLE}” uit je winkelmand` })
      .click();
    await expect(page).toHaveURL(CART);
    await expect(page.locator(".cart-notice")).toHaveText(`„${SIMPLE}” is uit je winkelmand verwijderd.`);

    // A button that asks for a configurable product gets error + product_url and the browser follows it.
    await openShop(page);
    const doorId = await page
      .locator('.product-card[data-product-id] a[href="/product/glazen-deur-op-maat"]')
      .first()
      .evaluate((a) => a.closest(".product-card")?.getAttribute("data-product-id"));
    await addButton(page).evaluate((b, id) => b.setAttribute("data-product_id", String(id)), doorId);
    await addButton(page).click();
    await expect(page).toHaveURL("/product/glazen-deur-op-maat");
  });

  test("page views with a cart reuse the page's data; a failing or hanging fragments call raises wc_fragments_error", async ({
    page,
  }) => {
    await openShop(page);
    await addFromListing(page);
    const refreshes: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("get_refreshed_fragments")) refreshes.push(r.url());
    });
    await page.goto("/");
    await expect(page.locator('.header-cart-wrap[data-hydrated="true"]')).toHaveCount(1);
    await expect(headerCount(page)).toHaveAttribute("data-count", "1");
    expect(refreshes).toEqual([]);

    // A call that never answers is aborted after the configured time-out.
    await page.route("**/?wc-ajax=get_refreshed_fragments", () => {});
    const started = Date.now();
    const failed = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          window.addEventListener("wc_fragments_error", () => resolve(true), { once: true });
          window.dispatchEvent(new Event("wc_fragment_refresh"));
        }),
    );
    expect(failed).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4500);
    expect(refreshes).toHaveLength(1);
  });

  test("a page with an added-to-cart notice opens the dropdown on load", async ({ page }) => {
    await page.goto("/product/glazen-deur-op-maat");
    await expect(page.getByRole("button", { name: "Formulier wissen" })).toBeVisible({ timeout: 15_000 });
    await page.locator("#uni_cpo_height").fill("2000");
    await page.locator("#uni_cpo_width").fill("800");
    await page.locator("#uni_cpo_handle").selectOption("rvs-rond-180");
    await page.locator("#uni_cpo_hinges").selectOption("rvs");
    await page.locator("#uni_cpo_lock").selectOption("cilinderslot");
    // A plain form submit (as when background adding is switched off): the page comes back with the notice.
    await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>("form.configurator");
      const intent = document.createElement("input");
      intent.type = "hidden";
      intent.name = "intent";
      intent.value = "add";
      form?.append(intent);
      form?.submit();
    });
    await expect(page.locator(".cart-added")).toBeVisible();
    await expect(page.locator(".mini-cart-dropdown")).toBeVisible();
    await expect(page.locator(".mini-cart-dropdown")).toContainText("Glazen deur op maat");
  });

  test("axe: no serious or critical violations on the cart with lines", async ({ page }) => {
    await openShop(page);
    await addFromListing(page);
    await openCart(page);
    await expect(page.getByTestId("page-loader")).toHaveCount(0, { timeout: 2500 });
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });
});

test.describe("cart on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the off-canvas cart opens after an add; the cart page does not scroll sideways", async ({ page }) => {
    await openShop(page);
    await addFromListing(page);
    const panel = page.getByRole("dialog", { name: "Dialoogvenster (druk op Escape om te sluiten)" });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(SIMPLE);
    await expect(page.locator(".mini-cart-dropdown")).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();

    await openCart(page);
    await expect(rows(page)).toHaveCount(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const checkout = page.getByRole("link", { name: "Doorgaan naar afrekenen" });
    await checkout.scrollIntoViewIfNeeded();
    const box = await checkout.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  });
});

test.describe("cart without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("listing add, + / −, update and remove work as plain forms", async ({ page }) => {
    await page.goto(SHOP);
    await addButton(page).click();
    await expect(page).toHaveURL(CART);
    await expect(page.locator(".cart-notice")).toHaveText(ADDED);
    await expect(headerCount(page)).toHaveAttribute("data-count", "1");
    await expect(rows(page)).toHaveCount(1);

    await page.getByRole("button", { name: `Aantal van „${SIMPLE}” verhogen` }).click();
    await expect(qty(page)).toHaveValue("2");
    await expect(subtotal(page)).toHaveText("€ 602,58");
    await expect(page.locator(".cart-notice")).toHaveText("Je winkelmand is bijgewerkt.");

    await qty(page).fill("5");
    await page.getByRole("button", { name: "Winkelmand bijwerken" }).click();
    await expect(qty(page)).toHaveValue("5");
    await expect(headerCount(page)).toHaveAttribute("data-count", "5");

    await page.getByRole("button", { name: `Aantal van „${SIMPLE}” verlagen` }).click();
    await expect(qty(page)).toHaveValue("4");

    await qty(page).fill("100000");
    await page.getByRole("button", { name: "Winkelmand bijwerken" }).click();
    await expect(page.locator(".cart-notice")).toContainText("er is niets gewijzigd");
    await expect(qty(page)).toHaveValue("100000");
    await expect(subtotal(page)).toHaveText("€ 1.205,16");

    await qty(page).fill("0");
    await page.getByRole("button", { name: "Winkelmand bijwerken" }).click();
    await expect(page.getByText("Je winkelmand is nog leeg.")).toBeVisible();
    await expect(headerCount(page)).toBeHidden();
  });

  test("unknown lines and malformed quantities answer 4xx with a Dutch notice, never a 500", async ({
    page,
  }) => {
    await page.goto(SHOP);
    await addButton(page).click();
    const config = JSON.parse((await page.locator("script#maatglas-config").textContent()) ?? "{}");
    const key = await rows(page).first().getAttribute("data-cart-item-key");
    const post = (form: Record<string, string>) =>
      page.request.post(CART, { form: { _csrf: config.nonce, ...form } });

    const unknown = await post({ intent: "remove", cart_item_key: "f".repeat(32) });
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain("Dit artikel staat niet (meer) in je winkelmand.");
    for (const bad of ["abc", "-1", "1.5", "99999999999999999999"]) {
      const r = await post({ [`cart[${key}][qty]`]: bad, intent: "update" });
      expect(r.status(), bad).toBe(400);
      expect(await r.text()).toContain("Vul een geheel aantal in van 0 tot en met 999.");
    }
    const stale = await page.request.post(CART, { form: { _csrf: "stale", intent: `inc:${key}` } });
    expect(stale.status()).toBe(403);
    const junk = await post({ intent: "explode" });
    expect(junk.status()).toBe(400);

    await page.goto(CART);
    await expect(qty(page)).toHaveValue("1");
  });
});
