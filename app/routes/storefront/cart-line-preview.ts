import { previewOfCartLine } from "~/modules/configurator/layered-image.server";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/cart-line-preview";

/**
 * The layered preview image of one of the visitor's own cart lines (issue 13 point 4); any other line — another
 * session's, an unknown one, one without a preview — is 404. Private: never cached by shared caches.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, sessionId } = getState(context);
  const id = Number(params.lineId);
  const file = Number.isSafeInteger(id) && id > 0 ? await previewOfCartLine(db, sessionId, id) : null;
  if (!file) return new Response("Niet gevonden", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.mime,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
