import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
// Relative imports on purpose: these modules import nothing through the `~/` alias.
import { openSqlite } from "../../db/dialect.server";
import { E2E_DATA_DIR } from "../../playwright.config";
import { changedBehindTheShop } from "../helpers/shop-version";

/**
 * Issue 12 points 7, 8 and 10: the sticky add-to-cart bar, the listing's quick view and the structured data,
 * canonical links, Open Graph tags and sitemap. Two products are added straight to the e2e database (and removed
 * after): one with three images (the slider) and one whose name and description try to end the JSON-LD script.
 */

const DOOR = "/product/glazen-deur-op-maat";
const SIMPLE = "/product/glazen-binnendeur-helder-2015x830";
const EVIL_NAME = `Deur </script><script>window.__pwned=1</script> "&" <!--`;
// As the back office stores typed text: sanitised HTML, the tags typed as text escaped.
const EVIL_DESCRIPTION =
  "<p>Tekst &lt;/script&gt;&lt;script&gt;window.__pwned=2&lt;/script&gt; \u2028 einde</p>";
const run = Math.random().toString(36).slice(2, 8);
const SLIDER_SLUG = `e2e-slider-${run}`;
const EVIL_SLUG = `e2e-evil-${run}`;
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

const inclVat = (exclCents: number, rate: number) => Math.round((exclCents * (100 + rate)) / 100);

async function withDb<T>(fn: (db: ReturnType<typeof openSqlite>["kysely"]) => Promise<T>): Promise<T> {
  const handle = openSqlite(path.join(E2E_DATA_DIR, "maatglas.db"));
  try {
    return await fn(handle.kysely);
  } finally {
    await handle.close();
  }
}

let sliderId = 0;

test.beforeAll(async () => {
  await withDb(async (db) => {
    const now = new Date().toISOString();
    const base = {
      type: "simple" as const,
      price_cents: 10000,
      from_price_cents: null,
      stock: null,
      created_at: now,
    };
    const slider = await db
      .insertInto("products")
      .values({ ...base, slug: SLIDER_SLUG, name: `Schuifdeur met beelden ${run}`, menu_order: -1000 })
      .returning("id")
      .executeTakeFirstOrThrow();
    sliderId = slider.id;
    await db
      .insertInto("products")
      .values({
        ...base,
        slug: EVIL_SLUG,
        name: EVIL_NAME,
        short_description: EVIL_DESCRIPTION,
        menu_order: 1000,
      })
      .execute();
    const images = ["glazen-deur-op-maat", "glazen-binnendeur-helder", "deurgreep-rvs"];
    for (const [i, name] of images.entries()) {
      const url = `/images/products/${name}.svg`;
      await db
        .insertInto("product_images")
        .values({
          product_id: sliderId,
          position: i,
          alt: `Beeld ${i + 1}`,
          original_key: `e2e/${run}-${i}`,
          width: 600,
          height: 600,
          variants: JSON.stringify([{ format: "jpeg", width: 600, height: 600, url }]),
          created_at: now,
        })
        .execute();
    }
    await changedBehindTheShop(db);
  });
});

test.afterAll(async () => {
  await withDb(async (db) => {
    const ids = (
      await db.selectFrom("products").select("id").where("slug", "in", [SLIDER_SLUG, EVIL_SLUG]).execute()
    ).map((r) => r.id);
    if (ids.length) {
      await db.deleteFrom("product_images").where("product_id", "in", ids).execute();
      await db.deleteFrom("products").where("id", "in", ids).execute();
    }
    await changedBehindTheShop(db);
  });
});

async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

// biome-ignore lint/suspicious/noExplicitAny: the JSON-LD trees are read loosely here
type Ld = any;

function jsonLd(html: string): Ld[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );
}

test.describe("structured data and sharing", () => {
  test("every published product has Product + Offer (price incl. btw, availability) and a BreadcrumbList", async ({
    request,
  }) => {
    const products = await withDb((db) =>
      db
        .selectFrom("products")
        .select([
          "slug",
          "name",
          "type",
          "price_cents",
          "from_price_cents",
          "vat_rate",
          "stock",
          "rating_count",
        ])
        .where("published", "=", 1)
        .execute(),
    );
    expect(products.length).toBeGreaterThan(5);
    for (const p of products) {
      const res = await request.get(`/product/${p.slug}`);
      expect(res.status()).toBe(200);
      const html = await res.text();
      const [product, crumbs, ...rest] = jsonLd(html);
      expect(rest).toEqual([]);
      expect(product["@type"]).toBe("Product");
      expect(product.name).toBe(p.name);
      const excl = p.type === "configurable" ? (p.from_price_cents ?? p.price_cents) : p.price_cents;
      expect(product.offers.price).toBe((inclVat(excl, p.vat_rate) / 100).toFixed(2));
      expect(product.offers.priceCurrency).toBe("EUR");
      expect(product.offers.priceSpecification.valueAddedTaxIncluded).toBe(true);
      expect(product.offers.availability).toBe(
        p.stock !== null && p.stock <= 0 ? "https://schema.org/OutOfStock" : "https://schema.org/InStock",
      );
      expect(Boolean(product.aggregateRating)).toBe(p.rating_count > 0);
      expect(crumbs["@type"]).toBe("BreadcrumbList");
      expect(crumbs.itemListElement.at(-1).item).toMatch(new RegExp(`/product/${p.slug}$`));
      expect(html).toContain(`<link rel="canonical" href="${product.url}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${product.url}"/>`);
      expect(html).toContain('<meta property="og:type" content="product"/>');
    }
  });

  test("a name or description with </script> cannot end the JSON-LD script", async ({ page }) => {
    await page.goto(`/product/${EVIL_SLUG}`);
    const scripts = page.locator('script[type="application/ld+json"]');
    await expect(scripts).toHaveCount(2);
    const product = JSON.parse((await scripts.first().textContent()) ?? "");
    expect(product.name).toBe(EVIL_NAME);
    expect(product.description).toContain("</script><script>window.__pwned=2</script>");
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", EVIL_NAME);
  });

  test("listing, category, home and terms pages have a canonical link and Open Graph tags", async ({
    request,
  }) => {
    for (const [url, canonical] of [
      ["/", "/"],
      ["/winkel?orderby=price", "/winkel"],
      ["/product-categorie/glazen-deuren?orderby=date", "/product-categorie/glazen-deuren"],
      ["/algemene-voorwaarden", "/algemene-voorwaarden"],
    ]) {
      const html = await (await request.get(url)).text();
      expect(html).toMatch(
        new RegExp(`<link rel="canonical" href="http://[^"]+${canonical.replace("?", "\\?")}"/>`),
      );
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<meta property="og:site_name" content="Maatglas"/>');
    }
  });

  test("/sitemap.xml lists every published product, every category and the content pages", async ({
    request,
  }) => {
    await withDb((db) =>
      db.updateTable("products").set({ published: 0 }).where("slug", "=", EVIL_SLUG).execute(),
    );
    await withDb((db) => changedBehindTheShop(db));
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/xml");
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    const [products, categories] = await withDb((db) =>
      Promise.all([
        db.selectFrom("products").select(["slug", "published"]).execute(),
        db.selectFrom("categories").select("slug").execute(),
      ]),
    );
    for (const p of products) {
      if (p.published) expect(locs).toContain(`/product/${p.slug}`);
      else expect(locs).not.toContain(`/product/${p.slug}`);
    }
    for (const c of categories) expect(locs).toContain(`/product-categorie/${c.slug}`);
    for (const page of ["/", "/winkel", "/algemene-voorwaarden", "/privacybeleid", "/contact"])
      expect(locs).toContain(page);
    // The seeded builder pages are published content pages.
    for (const page of ["/over-ons", "/montage", "/veelgestelde-vragen", "/showroom", "/inspiratie"])
      expect(locs).toContain(page);
    await withDb((db) =>
      db.updateTable("products").set({ published: 1 }).where("slug", "=", EVIL_SLUG).execute(),
    );
    await withDb((db) => changedBehindTheShop(db));
  });
});

test.describe("sticky add-to-cart bar", () => {
  const bar = (page: Page) => page.locator(".sticky-cart");

  async function scrollPastActions(page: Page) {
    await page.evaluate(() => {
      const area = document.querySelector(".configurator__actions");
      if (area) window.scrollTo(0, area.getBoundingClientRect().bottom + window.scrollY + 50);
    });
  }

  for (const viewport of [DESKTOP, PHONE]) {
    test(`door at ${viewport.width} px: appears past the add-to-cart area with name and live price; missing choices scroll to the form`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      // A long page, so the add-to-cart area can scroll out of view even on a tall window.
      await page.goto(DOOR);
      await expect(page.getByRole("button", { name: "Formulier wissen" })).toBeVisible({ timeout: 15_000 });
      await page.evaluate(() => {
        document.querySelector("main")?.insertAdjacentHTML("beforeend", '<div style="height:3000px"></div>');
      });
      await expect(bar(page)).toBeHidden();
      await scrollPastActions(page);
      await expect(bar(page)).toBeVisible();
      await expect(bar(page)).toHaveAttribute("data-active", "true");
      await expect(bar(page).locator(".sticky-cart__name")).toHaveText("Glazen deur op maat");
      // A pointer shortcut only: assistive technology and the keyboard keep the one form button.
      await expect(page.getByRole("button", { name: "In winkelmand" })).toHaveCount(1);
      await expect(bar(page).locator(".sticky-cart__button")).toHaveAttribute("tabindex", "-1");
      await expect(bar(page).locator(".sticky-cart__price")).toHaveText(
        (await page.locator(".price-tag__amount").textContent()) ?? "",
      );
      await axeClean(page);

      // Choices missing: the bar's button scrolls the form to 200 px below the window's top and shows why.
      await bar(page).locator(".sticky-cart__button").click();
      await expect
        .poll(() =>
          page.evaluate(() =>
            Math.round(document.querySelector("form.configurator")!.getBoundingClientRect().top),
          ),
        )
        .toBe(200);
      await expect(page.locator(".field-error").first()).toBeVisible();
      await expect(bar(page)).toBeHidden();

      // Back in view it is inactive; the live price follows the configuration.
      await page.locator("#uni_cpo_height").fill("2000");
      await page.locator("#uni_cpo_width").fill("800");
      await page.locator("#uni_cpo_handle").selectOption("rvs-rond-180");
      await page.locator("#uni_cpo_hinges").selectOption("rvs");
      await page.locator("#uni_cpo_lock").selectOption("cilinderslot");
      await expect(page.locator(".price-tag")).toHaveAttribute("data-state", "priced");
      const price = (await page.locator(".price-tag__amount").textContent()) ?? "";
      expect(price).toMatch(/€/);
      await scrollPastActions(page);
      await expect(bar(page).locator(".sticky-cart__price")).toHaveText(price);

      // Complete: the bar's button adds the configuration.
      await bar(page).locator(".sticky-cart__button").click();
      await expect(page.locator(".cart-added")).toContainText("is toegevoegd aan je winkelmand.");
    });
  }

  test("simple product: the bar's button adds to the cart", async ({ page }) => {
    await page.goto(SIMPLE);
    await expect(page.locator('form.simple-product-form[data-hydrated="true"]')).toHaveCount(1);
    await page.evaluate(() => {
      document.querySelector("main")?.insertAdjacentHTML("beforeend", '<div style="height:3000px"></div>');
    });
    await scrollPastActions(page);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).locator(".sticky-cart__price")).toHaveText(/€/);
    await bar(page).locator(".sticky-cart__button").click();
    await expect(page.locator(".header-cart__count").first()).toHaveAttribute("data-count", "1");
  });

  test("without JavaScript there is no bar and the form still adds", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(SIMPLE);
    await expect(page.locator(".sticky-cart")).toHaveCount(0);
    await page.getByRole("button", { name: "In winkelmand" }).click();
    await expect(page.locator(".cart-added")).toBeVisible();
    await context.close();
  });
});

test.describe("quick view", () => {
  const dialog = (page: Page) =>
    page.getByRole("dialog", { name: "Dialoogvenster (druk op Escape om te sluiten)" });
  const trigger = (page: Page, id: number | string) =>
    page.locator(`.product-card[data-product-id="${id}"] a[data-prod]`);

  async function openListing(page: Page) {
    await page.goto("/winkel");
    await page.locator('.header-cart-wrap[data-hydrated="true"]').waitFor();
  }

  for (const viewport of [DESKTOP, PHONE]) {
    test(`at ${viewport.width} px: the slider loops, has a dot per image and a drag threshold of 15 px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openListing(page);
      await trigger(page, sliderId).click();
      await expect(dialog(page)).toBeVisible();
      const slider = dialog(page).locator("[data-quick-view-slider]");
      await expect(slider).toHaveAttribute("data-ready", "true");
      const dots = slider.locator(".embla__dot");
      await expect(dots).toHaveCount(3);
      await expect(slider).toHaveAttribute("data-selected", "0");
      // Loop: "previous" from the first image goes to the last.
      await slider.getByRole("button", { name: "Vorige afbeelding" }).click();
      await expect(slider).toHaveAttribute("data-selected", "2");
      await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
      await slider.getByRole("button", { name: "Volgende afbeelding" }).click();
      await expect(slider).toHaveAttribute("data-selected", "0");
      await dots.nth(1).click();
      await expect(slider).toHaveAttribute("data-selected", "1");
      await axeClean(page);

      // A drag of 10 px is below the threshold (no move); a long drag moves one image on.
      const box = (await slider.locator(".embla__viewport").boundingBox())!;
      const y = box.y + box.height / 2;
      const drag = async (dx: number) => {
        await page.mouse.move(box.x + box.width / 2, y);
        await page.mouse.down();
        for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + box.width / 2 - (dx * i) / 10, y);
        await page.mouse.up();
      };
      await drag(10);
      await page.waitForTimeout(600);
      await expect(slider).toHaveAttribute("data-selected", "1");
      // Most of a slide: the nearest snap is the next image whatever the release speed.
      await drag(box.width * 0.8);
      await expect(slider).toHaveAttribute("data-selected", "2");
    });
  }

  test("one image: no dots or arrows; the door's quick view has its option form", async ({ page }) => {
    await openListing(page);
    const idOf = (slug: string) =>
      withDb((db) =>
        db.selectFrom("products").select("id").where("slug", "=", slug).executeTakeFirstOrThrow(),
      );
    // A product with one image (its drawing): no dots, no arrows.
    const single = await idOf(SIMPLE.replace("/product/", ""));
    await trigger(page, single.id).click();
    await expect(dialog(page).locator(".quick-view-dialog__body")).toHaveAttribute("data-enhanced", "true");
    await expect(dialog(page).locator(".embla__dot, .embla__arrow")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    // The door (several images since the gallery's seed) has its option form.
    const door = await idOf("glazen-deur-op-maat");
    await trigger(page, door.id).click();
    await expect(dialog(page).getByRole("heading", { name: "Glazen deur op maat" })).toBeVisible();
    await expect(dialog(page).locator(".quick-view-dialog__body")).toHaveAttribute("data-enhanced", "true");
    await expect(dialog(page).locator("#uni_cpo_width")).toBeEditable();
    await expect(dialog(page).locator(".sticky-cart")).toHaveCount(0);
    await dialog(page).locator("#uni_cpo_height").fill("2000");
    await dialog(page).locator("#uni_cpo_width").fill("800");
    await dialog(page).locator("#uni_cpo_handle").selectOption("rvs-rond-180");
    await dialog(page).locator("#uni_cpo_hinges").selectOption("rvs");
    await dialog(page).locator("#uni_cpo_lock").selectOption("cilinderslot");
    await expect(dialog(page).locator(".price-tag")).toHaveAttribute("data-state", "priced");
    await dialog(page).getByRole("button", { name: "In winkelmand" }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator(".header-cart__count").first()).toHaveAttribute("data-count", "1");
  });

  test("by keyboard: quantity controls and a working form; Escape closes and focus returns", async ({
    page,
  }) => {
    await openListing(page);
    const simple = await withDb((db) =>
      db
        .selectFrom("products")
        .select("id")
        .where("slug", "=", "glazen-binnendeur-helder-2015x830")
        .executeTakeFirstOrThrow(),
    );
    await trigger(page, simple.id).focus();
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).locator('form.simple-product-form[data-hydrated="true"]')).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(trigger(page, simple.id)).toBeFocused();

    await page.keyboard.press("Enter");
    const form = dialog(page).locator('form.simple-product-form[data-hydrated="true"]');
    await expect(form).toHaveCount(1);
    await form.getByRole("button", { name: "Aantal verhogen" }).click();
    await expect(form.locator("#quantity")).toHaveValue("2");
    await form.getByRole("button", { name: "In winkelmand" }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator(".header-cart__count").first()).toHaveAttribute("data-count", "2");
  });

  test("without JavaScript the trigger is a link to the product page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/winkel");
    await trigger(page, sliderId).click();
    await expect(page).toHaveURL(new RegExp(`/product/${SLIDER_SLUG}$`));
    await context.close();
  });

  test("the action refuses unknown products and a missing CSRF token", async ({ page }) => {
    await openListing(page);
    const answer = await page.evaluate(async () => {
      const config = JSON.parse(document.getElementById("maatglas-config")!.textContent!);
      const post = (body: Record<string, string>) =>
        fetch(config.ajax_url, { method: "POST", body: new URLSearchParams(body) }).then(async (r) => ({
          status: r.status,
          type: r.headers.get("content-type"),
          text: await r.text(),
        }));
      return {
        missing: await post({ action: "maatglas_quickview", product: "999999", security: config.nonce }),
        malformed: await post({ action: "maatglas_quickview", product: "abc", security: config.nonce }),
        csrf: await post({ action: "maatglas_quickview", product: "1", security: "nope" }),
        ok: await post({ action: "maatglas_quickview", product: "1", security: config.nonce }),
      };
    });
    expect(answer.missing.status).toBe(404);
    expect(answer.missing.text).toContain("Dit product bestaat niet (meer).");
    expect(answer.malformed.status).toBe(400);
    expect(answer.csrf.status).toBe(403);
    expect(answer.ok.status).toBe(200);
    expect(answer.ok.type).toContain("text/html");
    expect(answer.ok.text).toContain('class="quick-view"');
  });
});
