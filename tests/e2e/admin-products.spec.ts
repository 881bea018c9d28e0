import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { sessionCookieFor } from "../helpers/admin";
import { samplePng, uniqueName } from "../helpers/products";

async function asShopManager(context: BrowserContext) {
  await context.addCookies([await sessionCookieFor("shop_manager")]);
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
}

test("a shop manager creates a 9 % product with an image, publishes it, renames its slug; the old URL redirects", async ({
  page,
  context,
  request,
}) => {
  // One long journey; the upload renders 9 image files (AVIF is the slow one) on a shared 2-core machine, where
  // the whole journey took up to 100 s in CI.
  test.setTimeout(180_000);
  await asShopManager(context);
  const name = uniqueName("Glazen vitrinedeur");
  await page.goto("/beheer/producten");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Nieuw product" }).click();
  await expect(page).toHaveURL(/\/beheer\/producten\/nieuw$/);

  await page.getByLabel("Naam", { exact: true }).fill(name);
  await page.getByRole("radio", { name: "Eenvoudig" }).check();
  // The description editor (Tiptap) replaces the textarea with JavaScript: wait for the editor itself, or a click
  // before hydration lands on the textarea that is about to be hidden.
  const editor = page
    .getByRole("textbox", { name: "Lange beschrijving" })
    .and(page.locator('[contenteditable="true"]'));
  await editor.click();
  await page.keyboard.type("Helder glas in een ");
  await page
    .getByRole("toolbar", { name: "Opmaak van Lange beschrijving" })
    .getByRole("button", { name: "Vet" })
    .click();
  await page.keyboard.type("zwart frame");
  await page.locator("#price").fill("109,00");
  await page.getByRole("radio", { name: "inclusief btw" }).check();
  await page.getByRole("radio", { name: "9 % (laag)" }).check();
  await page.getByLabel("Voorraad", { exact: true }).fill("5");
  await page.getByLabel("SKU (artikelnummer)").fill("VD-9");
  await page.getByRole("radio", { name: "Concept" }).check();
  await page.getByRole("button", { name: "Product aanmaken" }).click();

  await expect(page).toHaveURL(/\/beheer\/producten\/\d+\?aangemaakt=1$/);
  await expect(page.getByText("Het product is aangemaakt.")).toBeVisible();
  // 109,00 incl. 9 % is 100,00 excl.
  await expect(page.getByText("Opgeslagen als € 100,00 excl. btw.")).toBeVisible();
  await expect(page.getByRole("radio", { name: "9 % (laag)" })).toBeChecked();
  await expectNoAxeViolations(page);
  const editUrl = page.url().split("?")[0];
  const slug = await page.getByLabel("Slug (adres)").inputValue();
  expect(slug).toMatch(/^glazen-vitrinedeur-[a-z0-9]+$/);

  // Image: upload a PNG made with sharp, with alt text.
  await page.getByRole("link", { name: "Afbeeldingen beheren" }).first().click();
  await page
    .getByLabel("Bestand")
    .setInputFiles({ name: "deur.png", mimeType: "image/png", buffer: await samplePng() });
  await page.getByLabel(/Alt-tekst \(beschrijving/).fill("Vitrinedeur met zwart frame");
  await page.getByRole("button", { name: "Uploaden" }).click();
  await expect(page.getByText("De afbeelding is toegevoegd.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Vitrinedeur met zwart frame" })).toBeVisible();
  // A file that is not an image is refused by its content, whatever its name says.
  await page
    .getByLabel("Bestand")
    .setInputFiles({ name: "nep.png", mimeType: "image/png", buffer: Buffer.from("geen afbeelding") });
  await page.getByRole("button", { name: "Uploaden" }).click();
  await expect(page.getByText("Dit bestand is geen JPEG-, PNG-, WebP- of AVIF-afbeelding.")).toBeVisible();
  await expectNoAxeViolations(page);

  // Publish.
  await page.goto(editUrl);
  await page.getByRole("button", { name: "Publiceren" }).click();
  await expect(page.getByText("Het product is gepubliceerd.")).toBeVisible();

  // Storefront: the product with its uploaded image (srcset of variants) and description.
  await page.goto(`/product/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const img = page.getByRole("img", { name: "Vitrinedeur met zwart frame" });
  await expect(img).toBeVisible();
  expect(await img.getAttribute("srcset")).toMatch(
    /\/media\/products\/\d+\/[\w-]+-320\.jpg 320w, .*-640\.jpg 640w/,
  );
  await expect(page.locator('picture source[type="image/avif"]')).toHaveCount(1);
  await expect(page.locator("strong", { hasText: "zwart frame" })).toBeVisible();
  // Stored € 100,00 excl. btw; the shop adds the product's own 9 %: € 109,00.
  await expect(page.locator(".product-detail").getByText("€ 109,00").first()).toBeVisible();
  const media = await request.get((await img.getAttribute("src")) ?? "");
  expect(media.status()).toBe(200);
  expect(media.headers()["cache-control"]).toContain("immutable");

  // The listing card shows the uploaded image too.
  await page.goto(`/winkel?orderby=date`);
  const card = page.locator(".product-card", { hasText: name });
  await expect(card.locator("picture img")).toHaveAttribute("srcset", /\/media\/products\//);

  // Rename the slug; the old address answers 301 to the new one.
  await page.goto(editUrl);
  await page.getByLabel("Slug (adres)").fill(`${slug}-nieuw`);
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("Het product is opgeslagen.")).toBeVisible();
  const old = await request.get(`/product/${slug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/product/${slug}-nieuw`);
  await page.goto(`/product/${slug}`);
  await expect(page).toHaveURL(new RegExp(`/product/${slug}-nieuw$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused create shows the Dutch messages beside the fields and keeps what was typed", async ({
    page,
    context,
  }) => {
    await asShopManager(context);
    await page.goto("/beheer/producten/nieuw");
    const name = uniqueName("Schuifdeur zonder JS");
    await page.getByLabel("Naam", { exact: true }).fill(name);
    await page.getByLabel("Korte beschrijving").fill("<p>Kort <script>x()</script></p>");
    await page.locator("#price").fill("twaalf euro");
    await page.getByLabel("SKU (artikelnummer)").fill("SD-0");
    await page.getByLabel("Voorraad", { exact: true }).fill("-3");
    await page.getByRole("radio", { name: "0 %" }).check();
    await page.getByRole("button", { name: "Product aanmaken" }).click();

    await expect(page.getByText("Vul een bedrag in, bijvoorbeeld 149,95.")).toBeVisible();
    await expect(page.getByText("Vul een heel getal van 0 of meer in, of laat het veld leeg.")).toBeVisible();
    await expect(page.getByLabel("Naam", { exact: true })).toHaveValue(name);
    await expect(page.locator("#price")).toHaveValue("twaalf euro");
    await expect(page.getByLabel("SKU (artikelnummer)")).toHaveValue("SD-0");
    await expect(page.getByRole("radio", { name: "0 %" })).toBeChecked();
    await expect(page.getByLabel("Korte beschrijving")).toHaveValue("<p>Kort <script>x()</script></p>");

    // Corrected, it is created — the description stored without the script.
    await page.locator("#price").fill("12,00");
    await page.getByLabel("Voorraad", { exact: true }).fill("");
    await page.getByRole("button", { name: "Product aanmaken" }).click();
    await expect(page.getByText("Het product is aangemaakt.")).toBeVisible();
    await expect(page.getByLabel("Korte beschrijving")).toHaveValue("<p>Kort </p>");
    await expect(page.getByText("Opgeslagen als € 12,00 excl. btw.")).toBeVisible();
  });

  test("images without JavaScript: upload two, put the second first, change its alt text, delete one", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await asShopManager(context);
    await page.goto("/beheer/producten/nieuw");
    await page.getByLabel("Naam", { exact: true }).fill(uniqueName("Deur met foto's"));
    await page.locator("#price").fill("50");
    await page.getByRole("button", { name: "Product aanmaken" }).click();
    await expect(page.getByText("Het product is aangemaakt.")).toBeVisible();
    await page.getByRole("link", { name: "Afbeeldingen beheren" }).first().click();
    for (const [alt, width] of [
      ["Vooraanzicht", 400],
      ["Detail van de greep", 300],
    ] as const) {
      await page
        .getByLabel("Bestand")
        .setInputFiles({ name: "f.png", mimeType: "image/png", buffer: await samplePng(width, 200) });
      await page.getByLabel(/Alt-tekst \(beschrijving/).fill(alt);
      await page.getByRole("button", { name: "Uploaden" }).click();
      await expect(page.getByText("De afbeelding is toegevoegd.")).toBeVisible();
    }
    const alts = () =>
      page.locator("tbody img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt")));
    expect(await alts()).toEqual(["Vooraanzicht", "Detail van de greep"]);
    await page.getByRole("button", { name: "Afbeelding 2 omhoog" }).click();
    await expect(page.getByText("De volgorde is aangepast.")).toBeVisible();
    expect(await alts()).toEqual(["Detail van de greep", "Vooraanzicht"]);
    await page.getByLabel("Alt-tekst 1").fill("Greep van dichtbij");
    await page.getByRole("button", { name: "Alt-tekst opslaan" }).first().click();
    await expect(page.getByText("De alt-tekst is opgeslagen.")).toBeVisible();
    await page.getByRole("button", { name: "Afbeelding 2 verwijderen" }).click();
    await expect(page.getByText("De afbeelding is verwijderd.")).toBeVisible();
    expect(await alts()).toEqual(["Greep van dichtbij"]);
  });

  test("categories: create, rename and delete without JavaScript", async ({ page, context }) => {
    await asShopManager(context);
    await page.goto("/beheer/categorieen");
    const name = uniqueName("Douchedeuren");
    await page.getByLabel("Naam").fill(name);
    await page.getByRole("button", { name: "Categorie aanmaken" }).click();
    await expect(page.getByText("De categorie is aangemaakt.")).toBeVisible();
    await page.getByRole("link", { name: `${name} bewerken` }).click();
    await page.getByLabel("Volgorde").fill("abc");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("Vul een heel getal in.")).toBeVisible();
    await page.getByLabel("Volgorde").fill("7");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("De categorie is opgeslagen.")).toBeVisible();
    await expect(page.getByText("Er staan geen producten in deze categorie.")).toBeVisible();
    await page.getByRole("button", { name: "Categorie verwijderen" }).click();
    await expect(page.getByText(`De categorie ‘${name}’ is verwijderd`)).toBeVisible();
  });
});
