import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { addDoor, CHECKOUT, SAMPLE } from "./checkout-helpers";

const DIALOG = "Dialoogvenster (druk op Escape om te sluiten)";
const CLOSE = "Sluiten (druk op Escape om te sluiten)";
const SIMPLE = "Glazen binnendeur helder 201,5 × 83 cm";

/** Tabs `times` times and returns whether focus stayed inside the element each time. */
async function tabStaysInside(page: Page, selector: string, times: number, key = "Tab") {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    const inside = await page.evaluate(
      (s) => Boolean(document.querySelector(s)?.contains(document.activeElement)),
      selector,
    );
    if (!inside) return false;
  }
  return true;
}

const backgroundInert = (page: Page) =>
  page.evaluate(() => ({
    main: document.querySelector("main")?.closest("[inert]") !== null,
    header: document.querySelector("header.site-header")?.closest("[inert]") !== null,
    bodyOverflow: getComputedStyle(document.body).overflow,
  }));

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("is a modal: focus trapped, page inert and not scrolling, Escape closes and returns focus", async ({
    page,
  }) => {
    await page.goto("/winkel");
    await expect(page.locator('.header-cart-wrap[data-hydrated="true"]')).toHaveCount(1);
    const opener = page.getByRole("link", { name: "Menu openen" });
    await expect(opener).toHaveAttribute("href", "#mobile-menu");
    const { bodyOverflow } = await backgroundInert(page);
    expect(bodyOverflow).not.toBe("hidden");
    await opener.click();
    const dialog = page.getByRole("dialog", { name: DIALOG });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: CLOSE })).toBeFocused();
    await expect(dialog.getByRole("navigation", { name: "Hoofdmenu" })).toBeVisible();

    expect(await backgroundInert(page)).toEqual({ main: true, header: true, bodyOverflow: "hidden" });
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    // More presses than there are focusable elements: focus cycles inside, both ways.
    expect(await tabStaysInside(page, ".mobile-menu__panel", 12)).toBe(true);
    expect(await tabStaysInside(page, ".mobile-menu__panel", 12, "Shift+Tab")).toBe(true);

    // The sub-level is inert until chosen; then the top level is.
    const levels = dialog.locator(".mobile-menu__level");
    await expect(levels.nth(1)).toHaveAttribute("inert", "");
    await dialog.getByRole("button", { name: /Winkel/ }).click();
    await expect(levels.nth(0)).toHaveAttribute("inert", "");
    await expect(levels.nth(1)).not.toHaveAttribute("inert", "");
    await expect(dialog.getByRole("button", { name: /Terug/ })).toBeFocused();
    await expect(dialog.getByRole("link", { name: "Glazen deuren" })).toBeInViewport();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await backgroundInert(page)).toEqual({ main: false, header: false, bodyOverflow });
  });

  test("axe finds nothing serious with the menu open", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator('.header-cart-wrap[data-hydrated="true"]')).toHaveCount(1);
    await page.getByRole("link", { name: "Menu openen" }).click();
    await expect(page.getByRole("dialog", { name: DIALOG })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });

  test("the off-canvas cart after an add is a modal and gives focus back", async ({ page }) => {
    await page.goto("/winkel");
    const card = page.locator(".product-card").filter({ hasText: SIMPLE });
    await expect(card.locator('form[data-hydrated="true"]')).toHaveCount(1);
    await expect(page.locator('.header-cart-wrap[data-hydrated="true"]')).toHaveCount(1);
    const add = card.locator(".add_to_cart_button");
    await add.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: DIALOG });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(SIMPLE);
    await expect(panel.getByRole("button", { name: CLOSE })).toBeFocused();
    expect(await backgroundInert(page)).toEqual({ main: true, header: true, bodyOverflow: "hidden" });
    expect(await tabStaysInside(page, ".cart-offcanvas__panel", 10)).toBe(true);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(add).toBeFocused();
  });
});

test.describe("mobile menu without JavaScript", () => {
  test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });

  test("opens through its #mobile-menu anchor and lists every level", async ({ page }) => {
    await page.goto("/winkel");
    const panel = page.locator("#mobile-menu .mobile-menu__panel");
    await expect(panel).toBeHidden();
    await page.getByRole("link", { name: "Menu openen" }).click();
    await expect(page).toHaveURL(/#mobile-menu$/);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "Glazen deuren" })).toBeVisible();
    await panel.getByRole("link", { name: "Menu sluiten" }).click();
    await expect(panel).toBeHidden();
  });
});

test.describe("desktop navigation", () => {
  test("a dropdown closes when focus leaves it", async ({ page }) => {
    await page.goto("/winkel");
    await expect(page.locator('.header-cart-wrap[data-hydrated="true"]')).toHaveCount(1);
    const toggle = page.getByRole("button", { name: "Submenu van Winkel" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const sub = page.locator("#submenu-shop a");
    const count = await sub.count();
    for (let i = 0; i < count; i++) await page.keyboard.press("Tab");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("hover intent: a pointer sweeping across does not open it, a resting one does", async ({ page }) => {
    await page.goto("/winkel");
    await expect(page.locator('.header-cart-wrap[data-hydrated="true"]')).toHaveCount(1);
    const toggle = page.getByRole("button", { name: "Submenu van Winkel" });
    const item = page.locator(".main-nav__item.has-dropdown").first();
    const box = await item.boundingBox();
    if (!box) throw new Error("no nav item");
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x - 40, y);
    // 15 px per step, one step every ~5 ms: far above 3 px per 20 ms.
    for (let x = box.x - 40; x < box.x + box.width + 40; x += 15) {
      await page.mouse.move(x, y);
      await page.waitForTimeout(5);
    }
    await page.waitForTimeout(150);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await page.mouse.move(box.x + box.width / 2, y);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(box.x + box.width / 2, y + 400);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("checkout terms lightbox", () => {
  test("named as the spec says, focus trapped, the close button gives focus back to the link", async ({
    page,
  }) => {
    await addDoor(page, SAMPLE);
    await page.goto(CHECKOUT);
    await expect(page.locator('.header-cart-wrap[data-hydrated="true"]')).toHaveCount(1);
    const link = page.locator("form.checkout").getByRole("link", { name: "algemene voorwaarden" });
    await link.click();
    const dialog = page.getByRole("dialog", { name: DIALOG });
    await expect(dialog).toBeVisible();
    expect(await backgroundInert(page)).toMatchObject({ main: true, header: true, bodyOverflow: "hidden" });
    expect(await tabStaysInside(page, ".terms-dialog__content", 4)).toBe(true);
    await dialog.getByRole("button", { name: CLOSE }).click();
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
    await expect(page).toHaveURL(CHECKOUT);
  });
});
