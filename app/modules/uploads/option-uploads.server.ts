import type { Kysely } from "kysely";
import { uploadMessages } from "~/i18n/nl.uploads";
import { fieldName, type OptionDefinition } from "~/modules/configurator/options.schema";
import type { Database } from "../../../db/schema";
import { UPLOAD_ID } from "./upload-rules";
import { readyUploadsOf } from "./uploads.server";

export interface CheckedUploads {
  /** Dutch message per field name whose posted id is not a finished upload of this session, product and option. */
  errors: Record<string, string>;
  /** `{name}_width` and `{name}_height` of each image (spec §3.7). */
  extra: Record<string, number>;
  /** The file name per field name, for the cart line and the order. */
  fileNames: Record<string, string>;
}

/**
 * Checks the upload options' posted values (upload ids) against the uploads table: each must be a finished
 * upload of `sessionId`, for this product and this option. Without a session every posted id is refused.
 */
export async function checkOptionUploads(
  db: Kysely<Database>,
  sessionId: string | undefined,
  productId: number,
  def: OptionDefinition,
  values: Readonly<Record<string, unknown>>,
): Promise<CheckedUploads> {
  const result: CheckedUploads = { errors: {}, extra: {}, fileNames: {} };
  const posted = def.options
    .filter((o) => o.type === "file_upload")
    .map((o) => ({ slug: o.slug, name: fieldName(o.slug), id: values[fieldName(o.slug)] }))
    .filter((p) => typeof p.id === "string" && p.id !== "");
  if (posted.length === 0) return result;
  const ids = posted.map((p) => p.id as string).filter((id) => UPLOAD_ID.test(id));
  const rows = sessionId ? await readyUploadsOf(db, sessionId, productId, ids) : [];
  for (const p of posted) {
    const row = rows.find((r) => r.id === p.id && r.slug === p.slug);
    if (!row) {
      result.errors[p.name] = uploadMessages.gone;
      continue;
    }
    result.fileNames[p.name] = row.file_name;
    if (row.width !== null && row.height !== null) {
      result.extra[`${p.name}_width`] = row.width;
      result.extra[`${p.name}_height`] = row.height;
    }
  }
  return result;
}
