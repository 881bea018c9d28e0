import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { cartMessages } from "~/i18n/nl.cart";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import type { MiniCartData } from "~/modules/cart/mini-cart";
import { urls } from "~/utils/page-config";
import { ModalClose, ModalDialog } from "../../ui/modal-dialog";
import { CartCount } from "../cart-count";
import { CART_EVENTS, dispatchCartEvent, isFragmentsAnswer, queueRemoveFromCart } from "./cart-client";
import { MiniCartContent } from "./mini-cart";
import { useMiniCart } from "./use-mini-cart";

/** Spec §9.4: after an add-to-cart the dropdown stays open this long. */
export const CART_DROPDOWN_OPEN_MS = 5000;
/** Where the header cart has a dropdown; narrower screens (phones) get the off-canvas cart instead. */
export const CART_DROPDOWN_MEDIA = "(min-width: 768px)";
/** Notices that mean "something was just added" when a page loads (spec §2.6). */
const ADDED_NOTICE = "[data-added-to-cart], .cart-added";

/**
 * The header cart (spec §2.6, §4.6): icon link with the count, a dropdown mini cart on hover/focus, opened for
 * 5 s after an add-to-cart (the off-canvas cart on phones), hidden while the cart is empty.
 */
export function HeaderCart({ initial, onReveal }: { initial: MiniCartData | null; onReveal: () => void }) {
  // Read without importing ~/root (it renders this component): the session's CSRF token from the page config.
  const csrf = useRouteLoaderData<{ config?: { nonce?: string } }>("root")?.config?.nonce ?? "";
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [hydrated, setHydrated] = useState(false);
  // Counts the opens after an add; the 5 s start once the open dropdown is on screen (after the commit), so a
  // slow render never shortens what the shopper sees.
  const [autoOpened, setAutoOpened] = useState(0);
  useEffect(() => {
    if (autoOpened === 0) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setDropdownOpen(false), CART_DROPDOWN_OPEN_MS);
  }, [autoOpened]);

  const openAfterAdd = useCallback(() => {
    if (window.matchMedia(CART_DROPDOWN_MEDIA).matches) {
      onReveal();
      setDropdownOpen(true);
      setAutoOpened((n) => n + 1);
    } else {
      setPanelOpen(true);
    }
  }, [onReveal]);
  const cart = useMiniCart(initial, openAfterAdd);

  // On load with an added-to-cart notice (e.g. after a plain form add), as after the event; once per document.
  useEffect(() => {
    const onCartPage = window.location.pathname === urls.cart;
    if (!onCartPage && initial?.count && document.querySelector(ADDED_NOTICE)) openAfterAdd();
    setHydrated(true);
    return () => clearTimeout(timer.current);
  }, []);

  const onRemove = useCallback((event: FormEvent<HTMLFormElement>, key: string) => {
    event.preventDefault();
    const form = event.currentTarget;
    form.setAttribute("aria-busy", "true");
    void queueRemoveFromCart(key).then((r) => {
      // No fragments or a failed call: follow the remove "link" (the form's plain POST) instead.
      if (r.ok && isFragmentsAnswer(r.body)) dispatchCartEvent(CART_EVENTS.removed, r.body);
      else form.submit();
    });
  }, []);

  const hasItems = cart.count > 0;
  return (
    <div className="header-cart-wrap" data-has-items={hasItems} data-hydrated={hydrated || undefined}>
      <Link to={urls.cart} className="header-cart">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4l.4 2H21l-2 8H7.4l-.3-1.5L4.4 2H1v2z"
            fill="currentColor"
          />
        </svg>
        <span className="header-cart__label">{nl.nav.cart}</span>
        <CartCount count={cart.count} />
      </Link>
      {hasItems ? (
        <section
          className={`mini-cart-dropdown${dropdownOpen ? " is-open" : ""}`}
          aria-label={cartMessages.miniCart}
          data-open={dropdownOpen}
        >
          <MiniCartContent cart={cart} csrf={csrf} onRemove={onRemove} />
        </section>
      ) : null}
      {hydrated ? (
        <OffCanvasCart
          open={panelOpen && hasItems}
          cart={cart}
          csrf={csrf}
          onRemove={onRemove}
          onOpenChange={setPanelOpen}
        />
      ) : null}
    </div>
  );
}

/** The off-canvas cart on phones (spec §2.2 off-canvas panel): the one modal dialog. */
function OffCanvasCart({
  open,
  cart,
  csrf,
  onRemove,
  onOpenChange,
}: {
  open: boolean;
  cart: MiniCartData;
  csrf: string;
  onRemove: (event: FormEvent<HTMLFormElement>, key: string) => void;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      className="cart-offcanvas"
      overlayClassName="cart-offcanvas__backdrop"
      contentClassName="cart-offcanvas__panel"
      describedBy="cart-offcanvas-title"
    >
      <div className="cart-offcanvas__head">
        <h2 id="cart-offcanvas-title">{cartMessages.miniCart}</h2>
        <ModalClose className="cart-offcanvas__close">
          <span aria-hidden="true">×</span>
        </ModalClose>
      </div>
      <MiniCartContent cart={cart} csrf={csrf} onRemove={onRemove} />
    </ModalDialog>
  );
}
