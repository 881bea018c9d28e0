import { ORDERBY } from "../catalog/orderby";

/** The search page's sort keys: WooCommerce's search adds "relevance" (its default) to the listing's keys. */
export const SEARCH_ORDERBY = ["relevance", ...ORDERBY] as const;
export type SearchOrderBy = (typeof SEARCH_ORDERBY)[number];
