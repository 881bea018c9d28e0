import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import type { MenuItem } from "~/modules/cms/menu";
import { createHoverIntent } from "./hover-intent";

/**
 * Desktop navigation (spec §2.2, §4.7): dropdowns open on hover with a mouse (hover intent, §9.7), on click
 * on touch devices and for toggle-style items; one open at a time ('current-dropdown'); a click outside,
 * Escape or focus leaving the item closes; the toggle's aria-expanded follows. Without JS, CSS opens them on hover and keyboard focus.
 */
const MENU_ID_DELAY_MS = 1000;

/** A menu link's classes: its own and the item's extra classes (e.g. a popup's trigger class). */
export const withClasses = (base: string, item: MenuItem) =>
  item.className ? `${base} ${item.className}` : base;

export function NavMenu({ items }: { items: MenuItem[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  // Whether the open dropdown was opened by a click: only then does a second click close it. A mouse click on
  // a hover dropdown's toggle (which the pointer reached first, opening it) keeps it open.
  const openedByClick = useRef(false);
  const navRef = useRef<HTMLElement>(null);
  const intents = useRef(new Map<string, ReturnType<typeof createHoverIntent>>());
  const intentFor = (id: string) => {
    let intent = intents.current.get(id);
    if (!intent) {
      intent = createHoverIntent(
        () => {
          openedByClick.current = false;
          setOpenId(id);
        },
        () => setOpenId((cur) => (cur === id ? null : cur)),
      );
      intents.current.set(id, intent);
    }
    return intent;
  };
  useEffect(() => {
    for (const [id, intent] of intents.current) if (id !== openId) intent.closed();
  }, [openId]);
  useEffect(() => {
    const all = intents.current;
    return () => {
      for (const intent of all.values()) intent.stop();
    };
  }, []);

  // Spec §2.10, §9.5: `?menu_id={id}` opens that item's dropdown once the page is ready, after 1 s (the block
  // edit links carry it). The islands hydrate after the page's load, so this runs once the page is ready.
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get("menu_id");
    if (!id || !items.some((item) => item.id === id && item.children?.length)) return;
    const timer = setTimeout(() => {
      openedByClick.current = true;
      setOpenId(id);
    }, MENU_ID_DELAY_MS);
    return () => clearTimeout(timer);
  }, [items]);

  useEffect(() => {
    if (!openId) return;
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const toggle = navRef.current?.querySelector<HTMLButtonElement>(`[data-toggle-for="${openId}"]`);
      setOpenId(null);
      toggle?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [openId]);

  return (
    <nav ref={navRef} aria-label={nl.nav.mainMenu} className="main-nav">
      <ul className="main-nav__list">
        {items.map((item) => {
          const open = openId === item.id;
          const hasChildren = Boolean(item.children?.length);
          return (
            <li
              key={item.id}
              className={`main-nav__item${hasChildren ? " has-dropdown" : ""}${open ? " current-dropdown" : ""}`}
              data-toggle-style={item.toggle ? "true" : undefined}
              data-menu-id={item.id}
              onPointerEnter={(e) => {
                if (!hasChildren || item.toggle || e.pointerType !== "mouse") return;
                intentFor(item.id).enter({ x: e.clientX, y: e.clientY });
              }}
              onPointerMove={(e) => {
                if (!hasChildren || item.toggle || e.pointerType !== "mouse") return;
                intentFor(item.id).move({ x: e.clientX, y: e.clientY });
              }}
              onPointerLeave={(e) => {
                if (!hasChildren || item.toggle || e.pointerType !== "mouse") return;
                intentFor(item.id).leave();
              }}
              onBlur={(e) => {
                if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
                setOpenId((cur) => (cur === item.id ? null : cur));
              }}
            >
              {hasChildren && item.toggle ? null : (
                <Link to={item.href} className={withClasses("main-nav__link", item)}>
                  {item.label}
                </Link>
              )}
              {hasChildren ? (
                <>
                  <button
                    type="button"
                    className={item.toggle ? "main-nav__link main-nav__toggle--label" : "main-nav__toggle"}
                    aria-expanded={open}
                    aria-controls={`submenu-${item.id}`}
                    aria-label={item.toggle ? undefined : nl.nav.submenuOf(item.label)}
                    data-toggle-for={item.id}
                    onClick={() => {
                      const close = open && openedByClick.current;
                      openedByClick.current = !close;
                      setOpenId(close ? null : item.id);
                    }}
                  >
                    {item.toggle ? item.label : null}
                    <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
                      <path d="M5 7l5 6 5-6z" fill="currentColor" />
                    </svg>
                  </button>
                  <ul id={`submenu-${item.id}`} className="main-nav__submenu" data-open={open}>
                    {item.children?.map((child) => (
                      <li key={child.id}>
                        <Link
                          to={child.href}
                          className={withClasses("main-nav__sublink", child)}
                          onClick={() => setOpenId(null)}
                        >
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
