import { useEffect } from "react";
import { onceInView, reducedMotion } from "./motion";

const COUNT_MS = 1500;

/**
 * A counters block's behaviour: each number counts up from 0 to its value once, the first time the block comes
 * into view; with reduced motion the value simply stays. Renders nothing.
 */
export function PageCountersBehaviour({ id }: { id: string }) {
  useEffect(() => {
    const root = document.getElementById(id);
    if (!root || reducedMotion()) return;
    const numbers = [...root.querySelectorAll<HTMLElement>("[data-count]")];
    const format = new Intl.NumberFormat("nl-NL");
    for (const n of numbers) n.textContent = format.format(0);
    let frame = 0;
    const stop = onceInView([root], () => {
      const start = performance.now();
      const tick = (now: number) => {
        const progress = Math.min(1, (now - start) / COUNT_MS);
        const eased = 1 - (1 - progress) ** 3;
        for (const n of numbers) n.textContent = format.format(Math.round(Number(n.dataset.count) * eased));
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    return () => {
      stop();
      cancelAnimationFrame(frame);
      for (const n of numbers) n.textContent = format.format(Number(n.dataset.count));
    };
  }, [id]);
  return null;
}
