import { expect, type Locator, type Page, test } from "@playwright/test";
import { sessionCookieFor } from "../helpers/admin";
import { expectAxeClean } from "../helpers/office";
import { dragBlock } from "../helpers/page-builder";
import { addPublishedPages } from "../helpers/test-pages";

/**
 * Issue 15 point 3: the slider block. The seeded /inspiratie page has three picture slides; a test page added
 * straight to the e2e database has video slides (one set to autoplay), to show that only the current slide's
 * video plays.
 */

const SLIDER = "#blok-inspiratie-slider";
const VIDEOS = `e2e-slider-videos-${Math.random().toString(36).slice(2, 8)}`;
const POSTER = "/images/products/glazen-deur-op-maat.svg";
const VIDEOS_DATA = {
  root: { props: {} },
  content: [
    {
      type: "Slider",
      props: {
        id: "films",
        title: "Films",
        slides: [
          { kind: "image", src: POSTER, alt: "Een deur" },
          { kind: "video", src: POSTER, video: "/media/montage.mp4", alt: "Montage", autoplay: true },
          { kind: "video", src: POSTER, video: "/media/inmeten.mp4", alt: "Inmeten" },
        ],
      },
    },
  ],
};

test.beforeAll(() => addPublishedPages([{ slug: VIDEOS, title: "Films", data: VIDEOS_DATA }]));

async function sliderReady(page: Page, path = "/inspiratie", slider = SLIDER) {
  await page.goto(path);
  await expect(page.locator(slider)).toHaveAttribute("data-ready", "true");
}

/** The slide lies in the slider's window (Embla has moved it there). */
async function expectShown(page: Page, slide: Locator) {
  const view = page.locator(`${SLIDER} [data-slider-viewport]`);
  await expect
    .poll(async () => {
      const [a, b] = [await view.boundingBox(), await slide.boundingBox()];
      return a && b ? Math.round(Math.abs(a.x - b.x)) : -1;
    })
    .toBeLessThanOrEqual(1);
}

const current = (page: Page, slider = SLIDER) =>
  page.locator(`${slider} [data-slider-dot][aria-current="true"]`);

test.describe("slider (issue 15 point 3)", () => {
  test("moves with next, previous, the dots and the arrow keys; Embla loads on first use", async ({
    page,
  }) => {
    await sliderReady(page);
    const slider = page.getByRole("region", { name: "Onze deuren" });
    await expect(slider).toHaveAttribute("aria-roledescription", "carousel");
    const slides = slider.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(3);
    await expect(slides.nth(1)).toHaveAttribute("aria-label", "Dia 2 van 3");
    await expect(current(page)).toHaveAccessibleName("Ga naar dia 1");
    const prev = slider.getByRole("button", { name: "Vorige dia" });
    const next = slider.getByRole("button", { name: "Volgende dia" });
    await expect(prev).toBeDisabled();

    await expect(slider).not.toHaveAttribute("data-embla", "true");
    await next.click();
    await expect(slider).toHaveAttribute("data-embla", "true");
    await expect(current(page)).toHaveAccessibleName("Ga naar dia 2");
    await expect(slides.nth(1)).not.toHaveAttribute("inert", "");
    await expect(slides.nth(0)).toHaveAttribute("inert", "");
    await expectShown(page, slides.nth(1));
    await prev.click();
    await expect(current(page)).toHaveAccessibleName("Ga naar dia 1");

    await slider.getByRole("button", { name: "Ga naar dia 3" }).click();
    await expect(current(page)).toHaveAccessibleName("Ga naar dia 3");
    await expect(next).toBeDisabled();
    await expectShown(page, slides.nth(2));
    await expect(slides.nth(2).locator("figcaption")).toHaveText("Matglas geeft licht en privacy.");

    await slider.getByRole("button", { name: "Ga naar dia 3" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(current(page)).toHaveAccessibleName("Ga naar dia 2");
    await page.keyboard.press("ArrowLeft");
    await expect(current(page)).toHaveAccessibleName("Ga naar dia 1");
    await page.keyboard.press("ArrowRight");
    await expect(current(page)).toHaveAccessibleName("Ga naar dia 2");
    await expectShown(page, slides.nth(1));
  });

  test("only the current slide's video plays", async ({ page }) => {
    // The test page's video files do not exist: the media element's play and pause are recorded instead, so the
    // test sees what the slider asks of each video.
    await page.addInitScript(() => {
      const state = new WeakMap<HTMLMediaElement, boolean>();
      Object.defineProperty(HTMLMediaElement.prototype, "paused", {
        get(this: HTMLMediaElement) {
          return !state.get(this);
        },
      });
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        state.set(this, true);
        this.dataset.playing = "true";
        return Promise.resolve();
      };
      HTMLMediaElement.prototype.pause = function (this: HTMLMediaElement) {
        state.set(this, false);
        delete this.dataset.playing;
      };
    });
    const id = "#blok-films";
    await sliderReady(page, `/${VIDEOS}`, id);
    const slider = page.getByRole("region", { name: "Films" });
    const [montage, inmeten] = [slider.getByLabel("Montage"), slider.getByLabel("Inmeten")];
    const playing = slider.locator("video[data-playing]");
    await expect(montage).toHaveAttribute("poster", POSTER);
    await expect(playing).toHaveCount(0);

    await slider.getByRole("button", { name: "Volgende dia" }).click();
    await expect(current(page, id)).toHaveAccessibleName("Ga naar dia 2");
    // The autoplay video plays, muted, once its slide is current.
    await expect(montage).toHaveAttribute("data-playing", "true");
    expect(await montage.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await expect(playing).toHaveCount(1);

    await slider.getByRole("button", { name: "Volgende dia" }).click();
    await expect(current(page, id)).toHaveAccessibleName("Ga naar dia 3");
    // Leaving a slide pauses its video; a video without autoplay waits for the visitor.
    await expect(playing).toHaveCount(0);
    await inmeten.evaluate((v: HTMLVideoElement) => v.play());
    await expect(inmeten).toHaveAttribute("data-playing", "true");

    await slider.getByRole("button", { name: "Ga naar dia 1" }).click();
    await expect(current(page, id)).toHaveAccessibleName("Ga naar dia 1");
    await expect(playing).toHaveCount(0);
  });

  for (const width of [375, 1280]) {
    test(`/inspiratie is axe clean at ${width} px and no wider than the screen`, async ({ browser }) => {
      test.slow();
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await sliderReady(page);
      await expectAxeClean(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();
    });
  }

  test("without JS the slider is a row that scrolls sideways, one slide at a time", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
    });
    const page = await context.newPage();
    await page.goto("/inspiratie");
    await expect(page.locator(`${SLIDER} [data-slider-controls]`)).toBeHidden();
    const viewport = page.locator(`${SLIDER} [data-slider-viewport]`);
    const size = await viewport.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(size.scroll).toBeGreaterThanOrEqual(size.client * 3 - 2);
    await expect(page.locator(`${SLIDER} figure`).nth(0)).toBeInViewport({ ratio: 0.9 });
    await viewport.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: "instant" }));
    await expect(page.locator(`${SLIDER} figure`).nth(2)).toBeInViewport({ ratio: 0.9 });
    await context.close();
  });

  test("a redacteur adds a slider in the page builder and visitors get the carousel", async ({ browser }) => {
    test.slow();
    const context = await browser.newContext();
    await context.addCookies([await sessionCookieFor("editor")]);
    const page = await context.newPage();
    const slug = `slider-${Math.random().toString(36).slice(2, 8)}`;
    await page.goto("/beheer/paginas");
    await page.getByLabel("Titel").fill(`Slider ${slug}`);
    await page.getByLabel("Adres (slug)").fill(slug);
    await page.getByRole("button", { name: "Pagina aanmaken" }).click();
    await expect(page.locator(".admin-notice--success")).toContainText("Pagina aangemaakt.");
    await expect(page.locator('[data-testid="drawer-item:Slider"]')).toBeVisible({ timeout: 20_000 });
    await dragBlock(page, "Slider", page.locator("iframe#preview-frame"));
    const data = page.locator("textarea[name='data']");
    await expect
      .poll(async () => JSON.parse(await data.inputValue()).content[0]?.props?.slides?.length)
      .toBe(2);
    await page.getByRole("button", { name: "Publiceren" }).click();
    await expect(page.locator(".admin-notice--success")).toContainText("Pagina gepubliceerd.");

    const visitor = await browser.newContext();
    const v = await visitor.newPage();
    await v.goto(`/${slug}`);
    const slider = v.getByRole("region", { name: "Diavoorstelling" });
    await expect(slider.locator('[aria-roledescription="slide"]')).toHaveCount(2);
    await expect(slider).toHaveAttribute("data-ready", "true");
    await slider.getByRole("button", { name: "Volgende dia" }).click();
    await expect(slider.locator('[data-slider-dot][aria-current="true"]')).toHaveAccessibleName(
      "Ga naar dia 2",
    );
    await visitor.close();
    await context.close();
  });
});
