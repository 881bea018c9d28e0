import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { nl } from "~/i18n/nl";
import type { MenuItem } from "~/modules/cms/menu";
import { urls } from "~/utils/page-config";
import { CartCount } from "./cart-count";
import { MobileMenu } from "./mobile-menu";
import { NavMenu } from "./nav-menu";
import { type HeaderScrollState, nextHeaderState } from "./sticky-header";

const STICKY_OFFSET = 10;

export function Header({
  menu,
  hideOnScroll,
  cartCount,
}: {
  menu: MenuItem[];
  hideOnScroll: boolean;
  cartCount: number;
}) {
  const [count, setCount] = useState(cartCount);
  useEffect(() => setCount(cartCount), [cartCount]);
  useEffect(() => {
    const onCart = (e: Event) => setCount((e as CustomEvent<{ count: number }>).detail.count);
    window.addEventListener("maatglas:cart", onCart);
    return () => window.removeEventListener("maatglas:cart", onCart);
  }, []);
  const ref = useRef<HTMLElement>(null);
  const [scroll, setScroll] = useState<HeaderScrollState>({ stuck: false, hidden: false, lastY: 0 });
  const transparent = useLocation().pathname === "/";

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const height = ref.current?.offsetHeight ?? 80;
        setScroll((s) => nextHeaderState(s, window.scrollY, { offset: STICKY_OFFSET, height, hideOnScroll }));
      });
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, [hideOnScroll]);

  const classes = [
    "site-header",
    scroll.stuck ? "is-stuck" : "",
    scroll.hidden ? "is-hidden" : "",
    transparent && !scroll.stuck ? "is-transparent" : "",
  ].join(" ");

  return (
    <header ref={ref} className={classes} data-stuck={scroll.stuck} data-hidden={scroll.hidden}>
      <div className="mx-auto flex max-w-6xl items-center gap-4 px-4">
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
        <Link to={urls.cart} className="header-cart">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4l.4 2H21l-2 8H7.4l-.3-1.5L4.4 2H1v2z"
              fill="currentColor"
            />
          </svg>
          <span className="header-cart__label">{nl.nav.cart}</span>
          <CartCount count={count} />
        </Link>
      </div>
    </header>
  );
}
