import type { CSSProperties } from "react";
import { DEFAULT_LISTING_COLUMNS } from "~/modules/settings/listing-columns";

export type ListingSize = "large" | "medium" | "small";
export type ListingColumns = Record<ListingSize, number>;

/** Spec §9.7: the default columns per width (large ≥ 850 px, medium 550–849 px, small ≤ 549 px). */
export const DEFAULT_COLUMNS: ListingColumns = DEFAULT_LISTING_COLUMNS;
const SIZES: ListingSize[] = ["large", "medium", "small"];

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
  for (const size of SIZES) {
    const n = columns[size];
    style[`--columns-${size}`] = n > 1 ? n : DEFAULT_COLUMNS[size];
    if (n > 1) equalized.push(size);
  }
  return { style: style as CSSProperties, "data-equalize": equalized.join(" ") };
}
