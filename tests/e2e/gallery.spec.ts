// Issue 12, points 1–3: the product gallery, its PhotoSwipe lightbox, responsive images and image changers.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { withDb } from "../helpers/account";
import { loginAsAdmin } from "../helpers/admin";
import { builderOption, builderReady, builderSuboption } from "../helpers/builder-page";
import { changedBehindTheShop } from "../helpers/shop-version";

const DOOR = "/product/glazen-deur-op-maat";
const FRONT = "Glazen deur op maat, vooraanzicht";
const DETAIL = "Glazen deur op maat, scharnierzijde van dichtbij";
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

const gallery = (page: Page) => page.getByRole("region", { name: "Productafbeeldingen" });
const mainImage = (page: Page) => page.locator(".gallery-main img");
const lightbox = (page: Page) => page.locator(".pswp");
const counter = (page: Page) => page.locator(".pswp__counter");

async function openDoor(page: Page, path = DOOR) {
  await page.goto(path);
  await expect(page.locator('.gallery[data-hydrated="true"]')).toHaveCount(1);
}

async function seriousAxe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
}

test.describe("responsive images", () => {
  test("the main image is the LCP element: eager, high priority, sized, AVIF and WebP srcsets; thumbnails lazy", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: Element | null };
      w.__lcp = null;
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1) as (PerformanceEntry & { element: Element | null }) | undefined;
        if (last) w.__lcp = last.element;
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await openDoor(page);
    const main = mainImage(page);
    await expect(main).toHaveAttribute("fetchpriority", "high");
    await expect(main).not.toHaveAttribute("loading", "lazy");
    await expect(main).toHaveAttribute("width", /^\d+$/);
    await expect(main).toHaveAttribute("height", /^\d+$/);
    await expect(main).toHaveAttribute("alt", FRONT);
    await expect(main).toHaveAttribute("sizes", "(min-width: 768px) 50vw, 100vw");
    const sources = page.locator(".gallery-main picture source");
    await expect(sources).toHaveCount(2);
    await expect(sources.nth(0)).toHaveAttribute("type", "image/avif");
    await expect(sources.nth(0)).toHaveAttribute("srcset", /\.avif 320w, .+\.avif 640w$/);
    await expect(sources.nth(1)).toHaveAttribute("type", "image/webp");
    await expect(sources.nth(1)).toHaveAttribute("srcset", /\.webp 320w, .+\.webp 640w$/);
    const thumbs = page.locator(".gallery-thumbs img");
    await expect(thumbs).toHaveCount(2);
    for (const thumb of await thumbs.all()) {
      await expect(thumb).toHaveAttribute("loading", "lazy");
      await expect(thumb).toHaveAttribute("width", /^\d+$/);
    }
    await main.evaluate((img: HTMLImageElement) => img.decode());
    const lcpIsMain = await page.evaluate(() => {
      const el = (window as unknown as { __lcp: Element | null }).__lcp;
      return el === document.querySelector(".gallery-main img");
    });
    expect(lcpIsMain).toBe(true);
  });

  test("a product without uploaded images shows its own image, sized and at high priority", async ({
    page,
  }) => {
    // Every sample product has a rendered picture; this one is added without any (and removed after).
    const slug = `e2e-zonder-beeld-${Math.random().toString(36).slice(2, 8)}`;
    await withDb(async (db) => {
      await db
        .insertInto("products")
        .values({
          type: "simple",
          slug,
          name: "Deur zonder beeld",
          price_cents: 10000,
          from_price_cents: null,
          stock: null,
          image: "/images/products/glazen-binnendeur-helder-2015x830.svg",
          menu_order: 1000,
          created_at: new Date().toISOString(),
        })
        .execute();
      await changedBehindTheShop(db);
    });
    try {
      await page.goto(`/product/${slug}`);
      const main = mainImage(page);
      await expect(main).toHaveAttribute("src", /\.svg$/);
      await expect(main).toHaveAttribute("fetchpriority", "high");
      await expect(main).toHaveAttribute("width", "600");
      await expect(page.locator(".gallery-thumbs")).toHaveCount(0);
    } finally {
      await withDb(async (db) => {
        await db.deleteFrom("products").where("slug", "=", slug).execute();
        await changedBehindTheShop(db);
      });
    }
  });
});

test.describe("gallery and lightbox", () => {
  test("pointer: a thumbnail shows its image; a click on the image opens the lightbox with every control", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await openDoor(page);
    // PhotoSwipe is not part of the first paint: it is fetched on the first open.
    expect(scripts.some((s) => s.includes("/lightbox-"))).toBe(false);
    const thumbs = gallery(page).getByRole("list", { name: "Afbeeldingen" }).getByRole("link");
    await expect(thumbs.nth(0)).toHaveAttribute("aria-current", "true");
    // The first image (the LCP element) shows at once; a change of image fades in over 500 ms (§9.6).
    const fade = () =>
      gallery(page)
        .locator(".gallery-main picture")
        .evaluate((el) => `${getComputedStyle(el).animationName} ${getComputedStyle(el).animationDuration}`);
    expect(await fade()).toBe("none 0s");
    await thumbs.nth(1).click();
    await expect(mainImage(page)).toHaveAttribute("alt", DETAIL);
    expect(await fade()).toBe("gallery-fade 0.5s");
    await expect(thumbs.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(thumbs.nth(0)).not.toHaveAttribute("aria-current", "true");

    await page.locator(".gallery-zoom").click();
    await expect(lightbox(page)).toBeVisible();
    expect(scripts.some((s) => s.includes("/lightbox-"))).toBe(true);
    await expect(counter(page)).toHaveText("2 / 2");
    await expect(page.locator(".pswp__caption")).toHaveText(DETAIL);
    const button = (name: string) => lightbox(page).getByRole("button", { name });
    for (const name of [
      "Sluiten (Esc)",
      "In- of uitzoomen",
      "Volledig scherm aan of uit",
      "Vorige (pijl links)",
    ])
      await expect(button(name)).toBeVisible();
    // No loop: the last image has no "next", the first no "previous".
    await expect(button("Volgende (pijl rechts)")).toBeHidden();
    await button("Vorige (pijl links)").click();
    await expect(counter(page)).toHaveText("1 / 2");
    await expect(page.locator(".pswp__caption")).toHaveText(FRONT);
    await expect(button("Vorige (pijl links)")).toBeHidden();
    await expect(button("Volgende (pijl rechts)")).toBeVisible();
    // The zoom toggle zooms in and back out.
    await lightbox(page).getByRole("button", { name: "In- of uitzoomen" }).click();
    await expect(lightbox(page)).toHaveClass(/pswp--zoomed-in/);
    await lightbox(page).getByRole("button", { name: "In- of uitzoomen" }).click();
    await expect(lightbox(page)).not.toHaveClass(/pswp--zoomed-in/);
    await lightbox(page).getByRole("button", { name: "Sluiten (Esc)" }).click();
    await expect(lightbox(page)).toHaveCount(0);
  });

  test("keyboard: the magnifier opens the lightbox, arrows step without looping, Escape closes and focus returns", async ({
    page,
  }) => {
    await openDoor(page);
    const magnifier = gallery(page).getByRole("button", { name: "Afbeelding vergroten" });
    await magnifier.focus();
    await page.keyboard.press("Enter");
    await expect(lightbox(page)).toBeVisible();
    await expect(counter(page)).toHaveText("1 / 2");
    await page.keyboard.press("ArrowRight");
    await expect(counter(page)).toHaveText("2 / 2");
    await page.keyboard.press("ArrowRight");
    await expect(counter(page)).toHaveText("2 / 2");
    await page.keyboard.press("ArrowLeft");
    await expect(counter(page)).toHaveText("1 / 2");
    await page.keyboard.press("Escape");
    await expect(lightbox(page)).toHaveCount(0);
    await expect(magnifier).toBeFocused();
    // A thumbnail by keyboard shows its image.
    await gallery(page)
      .getByRole("link", { name: /afbeelding 2 van 2/ })
      .focus();
    await page.keyboard.press("Enter");
    await expect(mainImage(page)).toHaveAttribute("alt", DETAIL);
  });

  test("the controls go idle after 4 s without activity and wake on a key", async ({ page }) => {
    await openDoor(page);
    await gallery(page).getByRole("button", { name: "Afbeelding vergroten" }).click();
    await expect(lightbox(page)).toBeVisible();
    await expect(lightbox(page)).not.toHaveClass(/pswp--idle/);
    await expect(lightbox(page)).toHaveClass(/pswp--idle/, { timeout: 6000 });
    await page.keyboard.press("ArrowRight");
    await expect(lightbox(page)).not.toHaveClass(/pswp--idle/);
  });

  test("an image that fails to load says so, with a link to it", async ({ page }) => {
    await openDoor(page);
    // The lightbox shows WebP (the page's <picture> takes AVIF first): refuse every WebP.
    await page.route(/\/media\/.+\.webp$/, (route) => route.abort());
    const href = await gallery(page)
      .getByRole("link", { name: /afbeelding 2 van 2/ })
      .getAttribute("href");
    await gallery(page)
      .getByRole("link", { name: /afbeelding 2 van 2/ })
      .click();
    await gallery(page).getByRole("button", { name: "Afbeelding vergroten" }).click();
    // The shown slide's message links to its image (the neighbour, preloaded, fails as well).
    const link = lightbox(page).locator(`.pswp__error-msg a[href="${href}"]`);
    await expect(link).toHaveText("De afbeelding");
    await expect(link.locator("..")).toHaveText("De afbeelding kon niet worden geladen.");
    await expect(link).toBeInViewport();
  });

  test("hover zoom on a wide screen with a mouse; none on a narrow one", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openDoor(page);
    const box = await page.locator(".gallery-zoom").boundingBox();
    if (!box) throw new Error("no main image");
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.25);
    await expect
      .poll(() => mainImage(page).evaluate((img) => getComputedStyle(img).transform))
      .toMatch(/^matrix\(1\.8, 0, 0, 1\.8/);
    expect(await mainImage(page).evaluate((img) => getComputedStyle(img).transformOrigin)).not.toBe(
      await mainImage(page).evaluate((img) => `${img.clientWidth / 2}px ${img.clientHeight / 2}px`),
    );
    await page.setViewportSize(PHONE);
    await page.mouse.move(10, 10);
    const small = await page.locator(".gallery-zoom").boundingBox();
    if (!small) throw new Error("no main image");
    await page.mouse.move(small.x + small.width / 2, small.y + small.height / 2);
    await page.waitForTimeout(300);
    expect(await mainImage(page).evaluate((img) => getComputedStyle(img).transform)).toBe("none");
  });
});

test.describe("hover zoom on touch screens", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 1024, height: 768 } });
  test("a tap on the image opens the lightbox, never a zoom", async ({ page }) => {
    await openDoor(page);
    await page.locator(".gallery-zoom").tap();
    await expect(lightbox(page)).toBeVisible();
    expect(await mainImage(page).evaluate((img) => getComputedStyle(img).transform)).toBe("none");
  });
});

test.describe("image changers", () => {
  test("the door's handle choice shows that handle; clearing the choice or the form restores the image", async ({
    page,
  }) => {
    await openDoor(page);
    const handle = page.locator('select[name="uni_cpo_handle"]');
    const firstThumb = gallery(page).getByRole("link", { name: /afbeelding 1 van 2/ });
    for (const [value, label] of [
      ["zwart-40", "zwart 40 cm"],
      ["rvs-rond-180", "RVS rond 180 cm"],
      ["mat-rvs-32", "mat RVS 32 cm"],
    ]) {
      await handle.selectOption(value);
      await expect(mainImage(page)).toHaveAttribute("alt", `Glazen deur op maat met greep ${label}`);
      await expect(firstThumb).toHaveAccessibleName(
        `Glazen deur op maat met greep ${label} (afbeelding 1 van 2)`,
      );
    }
    // The lightbox shows the swapped image too.
    await gallery(page).getByRole("button", { name: "Afbeelding vergroten" }).click();
    await expect(page.locator(".pswp__caption")).toHaveText("Glazen deur op maat met greep mat RVS 32 cm");
    await page.keyboard.press("Escape");
    await handle.selectOption("");
    await expect(mainImage(page)).toHaveAttribute("alt", FRONT);
    await handle.selectOption("zwart-32");
    await expect(mainImage(page)).toHaveAttribute("alt", "Glazen deur op maat met greep zwart 32 cm");
    await page.getByRole("button", { name: "Formulier wissen" }).click();
    await expect(mainImage(page)).toHaveAttribute("alt", FRONT);
    await expect(firstThumb).toHaveAccessibleName(`${FRONT} (afbeelding 1 van 2)`);
  });

  test("a choice of another option leaves the image alone", async ({ page }) => {
    await openDoor(page);
    await page.locator('select[name="uni_cpo_hinges"]').selectOption("zwart");
    await page.locator('select[name="uni_cpo_lock"]').selectOption("cilinderslot");
    await page.waitForTimeout(100);
    await expect(mainImage(page)).toHaveAttribute("alt", FRONT);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every image is a plain link to its full-size file, and a posted handle shows its picture", async ({
    page,
    request,
  }) => {
    await page.goto(DOOR);
    await expect(gallery(page).getByRole("button")).toHaveCount(0);
    const links = gallery(page).getByRole("link");
    await expect(links).toHaveCount(3);
    for (const link of await links.all()) {
      const href = await link.getAttribute("href");
      expect(href).toMatch(/^\/media\/products\/\d+\/.+-640\.jpg$/);
      const file = await request.get(href ?? "");
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toBe("image/jpeg");
    }
    await page.getByLabel("Netto glashoogte in mm").fill("2000");
    await page.getByLabel("Netto glasbreedte in mm").fill("800");
    await page.locator('select[name="uni_cpo_handle"]').selectOption("zwart-rond-180");
    await page.getByRole("button", { name: "Bereken prijs" }).click();
    await expect(mainImage(page)).toHaveAttribute("alt", "Glazen deur op maat met greep zwart rond 180 cm");
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`axe finds nothing serious on the gallery at ${viewport.width} px, closed and with the lightbox open`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openDoor(page);
    expect(await seriousAxe(page)).toEqual([]);
    await gallery(page).getByRole("button", { name: "Afbeelding vergroten" }).click();
    await expect(counter(page)).toHaveText("1 / 2");
    expect(await seriousAxe(page)).toEqual([]);
  });
}

// Last in this file: it changes the door's definition (and puts it back).
test("the option builder picks a suboption's image; the storefront follows; a foreign image is refused", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(DOOR);
  const doorId = (await mainImage(page).getAttribute("src"))?.match(/\/media\/products\/(\d+)\//)?.[1];
  expect(doorId).toBeTruthy();
  const builder = `/beheer/producten/${doorId}/opties`;
  const save = () => page.getByRole("button", { name: "Opslaan als nieuwe versie" }).click();
  const picker = () =>
    builderSuboption(builderOption(page, 5), 3).getByLabel("Toont in de galerij", { exact: true });
  await loginAsAdmin(page, builder);
  await builderReady(page);
  // The handle suboptions show the seeded pictures.
  await expect(
    builderSuboption(builderOption(page, 3), 2).getByLabel("Toont in de galerij", { exact: true }),
  ).toHaveValue(/^\d+$/);
  await expect(picker()).toHaveValue("");
  await picker().selectOption({ label: `Afbeelding 2: ${DETAIL}` });
  await save();
  await expect(page.locator("#builder-saved")).toBeVisible();

  await openDoor(page);
  await page.locator('select[name="uni_cpo_lock"]').selectOption("cilinderslot");
  await expect(mainImage(page)).toHaveAttribute("alt", DETAIL);
  await page.locator('select[name="uni_cpo_lock"]').selectOption("geen");
  await expect(mainImage(page)).toHaveAttribute("alt", FRONT);

  // An id that is not one of this product's images is refused beside the field.
  await page.goto(builder);
  await builderReady(page);
  await picker().evaluate((select: HTMLSelectElement) => {
    select.add(new Option("99999", "99999"));
    select.value = "99999";
  });
  await save();
  await expect(page.locator("#builder-refused")).toBeVisible();
  await expect(builderSuboption(builderOption(page, 5), 3)).toContainText(
    "Kies een afbeelding van dit product.",
  );
  await picker().selectOption({ label: "Geen (de hoofdafbeelding blijft)" });
  await save();
  await expect(page.locator("#builder-saved")).toBeVisible();
});
