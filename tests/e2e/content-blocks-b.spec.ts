import { expect, type Page, test } from "@playwright/test";
import { expectAxeClean } from "../helpers/office";

/**
 * Issue 15 point 3, part B: sections (lazy and parallax backgrounds), the sticky sidebar column and the scroll-to
 * navigation (spec §2.2, §3.12, §9.5, §9.7), on the seeded /showroom and /over-ons pages.
 */

const LAZY_IMAGE = "glazen-binnendeur-matglas-2015x880.svg";

/** The islands are in once the header's has hydrated (they hydrate after the page's load). */
async function hydrated(page: Page) {
  await page.locator('.header-cart-wrap[data-hydrated="true"]').waitFor();
}

async function layerShift(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m42);
}

test.describe("sections", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the lazy background image is requested only once its section comes into view", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes(LAZY_IMAGE)) requested.push(r.url());
    });
    await page.goto("/showroom");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    const layer = page.locator("#route > .page-section__bg");
    expect(requested).toEqual([]);
    await expect(layer).not.toHaveCSS("background-image", /url/);

    await page.locator("#route").scrollIntoViewIfNeeded();
    await expect(layer).toHaveCSS("background-image", new RegExp(LAZY_IMAGE));
    await expect.poll(() => requested.length).toBeGreaterThan(0);
  });

  test("the parallax layer moves slower than the page", async ({ page }) => {
    await page.goto("/showroom");
    await hydrated(page);
    const section = page.locator("#deuren");
    await expect(section).toHaveAttribute("data-parallax", "on");
    await page.evaluate(() => window.scrollTo({ top: 200, behavior: "instant" }));
    await page.waitForTimeout(100);
    const before = await layerShift(page, "#deuren > .page-section__bg");
    const top = (await section.boundingBox())?.y ?? 0;
    await page.evaluate(() => window.scrollBy({ top: 200, behavior: "instant" }));
    await expect.poll(() => layerShift(page, "#deuren > .page-section__bg")).not.toBe(before);
    const after = await layerShift(page, "#deuren > .page-section__bg");
    // The page moved the section up 200 px; the layer moves back down 30 % of that (rate 0.3).
    expect(top - ((await section.boundingBox())?.y ?? 0)).toBeCloseTo(200, 0);
    expect(after - before).toBeCloseTo(60, 0);
  });

  test("sticks the sidebar column below the header at 1280 px", async ({ page }) => {
    await page.goto("/showroom");
    await hydrated(page);
    const sidebar = page.locator("#blok-showroom-afspraak").locator("xpath=..");
    const header = (await page.locator("header.site-header").boundingBox())?.height ?? 0;
    const columns = page.locator(".page-columns--sticky-1");
    await columns.scrollIntoViewIfNeeded();
    // The columns' top 40 px below the window's top (behind the header), their end still far below.
    const y = (await columns.boundingBox())?.y ?? 0;
    await page.evaluate((by) => window.scrollBy({ top: by, behavior: "instant" }), y - 40);
    await expect.poll(async () => (await columns.boundingBox())?.y).toBeCloseTo(40, 0);
    await expect.poll(async () => (await sidebar.boundingBox())?.y).toBeCloseTo(header + 15, 0);
  });
});

test.describe("sections on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the sidebar column scrolls with the page at 375 px", async ({ page }) => {
    await page.goto("/showroom");
    await hydrated(page);
    const sidebar = page.locator("#blok-showroom-afspraak").locator("xpath=..");
    await sidebar.scrollIntoViewIfNeeded();
    const before = (await sidebar.boundingBox())?.y ?? 0;
    await page.evaluate(() => window.scrollBy({ top: 150, behavior: "instant" }));
    await expect.poll(async () => (await sidebar.boundingBox())?.y).toBeCloseTo(before - 150, 0);
  });

  test("no parallax on a phone: the layer rests", async ({ page }) => {
    await page.goto("/showroom");
    await hydrated(page);
    await page.locator("#deuren").scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy({ top: 100, behavior: "instant" }));
    await page.waitForTimeout(200);
    await expect(page.locator("#deuren")).not.toHaveAttribute("data-parallax", "on");
    expect(await layerShift(page, "#deuren > .page-section__bg")).toBe(0);
  });
});

test.describe("reduced motion", () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" });

  test("the parallax layer does not move", async ({ page }) => {
    await page.goto("/showroom");
    await hydrated(page);
    await page.locator("#deuren").scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy({ top: 150, behavior: "instant" }));
    await page.waitForTimeout(200);
    await expect(page.locator("#deuren")).not.toHaveAttribute("data-parallax", "on");
    expect(await layerShift(page, "#deuren > .page-section__bg")).toBe(0);
  });
});

test.describe("scroll-to navigation", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a bullet scrolls its section below the sticky header and marks it current", async ({ page }) => {
    await page.goto("/over-ons");
    await hydrated(page);
    const bullets = page.getByRole("navigation", { name: "Snel naar een onderdeel" });
    await expect(bullets.getByRole("link")).toHaveText([
      "Garantie",
      "In cijfers",
      "Ons verhaal",
      "Waarom Maatglas?",
    ]);
    const link = bullets.getByRole("link", { name: "Waarom Maatglas?" });
    await link.click();
    await expect(page).toHaveURL(/#waarom-maatglas$/);
    const header = (await page.locator("header.site-header").boundingBox())?.height ?? 0;
    await expect
      .poll(async () => (await page.locator("#waarom-maatglas").boundingBox())?.y, { timeout: 3000 })
      .toBeCloseTo(header, 0);
    await expect(link).toHaveAttribute("aria-current", "true");
    await expect(bullets.locator("[aria-current]")).toHaveCount(1);
  });

  test("the row of links on /showroom goes to its sections", async ({ page }) => {
    await page.goto("/showroom");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Op deze pagina" });
    await expect(nav.getByRole("link")).toHaveText(["Bezoek", "Deuren", "Advies", "Route"]);
    await nav.getByRole("link", { name: "Advies" }).click();
    await expect(nav.getByRole("link", { name: "Advies" })).toHaveAttribute("aria-current", "true");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("the scroll-to links are plain anchors and the lazy background shows at once", async ({ page }) => {
    await page.goto("/showroom");
    const nav = page.getByRole("navigation", { name: "Op deze pagina" });
    await expect(nav.getByRole("link", { name: "Route" })).toHaveAttribute("href", "#route");
    await expect(page.locator("#route > .page-section__bg")).toHaveCSS(
      "background-image",
      new RegExp(LAZY_IMAGE),
    );
    await nav.getByRole("link", { name: "Route" }).click();
    await expect(page).toHaveURL(/\/showroom#route$/);
    await expect(page.locator("#route")).toBeInViewport();
    await page.goto("/over-ons");
    await expect(
      page
        .getByRole("navigation", { name: "Snel naar een onderdeel" })
        .getByRole("link", { name: "Garantie" }),
    ).toHaveAttribute("href", "#onze-garantie");
  });
});

for (const width of [375, 1280]) {
  test(`/showroom and /over-ons are axe clean at ${width} px`, async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    for (const path of ["/showroom", "/over-ons"]) {
      await page.goto(path);
      await hydrated(page);
      for (const block of await page.locator("[data-animated]").all()) {
        await block.scrollIntoViewIfNeeded();
        await expect(block).toHaveAttribute("data-animated", "true");
      }
      await page.evaluate(() =>
        Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
      );
      await expectAxeClean(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await context.close();
  });
}
