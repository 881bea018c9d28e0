import { createHash } from "node:crypto";
import { readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely, Transaction } from "kysely";
import sharp from "sharp";
import {
  copyProductImage,
  type StoredImage,
  sniffImage,
  storeProductImage,
} from "~/modules/products/image-store.server";
import type { Database } from "../schema";

/**
 * A sample picture (an SVG of product-art.ts), rendered with sharp and stored for a product like an upload. The
 * rendering and its AVIF, WebP and JPEG variants take about a second a picture, and every fresh data folder (a
 * first start, each test server) seeds the same pictures: the first render is kept in a cache folder
 * (`MAATGLAS_SEED_CACHE`, default the system's temp folder), keyed by the SVG's hash, and later seeds copy it.
 * A cache that cannot be read or written, or a manifest that names files outside its own image, only costs the
 * render.
 */
/** The cache folder may be shared (the system's temp folder): a manifest names only files of its own image. */
function cachedImageIsSafe(image: Omit<StoredImage, "files">): boolean {
  return (
    /^products\/0\/[0-9a-f-]{36}\.png$/.test(image.originalKey) &&
    Array.isArray(image.variants) &&
    image.variants.length > 0 &&
    image.variants.every((v) => /^\/media\/products\/0\/[0-9a-f-]{36}-\d+\.(avif|webp|jpg)$/.test(v.url))
  );
}

export async function storeSeedPicture(
  productId: number,
  svg: string,
  dataDir?: string,
): Promise<StoredImage> {
  const cacheDir = path.join(
    process.env.MAATGLAS_SEED_CACHE ?? path.join(tmpdir(), "maatglas-seed-pictures"),
    createHash("sha256").update(svg).digest("hex").slice(0, 32),
  );
  const manifest = path.join(cacheDir, "image.json");
  try {
    const cached = JSON.parse(await readFile(manifest, "utf8")) as Omit<StoredImage, "files">;
    if (cachedImageIsSafe(cached)) return await copyProductImage(cached, cacheDir, productId, dataDir);
  } catch {
    // Not cached yet (or unreadable): render it.
  }
  const bytes = await sharp(Buffer.from(svg)).png().toBuffer();
  const sniffed = await sniffImage(bytes);
  if (!sniffed.ok) throw new Error("a seeded picture could not be read");
  let kept: StoredImage;
  try {
    kept = await storeProductImage(0, bytes, sniffed, cacheDir);
    const { files: _files, ...image } = kept;
    // Written under a temporary name and renamed, so a reader never sees half a manifest.
    const partial = `${manifest}.${process.pid}`;
    await writeFile(partial, JSON.stringify(image));
    await rename(partial, manifest);
  } catch {
    // No cache folder: store it for the product directly.
    return storeProductImage(productId, bytes, sniffed, dataDir);
  }
  return copyProductImage(kept, cacheDir, productId, dataDir);
}

/** A stored seed picture as the product's image row at `position`; returns the row's id. */
export async function insertSeedPicture(
  trx: Transaction<Database> | Kysely<Database>,
  picture: { productId: number; position: number; alt: string; file: StoredImage },
  now: Date,
): Promise<number> {
  const row = await trx
    .insertInto("product_images")
    .values({
      product_id: picture.productId,
      position: picture.position,
      alt: picture.alt,
      original_key: picture.file.originalKey,
      width: picture.file.width,
      height: picture.file.height,
      variants: JSON.stringify(picture.file.variants),
      created_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Makes a seed picture's smallest JPEG the product's own image (the cart's and mini-cart's thumbnails). */
export async function useAsProductImage(
  trx: Transaction<Database> | Kysely<Database>,
  productId: number,
  file: StoredImage,
): Promise<void> {
  const jpegs = file.variants.filter((v) => v.format === "jpeg").sort((a, b) => a.width - b.width);
  const thumbnail = jpegs[0]?.url;
  if (thumbnail)
    await trx.updateTable("products").set({ image: thumbnail }).where("id", "=", productId).execute();
}
