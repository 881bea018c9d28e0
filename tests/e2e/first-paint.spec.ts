// The stable parts of the Lighthouse targets (issue 11), checked on every run: no layout shift while the page
// loads, the LCP image fetched eagerly at high priority, every image with reserved space, and no serious axe
// violation on a phone. The timing figures themselves are measured by `npm run lighthouse`.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

const PAGES = ["/product/glazen-deur-op-maat", "/winkel", "/"];
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
/** The listing's cards in a phone's first row: the default columns of the small width (spec §9.7). */
const PHONE_ROW = 2;
/** A simple product of the sample shop, added to the cart so the header shows a filled mini cart. */
const SIMPLE = "Glazen binnendeur helder 201,5 × 83 cm";

/** Starts collecting layout shifts and LCP entries before the page's first byte. */
async function observeLoad(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number; __lcp: Element | null };
    w.__shifts = 0;
    w.__lcp = null;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.__shifts += e.value;
    }).observe({ type: "layout-shift", buffered: true });
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as (PerformanceEntry & { element: Element | null }) | undefined;
      if (last) w.__lcp = last.element;
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
}

/** Loads the page and waits until it has settled: hydrated, the page loader gone, the loading images decoded. */
async function loadSettled(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('.header-cart-wrap[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByTestId("page-loader")).toHaveCount(0, { timeout: 2500 });
  // Lazy images far below the fold are not fetched at all: waiting for them would never end.
  await page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter((img) => img.loading !== "lazy" || img.complete)
        .map((img) => img.decode().catch(() => undefined)),
    ),
  );
}

async function addSimpleProductToCart(page: Page) {
  await page.goto("/winkel");
  const card = page.locator(".product-card").filter({ hasText: SIMPLE });
  await expect(card.locator('form[data-hydrated="true"]')).toHaveCount(1);
  const answer = page.waitForResponse((r) => r.url().includes("wc-ajax=add_to_cart"));
  await card.locator(".add_to_cart_button").click();
  expect((await answer).status()).toBe(200);
  await expect(page.locator(".site-header .header-cart__count").first()).toHaveAttribute("data-count", "1");
}

for (const viewport of [PHONE, DESKTOP]) {
  for (const withCart of [false, true]) {
    for (const path of PAGES) {
      test(`${path} at ${viewport.width} px${withCart ? " with a cart" : ""}: no layout shift, LCP image eager`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        if (withCart) await addSimpleProductToCart(page);
        await observeLoad(page);
        await loadSettled(page, path);
        const shifts = await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
        expect(shifts).toBeLessThanOrEqual(0.05);
        // Every image reserves its box before it loads.
        const unsized = await page.evaluate(() =>
          [...document.images]
            .filter((img) => !img.getAttribute("width") || !img.getAttribute("height"))
            .map((img) => img.src),
        );
        expect(unsized).toEqual([]);
        // When the largest paint is an image, the browser fetched it at once and ahead of the rest. On the listing
        // a row holds cards of (almost) one size, and any of them can be the largest by a pixel: the cards of a
        // phone's first row (two: the default columns) are fetched eagerly at high priority; the rest of a wide
        // first row is lazy, which in view means fetched right after the first layout.
        const lcp = await page.evaluate(() => {
          const el = (window as unknown as { __lcp: Element | null }).__lcp;
          const card = el?.closest(".products > li");
          return el instanceof HTMLImageElement
            ? {
                loading: el.getAttribute("loading"),
                priority: el.getAttribute("fetchpriority"),
                card: card ? [...(card.parentElement?.children ?? [])].indexOf(card) : -1,
                columns: card
                  ? getComputedStyle(card.parentElement as Element).gridTemplateColumns.split(" ").length
                  : 0,
              }
            : null;
        });
        if (lcp && lcp.card >= PHONE_ROW) {
          expect(lcp.card).toBeLessThan(lcp.columns);
          expect(lcp.loading).toBe("lazy");
        } else if (lcp)
          expect({ loading: lcp.loading, priority: lcp.priority }).toEqual({
            loading: null,
            priority: "high",
          });
        if (path === "/winkel") {
          // Only the phone's first row is fetched at once; the other cards wait until they are near.
          const images = await page
            .locator(".products > li img")
            .evaluateAll((imgs) =>
              imgs.map((img) => [img.getAttribute("loading"), img.getAttribute("fetchpriority")]),
            );
          expect(images.length).toBeGreaterThan(3);
          expect(images.slice(0, PHONE_ROW)).toEqual(Array(PHONE_ROW).fill([null, "high"]));
          expect(images.slice(PHONE_ROW).every(([l, p]) => l === "lazy" && p === null)).toBe(true);
          // A card's image is asked for at about its column's width (sizes), not the window's: on a phone a
          // column is ~140 px wide, so the 320 px wide variant; on a wide window (3 columns) the 640 px one.
          const first = await page
            .locator(".products > li img")
            .first()
            .evaluate((img) => (img as HTMLImageElement).currentSrc);
          expect(first).toMatch(viewport === PHONE ? /-320\.\w+$/ : /-640\.\w+$/);
        }
        // The page's first image (product photo, hero, first listing card) is above the fold on every width.
        const first = page.locator("main img").first();
        await expect(first).not.toHaveAttribute("loading", "lazy");
        await expect(first).toHaveAttribute("fetchpriority", "high");
      });
    }
  }
}

for (const path of PAGES) {
  test(`axe on a phone: no serious or critical violations on ${path}`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await loadSettled(page, path);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });
}

for (const path of PAGES) {
  test(`every character ${path} shows is in the preloaded core font file (no second font file, no fallback search)`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    const outside = await page.evaluate(() => {
      const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
      const face = rules.find(
        (r): r is CSSFontFaceRule =>
          r instanceof CSSFontFaceRule &&
          r.style.getPropertyValue("font-family").includes("Inter Variable") &&
          r.style.getPropertyValue("src").includes("inter-core"),
      );
      if (!face) return ["no @font-face for Inter Variable's core file"];
      const ranges = face.style
        .getPropertyValue("unicode-range")
        .split(",")
        .map((part) => {
          const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
          return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
        });
      const chars = new Set(document.body.innerText);
      return [...chars].filter((c) => {
        const code = c.codePointAt(0) ?? 0;
        return !ranges.some(([from, to]) => code >= from && code <= to);
      });
    });
    expect(outside).toEqual([]);
  });
}

for (const path of PAGES) {
  test(`${path} loads no SVG file as an image or icon (each would be a document of its own: decision 034)`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const svgs: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol !== "data:" && url.pathname.endsWith(".svg")) svgs.push(url.pathname);
    });
    await page.goto(path);
    // The footer's lazy payment logos load once it is near the screen.
    await page.locator("footer .payment-logos").scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        page
          .locator("footer .payment-logos img")
          .evaluateAll((imgs) =>
            imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
          ),
      )
      .toBe(true);
    const icons = await page
      .locator('link[rel~="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(icons.length).toBeGreaterThan(0);
    expect(icons.filter((href) => new URL(href).pathname.endsWith(".svg"))).toEqual([]);
    expect(svgs).toEqual([]);
  });
}

for (const path of PAGES) {
  test(`the animations running while ${path} loads change only what the compositor animates (opacity, transform)`, async ({
    page,
  }) => {
    // The islands' script is held back, so the page stays as it loads: the page loader's island would remove the
    // bar after 1 s, and on a busy machine that can come before this test reads the animations.
    await page.route("**/assets/islands/**", (route) => route.abort());
    await page.setViewportSize(PHONE);
    await page.goto(path);
    const animated = await page.evaluate(() =>
      document.getAnimations().map((animation) => ({
        name: animation instanceof CSSAnimation ? animation.animationName : animation.constructor.name,
        properties: [
          ...new Set(
            (animation.effect as KeyframeEffect | null)
              ?.getKeyframes()
              .flatMap((frame) =>
                Object.keys(frame).filter(
                  (k) => !["offset", "computedOffset", "easing", "composite"].includes(k),
                ),
              ) ?? [],
          ),
        ],
      })),
    );
    // The page loader's bar (spec §2.2) runs on every page for its first second (its fade keeps its end state).
    expect(animated.map((a) => a.name)).toContain("loader-fade");
    const COMPOSITED = ["opacity", "transform", "translate", "rotate", "scale"];
    expect(animated.filter((a) => a.properties.some((p) => !COMPOSITED.includes(p)))).toEqual([]);
  });
}
