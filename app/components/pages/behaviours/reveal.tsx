import { useEffect } from "react";
import { onceInView } from "./motion";

/** The wait between coming into view and `data-animated` turning true (spec §2.2). */
export const REVEAL_DELAY_MS = 300;

/**
 * An on-scroll animation block's behaviour: `data-animated` goes from "false" to "true" 300 ms after the block
 * comes into view (once). The CSS animates that change only without prefers-reduced-motion. Renders nothing.
 */
export function PageRevealBehaviour({ id }: { id: string }) {
  useEffect(() => {
    const root = document.getElementById(id);
    if (!root) return;
    const timers: number[] = [];
    const stop = onceInView([root], (el) => {
      timers.push(window.setTimeout(() => el.setAttribute("data-animated", "true"), REVEAL_DELAY_MS));
    });
    return () => {
      stop();
      for (const t of timers) clearTimeout(t);
    };
  }, [id]);
  return null;
}
