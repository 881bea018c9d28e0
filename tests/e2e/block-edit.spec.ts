// Issue 15 point 6 (spec §6, §2.10): a logged-in redacteur or administrator sees an edit tooltip on each block of a
// public page (the block's title, a builder link with the block selected and a back-end editor link); nobody else
// receives its markup, not even from the page cache.
import { expect, type Page, test } from "@playwright/test";
import type { Role } from "../../app/modules/accounts/roles";
import { COOKIES } from "../../app/utils/cookies";
import { sessionCookieFor } from "../helpers/admin";

/** An editor's wrapper around a block (its class or its attribute), as the page's markup carries it. */
const EDIT_MARKUP = /class="block-edit|data-block-edit=/;

/** A session of `role` plus the logged-in flag a login sets. */
async function loggedInAs(role: Role) {
  const session = await sessionCookieFor(role);
  return [session, { name: COOKIES.loggedIn, value: "1", domain: "localhost", path: "/" }];
}

async function pageAs(browser: import("@playwright/test").Browser, role: Role | null): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (role) await context.addCookies(await loggedInAs(role));
  return context.newPage();
}

test.describe("block edit links (issue 15)", () => {
  test("a redacteur sees each block's tooltip with its title, builder and back-end links; menu_id is appended", async ({
    browser,
  }) => {
    // The page, the back-end editor and the builder: over 30 s on a busy machine.
    test.slow();
    const page = await pageAs(browser, "editor");
    await page.goto("/over-ons?menu_id=shop");
    const first = page.locator(".content-page > .block-edit").first();
    await expect(first).toHaveAttribute("data-block-edit", "over-ons-titel");
    // Every top-level block has one.
    const blocks = await page.locator(".content-page > *").count();
    await expect(page.locator(".content-page > .block-edit")).toHaveCount(blocks);

    const tip = first.locator(".block-edit__tip");
    await first.hover();
    await expect(tip).toBeVisible();
    await expect(tip).toContainText("Kop: Over Maatglas");
    const builder = tip.getByRole("link", { name: "Bewerken in de paginabouwer" });
    const backend = tip.getByRole("link", { name: "Bewerken in het beheer" });
    await expect(builder).toHaveAttribute(
      "href",
      /^\/beheer\/paginas\/\d+\?blok=over-ons-titel&menu_id=shop$/,
    );
    await expect(backend).toHaveAttribute(
      "href",
      /^\/beheer\/paginas\/\d+\?editor=formulier&blok=over-ons-titel&menu_id=shop$/,
    );

    // The back-end editor: the page's fields and its data as text, no builder.
    await backend.click();
    await expect(page.locator("input[name='title']")).toHaveValue("Over ons");
    await expect(page.locator("textarea[name='data']")).toBeVisible();
    await expect(page.locator("iframe#preview-frame")).toHaveCount(0);

    // The builder opens with the block selected: its fields show the heading's text.
    await page.goBack();
    await page.locator(".content-page > .block-edit").first().hover();
    await page.getByRole("link", { name: "Bewerken in de paginabouwer" }).first().click();
    await expect(page.locator("iframe#preview-frame")).toBeVisible({ timeout: 20_000 });
    await expect(page.locator("input[name='text']").first()).toHaveValue("Over Maatglas", {
      timeout: 10_000,
    });
    await page.context().close();
  });

  test("the tooltip is reachable by keyboard and shows when its link has the focus", async ({ browser }) => {
    const page = await pageAs(browser, "administrator");
    await page.goto("/montage");
    const link = page.locator(".block-edit__link").first();
    await link.focus();
    await expect(link).toBeFocused();
    await expect(link).toBeVisible();
    const box = await link.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(20);
    await page.context().close();
  });

  test("visitors, shoppers and shop managers never receive the markup, also not from the page cache", async ({
    browser,
    request,
  }) => {
    test.slow(); // several contexts and page loads: over 30 s on a busy machine
    // The editor's view first, so a wrongly shared cache entry would carry the tooltips.
    const editor = await pageAs(browser, "editor");
    await editor.goto("/veelgestelde-vragen");
    await expect(editor.locator(".block-edit").first()).toBeAttached();
    await editor.context().close();

    for (let i = 0; i < 2; i++) {
      const res = await request.get("/veelgestelde-vragen");
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain("content-page");
      // No edit wrapper or tooltip in the markup (the inline stylesheet names the class; that is no edit link).
      expect(html).not.toMatch(EDIT_MARKUP);
      expect(html).not.toContain("/beheer/paginas/");
    }
    for (const role of ["customer", "shop_manager"] as const) {
      const page = await pageAs(browser, role);
      const res = await page.goto("/veelgestelde-vragen");
      expect(await res?.text()).not.toMatch(EDIT_MARKUP);
      await expect(page.locator(".content-page")).toBeVisible();
      await page.context().close();
    }
  });
});
