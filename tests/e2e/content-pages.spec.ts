import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { sessionCookieFor } from "../helpers/admin";
import { expectAxeClean } from "../helpers/office";
import { dragBlock } from "../helpers/page-builder";

const SEEDED = ["/over-ons", "/montage", "/veelgestelde-vragen", "/showroom"];

test.describe("content pages (issue 15)", () => {
  test("a redacteur builds a page with tabs and an accordion in the builder and publishes it; a visitor sees it", async ({
    browser,
  }) => {
    // The Puck editor (an iframe and two drags) is the slowest page of the back office on a busy machine.
    test.setTimeout(60_000);
    const slug = `showroom-${randomBytes(3).toString("hex")}`;
    const editor = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    await editor.addCookies([await sessionCookieFor("editor")]);
    const page = await editor.newPage();
    await page.goto("/beheer/paginas");
    await page.getByLabel("Titel").fill("Showroom");
    await page.getByLabel("Adres (slug)").fill(slug);
    await page.getByRole("button", { name: "Pagina aanmaken" }).click();
    await expect(page.locator(".admin-notice--success")).toContainText("Pagina aangemaakt.");

    await expect(page.locator('[data-testid="drawer-item:Tabs"]')).toBeVisible({ timeout: 20_000 });
    const frame = page.locator("iframe#preview-frame");
    await dragBlock(page, "Tabs", frame);
    await dragBlock(page, "Accordion", frame);
    const data = page.locator("textarea[name='data']");
    await expect
      .poll(async () =>
        JSON.parse(await data.inputValue())
          .content.map((b: { type: string }) => b.type)
          .sort(),
      )
      .toEqual(["Accordion", "Tabs"]);

    await page.getByRole("button", { name: "Publiceren" }).click();
    await expect(page.locator(".admin-notice--success")).toContainText("Pagina gepubliceerd.");
    await expect(page.getByText(/^#\d+ · Gepubliceerd/)).toHaveCount(1);
    await editor.close();

    const visitor = await browser.newContext();
    const v = await visitor.newPage();
    await v.goto(`/${slug}`);
    await expect(v.getByRole("tab", { name: "Tabblad 1" })).toHaveAttribute("aria-selected", "true");
    await expect(v.locator("details summary").first()).toHaveText("Vraag 1");
    await visitor.close();

    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const n = await noJs.newPage();
    const response = await n.goto(`/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(n.locator(".page-tabs__panel h3")).toHaveText("Tabblad 1");
    await expect(n.locator("details[open] summary")).toHaveText("Vraag 1");
    await noJs.close();
  });

  test("a draft is not public, a reserved slug is refused, an unknown page is a 404", async ({
    browser,
    request,
  }) => {
    const editor = await browser.newContext();
    await editor.addCookies([await sessionCookieFor("editor")]);
    const page = await editor.newPage();
    await page.goto("/beheer/paginas");
    await page.getByLabel("Titel").fill("Winkelmand");
    await page.getByLabel("Adres (slug)").fill("winkelmand");
    await page.getByRole("button", { name: "Pagina aanmaken" }).click();
    await expect(page.getByText("Dit adres is van de winkel zelf; kies een ander adres.")).toBeVisible();
    await expect(page.getByLabel("Titel")).toHaveValue("Winkelmand");
    const slug = `concept-${randomBytes(3).toString("hex")}`;
    await page.getByLabel("Adres (slug)").fill(slug);
    await page.getByRole("button", { name: "Pagina aanmaken" }).click();
    await expect(page.locator(".admin-notice--success")).toContainText("Pagina aangemaakt.");
    await editor.close();
    expect((await request.get(`/${slug}`)).status()).toBe(404);
    expect((await request.get("/bestaat-niet-xyz")).status()).toBe(404);
  });

  test("tabs and the accordion work by keyboard; the accordion keeps one item open", async ({ page }) => {
    await page.goto("/over-ons");
    const first = page.getByRole("tab", { name: "Ons verhaal" });
    await expect(first).toHaveAttribute("aria-selected", "true");
    await first.focus();
    await page.keyboard.press("ArrowRight");
    const second = page.getByRole("tab", { name: "Onze werkplaats" });
    await expect(second).toBeFocused();
    await expect(second).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("werkplaats snijden");
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "Duurzaamheid" })).toHaveAttribute("aria-selected", "true");

    const items = page.locator("#blok-over-ons-waarom details");
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await items.nth(1).locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
    await page.keyboard.press("Enter");
    await expect(items.nth(1)).not.toHaveAttribute("open", "");
  });

  test("counters count once and the on-scroll block turns animated; the FAQ page carries FAQPage", async ({
    page,
  }) => {
    await page.goto("/over-ons");
    await expect(page.locator("#blok-over-ons-cijfers")).toHaveAttribute("data-animated", "true");
    await expect(page.locator("[data-count='12000']")).toHaveText("12.000");
    await page.goto("/veelgestelde-vragen");
    const ld = await page.locator("script[type='application/ld+json']").allTextContents();
    const faq = ld.map((t) => JSON.parse(t)).find((j) => j["@type"] === "FAQPage");
    expect(faq.mainEntity).toHaveLength(4);
    expect(faq.mainEntity[0].name).toBe("Hoe meet ik mijn deuropening?");
  });

  for (const width of [375, 1280]) {
    test(`the seeded pages are axe clean at ${width} px`, async ({ browser }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      for (const path of SEEDED) {
        await page.goto(path);
        await expect(page.locator(".content-page")).toBeVisible();
        // What a visitor reads: the on-scroll blocks shown and their fade finished (mid-fade text is faint).
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
});
