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

/**
 * The popups' first-paint part on a page that renders popups: it only waits for a popup's trigger — a click on one
 * of its trigger elements, or an auto-open delay running out (skipped while a cookie of the trigger is set) — and
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
    const cookies = document.cookie;
    for (const p of popups) {
      for (const trigger of p.triggers) {
        if (trigger.type !== "auto_open") continue;
        if ((trigger.settings.cookie_name ?? []).some((n) => cookies.includes(`${n}=`))) continue;
        const open = () => void loadRuntime().then((rt) => rt.open(p.id, trigger));
        timers.push(window.setTimeout(open, (trigger.settings.delay ?? 0) * 1000));
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
      document.removeEventListener("click", onClick);
    };
  }, [key]);
  return null;
}
