/** Spec §2.2, §9.5: the page scrolls to a notice so that it ends 100 px below the window's top, over 1000 ms. */
export const NOTICE_SCROLL = { offset: 100, durationMs: 1000 } as const;
/** Spec §2.10, §9.5: hash links and a location hash scroll to the anchor over 500 ms (offset: the sticky header). */
export const HASH_SCROLL_MS = 500;

export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Scrolls the window to `top` over `durationMs` with an ease-in-out curve; instant under reduced motion. */
export function smoothScrollTo(top: number, durationMs: number): Promise<void> {
  return new Promise((resolve) => {
    const start = window.scrollY;
    const max = document.documentElement.scrollHeight - window.innerHeight;
    const end = Math.max(0, Math.min(top, max));
    const distance = end - start;
    if (distance === 0 || durationMs <= 0 || prefersReducedMotion()) {
      window.scrollTo({ top: end, behavior: "instant" });
      resolve();
      return;
    }
    const t0 = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - t0) / durationMs);
      const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
      window.scrollTo({ top: start + distance * eased, behavior: "instant" });
      if (t < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}

/** The document position that puts `el` `offset` px below the window's top. */
export function scrollTopFor(el: Element, offset: number): number {
  return el.getBoundingClientRect().top + window.scrollY - offset;
}

/** Spec §2.2: brings a notice into view, 100 px below the top, over 1000 ms. */
export function scrollToNotice(el: Element): Promise<void> {
  return smoothScrollTo(scrollTopFor(el, NOTICE_SCROLL.offset), NOTICE_SCROLL.durationMs);
}

/** The height of the sticky site header (0 when there is none). */
export function stickyHeaderHeight(): number {
  const header = document.querySelector<HTMLElement>("header[data-stuck]");
  if (!header) return 0;
  const position = getComputedStyle(header).position;
  return position === "sticky" || position === "fixed" ? header.getBoundingClientRect().height : 0;
}

/** The element a `#hash` names, or null (also for `#`, `#top` and undecodable hashes). */
export function hashTarget(hash: string): HTMLElement | null {
  if (!hash || hash === "#" || hash === "#top") return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** Spec §2.10: scrolls to a hash's anchor, below the sticky header, over 500 ms. */
export function scrollToAnchor(el: Element): Promise<void> {
  return smoothScrollTo(scrollTopFor(el, stickyHeaderHeight()), HASH_SCROLL_MS);
}
