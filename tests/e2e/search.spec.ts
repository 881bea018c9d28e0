import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { holdIslandsEntry } from "../helpers/islands";

/** Issue 12 point 9: the header's search combobox, its suggestions call and the results page /zoeken. */

const box = (page: Page) => page.getByRole("combobox", { name: "Zoeken naar producten" });
const listbox = (page: Page) => page.getByRole("listbox", { name: "Zoeksuggesties" });

async function openShop(page: Page, path = "/winkel") {
  await page.goto(path);
  // The header island is hydrated once its cart is.
  await page.locator('.header-cart-wrap[data-hydrated="true"]').waitFor();
}

test.describe("header search box (ARIA 1.2 combobox)", () => {
  test("suggests from 1 character and is driven by the keyboard", async ({ page }) => {
    await openShop(page);
    const input = box(page);
    await input.focus();
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.type("s");
    await expect(listbox(page)).toBeVisible();
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await expect(input).toHaveAttribute("aria-controls", "site-search-listbox");
    const options = listbox(page).getByRole("option");
    expect(await options.count()).toBeGreaterThan(1);
    await expect(listbox(page)).toHaveCSS("max-height", "300px");

    await page.keyboard.type("charnierset");
    await expect(options).toHaveCount(2);
    await expect(options.first()).toContainText("Scharnierset");
    await expect(options.first()).toContainText(/€ \d+,\d\d incl\. btw/);

    await page.keyboard.press("ArrowDown");
    await expect(input).toHaveAttribute("aria-activedescendant", "site-search-option-0");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowDown");
    await expect(input).toHaveAttribute("aria-activedescendant", "site-search-option-1");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "false");
    await page.keyboard.press("ArrowDown"); // wraps to the first
    await expect(input).toHaveAttribute("aria-activedescendant", "site-search-option-0");
    await page.keyboard.press("ArrowUp"); // wraps to the last
    await expect(input).toHaveAttribute("aria-activedescendant", "site-search-option-1");

    await page.keyboard.press("Escape");
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(input).not.toHaveAttribute("aria-activedescendant", /.*/);
    await expect(listbox(page)).toBeHidden();
    await page.keyboard.press("Alt+ArrowDown");
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Alt+ArrowUp");
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Escape"); // closed: clears the box
    await expect(input).toHaveValue("");

    await page.keyboard.type("scharnierset mat");
    await expect(options).toHaveCount(1);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/product\/scharnierset-mat-zwart$/);
  });

  test('shows "Geen resultaten" when nothing matches', async ({ page }) => {
    await openShop(page);
    await box(page).fill("qqzzxx");
    await expect(
      page.locator(".site-search [aria-live=polite]").filter({ hasText: "Geen resultaten" }),
    ).toBeVisible();
    await expect(box(page)).toHaveAttribute("aria-expanded", "false");
    await box(page).fill('qqzzxx" OR 1=1 --');
    await expect(
      page.locator(".site-search [aria-live=polite]").filter({ hasText: "Geen resultaten" }),
    ).toBeVisible();
  });

  test("a click on a suggestion opens its product", async ({ page }) => {
    await openShop(page, "/");
    await box(page).click();
    await page.keyboard.type("deurgreep rvs");
    await listbox(page)
      .getByRole("option", { name: /Deurgreep RVS 40 cm/ })
      .click();
    await expect(page).toHaveURL(/\/product\/deurgreep-rvs-40$/);
  });

  test("Enter without a chosen suggestion opens the results page; sort and pages keep the term", async ({
    page,
  }) => {
    await openShop(page);
    await box(page).fill("deuren");
    await expect(listbox(page)).toBeVisible();
    await box(page).press("Enter");
    await expect(page).toHaveURL(/\/zoeken\?s=deuren$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zoekresultaten voor “deuren”");
    // Stemming: "deuren" finds the products named "deur".
    await expect(page.locator(".product-card").filter({ hasText: "Glazen deur op maat" })).toHaveCount(1);
    await page.locator(".woocommerce-ordering[data-hydrated], .woocommerce-ordering").first().waitFor();
    await page.getByLabel("Sorteren").selectOption("price");
    await expect(page).toHaveURL(/\/zoeken\?orderby=price&s=deuren$/);
    const prices = await page.locator(".product-card .price__amount").allTextContents();
    const cents = prices.map((p) => Number(p.replace(/[^\d]/g, "")));
    expect(cents).toEqual([...cents].sort((a, b) => a - b));
    await expect(page.getByLabel("Sorteren")).toHaveValue("price");
  });
});

test("a sort order chosen before the page's script takes over is applied once it does", async ({ page }) => {
  // The islands entry is held back until the shopper has chosen, as on a slow phone.
  const release = await holdIslandsEntry(page);
  await page.goto("/winkel");
  await page.getByLabel("Sorteren").selectOption("price");
  await expect(page).toHaveURL(/\/winkel$/);
  release();
  await expect(page).toHaveURL(/\/winkel\?orderby=price$/);
  await expect(page.getByLabel("Sorteren")).toHaveValue("price");
});

test.describe("results page and suggestions call", () => {
  test("the suggestions call answers exactly value, url, img and price", async ({ request }) => {
    const response = await request.get("/api/zoeksuggesties?query=deurgreep");
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(["suggestions"]);
    expect(body.suggestions.length).toBeGreaterThan(0);
    for (const s of body.suggestions) {
      expect(Object.keys(s).sort()).toEqual(["img", "price", "url", "value"]);
      expect(s.url).toMatch(/^\/product\/[a-z0-9-]+$/);
      expect(s.price).toMatch(/^(Vanaf )?€ \d{1,3}(\.\d{3})*,\d\d incl\. btw$/);
    }
    for (const hostile of ['"', "*", "deur' OR 1=1", "x".repeat(5000), "NEAR(a b)", "a:* & !b"]) {
      const r = await request.get(`/api/zoeksuggesties?query=${encodeURIComponent(hostile)}`);
      expect(r.status(), hostile).toBe(200);
      expect(Array.isArray((await r.json()).suggestions)).toBe(true);
    }
  });

  test("an empty search asks for a term; hostile input is answered, not an error", async ({ page }) => {
    await page.goto("/zoeken");
    await expect(page.getByText("Typ een zoekterm om producten te vinden.")).toBeVisible();
    const response = await page.goto(
      `/zoeken?s=${encodeURIComponent('"deur" OR (glas* NEAR) -- \'')}&page=99`,
    );
    expect(response?.status()).toBe(200);
    await page.goto("/zoeken?s=qqzzxx");
    await expect(
      page.getByText("Er zijn geen producten gevonden die aan je zoekopdracht voldoen."),
    ).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the header box is a form to the results page, sorting is a form too", async ({ page }) => {
      await page.goto("/winkel");
      await box(page).fill("scharnierset");
      await page.getByRole("button", { name: "Zoeken", exact: true }).first().click();
      await expect(page).toHaveURL(/\/zoeken\?s=scharnierset$/);
      await expect(page.locator(".product-card")).toHaveCount(2);
      await page.getByLabel("Sorteren").selectOption("price-desc");
      await page.getByRole("button", { name: "Sorteren" }).click();
      await expect(page).toHaveURL(/orderby=price-desc/);
      await expect(page).toHaveURL(/s=scharnierset/);
    });
  });

  for (const width of [375, 1280]) {
    test(`axe: the results page and the open suggestions at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openShop(page, "/zoeken?s=deur");
      await box(page).fill("d");
      await expect(listbox(page)).toBeVisible();
      await box(page).press("ArrowDown");
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
});
