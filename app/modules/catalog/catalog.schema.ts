import { z } from "zod";

/** WooCommerce's sort keys for the shop listing. */
export const ORDERBY = ["menu_order", "popularity", "rating", "date", "price", "price-desc"] as const;
export type OrderBy = (typeof ORDERBY)[number];

const listingQuerySchema = z.object({
  orderby: z.enum(ORDERBY).catch("menu_order"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type ListingQuery = z.infer<typeof listingQuerySchema>;

/** Reads `?orderby=&page=` leniently: anything unknown or malformed becomes the default. */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  return listingQuerySchema.parse({
    orderby: params.get("orderby") ?? undefined,
    page: params.get("page") ?? undefined,
  });
}
