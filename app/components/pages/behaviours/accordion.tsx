import { useEffect } from "react";
import { reducedMotion } from "./motion";

/** The slide of an accordion item's body (spec §4.7). */
export const ACCORDION_SLIDE_MS = 200;

/**
 * An accordion block's behaviour on its `<details>` markup (static-blocks.tsx AccordionBlock): opening an item
 * closes the others (also where the browser does not know `<details name>`), and the body slides open and shut
 * in 200 ms, unless the visitor prefers reduced motion. Renders nothing.
 */
export function PageAccordionBehaviour({ id }: { id: string }) {
  useEffect(() => {
    const root = document.getElementById(id);
    return root ? enhanceAccordion(root) : undefined;
  }, [id]);
  return null;
}

function slide(body: HTMLElement, from: number, to: number): Animation | null {
  if (reducedMotion() || typeof body.animate !== "function") return null;
  return body.animate([{ height: `${from}px` }, { height: `${to}px` }], {
    duration: ACCORDION_SLIDE_MS,
    easing: "ease-in-out",
  });
}

function enhanceAccordion(root: HTMLElement): () => void {
  const items = [...root.querySelectorAll<HTMLDetailsElement>(":scope > details")];
  const bodyOf = (item: HTMLDetailsElement) => item.querySelector<HTMLElement>(".page-accordion__body");

  const close = (item: HTMLDetailsElement) => {
    const body = bodyOf(item);
    const animation = body ? slide(body, body.offsetHeight, 0) : null;
    if (!animation) {
      item.open = false;
      return;
    }
    body?.style.setProperty("overflow", "hidden");
    animation.onfinish = () => {
      item.open = false;
      body?.style.removeProperty("overflow");
    };
  };
  const onClick = (event: MouseEvent) => {
    const summary = (event.target as Element).closest("summary");
    const item = summary?.parentElement as HTMLDetailsElement | null;
    if (!summary || !item || !items.includes(item)) return;
    event.preventDefault();
    if (item.open) {
      close(item);
      return;
    }
    for (const other of items) if (other !== item && other.open) close(other);
    item.open = true;
    const body = bodyOf(item);
    if (body) slide(body, 0, body.offsetHeight);
  };
  root.addEventListener("click", onClick);
  return () => root.removeEventListener("click", onClick);
}
