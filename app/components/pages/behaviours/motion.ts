/** True when the visitor asked for less motion: animations are then skipped (the end state shows at once). */
export function reducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/** Calls `enter` once for each element, the first time it comes into view (10% visible); returns the cleanup. */
export function onceInView(elements: readonly Element[], enter: (el: Element) => void): () => void {
  if (!("IntersectionObserver" in window)) {
    for (const el of elements) enter(el);
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        enter(entry.target);
      }
    },
    { threshold: 0.1 },
  );
  for (const el of elements) observer.observe(el);
  return () => observer.disconnect();
}
