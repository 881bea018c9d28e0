import { expect, type Page, test } from "@playwright/test";
import { sessionCookieFor } from "../helpers/admin";
import { expectAxeClean } from "../helpers/office";
import { addPublishedPages } from "../helpers/test-pages";

/**
 * Issue 15 point 4: the lightbox block (spec §2.2, §2.10, §8, §9.6). The seeded /over-ons page has an inline
 * lightbox (opened from a link in its text and from a button) and a gallery; two test pages added straight to the
 * e2e database hold the other kinds: a gallery with a broken image, a video, an off-canvas panel, an opener of a
 * lightbox that does not exist, and one that opens by itself.
 */

const DIALOG = "Dialoogvenster (druk op Escape om te sluiten)";
const CLOSE = "Sluiten (druk op Escape om te sluiten)";
const run = Math.random().toString(36).slice(2, 8);
const KINDS = `e2e-lightbox-${run}`;
const AUTO = `e2e-lightbox-auto-${run}`;

const lightbox = (id: string, props: Record<string, unknown>) => ({
  type: "Lightbox",
  props: { id, label: id, anchor: id, ...props },
});

const KINDS_DATA = {
  root: { props: {} },
  content: [
    lightbox("kapot", {
      kind: "gallery",
      label: "Galerij met een kapotte afbeelding",
      images: [
        { src: "/images/products/glazen-deur-op-maat.svg", alt: "Eerste" },
        { src: "/images/products/bestaat-niet.svg", alt: "Tweede" },
      ],
    }),
    lightbox("film", { kind: "video", label: "Bekijk de film", video: "https://youtu.be/dQw4w9WgXcQ" }),
    lightbox("zijpaneel", {
      kind: "offcanvas",
      label: "Open het zijpaneel",
      pos: "left",
      html: "<p>Inhoud van het zijpaneel.</p>",
    }),
    lightbox("zoek", { label: "Open iets wat er niet is", open: "bestaat-niet" }),
  ],
};
const AUTO_DATA = {
  root: { props: {} },
  content: [lightbox("vanzelf", { label: "Nieuws", visibleAfter: 1, html: "<p>Vanzelf geopend.</p>" })],
};

test.beforeAll(() =>
  addPublishedPages([
    { slug: KINDS, data: KINDS_DATA },
    { slug: AUTO, data: AUTO_DATA },
  ]),
);

/** The page's lightbox behaviour runs (the islands load after the page's load event). */
async function lightboxesReady(page: Page, anchor: string) {
  await expect(page.locator(`#${anchor}`)).toHaveClass(/is-enhanced/);
}

const dialog = (page: Page) => page.getByRole("dialog", { name: DIALOG });

test.describe("lightboxes (issue 15)", () => {
  test("the inline lightbox opens from a link in the text and from its button; Escape closes it, focus returns and it is removed after 300 ms", async ({
    page,
  }) => {
    await page.goto("/over-ons");
    await lightboxesReady(page, "garantie");
    const link = page.getByRole("link", { name: "Lees wat onze garantie dekt" });
    await link.click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAttribute("aria-modal", "true");
    await expect(dialog(page).getByRole("heading", { name: "Tien jaar garantie" })).toBeVisible();
    const close = dialog(page).getByRole("button", { name: CLOSE });
    await expect(close).toHaveAttribute("title", CLOSE);
    await expect(close).toBeFocused();
    // The page behind is out of reach while it is open (a modal dialog).
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);

    // Fading out, then removed about 300 ms later: timed in the page, from the key press to the removal.
    await page.evaluate(() => {
      const box = document.querySelector("[data-lightbox-dialog]");
      const times = { pressed: 0, removed: 0 };
      (window as unknown as { lbTimes: typeof times }).lbTimes = times;
      document.addEventListener(
        "keydown",
        () => {
          times.pressed = performance.now();
        },
        { capture: true, once: true },
      );
      new MutationObserver((_, observer) => {
        if (box?.isConnected) return;
        times.removed = performance.now();
        observer.disconnect();
      }).observe(document.body, { childList: true });
    });
    await page.keyboard.press("Escape");
    await expect(page.locator("[data-lightbox-dialog]")).toHaveCount(0);
    const times = await page.evaluate(
      () => (window as unknown as { lbTimes: { pressed: number; removed: number } }).lbTimes,
    );
    expect(times.removed - times.pressed).toBeGreaterThanOrEqual(290);
    expect(times.removed - times.pressed).toBeLessThan(1000);
    await expect(link).toBeFocused();
    // The content went back to its place: it opens again, now from the button, and the overlay closes it.
    await page.getByRole("link", { name: "Onze garantie", exact: true }).click();
    await expect(dialog(page).getByRole("heading", { name: "Tien jaar garantie" })).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(page.locator("[data-lightbox-dialog]")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Onze garantie", exact: true })).toBeFocused();
  });

  test("arriving with #garantie in the address opens that lightbox", async ({ page }) => {
    await page.goto("/over-ons#garantie");
    await expect(dialog(page).getByRole("heading", { name: "Tien jaar garantie" })).toBeVisible();
  });

  test("the gallery goes next and previous with its counter and preloads the next image", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (r) => requested.push(r.url()));
    await page.goto("/over-ons");
    await lightboxesReady(page, "galerij");
    await page.getByRole("link", { name: "Bekijk onze deuren" }).click();
    const box = dialog(page);
    await expect(box.locator(".lightbox__counter")).toHaveText("1 / 3");
    await expect(box.getByRole("img", { name: "Glazen deur op maat" })).toBeVisible();
    await expect.poll(() => requested.some((u) => u.endsWith("/glazen-schuifdeur-op-maat.svg"))).toBe(true);
    await box.getByRole("button", { name: "Volgende (pijl rechts)" }).click();
    await expect(box.locator(".lightbox__counter")).toHaveText("2 / 3");
    await expect(box.getByRole("img", { name: "Glazen schuifdeur op maat" })).toBeVisible();
    await box.getByRole("button", { name: "Vorige (pijl links)" }).click();
    await box.getByRole("button", { name: "Vorige (pijl links)" }).click();
    await expect(box.locator(".lightbox__counter")).toHaveText("3 / 3");
    await page.keyboard.press("ArrowRight");
    await expect(box.locator(".lightbox__counter")).toHaveText("1 / 3");
  });

  test("a broken image says which one, the video asks nothing of YouTube before it opens, an unknown target says so", async ({
    page,
  }) => {
    const youtube: string[] = [];
    page.on("request", (r) => {
      if (/youtube/.test(r.url())) youtube.push(r.url());
    });
    await page.goto(`/${KINDS}`);
    await lightboxesReady(page, "kapot");
    await page.getByRole("link", { name: "Galerij met een kapotte afbeelding" }).click();
    await dialog(page).getByRole("button", { name: "Volgende (pijl rechts)" }).click();
    await expect(dialog(page)).toContainText("De afbeelding #2 kon niet worden geladen.");
    await page.keyboard.press("Escape");
    await expect(page.locator("[data-lightbox-dialog]")).toHaveCount(0);

    expect(youtube).toEqual([]);
    await page.getByRole("link", { name: "Bekijk de film" }).click();
    await expect(dialog(page).locator("iframe")).toHaveAttribute(
      "src",
      /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/,
    );
    await expect.poll(() => youtube.some((u) => u.includes("youtube-nocookie.com"))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(page.locator("[data-lightbox-dialog]")).toHaveCount(0);

    await page.getByRole("link", { name: "Open iets wat er niet is" }).click();
    await expect(dialog(page)).toContainText("Inhoud niet gevonden");
  });

  test("the off-canvas panel slides in from its side", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/${KINDS}`);
    await lightboxesReady(page, "zijpaneel");
    await page.getByRole("link", { name: "Open het zijpaneel" }).click();
    const panel = dialog(page).locator(".lightbox__panel");
    await expect(panel).toContainText("Inhoud van het zijpaneel.");
    await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);
    const box = await panel.boundingBox();
    expect(box?.height).toBe(800);
    expect((box?.width ?? 0) < 640).toBe(true);
  });

  test("a lightbox with visible-after opens by itself", async ({ page }) => {
    await page.goto(`/${AUTO}`);
    await expect(dialog(page)).toContainText("Vanzelf geopend.", { timeout: 10_000 });
  });

  test("without JavaScript the inline content shows under its opener and closes again", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/over-ons");
    const heading = page.getByRole("heading", { name: "Tien jaar garantie" });
    await expect(heading).toBeHidden();
    await page.getByRole("link", { name: "Onze garantie", exact: true }).click();
    await expect(heading).toBeVisible();
    await page.locator("#garantie").getByRole("link", { name: "Sluiten" }).click();
    await expect(heading).toBeHidden();
    await page.getByRole("link", { name: "Lees wat onze garantie dekt" }).click();
    await expect(heading).toBeVisible();
    await context.close();
  });

  test("the builder shows the lightbox with its fields and publishes it as it was", async ({ browser }) => {
    test.setTimeout(60_000);
    const editor = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    await editor.addCookies([await sessionCookieFor("editor")]);
    const page = await editor.newPage();
    await page.goto("/beheer/paginas");
    await page
      .getByRole("link", { name: /Over ons/ })
      .first()
      .click();
    const frame = page.frameLocator("iframe#preview-frame");
    // The builder's preview shows the content under its opener.
    await expect(frame.getByRole("heading", { name: "Tien jaar garantie" })).toBeVisible({ timeout: 20_000 });
    await frame.locator(".page-lightbox").first().click({ force: true });
    await expect(page.getByRole("textbox", { name: "Tekst van de opener" })).toHaveValue("Onze garantie");
    await page.getByRole("button", { name: "Publiceren" }).click();
    await expect(page.locator(".admin-notice--success")).toContainText("Pagina gepubliceerd.");
    await editor.close();
  });

  for (const width of [375, 1280]) {
    test(`axe clean with a lightbox open at ${width} px`, async ({ browser }) => {
      // Two axe runs on /over-ons (now with sections and bullets): over 30 s on a busy machine.
      test.slow();
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto("/over-ons");
      await lightboxesReady(page, "garantie");
      for (const name of ["Onze garantie", "Bekijk onze deuren"]) {
        await page.getByRole("link", { name, exact: true }).click();
        await expect(dialog(page)).toHaveClass(/is-open/);
        await page.evaluate(() =>
          Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
        );
        await expectAxeClean(page);
        await page.keyboard.press("Escape");
        await expect(page.locator("[data-lightbox-dialog]")).toHaveCount(0);
      }
      await context.close();
    });
  }
});
