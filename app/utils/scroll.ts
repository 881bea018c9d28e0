/** Scrolls the window to `top` over `durationMs` with an ease-in-out curve (respects reduced motion). */
export function smoothScrollTo(top: number, durationMs: number): Promise<void> {
  return new Promise((resolve) => {
    const start = window.scrollY;
    const distance = top - start;
    if (distance === 0 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      window.scrollTo(0, top);
      resolve();
      return;
    }
    const t0 = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - t0) / durationMs);
      const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
      window.scrollTo(0, start + distance * eased);
      if (t < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
