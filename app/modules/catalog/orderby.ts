/** WooCommerce's sort keys for the shop listing (no dependencies: the listing's client code imports it). */
export const ORDERBY = ["menu_order", "popularity", "rating", "date", "price", "price-desc"] as const;
export type OrderBy = (typeof ORDERBY)[number];
