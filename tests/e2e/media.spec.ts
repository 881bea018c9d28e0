// Issue 15 point 8: the media library at /beheer/media, shared by pages, popups and product pictures. Uploads are
// judged by their bytes, alt text is required, sharp makes the variants, and every item shows where it is used.
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { sessionCookieFor } from "../helpers/admin";
import { expectAxeClean } from "../helpers/office";
import { dragBlock } from "../helpers/page-builder";

async function pngOf(colour: string) {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Uploads a picture from /beheer/media; returns the new item's detail address. */
async function upload(page: Page, alt: string, title: string, colour = "#2d6a8e") {
  await page.goto("/beheer/media");
  await page
    .getByLabel("Bestand")
    .setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: await pngOf(colour) });
  await page.getByLabel(/^Alt-tekst/).fill(alt);
  await page.getByLabel(/^Titel/).fill(title);
  await page.getByRole("button", { name: "Uploaden" }).click();
  await expect(page.getByRole("status")).toContainText("De afbeelding is toegevoegd aan de bibliotheek.");
  return new URL(page.url()).pathname;
}

test.describe("media library (issue 15)", () => {
  test("an upload needs an alt text and real image bytes; the refusals stand beside their fields", async ({
    browser,
  }) => {
    const context = await browser.newContext();
    await context.addCookies([await sessionCookieFor("editor")]);
    const page = await context.newPage();
    await page.goto("/beheer/media");
    const title = `Zonder alt ${randomBytes(2).toString("hex")}`;
    await page
      .getByLabel("Bestand")
      .setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: await pngOf("#aa3300") });
    await page.getByLabel(/^Titel/).fill(title);
    // The browser's own check would stop an empty required field: post it as a browser without that check would.
    await page.getByLabel(/^Alt-tekst/).evaluate((el) => el.removeAttribute("required"));
    await page.getByRole("button", { name: "Uploaden" }).click();
    await expect(page.locator("#alt-error")).toHaveText(
      "Vul een alt-tekst in: beschrijf wat er op de afbeelding staat.",
    );
    await expect(page.getByLabel(/^Alt-tekst/)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(/^Titel/)).toHaveValue(title);

    // A text file with an image's name and type is refused: the bytes decide.
    await page.getByLabel("Bestand").setInputFiles({
      name: "stiekem.png",
      mimeType: "image/png",
      buffer: Buffer.from("Dit is geen afbeelding."),
    });
    await page.getByLabel(/^Alt-tekst/).fill("Stiekem");
    await page.getByRole("button", { name: "Uploaden" }).click();
    await expect(page.locator("#file-error")).toHaveText(
      "Dit bestand is geen JPEG-, PNG-, WebP- of AVIF-afbeelding.",
    );
    await expect(page.getByLabel(/^Alt-tekst/)).toHaveValue("Stiekem");
    await expect(page.getByLabel(/^Titel/)).toHaveValue(title);
    await expect(page.locator(".media-card", { hasText: "Stiekem" })).toHaveCount(0);
    await context.close();

    // Without JavaScript the form is a plain multipart post, and the new item opens.
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    await noJs.addCookies([await sessionCookieFor("editor")]);
    const n = await noJs.newPage();
    await n.goto("/beheer/media");
    await n
      .getByLabel("Bestand")
      .setInputFiles({ name: "a.png", mimeType: "image/png", buffer: await pngOf("#123456") });
    await n.getByLabel(/^Alt-tekst/).fill(`Zonder JavaScript ${title}`);
    await n.getByRole("button", { name: "Uploaden" }).click();
    await expect(n.getByRole("status")).toContainText("De afbeelding is toegevoegd aan de bibliotheek.");
    await expect(n.getByRole("img", { name: `Zonder JavaScript ${title}` })).toBeVisible();
    await noJs.close();
  });

  test("a redacteur uploads a picture, puts it on a page with the builder's picker; the page serves its variants and the library shows the use", async ({
    browser,
  }) => {
    // Upload, the Puck editor, publish and a visitor: a long journey on a busy machine.
    test.slow();
    const tag = randomBytes(3).toString("hex");
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    await context.addCookies([await sessionCookieFor("editor")]);
    const page = await context.newPage();
    const detail = await upload(page, `Glazen schuifdeur ${tag}`, `Schuifdeur ${tag}`);
    await expect(page.getByRole("img", { name: `Glazen schuifdeur ${tag}` })).toBeVisible();
    await expect(page.getByTestId("media-places")).toHaveCount(0);
    const url = (await page.locator(".media-url").textContent()) ?? "";
    expect(url).toMatch(/^\/media\/library\/[0-9a-f-]{36}-640\.jpg$/);
    expect((await page.request.get(url)).headers()["content-type"]).toBe("image/jpeg");

    // In the grid with its alt text, type and size.
    await page.goto("/beheer/media");
    const card = page.locator(".media-card", { hasText: `Schuifdeur ${tag}` });
    await expect(card).toContainText(`Glazen schuifdeur ${tag}`);
    await expect(card).toContainText("PNG · 900 × 600");
    await expect(card).toContainText("Gebruikt in: Nergens");

    // A new page with an Image block whose picture comes from the library.
    const slug = `media-${tag}`;
    await page.goto("/beheer/paginas");
    await page.getByLabel("Titel").fill(`Media ${tag}`);
    await page.getByLabel("Adres (slug)").fill(slug);
    await page.getByRole("button", { name: "Pagina aanmaken" }).click();
    await expect(page.locator(".admin-notice--success")).toContainText("Pagina aangemaakt.");
    await expect(page.locator('[data-testid="drawer-item:Image"]')).toBeVisible({ timeout: 20_000 });
    await dragBlock(page, "Image", page.locator("iframe#preview-frame"));
    await page.getByRole("button", { name: "Kies een afbeelding" }).click();
    // Puck's picker lists the library (title, size, thumbnail); a click on the row picks it.
    await page
      .getByRole("cell", { name: `Schuifdeur ${tag}`, exact: true })
      .first()
      .click();
    const data = page.locator("textarea[name='data']");
    await expect.poll(async () => JSON.parse(await data.inputValue()).content[0]?.props?.src).toBe(url);
    await page.getByRole("button", { name: "Publiceren" }).click();
    await expect(page.locator(".admin-notice--success")).toContainText("Pagina gepubliceerd.");

    // The visitor gets <picture> with AVIF and WebP sources of the library item.
    const visitor = await browser.newContext();
    const v = await visitor.newPage();
    await v.goto(`/${slug}`);
    const picture = v.locator("picture", { has: v.getByRole("img", { name: `Glazen schuifdeur ${tag}` }) });
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /-320\.avif 320w/);
    await visitor.close();

    // The library knows where it is used, and will not delete it while it is.
    await page.goto(detail);
    await expect(page.getByTestId("media-places")).toContainText(`Pagina: Media ${tag}`);
    await page.getByRole("button", { name: "Verwijderen" }).click();
    await expect(page.getByRole("alert")).toContainText("Deze afbeelding wordt nog op 1 plaats gebruikt.");
    await context.close();
  });

  test("a winkelbeheerder adds a library picture to a product; the library lists the product; deleting an unused one works", async ({
    browser,
  }) => {
    test.slow();
    const tag = randomBytes(3).toString("hex");
    const context = await browser.newContext();
    await context.addCookies([await sessionCookieFor("shop_manager")]);
    const page = await context.newPage();
    const detail = await upload(page, `Douchedeur ${tag}`, `Douche ${tag}`, "#557755");
    await page.goto("/beheer/producten");
    const productPath = await page
      .locator("table a")
      .evaluateAll((links) =>
        links
          .map((a) => a.getAttribute("href") ?? "")
          .find((href) => /^\/beheer\/producten\/\d+$/.test(href)),
      );
    if (!productPath) throw new Error("no product to edit");
    await page.goto(`${productPath}/afbeeldingen`);
    const rowsBefore = await page.locator("tr[data-image-id]").count();
    await page
      .getByLabel("Afbeelding uit de bibliotheek")
      .selectOption({ label: `Douche ${tag} (900 × 600)` });
    await page.getByRole("button", { name: "Toevoegen" }).click();
    await expect(page.locator("tr[data-image-id]")).toHaveCount(rowsBefore + 1);
    await expect(page.locator("tr[data-image-id]").last().getByRole("img")).toHaveAttribute(
      "alt",
      `Douchedeur ${tag}`,
    );
    await page.goto(detail);
    await expect(page.getByTestId("media-places")).toContainText("Product:");
    // Taken off the product again, the item is free and can be deleted.
    await page.goto(`${productPath}/afbeeldingen`);
    await page
      .locator("tr[data-image-id]")
      .last()
      .getByRole("button", { name: /verwijderen/i })
      .click();
    await expect(page.locator("tr[data-image-id]")).toHaveCount(rowsBefore);
    await page.goto(detail);
    await page.getByRole("button", { name: "Verwijderen" }).click();
    await expect(page.getByRole("status")).toContainText("De afbeelding is verwijderd.");
    await expect(page.locator(".media-card", { hasText: `Douche ${tag}` })).toHaveCount(0);
    await context.close();
  });

  test("shoppers cannot open the library; it is axe clean at 375 and 1280 px", async ({ browser }) => {
    const shopper = await browser.newContext();
    await shopper.addCookies([await sessionCookieFor("customer")]);
    const s = await shopper.newPage();
    expect((await s.goto("/beheer/media"))?.status()).toBe(403);
    expect((await s.request.get("/beheer/media/keuze")).status()).toBe(403);
    await shopper.close();

    const context = await browser.newContext();
    await context.addCookies([await sessionCookieFor("editor")]);
    const page = await context.newPage();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/beheer/media");
      await expect(page.getByRole("heading", { name: "Media", level: 1 })).toBeVisible();
      await expectAxeClean(page);
    }
    await context.close();
  });
});
