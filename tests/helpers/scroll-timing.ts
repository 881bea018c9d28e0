import type { Page } from "@playwright/test";

/** A scroll position and when it was reached (performance.now() in the page). */
export type Scroll = [y: number, at: number];

/**
 * Records every scroll position of the page with its time, and the moment `mark` happens: `selector` means "the
 * first element matching it appears", `click` means "that element is clicked". Read them with `recordedScrolls`.
 */
export async function recordScrolls(page: Page, mark: { appears: string } | { clicked: string }) {
  await page.evaluate((m) => {
    const w = window as unknown as { marked?: number; scrolls: [number, number][] };
    w.scrolls = [];
    window.addEventListener("scroll", () => w.scrolls.push([window.scrollY, performance.now()]), {
      passive: true,
    });
    const now = () => {
      w.marked ??= performance.now();
    };
    if ("clicked" in m) document.querySelector(m.clicked)?.addEventListener("click", now);
    else
      new MutationObserver(() => {
        if (document.querySelector(m.appears)) now();
      }).observe(document.body, { childList: true, subtree: true });
  }, mark);
}

/** The mark's time, the positions scrolled to since it, and when the final position was first reached. */
export async function recordedScrolls(page: Page, notReached = 0) {
  const { marked, scrolls } = await page.evaluate(() => {
    const w = window as unknown as { marked: number; scrolls: Scroll[] };
    return { marked: w.marked, scrolls: w.scrolls };
  });
  const since = scrolls.filter(([, t]) => t >= marked);
  const final = scrolls.at(-1)?.[0];
  const reached = since.find(([y]) => y === final)?.[1] ?? notReached;
  return { marked, since, reached, steps: new Set(since.map(([y]) => y)).size };
}
