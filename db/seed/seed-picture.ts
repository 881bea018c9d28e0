import { createHash } from "node:crypto";
import { readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import {
  copyProductImage,
  type StoredImage,
  sniffImage,
  storeProductImage,
} from "~/modules/products/image-store.server";

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
