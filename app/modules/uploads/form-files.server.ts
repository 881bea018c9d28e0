import type { Kysely } from "kysely";
import { uploadMessages } from "~/i18n/nl.uploads";
import { getCurrentDefinition } from "~/modules/configurator/definitions.server";
import { fieldName } from "~/modules/configurator/options.schema";
import type { Database } from "../../../db/schema";
import type { UploadStore } from "./store.server";
import { CHUNK_SIZE, chunkCount, maxKbOf, UPLOAD_ERROR } from "./upload-rules";
import { receiveChunk } from "./uploads.server";

/** The file input's name of an upload option (`uni_cpo_{slug}_file`); `uni_cpo_{slug}` carries the upload id. */
export const fileInputName = (slug: string) => `${fieldName(slug)}_file`;

/**
 * The product form without JavaScript (multipart): each upload option's posted file goes through the same
 * chunked store as the background upload. Returns the new upload ids and the Dutch errors per field name.
 */
export async function storePostedFiles(
  db: Kysely<Database>,
  uploads: UploadStore,
  sessionId: string,
  productId: number,
  form: FormData,
): Promise<{ ids: Record<string, string>; errors: Record<string, string> }> {
  const out = { ids: {} as Record<string, string>, errors: {} as Record<string, string> };
  const stored = await getCurrentDefinition(db, productId);
  for (const option of stored?.definition.options ?? []) {
    if (option.type !== "file_upload") continue;
    const files = form
      .getAll(fileInputName(option.slug))
      .filter((f): f is File => f instanceof File && f.size > 0);
    if (files.length === 0) continue;
    const name = fieldName(option.slug);
    if (files.length > 1) {
      out.errors[name] = uploadMessages.tooMany;
      continue;
    }
    const bytes = Buffer.from(await files[0].arrayBuffer());
    const chunks = chunkCount(bytes.length);
    for (let chunk = 0; chunk < chunks; chunk++) {
      const result = await receiveChunk(db, uploads, {
        sessionId,
        productId,
        slug: option.slug,
        fileName: files[0].name,
        chunk,
        chunks,
        bytes: bytes.subarray(chunk * CHUNK_SIZE, (chunk + 1) * CHUNK_SIZE),
      });
      if (result.kind === "done") out.ids[name] = result.file.id;
      if (result.kind !== "refused") continue;
      out.errors[name] =
        result.code === UPLOAD_ERROR.size
          ? uploadMessages.tooBig(maxKbOf(option))
          : result.code === UPLOAD_ERROR.type
            ? uploadMessages.wrongType
            : uploadMessages.init;
      break;
    }
  }
  return out;
}
