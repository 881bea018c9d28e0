import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./admin";

/** Helpers of the settings / e-mail / dashboard e2e spec (it runs against a server of its own). */

/** The e2e administrator's env for a server of a spec's own (the same account tests/helpers/admin.ts uses). */
export const ADMIN_ENV = { ADMIN_EMAIL, ADMIN_PASSWORD };

/** Logs in through the admin login form on the page's own base URL; ends on the dashboard. */
export async function loginOn(page: Page): Promise<void> {
  await page.goto("/beheer/inloggen");
  await page.getByLabel("E-mailadres").fill(ADMIN_EMAIL);
  await page.getByLabel("Wachtwoord").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("heading", { name: "Overzicht", level: 1 })).toBeVisible();
}

/**
 * No serious or critical axe violation on the page. `exclude`: a frame axe cannot enter (the e-mail's sandboxed
 * HTML runs no scripts, so axe is not injected there; the frame element itself is still checked for its title).
 */
export async function expectAxeClean(page: Page, exclude?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  if (exclude) builder.setLegacyMode().exclude(`${exclude} *`);
  const results = await builder.analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

/** The page fits a tablet (768 px) without sideways scrolling of the page itself. */
export async function expectFitsTablet(page: Page): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 768, height: 1024 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  if (size) await page.setViewportSize(size);
}
