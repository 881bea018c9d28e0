import { useEffect } from "react";

/**
 * The scroll-to navigation's behaviour: the link of the section in view gets `aria-current="true"` (the last
 * section whose top has passed the window's upper third). Clicks need nothing here: the page behaviour scrolls
 * every same-page `#anchor` link below the sticky header over 500 ms (spec §2.10). Renders nothing.
 */
export function PageScrollNavBehaviour({ id }: { id: string }) {
  useEffect(() => {
    const nav = document.getElementById(id);
    if (!nav || !("IntersectionObserver" in window)) return;
    const links = [...nav.querySelectorAll<HTMLAnchorElement>("a[data-scroll-to]")];
    const sections = links.map((a) => document.getElementById(a.dataset.scrollTo ?? ""));
    const visible = new Set<Element>();
    const mark = () => {
      const current = sections.findIndex((s) => s && visible.has(s));
      links.forEach((a, i) => {
        if (i === current) a.setAttribute("aria-current", "true");
        else a.removeAttribute("aria-current");
      });
    };
    // A section counts as current while it crosses the band from 20 % to 60 % of the window's height.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (e.isIntersecting) visible.add(e.target);
          else visible.delete(e.target);
        }
        mark();
      },
      { rootMargin: "-20% 0px -40% 0px" },
    );
    for (const s of sections) if (s) observer.observe(s);
    return () => observer.disconnect();
  }, [id]);
  return null;
}
