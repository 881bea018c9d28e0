import { useEffect, useState } from "react";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { smoothScrollTo } from "~/utils/scroll";

export const BACK_TO_TOP_MS = 300;

/** A link to #top: plain anchor without JS, a 300 ms smooth scroll with it (spec §9.5). */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 400);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return (
    <a
      href="#top"
      className="back-to-top"
      data-visible={visible}
      onClick={(event) => {
        event.preventDefault();
        smoothScrollTo(0, BACK_TO_TOP_MS);
        document.querySelector<HTMLElement>(".skip-link")?.focus({ preventScroll: true });
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
      <span className="sr-only">{nl.site.backToTop}</span>
    </a>
  );
}
