import type { EmblaCarouselType } from "embla-carousel";
import { useEffect } from "react";
import { playOnlyCurrent } from "~/modules/pages/slider-videos";
import { reducedMotion } from "./motion";

/**
 * A slider block's behaviour on its server markup (slider.tsx SliderBlock): the previous/next buttons and
 * dots shown, arrow keys while focus is in the slider, and Embla on the row once the visitor first touches,
 * focuses or uses the slider (so Embla's 7 kB are not part of every slider page's load: decision 014's budget).
 * Until then the row scrolls natively (as without JS) and the dots follow it. With Embla the slides that are not
 * current are inert. When the current slide changes, only its video may play (slider-videos.ts); a video the
 * visitor paused is not restarted by a scroll that stays on its slide. With reduced motion slides change without
 * animation.
 * Renders nothing.
 */
export function PageSliderBehaviour({ id }: { id: string }) {
  useEffect(() => {
    const root = document.getElementById(id);
    return root ? enhanceSlider(root) : undefined;
  }, [id]);
  return null;
}

function enhanceSlider(root: HTMLElement): () => void {
  const viewport = root.querySelector<HTMLElement>("[data-slider-viewport]");
  const slides = [...root.querySelectorAll<HTMLElement>(".page-slider__slide")];
  if (!viewport || slides.length < 2) return () => {};
  const jump = reducedMotion();
  const controls = root.querySelector<HTMLElement>("[data-slider-controls]");
  const prev = root.querySelector<HTMLButtonElement>("[data-slider-prev]");
  const next = root.querySelector<HTMLButtonElement>("[data-slider-next]");
  const dots = [...root.querySelectorAll<HTMLButtonElement>("[data-slider-dot]")];
  const videos = slides.map((s) => [...s.querySelectorAll("video")]);
  let embla: EmblaCarouselType | null = null;
  let loading: Promise<EmblaCarouselType> | null = null;
  let stopped = false;
  /** The slide whose videos were last set playing or paused (-1: none yet). */
  let shown = -1;
  const nativeIndex = () =>
    Math.min(slides.length - 1, Math.round(viewport.scrollLeft / Math.max(1, viewport.clientWidth)));

  const select = () => {
    const current = embla ? embla.selectedScrollSnap() : nativeIndex();
    slides.forEach((slide, i) => {
      slide.inert = embla !== null && i !== current;
    });
    dots.forEach((dot, i) => {
      if (i === current) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    if (prev) prev.disabled = current === 0;
    if (next) next.disabled = current === slides.length - 1;
    root.dataset.selected = String(current);
    if (current !== shown) playOnlyCurrent(videos, current);
    shown = current;
  };
  const load = () => {
    loading ??= import("embla-carousel").then(({ default: EmblaCarousel }) => {
      const startIndex = nativeIndex();
      root.classList.add("page-slider--js");
      viewport.scrollLeft = 0;
      viewport.removeAttribute("tabindex");
      const e = EmblaCarousel(viewport, { duration: jump ? 1 : 25, startIndex });
      if (stopped) e.destroy();
      else {
        embla = e;
        e.on("select", select);
        e.on("reInit", select);
        viewport.removeEventListener("scroll", select);
        select();
        root.dataset.embla = "true";
      }
      return e;
    });
    return loading;
  };
  const go = (act: (e: EmblaCarouselType) => void) => {
    load().then((e) => {
      if (!stopped) act(e);
    });
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLButtonElement>("button");
    if (!button || !root.contains(button)) return;
    if (button === prev) go((e) => e.scrollPrev(jump));
    else if (button === next) go((e) => e.scrollNext(jump));
    else if (button.dataset.sliderDot) go((e) => e.scrollTo(Number(button.dataset.sliderDot), jump));
  };
  const onKey = (event: KeyboardEvent) => {
    if ((event.target as Element).closest("video")) return;
    if (event.key === "ArrowLeft") go((e) => e.scrollPrev(jump));
    else if (event.key === "ArrowRight") go((e) => e.scrollNext(jump));
    else return;
    event.preventDefault();
  };
  const warm = () => void load();
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKey);
  root.addEventListener("pointerdown", warm);
  root.addEventListener("focusin", warm);
  viewport.addEventListener("scroll", select, { passive: true });
  if (controls) controls.hidden = false;
  select();
  root.dataset.ready = "true";
  return () => {
    stopped = true;
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKey);
    root.removeEventListener("pointerdown", warm);
    root.removeEventListener("focusin", warm);
    viewport.removeEventListener("scroll", select);
    embla?.destroy();
    for (const slide of slides) slide.inert = false;
    if (controls) controls.hidden = true;
    root.classList.remove("page-slider--js");
    viewport.tabIndex = 0;
    delete root.dataset.ready;
    delete root.dataset.embla;
  };
}
