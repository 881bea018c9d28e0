import { type RefObject, useEffect, useState } from "react";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { HASH_SCROLL_MS, scrollTopFor, smoothScrollTo } from "~/utils/scroll";

/** Spec §9.5: the sticky bar's prompt for missing choices scrolls the form to 200 px below the window's top. */
export const STICKY_PROMPT_OFFSET = 200;

/**
 * The sticky add-to-cart bar (spec §2.5, §4.6): active once the add-to-cart area (`area`) has scrolled past the
 * top of the window, inactive when it is back in view or still below it. It shows the product's name, the price
 * the form shows (live from the configurator) and the add button. Rendered inside the product's form: its button
 * submits that form with `intent=add` — unless `ready` is false (choices still missing), then it scrolls the form
 * into view 200 px below the top and calls `onPrompt` (the form shows its messages). Only rendered once the form
 * has hydrated: without JS there is no bar and the form's own button is the only one. CSS does the sliding.
 * It repeats what the form has for the pointer, so it is hidden from assistive technology and out of the tab order
 * (docs/decisions/021): keyboard and screen-reader users use the form itself, without a second "In winkelmand".
 */
export function StickyCartBar({
  area,
  name,
  price,
  ready,
  busy,
  onPrompt,
}: {
  area: RefObject<HTMLElement | null>;
  name: string;
  /** The price as the form shows it ("€ 1.234,56", or "Berekenen…" while a calculation runs). */
  price: string;
  ready: boolean;
  busy?: boolean;
  onPrompt?: () => void;
}) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const el = area.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    // The window's box stretched far downwards: the area "intersects" while it is in view or still below it, and
    // stops once it has scrolled past the top — also when one jump (End, a link) skips over the window.
    const observer = new IntersectionObserver(([entry]) => setActive(!entry.isIntersecting), {
      rootMargin: "0px 0px 1000000px 0px",
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [area]);

  return (
    <div className="sticky-cart" data-active={active || undefined} aria-hidden="true">
      <div className="sticky-cart__inner">
        <p className="sticky-cart__name">{name}</p>
        <p className="sticky-cart__price">{price}</p>
        <button
          type="submit"
          name="intent"
          value="add"
          className="btn btn-primary sticky-cart__button"
          tabIndex={-1}
          disabled={busy}
          onClick={(event) => {
            if (ready) return;
            event.preventDefault();
            const form = event.currentTarget.form;
            onPrompt?.();
            if (form) void smoothScrollTo(scrollTopFor(form, STICKY_PROMPT_OFFSET), HASH_SCROLL_MS);
          }}
        >
          {nl.configurator.addToCart}
        </button>
      </div>
    </div>
  );
}
