import type { CSSProperties } from "react";
import { DEFAULT_LISTING_COLUMNS } from "~/modules/settings/listing-columns";

export type ListingSize = "large" | "medium" | "small";
export type ListingColumns = Record<ListingSize, number>;

/** Spec §9.7: the default columns per width (large ≥ 850 px, medium 550–849 px, small ≤ 549 px). */
export const DEFAULT_COLUMNS: ListingColumns = DEFAULT_LISTING_COLUMNS;
const SIZES: ListingSize[] = ["large", "medium", "small"];

/** The columns each width really shows: a setting of 1 keeps that width's default count (see below). */
export function shownColumns(columns: ListingColumns): ListingColumns {
  const shown = { ...DEFAULT_COLUMNS };
  for (const size of SIZES) if (columns[size] > 1) shown[size] = columns[size];
  return shown;
}

/**
 * The `sizes` of a card's image in this grid (listing.css): per width, a column less the page's side padding
 * (1 rem each side), the gaps between the columns (1 rem up to 549 px, 1.5 rem from 550 px) and the card's padding
 * and border (0.75 rem + 1 px each side). A phone at 412 px with 2 columns then asks for a 166 px wide image (its
 * 320 w variant at 1.75 device pixels per px), not for the whole screen's width.
 */
export function listingImageSizes(columns: ListingColumns): string {
  const shown = shownColumns(columns);
  const column = (count: number, gapRem: number) =>
    `calc((100vw - ${2 + (count - 1) * gapRem}rem) / ${count} - 26px)`;
  return `(min-width: 850px) ${column(shown.large, 1.5)}, (min-width: 550px) ${column(shown.medium, 1.5)}, ${column(shown.small, 1)}`;
}

/**
 * The listing grid's attributes for the shop's column setting (spec §2.3, §9.7). 2–4 columns lay the products
 * out in that many columns with the boxes of a row equal in height. 1 turns the equalising off: the boxes keep
 * their own height and the row keeps the default column count of that width.
 */
export function listingGridProps(columns: ListingColumns): {
  style: CSSProperties;
  "data-equalize": string;
} {
  const style: Record<string, number> = {};
  const equalized: ListingSize[] = [];
  const shown = shownColumns(columns);
  for (const size of SIZES) {
    style[`--columns-${size}`] = shown[size];
    if (columns[size] > 1) equalized.push(size);
  }
  return { style: style as CSSProperties, "data-equalize": equalized.join(" ") };
}
