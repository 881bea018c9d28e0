import { useCallback, useEffect, useRef, useState } from "react";
import {
  decideFragments,
  hasCartCookie,
  isForeignCartChange,
  msUntilExpiry,
  type StoredFragments,
} from "~/modules/cart/fragment-cache";
import { EMPTY_MINI_CART, type FragmentsAnswer, type MiniCartData } from "~/modules/cart/mini-cart";
import {
  CART_EVENTS,
  clearStoredFragments,
  dispatchCartEvent,
  fetchFragments,
  isFragmentsAnswer,
  loadStoredFragments,
  readCartCookies,
  storeFragments,
} from "./cart-client";

/**
 * The header's cart state (spec §3.11, §4.6, §7.5). React owns the header, so fragments are applied as state:
 * every answer carries the cart as data besides the HTML fragments, and the components re-render from it.
 * Sources, freshest first: the page's own loader data (when its hash equals the cart-hash cookie), the
 * fragments kept in sessionStorage (same hash, < 24 h, same login state), else `get_refreshed_fragments`.
 * Without a cart cookie the cart is empty and nothing is requested.
 */
export function useMiniCart(initial: MiniCartData | null, onAdded: () => void): MiniCartData {
  const [cart, setCart] = useState<MiniCartData>(initial ?? EMPTY_MINI_CART);
  const expiry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onAddedRef = useRef(onAdded);
  onAddedRef.current = onAdded;

  const schedule = useCallback((stored: StoredFragments | null, refresh: () => void) => {
    clearTimeout(expiry.current);
    if (stored) expiry.current = setTimeout(refresh, msUntilExpiry(stored, Date.now()));
  }, []);

  const refresh = useCallback(async () => {
    if (!hasCartCookie(readCartCookies())) {
      clearStoredFragments();
      setCart(EMPTY_MINI_CART);
      return;
    }
    const answer = await fetchFragments();
    if (!answer) return;
    setCart(answer.cart);
    schedule(storeFragments(answer.cart, answer.fragments), () => void refresh());
    dispatchCartEvent(CART_EVENTS.refreshed, answer);
  }, [schedule]);

  const apply = useCallback(
    (answer: FragmentsAnswer) => {
      setCart(answer.cart);
      if (answer.cart.lines.length)
        schedule(storeFragments(answer.cart, answer.fragments), () => void refresh());
      else clearStoredFragments();
    },
    [schedule, refresh],
  );

  // On load, and whenever the page's loader data changes (e.g. the cart page's update revalidated it).
  useEffect(() => {
    const cookies = readCartCookies();
    const decision = decideFragments(cookies, loadStoredFragments(), Date.now());
    if (decision.action === "empty") {
      clearStoredFragments();
      setCart(EMPTY_MINI_CART);
    } else if (initial && initial.hash === cookies.cartHash) {
      setCart(initial);
      schedule(storeFragments(initial), () => void refresh());
    } else if (decision.action === "reuse") {
      setCart(decision.stored.cart);
      schedule(decision.stored, () => void refresh());
      dispatchCartEvent(CART_EVENTS.loaded, decision.stored);
    } else {
      void refresh();
    }
  }, [initial, refresh, schedule]);

  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (isForeignCartChange(e.key, e.newValue, loadStoredFragments()?.hash)) void refresh();
    };
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) void refresh();
    };
    const onAdded = (e: Event) => {
      const detail = (e as CustomEvent<unknown>).detail as FragmentsAnswer | undefined;
      if (isFragmentsAnswer(detail ?? null)) apply(detail as FragmentsAnswer);
      else void refresh();
      onAddedRef.current();
    };
    const onRemoved = (e: Event) => {
      const detail = (e as CustomEvent<FragmentsAnswer>).detail;
      if (isFragmentsAnswer(detail ?? null)) apply(detail);
      else void refresh();
    };
    const onRefresh = () => void refresh();
    window.addEventListener("storage", onStorage);
    window.addEventListener("pageshow", onPageShow);
    window.addEventListener(CART_EVENTS.added, onAdded);
    window.addEventListener(CART_EVENTS.removed, onRemoved);
    window.addEventListener(CART_EVENTS.refresh, onRefresh);
    return () => {
      clearTimeout(expiry.current);
      window.removeEventListener("storage", onStorage);
      window.removeEventListener("pageshow", onPageShow);
      window.removeEventListener(CART_EVENTS.added, onAdded);
      window.removeEventListener(CART_EVENTS.removed, onRemoved);
      window.removeEventListener(CART_EVENTS.refresh, onRefresh);
    };
  }, [apply, refresh]);

  return cart;
}
