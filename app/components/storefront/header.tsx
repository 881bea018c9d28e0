import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import type { MiniCartData } from "~/modules/cart/mini-cart";
import type { MenuItem } from "~/modules/cms/menu";
import { urls } from "~/utils/page-config";
import { HeaderCart } from "./cart/header-cart";
import { MobileMenu } from "./mobile-menu";
import { NavMenu } from "./nav-menu";
import { SearchBox } from "./search-box";
import { type HeaderScrollState, nextHeaderState, stickyHeight } from "./sticky-header";

const STICKY_OFFSET = 10;

export function Header({
  menu,
  hideOnScroll,
  miniCart,
}: {
  menu: MenuItem[];
  hideOnScroll: boolean;
  /** Kept for callers; the header cart counts from `miniCart`. */
  cartCount?: number;
  miniCart: MiniCartData | null;
}) {
  const ref = useRef<HTMLElement>(null);
  const [scroll, setScroll] = useState<HeaderScrollState>({ stuck: false, hidden: false, lastY: 0 });
  // The latest scroll state, lastY included; the rendered state changes only when stuck or hidden does, so
  // scrolling re-renders the header a few times rather than on every frame.
  const latest = useRef(scroll);
  const transparent = useLocation().pathname === "/";
  const show = useCallback((next: HeaderScrollState) => {
    latest.current = next;
    setScroll((s) => (s.stuck === next.stuck && s.hidden === next.hidden ? s : next));
  }, []);
  // Spec §4.6: after an add-to-cart a hidden header is shown again when the cart has a dropdown.
  const reveal = useCallback(() => show({ ...latest.current, hidden: false }), [show]);

  useEffect(() => {
    let frame = 0;
    // The --sticky-height last written. Writing a custom property on <html> restyles every element of the page,
    // so it is written only when it changes, and not at all before the page has scrolled: until then the
    // stylesheet's value stands (what it positions, sticky elements, only matters once the page scrolls).
    let written: number | null = null;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const height = ref.current?.offsetHeight ?? 80;
        const next = nextHeaderState(latest.current, window.scrollY, {
          offset: STICKY_OFFSET,
          height,
          hideOnScroll,
        });
        show(next);
        const sticky = stickyHeight(next, height);
        if (sticky !== written && (written !== null || window.scrollY > 0)) {
          written = sticky;
          document.documentElement.style.setProperty("--sticky-height", `${sticky}px`);
        }
      });
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, [hideOnScroll, show]);

  const classes = [
    "site-header",
    scroll.stuck ? "is-stuck" : "",
    scroll.hidden ? "is-hidden" : "",
    transparent && !scroll.stuck ? "is-transparent" : "",
  ].join(" ");

  return (
    <header ref={ref} className={classes} data-stuck={scroll.stuck} data-hidden={scroll.hidden}>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 px-4">
        <MobileMenu items={menu} />
        <Link to="/" className="site-logo" aria-label={`${nl.site.name} – ${nl.site.home}`}>
          <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
            <rect width="32" height="32" rx="6" fill="currentColor" />
            <rect x="9" y="5" width="14" height="22" rx="1.5" fill="#cfe6ee" />
            <rect x="19" y="13" width="2" height="7" rx="1" fill="currentColor" />
          </svg>
          <span>{nl.site.name}</span>
        </Link>
        <NavMenu items={menu} />
        <SearchBox />
        <HeaderCart initial={miniCart} onReveal={reveal} />
        <Link
          to={urls.account}
          className="header-account inline-flex items-center gap-1.5 font-semibold whitespace-nowrap text-brand-900"
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-9 2.2-9 5.5V22h18v-2.5C21 16.2 16.4 14 12 14z"
              fill="currentColor"
            />
          </svg>
          <span className="header-account__label">{nl.nav.account}</span>
        </Link>
      </div>
    </header>
  );
}
