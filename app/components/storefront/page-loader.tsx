import { useEffect, useState } from "react";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";

/** Spec §2.2/§9.5: a loader that fades out and is removed 1000 ms after the page started. It is a fixed bar at the top, so it
 * neither hides content nor shifts layout; the fade is pure CSS, so it also ends without JavaScript. */
export const PAGE_LOADER_MS = 1000;

export function PageLoader() {
  const [present, setPresent] = useState(true);
  useEffect(() => {
    // 1000 ms from the start of the page, not from hydration (which waits for the page's load).
    const timer = window.setTimeout(() => setPresent(false), PAGE_LOADER_MS - performance.now());
    return () => window.clearTimeout(timer);
  }, []);
  if (!present) return null;
  return (
    <div className="page-loader" role="progressbar" aria-label={nl.site.loading} data-testid="page-loader">
      <span />
    </div>
  );
}
