import { previewOfOrderLine } from "~/modules/configurator/layered-image.server";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/order-line-preview";

/**
 * The shopper's layered preview image of an order line (issue 13 point 4). A resource route below the admin
 * layout, so the role guard runs first.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = getState(context);
  const id = Number(params.lineId);
  const file = Number.isSafeInteger(id) && id > 0 ? await previewOfOrderLine(db, id) : null;
  if (!file) return new Response("Niet gevonden", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.mime,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
