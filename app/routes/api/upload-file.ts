import { Readable } from "node:stream";
import { optionalUser } from "~/modules/accounts/guard.server";
import { canAccessPath } from "~/modules/accounts/roles";
import { uploadStore } from "~/modules/uploads/store-registry.server";
import { UPLOAD_ID } from "~/modules/uploads/upload-rules";
import { uploadForDownload } from "~/modules/uploads/uploads.server";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/upload-file";

/**
 * `GET /api/uploads/{id}`: an uploaded file, for the session that uploaded it and for staff who may open
 * orders; anyone else gets a 404. Sent as a download (never rendered inline) and never cached by a proxy.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, sessionId } = getState(context);
  const notFound = () => new Response(null, { status: 404, headers: { "Cache-Control": "no-store" } });
  if (!UPLOAD_ID.test(params.id)) return notFound();
  const user = await optionalUser(context);
  const staff = user !== null && canAccessPath(user.role, "/beheer/bestellingen");
  const row = await uploadForDownload(db, params.id, { sessionId, staff });
  if (!row) return notFound();
  const stream = await uploadStore().get(row.id);
  if (!stream) return notFound();
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      "Content-Type": row.mime || "application/octet-stream",
      "Content-Length": String(row.size_bytes),
      "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(row.file_name)}`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
