import type { Kysely } from "kysely";
import { urls } from "~/utils/page-config";
import type { Limit } from "~/utils/rate-limit.server";
import type { Database } from "../../../db/schema";
import { cachedByShopVersion } from "../cache/shop-version.server";
import { normalisedQuery, searchTerms } from "./query";
import { searchListing } from "./search.server";
import { MAX_SUGGESTIONS, priceText, type SuggestionsAnswer, smallestImage } from "./suggestions";

/**
 * Suggestions per IP: a burst of 60 (a fast typist's word or two), refilled at 2 a second (120 a minute). The
 * box asks once per pause in typing, so a shopper stays well inside it.
 */
export const SUGGESTION_LIMIT: Limit = { name: "search-suggest", capacity: 60, perSecond: 2 };

/** The best matches for what was typed so far, as the suggestions call answers them. */
export async function suggestions(db: Kysely<Database>, input: string): Promise<SuggestionsAnswer> {
  const best = await searchListing(db, { input, orderby: "relevance", page: 1, perPage: MAX_SUGGESTIONS });
  return {
    suggestions: best.products.map((p) => ({
      value: p.name,
      url: urls.product(p.slug),
      img: p.picture ? smallestImage(p.picture) : p.image,
      price: priceText(p),
    })),
  };
}

/** suggestions, once per normalised query and shop content version. */
export function cachedSuggestions(db: Kysely<Database>, input: string): Promise<SuggestionsAnswer> {
  const key = normalisedQuery(searchTerms(input));
  if (key === "") return Promise.resolve({ suggestions: [] });
  return cachedByShopVersion(db, "search:suggestions", key, () => suggestions(db, input));
}
