// The section block and the scroll-to navigation (issue 15 point 3, spec §3.12, §9.5): shared, zod-free rules
// for the schema, the server markup and the browser.
import type { Block } from "./blocks.schema";

/** A section's anchor (its element id, what `#anchor` links and the scroll-to navigation name). */
export const SECTION_ANCHOR = /^[a-z][a-z0-9-]{0,40}$/;
/** Background colours: a fixed list of the shop's tokens (no free CSS). */
export const SECTION_BACKGROUNDS = ["none", "muted", "sunken", "brand", "dark"] as const;
/** How a background image shows: at once, once the section is near (lazy), or moving slower than the page. */
export const SECTION_IMAGE_MODES = ["none", "lazy", "parallax"] as const;
export const SCROLL_NAV_STYLES = ["bullets", "nav"] as const;
/** Which column of a Columns block is a sticky sidebar (≥ 850 px wide). */
export const STICKY_COLUMNS = ["none", "column1", "column2", "column3"] as const;

export type SectionImageMode = (typeof SECTION_IMAGE_MODES)[number];

export interface SectionLink {
  anchor: string;
  title: string;
}

/**
 * The page's anchored sections in page order (depth first, nested ones included): every Section with an
 * anchor and a title, each anchor once. The scroll-to navigation lists them, so it works without JS.
 */
export function anchoredSections(blocks: Iterable<Block>): SectionLink[] {
  const seen = new Set<string>();
  const links: SectionLink[] = [];
  for (const block of blocks) {
    if (block.type !== "Section") continue;
    const { anchor, title } = block.props as unknown as SectionLink;
    if (!anchor || !title || seen.has(anchor)) continue;
    seen.add(anchor);
    links.push({ anchor, title });
  }
  return links;
}

/** Parallax: the background layer lags the page by this fraction (0.3: it moves at 70 % of the page's speed). */
export const PARALLAX_RATE = 0.3;

/**
 * The parallax layer's vertical shift (px) for a section whose top is `top` px from the window's top in a window
 * `viewport` px high: 0 when the section's centre is at the window's centre, so the layer (taller than the
 * section by the largest shift) never shows a gap while the section is in view.
 */
export function parallaxShift(top: number, height: number, viewport: number, rate = PARALLAX_RATE): number {
  const centre = top + height / 2 - viewport / 2;
  return Math.round(-centre * rate * 100) / 100 || 0; // never -0
}

/**
 * An image address as a CSS `url("…")`: every character outside a URL's own set (quotes, `<`, `>`, spaces,
 * backslashes) is percent-encoded, so it can stand in a style attribute or a `<style>` element.
 */
export function cssUrl(src: string): string {
  const safe = src.replace(/[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/gu, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      return ""; // a lone surrogate
    }
  });
  return `url("${safe}")`;
}
