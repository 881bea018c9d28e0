import { parseSuggestionQuery } from "~/modules/search/search.schema";
import { cachedSuggestions, SUGGESTION_LIMIT } from "~/modules/search/suggestions.server";
import { getState } from "~/utils/context.server";
import { takeToken } from "~/utils/rate-limit.server";
import type { Route } from "./+types/search-suggestions";

/**
 * `GET /api/zoeksuggesties?query=…`: the header search box's suggestions, answered as
 * `{"suggestions":[{"value","url","img","price"}]}`. Rate-limited per IP; over the limit a 429 with an empty list.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, clientIp } = getState(context);
  if ((await takeToken(db, SUGGESTION_LIMIT, clientIp)) === null) {
    return Response.json({ suggestions: [] }, { status: 429, headers: { "Retry-After": "2" } });
  }
  const answer = await cachedSuggestions(db, parseSuggestionQuery(new URL(request.url).searchParams));
  return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
}
