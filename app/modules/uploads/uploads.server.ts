import { randomUUID } from "node:crypto";
import { PassThrough, type Readable } from "node:stream";
import { fileTypeFromBuffer } from "file-type";
import type { Kysely } from "kysely";
import sharp from "sharp";
import { getCurrentDefinition } from "~/modules/configurator/definitions.server";
import type { FileUploadOption } from "~/modules/configurator/options.schema";
import type { Database, UploadRow } from "../../../db/schema";
import type { UploadStore } from "./store.server";
import {
  chunkRefusal,
  cleanFileName,
  isAllowedContent,
  isImageMime,
  maxBytesOf,
  UPLOAD_ERROR,
  UPLOAD_ID,
  type UploadErrorCode,
} from "./upload-rules";

/**
 * Receives an upload option's file in chunks (spec §7.8, §9.2) and keeps its record (docs/decisions/023). The
 * progress (chunks and bytes so far) is in the `uploads` table and the parts in the store, so the next chunk
 * may reach any instance. The type is checked on the first chunk by its content (magic bytes), the size on
 * every chunk; the last chunk joins the parts into one object and reads an image's size with sharp.
 */

export interface ChunkInput {
  sessionId: string;
  productId: number;
  slug: string;
  fileName: string;
  chunk: number;
  chunks: number;
  bytes: Buffer;
}

export type ChunkResult =
  | { kind: "partial" }
  | { kind: "done"; file: { id: string; width: number | null; height: number | null } }
  | { kind: "refused"; code: UploadErrorCode };

/** The product's current upload option `slug` (a published product only), or null. */
export async function uploadOptionOf(
  db: Kysely<Database>,
  productId: number,
  slug: string,
): Promise<FileUploadOption | null> {
  if (!Number.isSafeInteger(productId) || productId < 1) return null;
  const product = await db
    .selectFrom("products")
    .select("id")
    .where("id", "=", productId)
    .where("published", "=", 1)
    .executeTakeFirst();
  if (!product) return null;
  const stored = await getCurrentDefinition(db, productId);
  const option = stored?.definition.options.find((o) => o.slug === slug);
  return option?.type === "file_upload" ? option : null;
}

const partKey = (id: string, n: number) => `${id}.${n}`;

/** Removes a record's stored bytes (its parts while uploading, else the joined file) and the record. */
async function discard(
  db: Kysely<Database>,
  store: UploadStore,
  row: Pick<UploadRow, "id" | "status" | "chunks_received">,
) {
  if (row.status === "ready") await store.delete(row.id);
  else for (let n = 0; n < row.chunks_received; n++) await store.delete(partKey(row.id, n));
  await db.deleteFrom("uploads").where("id", "=", row.id).execute();
}

/** The parts 0 … count-1 one after the other, as one stream. */
export function joinedParts(store: UploadStore, id: string, count: number): Readable {
  const out = new PassThrough();
  (async () => {
    for (let n = 0; n < count; n++) {
      const part = await store.get(partKey(id, n));
      if (!part) throw new Error(`upload ${id}: part ${n} is missing`);
      for await (const bytes of part) if (!out.write(bytes)) await new Promise((r) => out.once("drain", r));
    }
    out.end();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

async function imageSize(store: UploadStore, id: string) {
  const stream = await store.get(id);
  if (!stream) return null;
  const reader = sharp({ failOn: "error" });
  stream.pipe(reader);
  try {
    const meta = await reader.metadata();
    return meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
  } catch {
    return null;
  } finally {
    stream.destroy();
  }
}

async function finish(db: Kysely<Database>, store: UploadStore, row: UploadRow): Promise<ChunkResult> {
  await store.put(row.id, joinedParts(store, row.id, row.chunks_total), row.size_bytes);
  for (let n = 0; n < row.chunks_total; n++) await store.delete(partKey(row.id, n));
  let size: { width: number; height: number } | null = null;
  if (isImageMime(row.mime)) {
    size = await imageSize(store, row.id);
    // An image that its decoder cannot read is not the type it claims to be.
    if (!size) {
      await discard(db, store, { ...row, status: "ready" });
      return { kind: "refused", code: UPLOAD_ERROR.type };
    }
  }
  await db
    .updateTable("uploads")
    .set({ status: "ready", width: size?.width ?? null, height: size?.height ?? null })
    .where("id", "=", row.id)
    .execute();
  return { kind: "done", file: { id: row.id, width: size?.width ?? null, height: size?.height ?? null } };
}

/** Stores one chunk of an upload (see the module comment). */
export async function receiveChunk(
  db: Kysely<Database>,
  store: UploadStore,
  input: ChunkInput,
  now: Date = new Date(),
): Promise<ChunkResult> {
  const option = await uploadOptionOf(db, input.productId, input.slug);
  if (!option) return { kind: "refused", code: UPLOAD_ERROR.init };
  const fileName = cleanFileName(input.fileName);
  const maxBytes = maxBytesOf(option);
  let row: UploadRow | undefined;
  if (input.chunk === 0) {
    const refusal = chunkRefusal({
      ...input,
      received: 0,
      bytesSoFar: 0,
      partBytes: input.bytes.length,
      maxBytes,
    });
    if (refusal) return { kind: "refused", code: refusal === "size" ? UPLOAD_ERROR.size : UPLOAD_ERROR.init };
    const type = await fileTypeFromBuffer(input.bytes);
    if (!isAllowedContent(option, type?.mime)) return { kind: "refused", code: UPLOAD_ERROR.type };
    // An unfinished earlier attempt of this session for this field is dropped.
    const stale = await db
      .selectFrom("uploads")
      .select(["id", "status", "chunks_received"])
      .where("session_id", "=", input.sessionId)
      .where("product_id", "=", input.productId)
      .where("slug", "=", input.slug)
      .where("status", "=", "uploading")
      .execute();
    for (const s of stale) await discard(db, store, s);
    row = await db
      .insertInto("uploads")
      .values({
        id: randomUUID(),
        session_id: input.sessionId,
        product_id: input.productId,
        slug: input.slug,
        file_name: fileName,
        mime: type?.mime ?? "",
        chunks_total: input.chunks,
        status: "uploading",
        order_id: null,
        width: null,
        height: null,
        created_at: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } else {
    row = await db
      .selectFrom("uploads")
      .selectAll()
      .where("session_id", "=", input.sessionId)
      .where("product_id", "=", input.productId)
      .where("slug", "=", input.slug)
      .where("file_name", "=", fileName)
      .where("status", "=", "uploading")
      .where("chunks_total", "=", input.chunks)
      .orderBy("created_at", "desc")
      .executeTakeFirst();
    if (!row) return { kind: "refused", code: UPLOAD_ERROR.init };
    const refusal = chunkRefusal({
      ...input,
      received: row.chunks_received,
      bytesSoFar: row.size_bytes,
      partBytes: input.bytes.length,
      maxBytes,
    });
    if (refusal === "size") {
      await discard(db, store, row);
      return { kind: "refused", code: UPLOAD_ERROR.size };
    }
    if (refusal) return { kind: "refused", code: UPLOAD_ERROR.init };
  }
  await store.put(partKey(row.id, input.chunk), input.bytes, input.bytes.length);
  // Conditional on the count, so two copies of one chunk (a retry racing the first) count once.
  const updated = await db
    .updateTable("uploads")
    .set((eb) => ({
      chunks_received: eb("chunks_received", "+", 1),
      size_bytes: eb("size_bytes", "+", input.bytes.length),
    }))
    .where("id", "=", row.id)
    .where("chunks_received", "=", input.chunk)
    .returningAll()
    .executeTakeFirst();
  if (!updated) return { kind: "refused", code: UPLOAD_ERROR.init };
  if (updated.chunks_received < updated.chunks_total) return { kind: "partial" };
  return finish(db, store, updated);
}

/**
 * Removes an upload of this session that no order holds: "removed", or "kept" when a cart line holds the file
 * (the shopper's field is cleared, the line keeps its file); false when there is none (or it is another's).
 */
export async function removeUpload(
  db: Kysely<Database>,
  store: UploadStore,
  sessionId: string,
  id: string,
): Promise<"removed" | "kept" | false> {
  if (!UPLOAD_ID.test(id)) return false;
  const row = await db
    .selectFrom("uploads")
    .select(["id", "status", "chunks_received"])
    .where("id", "=", id)
    .where("session_id", "=", sessionId)
    .where("order_id", "is", null)
    .executeTakeFirst();
  if (!row) return false;
  // Ids are random UUIDs (checked above, so no LIKE wildcards): a line naming it holds this very file.
  const inCart = await db
    .selectFrom("cart_lines")
    .select("id")
    .where("snapshot", "like", `%"upload":"${id}"%`)
    .limit(1)
    .executeTakeFirst();
  if (inCart) return "kept";
  await discard(db, store, row);
  return "removed";
}

/** The session's finished uploads among `ids` (for the price call and add-to-cart). */
export async function readyUploadsOf(
  db: Kysely<Database>,
  sessionId: string,
  productId: number,
  ids: readonly string[],
) {
  if (ids.length === 0) return [];
  return db
    .selectFrom("uploads")
    .select(["id", "slug", "file_name", "width", "height"])
    .where("id", "in", ids)
    .where("session_id", "=", sessionId)
    .where("product_id", "=", productId)
    .where("status", "=", "ready")
    .execute();
}

/** The upload ids an order's (or cart's) line snapshots name. */
export function uploadIdsOf(lines: readonly { snapshot?: unknown }[]): string[] {
  const ids: string[] = [];
  for (const line of lines) {
    const options = (line.snapshot as { options?: unknown } | null)?.options;
    if (!Array.isArray(options)) continue;
    for (const o of options) {
      const id = (o as { upload?: unknown } | null)?.upload;
      if (typeof id === "string" && UPLOAD_ID.test(id)) ids.push(id);
    }
  }
  return ids;
}

/** Marks the session's uploads among `ids` as belonging to the order (they are then kept). */
export async function attachUploadsToOrder(
  db: Kysely<Database>,
  sessionId: string,
  orderId: number,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable("uploads")
    .set({ order_id: orderId })
    .where("id", "in", ids)
    .where("session_id", "=", sessionId)
    .where("order_id", "is", null)
    .where("status", "=", "ready")
    .execute();
}

export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** Removes uploads that no order holds, made more than 24 hours ago; returns how many. */
export async function sweepUploads(db: Kysely<Database>, store: UploadStore, now: Date = new Date()) {
  const before = new Date(now.getTime() - UPLOAD_TTL_MS).toISOString();
  const old = await db
    .selectFrom("uploads")
    .select(["id", "status", "chunks_received"])
    .where("order_id", "is", null)
    .where("created_at", "<", before)
    .limit(500)
    .execute();
  for (const row of old) await discard(db, store, row);
  return old.length;
}

/** An upload for a download: the session's own, or any when `staff` (the back office). */
export async function uploadForDownload(
  db: Kysely<Database>,
  id: string,
  viewer: { sessionId: string; staff: boolean },
) {
  const row = await db
    .selectFrom("uploads")
    .select(["id", "session_id", "file_name", "mime", "size_bytes"])
    .where("id", "=", id)
    .where("status", "=", "ready")
    .executeTakeFirst();
  if (!row || (!viewer.staff && row.session_id !== viewer.sessionId)) return undefined;
  return row;
}
