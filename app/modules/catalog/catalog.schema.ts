import { z } from "zod";

import { ORDERBY } from "./orderby";

export { ORDERBY, type OrderBy } from "./orderby";

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
