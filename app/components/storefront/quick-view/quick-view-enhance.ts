// The quick view's behaviour once its HTML is shown (a chunk of its own, fetched on first open): the Embla image
// slider and the product's order form, mounted as the same island component the product page hydrates.
import { type ComponentType, createElement, type ReactNode, useEffect } from "react";
import { createRoot, type Root } from "react-dom/client";
import { QUICK_VIEW_SLIDER } from "./quick-view-ids";

async function slider(root: HTMLElement): Promise<(() => void) | undefined> {
  const el = root.querySelector<HTMLElement>("[data-quick-view-slider]");
  const viewport = el?.querySelector<HTMLElement>(".embla__viewport");
  // One image needs no slider (and gets no dots or arrows from the server).
  if (!el || !viewport || el.querySelectorAll(".embla__slide").length < 2) return undefined;
  const { default: EmblaCarousel } = await import("embla-carousel");
  const embla = EmblaCarousel(viewport, { ...QUICK_VIEW_SLIDER });
  const dots = [...el.querySelectorAll<HTMLButtonElement>(".embla__dot")];
  const select = () => {
    const current = embla.selectedScrollSnap();
    dots.forEach((dot, i) => {
      if (i === current) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    el.dataset.selected = String(current);
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLButtonElement>("button");
    if (!button) return;
    if (button.classList.contains("embla__arrow--prev")) embla.scrollPrev();
    else if (button.classList.contains("embla__arrow--next")) embla.scrollNext();
    else if (button.dataset.index) embla.scrollTo(Number(button.dataset.index));
  };
  el.addEventListener("click", onClick);
  embla.on("select", select);
  select();
  el.dataset.ready = "true";
  return () => {
    el.removeEventListener("click", onClick);
    embla.destroy();
  };
}

/** Calls `done` once its tree has committed (after its children's effects); renders only its children. */
function Mounted({ done, children }: { done: () => void; children?: ReactNode }) {
  useEffect(done, []);
  return children;
}

async function forms(root: HTMLElement): Promise<Root[]> {
  const islands = [...root.querySelectorAll<HTMLElement>("[data-island]")];
  if (!islands.length) return [];
  const { PRODUCT_ISLANDS } = await import("~/islands/product-islands");
  const registry = PRODUCT_ISLANDS as unknown as Record<string, ComponentType<object>>;
  const mounted = islands.map(async (el) => {
    const component = registry[el.dataset.island ?? ""];
    if (!component) return [];
    const props = JSON.parse(el.dataset.props ?? "{}");
    const r = createRoot(el);
    await new Promise<void>((done) => {
      r.render(createElement(Mounted, { done }, createElement(component, props)));
    });
    el.inert = false;
    return [r];
  });
  return (await Promise.all(mounted)).flat();
}

/** Sets up the quick view in `root`; the returned function takes it down again (on close). */
export async function enhanceQuickView(root: HTMLElement): Promise<() => void> {
  const [stopSlider, roots] = await Promise.all([slider(root), forms(root)]);
  root.dataset.enhanced = "true";
  return () => {
    stopSlider?.();
    // Not inside React's own commit (the dialog is closing): unmount the form roots right after it.
    setTimeout(() => {
      for (const r of roots) r.unmount();
    }, 0);
  };
}
