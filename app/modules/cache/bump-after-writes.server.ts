import type { MiddlewareFunction } from "react-router";
import { getState } from "~/utils/context.server";
import { bumpShopVersion } from "./shop-version.server";

/**
 * Every write in the back office that succeeds (any non-GET answered below 400) bumps the shop's content
 * version before its answer leaves, after the action's transaction committed: the admin's next page, and
 * every visitor's, on every instance, shows the change (the caches of shop-version.server.ts).
 */
export const bumpAfterWrites: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next();
  if (request.method !== "GET" && request.method !== "HEAD" && response.status < 400) {
    await bumpShopVersion(getState(context).db);
  }
  return response;
};
