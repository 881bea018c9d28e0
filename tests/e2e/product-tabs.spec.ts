import { expect, type Page, test } from "@playwright/test";
import { expectAxeClean } from "../helpers/office";

const DOOR = "/product/glazen-deur-op-maat";
const tab = (page: Page, name: RegExp) => page.getByRole("tab", { name });

async function hydrated(page: Page) {
  await expect(page.locator("[data-tabs].product-tabs--js")).toHaveCount(1);
}

/** Waits until the page stops scrolling, then gives the reviews tab's distance from the window's top. */
async function settledReviewsTop(page: Page): Promise<number> {
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const y = await page.evaluate(() => window.scrollY);
    if (y === last) break;
    last = y;
    await page.waitForTimeout(100);
  }
  return page.evaluate(
    () => document.querySelector("a[data-tab='reviews']")?.getBoundingClientRect().top ?? -1,
  );
}

test.describe("product tabs (spec §2.5)", () => {
  test("without JS every section is visible under its heading, and the tab list links to them", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(DOOR);
    for (const id of ["tab-description", "tab-additional_information", "tab-reviews"])
      await expect(page.locator(`#${id}`)).toBeVisible();
    await expect(page.locator("a[href='#tab-reviews']")).toHaveText(/^Beoordelingen \(41\)$/);
    await expect(page.locator("a[href='#tab-description']")).toHaveText("Beschrijving");
    await expect(page.locator("a[href='#tab-additional_information']")).toHaveText("Extra informatie");
    await expect(page.locator("#tab-additional_information")).toContainText("Glasdikte");
    await context.close();
  });

  test("no hash opens the first tab; the others are hidden", async ({ page }) => {
    await page.goto(DOOR);
    await hydrated(page);
    await expect(tab(page, /Beschrijving/)).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("#tab-description")).toBeVisible();
    await expect(page.locator("#tab-reviews")).toBeHidden();
    await expect(page.locator("#tab-additional_information")).toBeHidden();
  });

  for (const hash of ["#reviews", "#tab-reviews", "#comments", "#comment-1"]) {
    test(`${hash} opens the reviews and scrolls them to 150 px below the top`, async ({ page }) => {
      await page.goto(`${DOOR}${hash}`);
      await hydrated(page);
      await expect(tab(page, /Beoordelingen/)).toHaveAttribute("aria-selected", "true");
      await expect(page.locator("#tab-reviews")).toBeVisible();
      expect(Math.abs((await settledReviewsTop(page)) - 150)).toBeLessThanOrEqual(2);
    });
  }

  for (const path of [`${DOOR}/comment-page-2`, `${DOOR}?cpage=3`]) {
    test(`${path} opens the reviews on that page`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await expect(tab(page, /Beoordelingen/)).toHaveAttribute("aria-selected", "true");
      await expect(page.locator(".review-pagination [aria-current='page']")).toHaveText(
        path.endsWith("3") ? "Pagina 3" : "Pagina 2",
      );
      expect(Math.abs((await settledReviewsTop(page)) - 150)).toBeLessThanOrEqual(2);
    });
  }

  test("a review page past the last is not found", async ({ page }) => {
    expect((await page.goto(`${DOOR}/comment-page-99`))?.status()).toBe(404);
    expect((await page.goto(`${DOOR}/iets-anders`))?.status()).toBe(404);
  });

  test("#tab-additional_information and #tab-description open their tab", async ({ page }) => {
    await page.goto(`${DOOR}#tab-additional_information`);
    await hydrated(page);
    await expect(tab(page, /Extra informatie/)).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("#tab-additional_information")).toBeVisible();
    await expect(page.locator("#tab-description")).toBeHidden();
    await page.goto(`${DOOR}#tab-description`);
    await hydrated(page);
    await expect(tab(page, /Beschrijving/)).toHaveAttribute("aria-selected", "true");
  });

  test("pointer: a tab click opens it; the review-count link opens the reviews", async ({ page }) => {
    await page.goto(DOOR);
    await hydrated(page);
    await tab(page, /Extra informatie/).click();
    await expect(page.locator("#tab-additional_information")).toBeVisible();
    await tab(page, /Beschrijving/).click();
    await page.locator("a.woocommerce-review-link").click();
    await expect(tab(page, /Beoordelingen/)).toHaveAttribute("aria-selected", "true");
    expect(Math.abs((await settledReviewsTop(page)) - 150)).toBeLessThanOrEqual(2);
  });

  test("keyboard: arrows, Home and End move between the tabs (ARIA tabs)", async ({ page }) => {
    await page.goto(DOOR);
    await hydrated(page);
    await tab(page, /Beschrijving/).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, /Extra informatie/)).toBeFocused();
    await expect(page.locator("#tab-additional_information")).toBeVisible();
    await page.keyboard.press("End");
    await expect(tab(page, /Beoordelingen/)).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, /Beschrijving/)).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tab(page, /Beoordelingen/)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
  });

  for (const width of [375, 1280]) {
    test(`axe clean at ${width} px with each tab open`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const hash of ["", "#tab-additional_information", "#tab-reviews"]) {
        await page.goto(`${DOOR}${hash}`);
        await hydrated(page);
        await expectAxeClean(page);
      }
    });
  }
});
