import { data } from "react-router";
import { reviewFor } from "~/modules/checkout/checkout-page.server";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/checkout-totals";

/**
 * `GET /afrekenen/totalen?shipping_method=…&payment_method=…`: the checkout's order review for other methods
 * (the totals refresh of spec §7.2). Computed on the server from the cart; nothing is changed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const review = await reviewFor(
    getState(context),
    q.get("shipping_method") ?? "",
    q.get("payment_method") ?? "",
  );
  return data(review, { headers: { "Cache-Control": "no-store" } });
}
