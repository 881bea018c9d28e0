// Issue 15 point 1: the home page `/` is a builder page (slug `home`), seeded with the content it had in code.
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { sessionCookieFor } from "../helpers/admin";

test.describe("the home page as a builder page (issue 15)", () => {
  test("shows the seeded blocks; /home is the same page at /", async ({ page, request }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Glazen deuren, op de millimeter gemaakt",
    );
    await expect(page.getByRole("link", { name: "Stel je deur samen" })).toHaveAttribute(
      "href",
      "/product/glazen-deur-op-maat",
    );
    await expect(
      page.getByRole("region", { name: "Populaire producten" }).locator(".product-card"),
    ).toHaveCount(3);
    await expect(page.getByRole("region", { name: "Shop per categorie" }).getByRole("link")).toHaveCount(4);
    // The hero picture is the page's LCP image: fetched at high priority, never lazily.
    const hero = page.locator(".hero__image");
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    await expect(hero).not.toHaveAttribute("loading", "lazy");

    const moved = await request.get("/home", { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe("/");
  });

  test("a redacteur changes the home page in the back office; a visitor sees it on / at once", async ({
    browser,
  }) => {
    const usp = `Gratis inmeten ${randomBytes(3).toString("hex")}`;
    const editor = await browser.newContext();
    await editor.addCookies([await sessionCookieFor("editor")]);
    const page = await editor.newPage();
    await page.goto("/beheer/paginas");
    const row = page.getByRole("row", { name: /startpagina/ });
    await expect(row.getByRole("link", { name: "/", exact: true })).toHaveAttribute("href", "/");
    await row.getByRole("link", { name: "Home" }).click();
    await page.getByRole("link", { name: "Bewerken als tekst (zonder paginabouwer)" }).click();
    const data = page.locator("textarea[name='data']");
    await expect(data).toBeVisible();
    // The stored SEO description is in its field, so saving the page keeps it.
    await expect(page.locator("textarea[name='seo_description']")).toHaveValue(/^Geef de netto glashoogte/);

    // Renaming the home page is refused beside the field, and nothing typed is lost.
    const slug = page.locator("input[name='slug']");
    await slug.fill("start");
    await page.getByRole("button", { name: "Publiceren" }).click();
    await expect(
      page.getByText("Dit is de startpagina: het adres blijft home (de pagina staat op /)."),
    ).toBeVisible();
    await expect(slug).toHaveValue("start");
    await slug.fill("home");

    const json = JSON.parse(await data.inputValue());
    const usps = json.content.find((b: { type: string }) => b.type === "Usps");
    usps.props.items.push({ text: usp });
    await data.fill(JSON.stringify(json));
    await page.getByRole("button", { name: "Publiceren" }).click();
    await expect(page.locator(".admin-notice--success")).toContainText("Pagina gepubliceerd.");
    await editor.close();

    const visitor = await browser.newContext();
    const v = await visitor.newPage();
    await v.goto("/");
    await expect(v.locator(".usps")).toContainText(usp);
    await expect(v.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^Geef de netto glashoogte/,
    );
    await visitor.close();
  });
});
