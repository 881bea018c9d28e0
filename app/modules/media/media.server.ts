// The media library (issue 15 point 8, decision 031): images uploaded once and used in pages, popups and products.
// Files come from the same image store as product pictures (folder `library`); rows live in `media_items`.
import type { Kysely, Selectable } from "kysely";
import type { Logger } from "pino";
import { adminMediaMessages as t } from "~/i18n/nl.admin-media";
import { type AuditActor, recordAudit } from "~/modules/audit/audit.server";
import { bumpShopVersion } from "~/modules/cache/shop-version.server";
import {
  filesOf,
  MAX_IMAGE_BYTES,
  removeFiles,
  sniffImage,
  storeImage,
} from "~/modules/products/image-store.server";
import {
  type ImageVariant,
  type PictureData,
  parseVariants,
  pictureOf,
  thumbnailOf,
} from "~/modules/products/image-variants";
import type { Database } from "../../../db/schema";
import { LIBRARY_FOLDER, libraryNameOf, type MediaFields } from "./media-form";
import { mediaUsage } from "./media-usage.server";

export interface MediaItem {
  id: number;
  name: string;
  format: string;
  bytes: number;
  width: number;
  height: number;
  alt: string;
  title: string;
  uploadedBy: string;
  createdAt: string;
  variants: ImageVariant[];
  thumbnail: string;
  /** The largest JPEG: the address to use outside the builder. */
  url: string;
}

const COLUMNS = [
  "id",
  "name",
  "format",
  "bytes",
  "width",
  "height",
  "alt",
  "title",
  "uploaded_by",
  "created_at",
  "variants",
  "original_key",
] as const;

type Row = Omit<Selectable<Database["media_items"]>, "updated_at">;

function itemOf(row: Row): MediaItem {
  const variants = parseVariants(row.variants);
  return {
    id: row.id,
    name: row.name,
    format: row.format,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    alt: row.alt,
    title: row.title,
    uploadedBy: row.uploaded_by,
    createdAt: row.created_at,
    variants,
    thumbnail: thumbnailOf(variants),
    url: pictureOf({ ...row, variants })?.src ?? "",
  };
}

/** The products' own uploads (pictures taken from the library are listed as the library item's use). */
export async function listProductPictures(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("product_images")
    .innerJoin("products", "products.id", "product_images.product_id")
    .select([
      "product_images.id",
      "product_images.alt",
      "product_images.width",
      "product_images.height",
      "product_images.variants",
      "products.id as productId",
      "products.name as productName",
    ])
    .where("product_images.media_id", "is", null)
    .orderBy("products.name")
    .orderBy("product_images.position")
    .orderBy("product_images.id")
    .execute();
  return rows.map(({ variants, ...r }) => ({ ...r, thumbnail: thumbnailOf(parseVariants(variants)) }));
}

/** Every library item, newest first. */
export async function listMedia(db: Kysely<Database>): Promise<MediaItem[]> {
  const rows = await db.selectFrom("media_items").select(COLUMNS).orderBy("id", "desc").execute();
  return rows.map(itemOf);
}

export async function getMedia(db: Kysely<Database>, id: number): Promise<MediaItem | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const row = await db.selectFrom("media_items").select(COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? itemOf(row) : undefined;
}

export type MediaUploadError = "fileRequired" | "fileType" | "fileTooLarge" | "unreadable";

/**
 * Adds an upload to the library: the bytes must be JPEG, PNG, WebP or AVIF as sharp reads them (never the file's
 * name or declared type); the files are written first, then the row and its audit entry in one transaction.
 */
export async function uploadMedia(
  db: Kysely<Database>,
  actor: AuditActor,
  file: { size: number; arrayBuffer(): Promise<ArrayBuffer> } | null,
  fields: MediaFields,
  dataDir?: string,
): Promise<{ ok: true; id: number } | { ok: false; error: MediaUploadError }> {
  if (!file || file.size === 0) return { ok: false, error: "fileRequired" };
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, error: "fileTooLarge" };
  const bytes = Buffer.from(await file.arrayBuffer());
  const sniffed = await sniffImage(bytes);
  if (!sniffed.ok) return { ok: false, error: sniffed.reason === "type" ? "fileType" : "unreadable" };
  let stored: Awaited<ReturnType<typeof storeImage>>;
  try {
    stored = await storeImage(LIBRARY_FOLDER, bytes, sniffed, dataDir);
  } catch {
    return { ok: false, error: "unreadable" };
  }
  const now = new Date().toISOString();
  try {
    const id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("media_items")
        .values({
          name: stored.name,
          original_key: stored.originalKey,
          format: sniffed.extension,
          bytes: bytes.length,
          width: stored.width,
          height: stored.height,
          variants: JSON.stringify(stored.variants),
          alt: fields.alt,
          title: fields.title,
          uploaded_by: actor.email,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        action: "media.add",
        entityType: "media",
        entityId: row.id,
        summary: t.audit.added(fields.title || fields.alt),
        details: { alt: fields.alt, title: fields.title, format: sniffed.extension, bytes: bytes.length },
      });
      return row.id;
    });
    return { ok: true, id };
  } catch (error) {
    await removeFiles(stored.files);
    throw error;
  }
}

/**
 * Changes an item's alt text and title. Pictures that show the item (product pictures taken from it) get the new
 * alt text too, and the shop version is bumped so cached pages show it.
 */
export async function updateMedia(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  fields: MediaFields,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const item = await trx
      .selectFrom("media_items")
      .select(["alt", "title"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!item) return false;
    await trx
      .updateTable("media_items")
      .set({ alt: fields.alt, title: fields.title, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
    await trx.updateTable("product_images").set({ alt: fields.alt }).where("media_id", "=", id).execute();
    await recordAudit(trx, actor, {
      action: "media.update",
      entityType: "media",
      entityId: id,
      summary: t.audit.changed(fields.title || fields.alt),
      details: { alt: { from: item.alt, to: fields.alt }, title: { from: item.title, to: fields.title } },
    });
    await bumpShopVersion(trx);
    return true;
  });
}

/**
 * Deletes an item that is used nowhere (refused with the number of places otherwise, so no page, popup or product
 * loses its picture), then its files.
 */
export async function deleteMedia(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  log: Logger,
  dataDir?: string,
): Promise<
  { ok: true } | { ok: false; reason: "not_found" } | { ok: false; reason: "in_use"; places: number }
> {
  const result = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("media_items").select(COLUMNS).where("id", "=", id).executeTakeFirst();
    if (!row) return { ok: false as const, reason: "not_found" as const };
    const places = (await mediaUsage(trx, [row])).get(row.id) ?? [];
    if (places.length) return { ok: false as const, reason: "in_use" as const, places: places.length };
    await trx.deleteFrom("media_items").where("id", "=", id).execute();
    await recordAudit(trx, actor, {
      action: "media.delete",
      entityType: "media",
      entityId: id,
      summary: t.audit.deleted(row.title || row.alt),
      details: { alt: row.alt, title: row.title, original: row.original_key },
    });
    return { ok: true as const, row };
  });
  if (!result.ok) return result;
  try {
    await removeFiles(filesOf(result.row.original_key, parseVariants(result.row.variants), dataDir));
  } catch (error) {
    log.error({ err: error, mediaId: id }, "could not remove a deleted media item's files");
  }
  return { ok: true };
}

/**
 * The <picture> data of the library items that image addresses point to (keyed by address): a builder Image block
 * whose `src` is a library file is served with every variant. Addresses of other files are absent.
 */
export async function libraryPictures(
  db: Kysely<Database>,
  sources: Iterable<string>,
): Promise<Record<string, PictureData>> {
  const byName = new Map<string, string[]>();
  for (const src of sources) {
    const name = libraryNameOf(src);
    if (name) byName.set(name, [...(byName.get(name) ?? []), src]);
  }
  if (!byName.size) return {};
  const rows = await db
    .selectFrom("media_items")
    .select(["name", "alt", "width", "height", "variants"])
    .where("name", "in", [...byName.keys()])
    .execute();
  const result: Record<string, PictureData> = {};
  for (const row of rows) {
    const picture = pictureOf({ ...row, variants: parseVariants(row.variants) });
    if (!picture) continue;
    for (const src of byName.get(row.name) ?? []) result[src] = picture;
  }
  return result;
}
