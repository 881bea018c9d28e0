import type { Locator, Page } from "@playwright/test";

/** The Puck page builder (/beheer/paginas/{id}) as a redacteur uses it. */

/** Drags a block from Puck's component list onto the end of the page, with the pointer moving as a hand would. */
export async function dragBlock(page: Page, name: string, target: Locator) {
  const source = page.locator(`[data-testid="drawer-item:${name}"]`);
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error(`no box for ${name}`);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 20 });
  await page.waitForTimeout(300);
  await page.mouse.up();
}
