import { useEffect } from "react";

/**
 * The popups' behaviour on a page that renders popups: loads popup-runtime.ts (plain DOM code, its own chunk,
 * not in the page's first-paint JS) and starts it; `ids` changes after a client-side navigation to a page with
 * other popups, which are then read again. Renders nothing.
 */
export function PopupBehaviour({ ids }: { ids: number[] }) {
  const key = ids.join(",");
  useEffect(() => {
    if (!key) return;
    void import("./popup-runtime").then((runtime) => runtime.start());
  }, [key]);
  return null;
}
