import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { nl } from "~/i18n/nl";
import type { MenuItem } from "~/modules/cms/menu";

/** Spec §2.2/§9.5: the mobile sidebar; submenus slide in and out over 300 ms. Without JS the sidebar opens
 * through its #mobile-menu anchor (CSS :target) and shows every level as a nested list. */
export function MobileMenu({ items }: { items: MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const [level, setLevel] = useState<MenuItem | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLAnchorElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    setLevel(null);
    openerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>("button, a")?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, close]);

  return (
    <>
      <a
        ref={openerRef}
        href="#mobile-menu"
        className="mobile-menu__opener"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={(e) => {
          e.preventDefault();
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" fill="currentColor" />
        </svg>
        <span className="sr-only">{nl.nav.openMenu}</span>
      </a>
      <div id="mobile-menu" className="mobile-menu" data-open={open}>
        <a
          href="#"
          className="mobile-menu__backdrop"
          tabIndex={-1}
          onClick={(e) => {
            e.preventDefault();
            close();
          }}
        >
          <span className="sr-only">{nl.nav.closeMenu}</span>
        </a>
        <div
          ref={panelRef}
          className="mobile-menu__panel"
          role="dialog"
          aria-modal={open}
          aria-label={nl.nav.mainMenu}
        >
          <a
            href="#"
            className="mobile-menu__close"
            onClick={(e) => {
              e.preventDefault();
              close();
            }}
          >
            {nl.nav.closeMenu}
          </a>
          <div className="mobile-menu__track" data-level={level ? 1 : 0}>
            <ul className="mobile-menu__level">
              {items.map((item) => (
                <li key={item.id}>
                  {item.children?.length ? (
                    <>
                      <button
                        type="button"
                        className="mobile-menu__link mobile-menu__next"
                        aria-expanded={level?.id === item.id}
                        onClick={() => setLevel(item)}
                      >
                        {item.label} <span aria-hidden="true">›</span>
                      </button>
                      <ul className="mobile-menu__nested">
                        {item.children.map((c) => (
                          <li key={c.id}>
                            <Link className="mobile-menu__link" to={c.href}>
                              {c.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : (
                    <Link className="mobile-menu__link" to={item.href} onClick={close}>
                      {item.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
            <ul className="mobile-menu__level" aria-hidden={!level}>
              {level ? (
                <>
                  <li>
                    <button
                      type="button"
                      className="mobile-menu__link mobile-menu__back"
                      onClick={() => setLevel(null)}
                    >
                      <span aria-hidden="true">‹</span> {nl.nav.back}
                    </button>
                  </li>
                  {level.children?.map((c) => (
                    <li key={c.id}>
                      <Link className="mobile-menu__link" to={c.href} onClick={close}>
                        {c.label}
                      </Link>
                    </li>
                  ))}
                </>
              ) : null}
            </ul>
          </div>
        </div>
      </div>
    </>
  );
}
