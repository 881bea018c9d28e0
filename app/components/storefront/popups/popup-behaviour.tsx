import { useEffect } from "react";
import type { PopupClientData } from "~/modules/marketing/popup-view";

type Runtime = typeof import("./popup-runtime");

let runtime: Promise<Runtime> | null = null;
/** popup-runtime.ts, fetched on first use (its own chunk, not in any page's first-paint JS) and started once. */
function loadRuntime(): Promise<Runtime> {
  runtime ??= import("./popup-runtime").then((rt) => {
    rt.start();
    return rt;
  });
  return runtime;
}

function popupsInPage(): PopupClientData[] {
  return [...document.querySelectorAll<HTMLElement>("[data-popmake]")].map(
    (el) => JSON.parse(el.dataset.popmake ?? "{}") as PopupClientData,
  );
}

/** The elements whose click opens the popup (spec §2.9): its classes, `#popmake-{id}` links, its extra selectors. */
function clickSelector(p: PopupClientData, extra: string | undefined): string {
  const own = `.popmake-${p.id}, .popmake-${CSS.escape(p.slug)}, a[href$="#popmake-${p.id}"]`;
  return extra?.trim() ? `${own}, ${extra}` : own;
}

/** A field the shopper types in or chooses from (not a button, checkbox or radio), outside the popups. */
const FIELD =
  "input:not([type=button],[type=submit],[type=reset],[type=image],[type=checkbox],[type=radio]), textarea, select";
function typingInPage(): boolean {
  const el = document.activeElement;
  if (!(el instanceof HTMLElement) || el.closest(".pum-popups")) return false;
  return el.isContentEditable || el.matches(FIELD);
}

/**
 * Runs `open` now, or, while the focus is in a field of the page, once the focus has left the page's fields: a
 * popup that opens takes the focus, and the keys the shopper goes on typing would land in it. Returns a cleanup.
 */
function openWhenNotTyping(open: () => void): () => void {
  if (!typingInPage()) {
    open();
    return () => {};
  }
  let check = 0;
  const onFocusOut = () => {
    clearTimeout(check);
    // The focus has not moved yet when focusout fires: judge where it went in the next task.
    check = window.setTimeout(() => {
      if (typingInPage()) return;
      document.removeEventListener("focusout", onFocusOut);
      open();
    }, 0);
  };
  document.addEventListener("focusout", onFocusOut);
  return () => {
    clearTimeout(check);
    document.removeEventListener("focusout", onFocusOut);
  };
}

/**
 * The popups' first-paint part on a page that renders popups: it only waits for a popup's trigger — a click on one
 * of its trigger elements, or an auto-open delay running out (skipped while a cookie of the trigger is set; while
 * the shopper is in a field of the page, the popup waits until the focus leaves the page's fields) — and
 * then loads the popup script, which opens the popup and from then on handles everything (closing, forms, further
 * triggers). `?pum_debug` loads the script at once. `ids` changes after a client-side navigation to a page with
 * other popups. Renders nothing.
 */
export function PopupBehaviour({ ids }: { ids: number[] }) {
  const key = ids.join(",");
  useEffect(() => {
    if (!key) return;
    const popups = popupsInPage();
    if (runtime || new URLSearchParams(location.search).has("pum_debug"))
      void loadRuntime().then((rt) => rt.scan());
    const timers: number[] = [];
    const waits: (() => void)[] = [];
    const cookies = document.cookie;
    for (const p of popups) {
      for (const trigger of p.triggers) {
        if (trigger.type !== "auto_open") continue;
        if ((trigger.settings.cookie_name ?? []).some((n) => cookies.includes(`${n}=`))) continue;
        const open = () => void loadRuntime().then((rt) => rt.open(p.id, trigger));
        const due = () => waits.push(openWhenNotTyping(open));
        timers.push(window.setTimeout(due, (trigger.settings.delay ?? 0) * 1000));
      }
    }
    const onClick = (event: MouseEvent) => {
      if (runtime || !(event.target instanceof Element)) return;
      for (const p of popups) {
        for (const trigger of p.triggers) {
          if (trigger.type !== "click_open") continue;
          let hit = false;
          try {
            hit = event.target.closest(clickSelector(p, trigger.settings.extra_selectors)) !== null;
          } catch {
            // an invalid extra selector: the popup script warns about it
          }
          if (!hit) continue;
          if (!trigger.settings.do_default) event.preventDefault();
          void loadRuntime().then((rt) => rt.open(p.id, trigger));
          return;
        }
      }
    };
    document.addEventListener("click", onClick);
    // Its triggers listen from here on (tests wait for this mark, as for the other islands).
    document.querySelector(".pum-popups")?.setAttribute("data-hydrated", "true");
    return () => {
      for (const t of timers) clearTimeout(t);
      for (const stop of waits) stop();
      document.removeEventListener("click", onClick);
    };
  }, [key]);
  return null;
}
