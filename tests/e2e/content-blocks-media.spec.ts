// Issue 15 point 3: the background video (click-to-load: no request to the provider before the visitor asks) and
// the reviews strip (the shop's approved reviews, server-rendered).
import { expect, test } from "@playwright/test";

const PROVIDER = /youtube|ytimg|googlevideo|vimeo/;

test.describe("background video and reviews strip (issue 15)", () => {
  test("the background video sends nothing to YouTube until the visitor clicks, then plays muted in a loop", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on("request", (r) => {
      if (PROVIDER.test(new URL(r.url()).hostname)) asked.push(r.url());
    });
    // The player itself is not needed: an empty page stands in for YouTube.
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ status: 200, body: "<p>speler</p>" }),
    );
    await page.goto("/showroom");
    const video = page.locator(".page-video");
    await video.scrollIntoViewIfNeeded();
    await expect(video.getByRole("heading", { name: "Een rondje door de showroom" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);
    await expect(video.locator("iframe")).toHaveCount(0);

    await video.getByRole("link", { name: "Video afspelen (laadt YouTube)" }).click();
    const frame = video.locator("iframe");
    await expect(frame).toHaveAttribute("title", "Video: Een rondje door de showroom");
    const src = new URL((await frame.getAttribute("src")) ?? "");
    expect(src.origin + src.pathname).toBe("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ");
    expect(Object.fromEntries(src.searchParams)).toMatchObject({ autoplay: "1", mute: "1", loop: "1" });
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    expect(page.url()).toMatch(/\/showroom$/);
  });

  test("without JavaScript the button is a link to the video's own page, in a new tab", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/showroom");
    const play = page.getByRole("link", { name: "Video afspelen (laadt YouTube)" });
    await expect(play).toHaveAttribute("href", "https://www.youtube.com/watch?v=aqz-KE-bpKQ");
    await expect(play).toHaveAttribute("target", "_blank");
    await expect(page.locator(".page-video iframe")).toHaveCount(0);
    await context.close();
  });

  test("the reviews strip on /montage shows the latest approved reviews with stars, names and their product", async ({
    page,
  }) => {
    await page.goto("/montage");
    const strip = page.locator("section", { has: page.getByRole("heading", { name: "Wat klanten zeggen" }) });
    const cards = strip.locator(".review-strip__item");
    await expect(cards).toHaveCount(3);
    await expect(cards.first().getByRole("img", { name: /^Beoordeeld met \d,\d van de 5$/ })).toBeVisible();
    await expect(cards.first().locator("strong")).not.toBeEmpty();
    const link = cards.first().getByRole("link", { name: /^Over / });
    await expect(link).toHaveAttribute("href", /^\/product\/[a-z0-9-]+#reviews$/);
    await link.click();
    await expect(page.locator("#reviews")).toBeVisible();
  });
});
