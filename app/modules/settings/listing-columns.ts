/** The listing's default columns per width (spec §9.7); zod-free, so the listing's browser code can use it. */
export const DEFAULT_LISTING_COLUMNS = { large: 3, medium: 3, small: 2 };
