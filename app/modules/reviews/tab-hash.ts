/**
 * The product page's tabs and which one a location opens (spec §2.5, WooCommerce's anchors). Pure: no DOM.
 *
 * In order:
 * 1. a hash containing "comment-" (any case), or equal to #reviews, #tab-reviews or #comments, opens reviews;
 * 2. an address containing "comment-page-" or "cpage=" opens reviews;
 * 3. #tab-additional_information opens that tab, and any hash equal to a tab's anchor opens that tab;
 * 4. otherwise the first tab opens.
 * Reviews opened by rule 1 or 2 are scrolled to (offset -150 over 300 ms, REVIEWS_SCROLL). A rule whose tab the
 * page does not have (no reviews tab) falls through to the next.
 */
export const TAB_KEYS = ["description", "additional_information", "reviews"] as const;
export type TabKey = (typeof TAB_KEYS)[number];

/** The anchor (element id) of a tab's panel, as WooCommerce names it: `tab-description`… */
export function tabAnchor(key: TabKey): string {
  return `tab-${key}`;
}

/** Spec §9.5: reviews opened from the address are scrolled to 150 px below the window's top, over 300 ms. */
export const REVIEWS_SCROLL = { offset: 150, durationMs: 300 } as const;

const REVIEW_HASHES: ReadonlySet<string> = new Set(["#reviews", "#tab-reviews", "#comments"]);

export interface TabChoice {
  tab: TabKey;
  /** True when the reviews were opened by the address: scroll to them (REVIEWS_SCROLL). */
  scrollToReviews: boolean;
}

/** Whether a hash / address asks for the reviews (rules 1 and 2). */
export function asksForReviews(hash: string, href: string): boolean {
  return (
    hash.toLowerCase().includes("comment-") ||
    REVIEW_HASHES.has(hash) ||
    href.includes("comment-page-") ||
    href.includes("cpage=")
  );
}

/** The tab a location opens, among the tabs the page has (in page order; at least one). */
export function tabForLocation(location: { hash: string; href: string }, tabs: readonly TabKey[]): TabChoice {
  const { hash, href } = location;
  if (tabs.includes("reviews") && asksForReviews(hash, href))
    return { tab: "reviews", scrollToReviews: true };
  const named = tabs.find((key) => hash === `#${tabAnchor(key)}`);
  if (named) return { tab: named, scrollToReviews: false };
  return { tab: tabs[0] ?? "description", scrollToReviews: false };
}

/** The tab a key press moves to in the tab list (ARIA tabs: arrows wrap, Home/End), or null for other keys. */
export function tabAfterKey(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return (index + 1) % count;
    case "ArrowLeft":
    case "ArrowUp":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
