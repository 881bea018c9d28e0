import { z } from "zod";
import { SEARCH_ORDERBY } from "./search-orderby";

const searchPageSchema = z.object({
  s: z.string().catch(""),
  orderby: z.enum(SEARCH_ORDERBY).catch("relevance"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type SearchPageQuery = z.infer<typeof searchPageSchema>;

/** Reads `/zoeken?s=&orderby=&page=` leniently: anything missing or malformed becomes the default. */
export function parseSearchPageQuery(params: URLSearchParams): SearchPageQuery {
  return searchPageSchema.parse({
    s: params.get("s") ?? undefined,
    orderby: params.get("orderby") ?? undefined,
    page: params.get("page") ?? undefined,
  });
}

/** Reads `/api/zoeksuggesties?query=`: the text typed so far ("" when missing). */
export function parseSuggestionQuery(params: URLSearchParams): string {
  return z
    .string()
    .catch("")
    .parse(params.get("query") ?? undefined);
}
