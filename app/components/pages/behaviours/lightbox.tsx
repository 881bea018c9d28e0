import { useEffect } from "react";
import type { LightboxSetup } from "~/modules/pages/lightbox";
import { openLightbox } from "./lightbox-dialog";

/**
 * A lightbox block's behaviour on its server markup (static-blocks.tsx LightboxBlock). Renders nothing. Any link
 * on the page to `#{anchor}` (the opener, rich text, menus, buttons) opens the lightbox, as does arriving with
 * that location hash; `visibleAfter` opens it by itself once. An opener naming another lightbox that the page
 * does not have opens "Inhoud niet gevonden".
 */
export function PageLightboxBehaviour({ setup, title }: { setup: LightboxSetup; title: string }) {
  useEffect(() => {
    const { anchor, target } = setup;
    const own = target ? null : document.getElementById(anchor);
    own?.classList.add("is-enhanced");
    const open = () => openLightbox({ setup, title });
    const hashOpens = () => {
      if (own && idOf(window.location.hash) === anchor) open();
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href^="#"]');
      if (!link) return;
      const id = idOf(link.getAttribute("href") ?? "");
      if (own && id === anchor) {
        event.preventDefault();
        open();
      } else if (target && id === target && link.id === setup.opener && !lightboxElement(target)) {
        event.preventDefault();
        openLightbox({ missing: true });
      }
    };
    document.addEventListener("click", onClick);
    window.addEventListener("hashchange", hashOpens);
    hashOpens();
    const timer =
      own && setup.visibleAfter > 0 ? window.setTimeout(open, setup.visibleAfter * 1000) : undefined;
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener("hashchange", hashOpens);
      window.clearTimeout(timer);
    };
  }, [setup, title]);
  return null;
}

/** The lightbox element with this id, if the page has one. */
function lightboxElement(id: string): HTMLElement | null {
  const found = document.getElementById(id);
  return found?.hasAttribute("data-lightbox") ? found : null;
}

/** The id a `#hash` names ("" for a malformed one). */
function idOf(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return "";
  }
}
