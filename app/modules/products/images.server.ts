import type { Insertable, Kysely } from "kysely";
import type { Logger } from "pino";
import { adminProductsMessages } from "~/i18n/nl.admin-products";
import { type AuditActor, recordAudit } from "~/modules/audit/audit.server";
import type { Database } from "../../../db/schema";
import { type GalleryItem, galleryItems } from "./gallery";
import { filesOf, MAX_IMAGE_BYTES, removeFiles, sniffImage, storeProductImage } from "./image-store.server";
import {
  ALT_MAX_LENGTH,
  type ImageVariant,
  type PictureData,
  parseVariants,
  pictureOf,
  thumbnailOf,
} from "./image-variants";

const t = adminProductsMessages;

export interface ProductImage {
  id: number;
  position: number;
  alt: string;
  width: number;
  height: number;
  variants: ImageVariant[];
  /** The smallest WebP, for the back office's thumbnails. */
  thumbnail: string;
}

/** A product's images in their order (position, then upload order). */
export async function listProductImages(db: Kysely<Database>, productId: number): Promise<ProductImage[]> {
  const rows = await db
    .selectFrom("product_images")
    .select(["id", "position", "alt", "width", "height", "variants"])
    .where("product_id", "=", productId)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((r) => {
    const variants = parseVariants(r.variants);
    return { ...r, variants, thumbnail: thumbnailOf(variants) };
  });
}

/** The first image of each given product as <picture> data (products without uploads are absent). */
export async function firstPictures(
  db: Kysely<Database>,
  productIds: number[],
): Promise<Map<number, PictureData>> {
  const result = new Map<number, PictureData>();
  if (!productIds.length) return result;
  const rows = await db
    .selectFrom("product_images")
    .select(["product_id", "alt", "width", "height", "variants", "position", "id"])
    .where("product_id", "in", productIds)
    .orderBy("product_id")
    .orderBy("position")
    .orderBy("id")
    .execute();
  for (const row of rows) {
    if (result.has(row.product_id)) continue;
    const picture = pictureOf({ ...row, variants: parseVariants(row.variants) });
    if (picture) result.set(row.product_id, picture);
  }
  return result;
}

/** Every image of a product as gallery items, in their order (spec §3.10). */
export async function productGallery(
  db: Kysely<Database>,
  product: { id: number; name: string },
): Promise<GalleryItem[]> {
  const pictures = (await listProductImages(db, product.id)).flatMap((image) => {
    const picture = pictureOf(image);
    return picture ? [{ id: image.id, picture }] : [];
  });
  return galleryItems(pictures, product.name);
}

/** Inserts a picture as the product's last one (the next position after the highest). */
async function appendPicture(
  trx: Kysely<Database>,
  productId: number,
  picture: Pick<
    Insertable<Database["product_images"]>,
    "alt" | "original_key" | "width" | "height" | "variants" | "media_id"
  >,
) {
  const last = await trx
    .selectFrom("product_images")
    .select((eb) => eb.fn.max("position").as("max"))
    .where("product_id", "=", productId)
    .executeTakeFirst();
  const position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
  return trx
    .insertInto("product_images")
    .values({ ...picture, product_id: productId, position, created_at: new Date().toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
}

export type UploadError = "fileRequired" | "fileType" | "fileTooLarge" | "unreadable" | "altTooLong";
export type UploadResult =
  | { ok: true; id: number }
  | { ok: false; field: "file" | "alt"; error: UploadError };

/**
 * Adds an uploaded file as the product's last image: the content must be JPEG, PNG, WebP or AVIF; the files are
 * written first, then the row and its audit entry in one transaction (the files are removed again when that
 * fails).
 */
export async function addProductImage(
  db: Kysely<Database>,
  actor: AuditActor,
  product: { id: number; name: string },
  file: { size: number; arrayBuffer(): Promise<ArrayBuffer> } | null,
  alt: string,
  dataDir?: string,
): Promise<UploadResult> {
  if (alt.length > ALT_MAX_LENGTH) return { ok: false, field: "alt", error: "altTooLong" };
  if (!file || file.size === 0) return { ok: false, field: "file", error: "fileRequired" };
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, field: "file", error: "fileTooLarge" };
  const bytes = Buffer.from(await file.arrayBuffer());
  const sniffed = await sniffImage(bytes);
  if (!sniffed.ok)
    return { ok: false, field: "file", error: sniffed.reason === "type" ? "fileType" : "unreadable" };
  let stored: Awaited<ReturnType<typeof storeProductImage>>;
  try {
    stored = await storeProductImage(product.id, bytes, sniffed, dataDir);
  } catch {
    return { ok: false, field: "file", error: "unreadable" };
  }
  try {
    const id = await db.transaction().execute(async (trx) => {
      const row = await appendPicture(trx, product.id, {
        alt,
        original_key: stored.originalKey,
        width: stored.width,
        height: stored.height,
        variants: JSON.stringify(stored.variants),
        media_id: null,
      });
      await recordAudit(trx, actor, {
        action: "product.image.add",
        entityType: "product",
        entityId: product.id,
        summary: t.audit.imageAdded(product.name),
        details: {
          image_id: row.id,
          alt,
          width: stored.width,
          height: stored.height,
          original: stored.originalKey,
        },
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
 * Adds a media library item as the product's last picture (issue 15 point 8): the row shares the item's files
 * and alt text (media_id), so the library shows the product where the item is used.
 */
export async function addLibraryImage(
  db: Kysely<Database>,
  actor: AuditActor,
  product: { id: number; name: string },
  mediaId: number,
): Promise<{ ok: true; id: number } | { ok: false }> {
  return db.transaction().execute(async (trx) => {
    const item = await trx
      .selectFrom("media_items")
      .select(["id", "alt", "original_key", "width", "height", "variants"])
      .where("id", "=", mediaId)
      .executeTakeFirst();
    if (!item) return { ok: false as const };
    const { id: _, ...files } = item;
    const row = await appendPicture(trx, product.id, { ...files, media_id: item.id });
    await recordAudit(trx, actor, {
      action: "product.image.add",
      entityType: "product",
      entityId: product.id,
      summary: t.audit.imageAdded(product.name),
      details: { image_id: row.id, media_id: item.id, alt: item.alt },
    });
    return { ok: true as const, id: row.id };
  });
}

type ImageChange = { ok: true } | { ok: false; reason: "not_found" | "altTooLong" };

/** Sets an image's alt text. */
export async function setImageAlt(
  db: Kysely<Database>,
  actor: AuditActor,
  product: { id: number; name: string },
  imageId: number,
  alt: string,
): Promise<ImageChange> {
  if (alt.length > ALT_MAX_LENGTH) return { ok: false, reason: "altTooLong" };
  return db.transaction().execute(async (trx) => {
    const image = await trx
      .selectFrom("product_images")
      .select(["id", "alt"])
      .where("id", "=", imageId)
      .where("product_id", "=", product.id)
      .executeTakeFirst();
    if (!image) return { ok: false as const, reason: "not_found" as const };
    await trx.updateTable("product_images").set({ alt }).where("id", "=", imageId).execute();
    await recordAudit(trx, actor, {
      action: "product.image.update",
      entityType: "product",
      entityId: product.id,
      summary: t.audit.imageChanged(product.name),
      details: { image_id: imageId, alt: { from: image.alt, to: alt } },
    });
    return { ok: true as const };
  });
}

/** Moves an image one place up or down; the positions are renumbered 0, 1, 2… in the new order. */
export async function moveImage(
  db: Kysely<Database>,
  actor: AuditActor,
  product: { id: number; name: string },
  imageId: number,
  direction: "up" | "down",
): Promise<ImageChange> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("product_images")
      .select(["id"])
      .where("product_id", "=", product.id)
      .orderBy("position")
      .orderBy("id")
      .execute();
    const ids = rows.map((r) => r.id);
    const from = ids.indexOf(imageId);
    if (from < 0) return { ok: false as const, reason: "not_found" as const };
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= ids.length) return { ok: true as const };
    [ids[from], ids[to]] = [ids[to], ids[from]];
    for (const [position, id] of ids.entries())
      await trx.updateTable("product_images").set({ position }).where("id", "=", id).execute();
    await recordAudit(trx, actor, {
      action: "product.image.move",
      entityType: "product",
      entityId: product.id,
      summary: t.audit.imageChanged(product.name),
      details: { image_id: imageId, position: { from, to }, order: ids },
    });
    return { ok: true as const };
  });
}

/** Deletes an image row (audited), then its original and variants (unless they are a library item's). */
export async function deleteImage(
  db: Kysely<Database>,
  actor: AuditActor,
  product: { id: number; name: string },
  imageId: number,
  log: Logger,
  dataDir?: string,
): Promise<ImageChange> {
  const removed = await db.transaction().execute(async (trx) => {
    const image = await trx
      .selectFrom("product_images")
      .select(["id", "original_key", "variants", "alt", "media_id"])
      .where("id", "=", imageId)
      .where("product_id", "=", product.id)
      .executeTakeFirst();
    if (!image) return null;
    await trx.deleteFrom("product_images").where("id", "=", imageId).execute();
    await recordAudit(trx, actor, {
      action: "product.image.delete",
      entityType: "product",
      entityId: product.id,
      summary: t.audit.imageDeleted(product.name),
      details: { image_id: imageId, alt: image.alt, original: image.original_key },
    });
    return image;
  });
  if (!removed) return { ok: false, reason: "not_found" };
  // A picture taken from the media library shares the library item's files: they stay.
  if (removed.media_id !== null) return { ok: true };
  try {
    await removeFiles(filesOf(removed.original_key, parseVariants(removed.variants), dataDir));
  } catch (error) {
    log.error({ err: error, imageId }, "could not remove a deleted image's files");
  }
  return { ok: true };
}
