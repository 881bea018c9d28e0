import { useEffect } from "react";
import { raiseToMin } from "~/modules/configurator/quantity";
import { hashTarget, scrollToAnchor } from "~/utils/scroll";

/** Quantity inputs the page-load pass looks at; the cart's own quantity cells are left alone (spec §5.2). */
const QUANTITY_INPUTS = 'input.qty, input[name="quantity"]';
const CART_QUANTITY_CELLS = ".product-quantity, .woocommerce-cart-form";

/**
 * Spec §5.2: on page load, a quantity input outside the cart's quantity cells whose value is below its min
 * (min ≥ 0) is raised to the min. The value is set through the native setter and announced with input/change
 * events, so a React-controlled field takes it over too.
 */
export function raiseQuantityInputs(root: ParentNode): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  for (const input of root.querySelectorAll<HTMLInputElement>(QUANTITY_INPUTS)) {
    if (input.closest(CART_QUANTITY_CELLS) || input.min === "") continue;
    const raised = raiseToMin(input.value, input.min);
    if (raised === null || String(raised) === input.value) continue;
    setter?.call(input, String(raised));
    input.dispatchEvent(new Event("input", { bubbles: true }));
    input.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

/** Spec §8: without storage the cart cannot be remembered in this tab; the old site logged this notice. */
export function warnWithoutStorage(): void {
  try {
    const probe = "maatglas_storage_probe";
    window.sessionStorage.setItem(probe, probe);
    window.sessionStorage.removeItem(probe);
  } catch {
    console.warn(
      "Maatglas: browser storage is unavailable. Cookies must be enabled to use this shop's cart.",
    );
  }
}

/** A click on a same-page `#anchor` link: scrolled to below the sticky header (spec §2.10), history kept. */
function onHashLinkClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
    return;
  const link = (event.target as Element | null)?.closest?.("a[href^='#']");
  if (!(link instanceof HTMLAnchorElement) || link.classList.contains("skip-link")) return;
  const hash = link.getAttribute("href") ?? "";
  const target = hashTarget(hash);
  if (!target || target.closest("dialog") || target.getClientRects().length === 0) return;
  event.preventDefault();
  if (window.location.hash !== hash) window.history.pushState(window.history.state, "", hash);
  void scrollToAnchor(target);
}

/** Page-wide behaviour of every storefront page that has no element of its own. */
export function PageBehaviour() {
  useEffect(() => {
    raiseQuantityInputs(document);
    warnWithoutStorage();
    // React Router has jumped to the hash's anchor already (under the sticky header); settle below it.
    const target = hashTarget(window.location.hash);
    // The product tabs scroll to their panels and to the reviews themselves (reviews/tabs-behaviour.tsx).
    if (target && !target.matches("[data-panel]") && !target.closest("[data-panel='reviews']"))
      void scrollToAnchor(target);
    document.addEventListener("click", onHashLinkClick);
    return () => document.removeEventListener("click", onHashLinkClick);
  }, []);
  return null;
}
