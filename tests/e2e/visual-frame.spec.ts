import { expect, test } from "@playwright/test";

// Issue 16 point 1 (first part): the self-hosted typeface and a footer that stays at the bottom of a short page.

test("the typeface is Inter, served by the shop itself (no external font host)", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "font") fonts.push(r.url());
  });
  await page.goto("/winkel");
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check("16px 'Inter Variable'"))).toBe(true);
  expect(
    await page
      .locator("h1")
      .first()
      .evaluate((h) => getComputedStyle(h).fontFamily),
  ).toMatch(/^"Inter Variable"/);
  expect(fonts.length).toBeGreaterThan(0);
  for (const url of fonts) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
});

for (const [width, height] of [
  [1280, 1400],
  [375, 2400], // the phone footer stacks its columns: a tall window makes these pages short
]) {
  test(`a short page keeps its footer at the bottom of the window at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    for (const path of ["/winkelmand", "/deze-pagina-bestaat-niet"]) {
      await page.goto(path);
      const bottom = await page.locator("body > footer").evaluate((f) => f.getBoundingClientRect().bottom);
      expect(Math.round(bottom), path).toBe(height);
    }
    await context.close();
  });
}

test("on the narrowest phone (320 px) no storefront page is wider than the screen", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 700 } });
  const page = await context.newPage();
  // The header's search box was 6 px too wide here: the input's own width set the form's smallest width.
  for (const path of ["/", "/winkel", "/product/glazen-deur-op-maat", "/winkelmand", "/over-ons"]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await context.close();
});

test("the header's cart and account labels stay on one line beside the menu bar", async ({ browser }) => {
  for (const width of [1184, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto("/winkel");
    for (const label of [".header-cart__label", ".header-account__label"]) {
      const lines = await page
        .locator(label)
        .first()
        .evaluate((e) =>
          Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight)),
        );
      expect(lines, `${label} at ${width} px`).toBe(1);
    }
    await context.close();
  }
});

test("every category tile on the home page shows its first product's picture", async ({ page }) => {
  await page.goto("/");
  const tiles = page.locator(".category-grid li");
  expect(await tiles.count()).toBeGreaterThan(1);
  for (const tile of await tiles.all()) {
    const img = tile.locator(".category-tile__media img");
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveJSProperty("complete", true);
    expect(await img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    expect(await img.getAttribute("alt")).toBe("");
  }
});
