import { uploadMessages } from "~/i18n/nl.uploads";
import type { AjaxAction, AjaxResult } from "~/routes/api/ajax.server";
import { uploadStore } from "./store-registry.server";
import { CHUNK_SIZE, UPLOAD_ERROR, type UploadErrorCode } from "./upload-rules";
import { receiveChunk, removeUpload, uploadOptionOf } from "./uploads.server";

/** The multipart body limit of one upload call: a 1 MB chunk plus the form's other fields. */
export const UPLOAD_BODY_LIMIT = CHUNK_SIZE + 64 * 1024;

function refused(status: number, code: UploadErrorCode, message: string): AjaxResult {
  return { status, body: { success: false, data: { code, error: message } } };
}

function text(v: unknown): string {
  return typeof v === "string" ? v : "";
}

/**
 * `uni_cpo_upload_file` (spec §7.8): one chunk of an upload option's file, a multipart body with `productId`,
 * `slug`, `file_name`, `chunk` (0-based), `chunks` and the part `file`. Each chunk is answered with
 * `{success: true, data: {}}`, the last with `data.file {id, width, height}`; a refusal with `data.code`
 * (-600 size, -601 type, -602 more than one file, -500 anything else) and the Dutch `data.error`.
 */
export const uploadFile: AjaxAction = async (ctx, body) => {
  const files = Object.values(body)
    .flat()
    .filter((v): v is Blob => v instanceof Blob);
  if (files.length > 1) return refused(400, UPLOAD_ERROR.tooMany, uploadMessages.tooMany);
  const productId = Number(text(body.productId));
  const slug = text(body.slug);
  const option = await uploadOptionOf(ctx.db, productId, slug);
  if (files.length === 0 || !(body.file instanceof Blob) || !option)
    return refused(400, UPLOAD_ERROR.init, uploadMessages.init);
  const chunk = /^\d{1,3}$/.test(text(body.chunk)) ? Number(body.chunk) : 0;
  const chunks = /^\d{1,3}$/.test(text(body.chunks)) ? Number(body.chunks) : 1;
  const fileName = text(body.file_name) || (body.file instanceof File ? body.file.name : "");
  try {
    const result = await receiveChunk(ctx.db, uploadStore(), {
      sessionId: ctx.sessionId,
      productId,
      slug,
      fileName,
      chunk,
      chunks,
      bytes: Buffer.from(await body.file.arrayBuffer()),
    });
    if (result.kind === "partial") return { status: 200, body: { success: true, data: {} } };
    if (result.kind === "done") return { status: 200, body: { success: true, data: { file: result.file } } };
    if (result.code === UPLOAD_ERROR.size) {
      const kb = option.maxKb > 0 ? option.maxKb : 2048;
      return refused(400, result.code, `${uploadMessages.codeSize} ${uploadMessages.tooBig(kb)}`);
    }
    if (result.code === UPLOAD_ERROR.type)
      return refused(400, result.code, `${uploadMessages.codeType} ${uploadMessages.wrongType}`);
    return refused(400, result.code, uploadMessages.init);
  } catch (error) {
    ctx.log.error({ err: error }, "upload failed");
    return refused(500, UPLOAD_ERROR.init, uploadMessages.failed);
  }
};
/** A 5 MB photo is five calls; this allows a few files a minute and stops a script filling the disk. */
uploadFile.rateLimit = { name: "upload", capacity: 60, perSecond: 1 };

/** `uni_cpo_remove_file` (spec §7.9): removes `attach_id` when this session uploaded it; another's is refused. */
export const removeFile: AjaxAction = async (ctx, body) => {
  const id = text(body.attach_id);
  try {
    if ((await removeUpload(ctx.db, uploadStore(), ctx.sessionId, id)) !== false)
      return { status: 200, body: { success: true, data: {} } };
  } catch (error) {
    ctx.log.error({ err: error }, "removing an upload failed");
    return { status: 500, body: { success: false, data: { error: uploadMessages.removeFailed } } };
  }
  return { status: 403, body: { success: false, data: { error: uploadMessages.notYours } } };
};
removeFile.rateLimit = { name: "upload-remove", capacity: 30, perSecond: 1 };
