import { useEffect } from "react";
import { parallaxShift } from "~/modules/pages/sections";
import { onceInView, reducedMotion } from "./motion";

/** Parallax only on wide screens (phones scroll with a static background: smoother, less battery). */
export const PARALLAX_MEDIA = "(min-width: 850px)";

/** A lazy background: the layer gets its image (`data-bg`) once the section is 10 % in view. */
function lazyBackground(section: HTMLElement): () => void {
  const layer = section.querySelector<HTMLElement>(":scope > .page-section__bg[data-bg]");
  if (!layer) return () => {};
  return onceInView([section], () => {
    layer.style.backgroundImage = layer.dataset.bg ?? "";
  });
}

/**
 * Parallax: on scroll (passive listener, one update per frame) the layer, taller than the section, is moved so
 * that it lags the page. Off under prefers-reduced-motion and on narrow screens (the layer then rests as a static
 * background); `data-parallax="on"` tells the CSS to make the layer taller.
 */
function parallax(section: HTMLElement): () => void {
  const layer = section.querySelector<HTMLElement>(":scope > .page-section__bg");
  if (!layer) return () => {};
  const wide = window.matchMedia(PARALLAX_MEDIA);
  let frame = 0;
  const update = () => {
    frame = 0;
    const box = section.getBoundingClientRect();
    layer.style.transform = `translate3d(0, ${parallaxShift(box.top, box.height, window.innerHeight)}px, 0)`;
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  const stop = () => {
    window.removeEventListener("scroll", onScroll);
    window.removeEventListener("resize", onScroll);
    cancelAnimationFrame(frame);
    frame = 0;
    section.removeAttribute("data-parallax");
    layer.style.transform = "";
  };
  const apply = () => {
    stop();
    if (!wide.matches || reducedMotion()) return;
    section.setAttribute("data-parallax", "on");
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    update();
  };
  apply();
  wide.addEventListener("change", apply);
  return () => {
    wide.removeEventListener("change", apply);
    stop();
  };
}

/** A section's background behaviour (`lazy` or `parallax`). Renders nothing. */
export function PageSectionBehaviour({ id, mode }: { id: string; mode: "lazy" | "parallax" }) {
  useEffect(() => {
    const section = document.getElementById(id);
    if (!section) return;
    return mode === "lazy" ? lazyBackground(section) : parallax(section);
  }, [id, mode]);
  return null;
}
