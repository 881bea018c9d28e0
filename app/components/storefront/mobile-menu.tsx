import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import type { MenuItem } from "~/modules/cms/menu";
import { urls } from "~/utils/page-config";
import { ModalClose, ModalDialog } from "../ui/modal-dialog";
import { withClasses } from "./nav-menu";

/**
 * Spec §2.2/§9.5: the mobile sidebar; submenus slide in and out over 300 ms. With JS it is the modal dialog
 * (focus trapped, page behind inert and not scrolling, Escape closes, focus back on the opener) and the level
 * slid out of view is inert. Without JS (before hydration) the sidebar opens through its #mobile-menu anchor
 * (CSS :target) and shows every level as a nested list.
 */
export function MobileMenu({ items }: { items: MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const openerRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => setHydrated(true), []);

  const onOpenChange = (next: boolean) => setOpen(next);
  return (
    <>
      <a
        ref={openerRef}
        href="#mobile-menu"
        className="mobile-menu__opener"
        aria-expanded={open}
        aria-haspopup="dialog"
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
      {hydrated ? (
        <ModalDialog
          open={open}
          onOpenChange={onOpenChange}
          className="mobile-menu"
          overlayClassName="mobile-menu__backdrop"
          contentClassName="mobile-menu__panel"
          returnFocus={() => openerRef.current}
        >
          <ModalClose className="mobile-menu__close">
            <CloseIcon /> {nl.dialog.closeText}
          </ModalClose>
          <MenuLevels items={items} onNavigate={() => setOpen(false)} />
          <MenuShortcuts onNavigate={() => setOpen(false)} />
        </ModalDialog>
      ) : (
        <NoJsMenu items={items} />
      )}
    </>
  );
}

/** The sliding levels: the top level and, once a parent is chosen, its children; the level out of view is inert. */
function MenuLevels({ items, onNavigate }: { items: MenuItem[]; onNavigate: () => void }) {
  const [level, setLevel] = useState<MenuItem | null>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const parentRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (level) backRef.current?.focus({ preventScroll: true });
    else parentRef.current?.focus({ preventScroll: true });
  }, [level]);

  return (
    <nav aria-label={nl.nav.mainMenu} className="mobile-menu__track" data-level={level ? 1 : 0}>
      <ul className="mobile-menu__level" inert={level !== null}>
        {items.map((item) => (
          <li key={item.id}>
            {item.children?.length ? (
              <button
                type="button"
                className="mobile-menu__link mobile-menu__next"
                aria-expanded={level?.id === item.id}
                onClick={(e) => {
                  parentRef.current = e.currentTarget;
                  setLevel(item);
                }}
              >
                {item.label} <span aria-hidden="true">›</span>
              </button>
            ) : (
              <Link className={withClasses("mobile-menu__link", item)} to={item.href} onClick={onNavigate}>
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <ul className="mobile-menu__level" inert={level === null}>
        {level ? (
          <>
            <li>
              <button
                ref={backRef}
                type="button"
                className="mobile-menu__link mobile-menu__back"
                onClick={() => setLevel(null)}
              >
                <span aria-hidden="true">‹</span> {nl.nav.back}
              </button>
            </li>
            {level.children?.map((c) => (
              <li key={c.id}>
                <Link className={withClasses("mobile-menu__link", c)} to={c.href} onClick={onNavigate}>
                  {c.label}
                </Link>
              </li>
            ))}
          </>
        ) : null}
      </ul>
    </nav>
  );
}

/** Server-rendered sidebar for browsers without JS: opened by CSS :target, every level as a nested list. */
function NoJsMenu({ items }: { items: MenuItem[] }) {
  return (
    <div id="mobile-menu" className="mobile-menu mobile-menu--nojs">
      <a href="#" className="mobile-menu__backdrop" tabIndex={-1}>
        <span className="sr-only">{nl.nav.closeMenu}</span>
      </a>
      <div className="mobile-menu__panel">
        <a href="#" className="mobile-menu__close">
          <CloseIcon /> {nl.nav.closeMenu}
        </a>
        <nav aria-label={nl.nav.mainMenu}>
          <ul className="mobile-menu__level">
            {items.map((item) => (
              <li key={item.id}>
                <Link className={withClasses("mobile-menu__link", item)} to={item.href}>
                  {item.label}
                </Link>
                {item.children?.length ? (
                  <ul className="mobile-menu__nested">
                    {item.children.map((c) => (
                      <li key={c.id}>
                        <Link className={withClasses("mobile-menu__link", c)} to={c.href}>
                          {c.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        <MenuShortcuts />
      </div>
    </div>
  );
}

/** The close button's cross. */
function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="mobile-menu__close-icon">
      <path
        d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z"
        fill="currentColor"
      />
    </svg>
  );
}

/** Below the menu: the shopper's account and cart (the header shows them as icons only). */
function MenuShortcuts({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="mobile-menu__shortcuts">
      <li>
        <Link className="mobile-menu__link" to={urls.account} onClick={onNavigate}>
          {nl.nav.account}
        </Link>
      </li>
      <li>
        <Link className="mobile-menu__link" to={urls.cart} onClick={onNavigate}>
          {nl.nav.cart}
        </Link>
      </li>
    </ul>
  );
}
