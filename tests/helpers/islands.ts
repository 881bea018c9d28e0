import type { Page } from "@playwright/test";

/**
 * Holds the page's islands entry back, as on a slow phone where the shopper acts before the page's script has
 * taken over; the returned function lets it load.
 */
export async function holdIslandsEntry(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/islands\/entry-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}
