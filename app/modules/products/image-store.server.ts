import { randomUUID } from "node:crypto";
import { copyFile, mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import sharp from "sharp";
import { env } from "~/utils/env.server";
import { type ImageVariant, scaledHeight, type VariantFormat, variantWidths } from "./image-variants";

/** The largest upload the image route takes (the body gate refuses bigger ones before they are read). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Where public variants are served from: `{MEDIA_URL}/{folder}/{file}` (server/app.ts). */
export const MEDIA_URL = "/media";

/** Accepted by content, never by name or declared type: sharp's reading of the bytes. */
const ACCEPTED: Record<string, string> = { jpeg: "jpg", png: "png", webp: "webp" };

/**
 * The two folders of uploaded images: `media` (public variants, served at MEDIA_URL) and `originals` (kept
 * outside every served folder). With MEDIA_DIR, the storage every instance of a cluster shares: MEDIA_DIR/public
 * and MEDIA_DIR/originals. Without it: DATA_DIR/media and DATA_DIR/uploads/originals.
 */
export function imageFolders(config: { DATA_DIR: string; MEDIA_DIR?: string }) {
  if (config.MEDIA_DIR) {
    return {
      originals: path.resolve(config.MEDIA_DIR, "originals"),
      media: path.resolve(config.MEDIA_DIR, "public"),
    };
  }
  return {
    originals: path.resolve(config.DATA_DIR, "uploads", "originals"),
    media: path.resolve(config.DATA_DIR, "media"),
  };
}

/** imageFolders of the server's environment; an explicit `dataDir` means the folders under that DATA_DIR. */
export function mediaDirs(dataDir?: string) {
  return imageFolders(dataDir === undefined ? env() : { DATA_DIR: dataDir });
}

export type SniffResult =
  | { ok: true; extension: string; width: number; height: number }
  | { ok: false; reason: "type" | "unreadable" };

/**
 * What the bytes are: JPEG, PNG, WebP or AVIF (HEIF with AV1) as sharp reads them, with the upright size
 * (EXIF orientation applied); anything else is refused.
 */
export async function sniffImage(bytes: Buffer): Promise<SniffResult> {
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    return { ok: false, reason: "type" };
  }
  const extension =
    meta.format === "heif" ? (meta.compression === "av1" ? "avif" : undefined) : ACCEPTED[meta.format ?? ""];
  if (!extension) return { ok: false, reason: "type" };
  if (!meta.width || !meta.height) return { ok: false, reason: "unreadable" };
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    ok: true,
    extension,
    width: turned ? meta.height : meta.width,
    height: turned ? meta.width : meta.height,
  };
}

export interface StoredImage {
  originalKey: string;
  width: number;
  height: number;
  variants: ImageVariant[];
  /** Every file written, to remove them again when the database row is not saved. */
  files: string[];
}

/**
 * Keeps the original under `uploads/originals/{folder}/` and renders AVIF, WebP and JPEG at every width of
 * `variantWidths` into `media/{folder}/` (names are random, so the files can be cached forever). The one image
 * pipeline: product pictures use the folder `products/{id}`, the media library `library`.
 */
export async function storeImage(
  folder: string,
  bytes: Buffer,
  sniffed: Extract<SniffResult, { ok: true }>,
  dataDir?: string,
): Promise<StoredImage & { name: string }> {
  const dirs = mediaDirs(dataDir);
  const name = randomUUID();
  const originalKey = `${folder}/${name}.${sniffed.extension}`;
  const originalPath = path.join(dirs.originals, originalKey);
  const mediaFolder = path.join(dirs.media, folder);
  await mkdir(path.dirname(originalPath), { recursive: true });
  await mkdir(mediaFolder, { recursive: true });
  const files: string[] = [];
  try {
    await writeFile(originalPath, bytes);
    files.push(originalPath);
    const variants: ImageVariant[] = [];
    for (const width of variantWidths(sniffed.width)) {
      const height = scaledHeight(sniffed.width, sniffed.height, width);
      const resized = sharp(bytes).rotate().resize({ width, withoutEnlargement: true });
      for (const format of ["avif", "webp", "jpeg"] as VariantFormat[]) {
        const file = `${name}-${width}.${format === "jpeg" ? "jpg" : format}`;
        const pipeline =
          format === "avif"
            ? resized.clone().avif({ quality: 55, effort: 2 })
            : format === "webp"
              ? resized.clone().webp({ quality: 80 })
              : resized.clone().flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true });
        const target = path.join(mediaFolder, file);
        await pipeline.toFile(target);
        files.push(target);
        variants.push({ format, width, height, url: `${MEDIA_URL}/${folder}/${file}` });
      }
    }
    return { name, originalKey, width: sniffed.width, height: sniffed.height, variants, files };
  } catch (error) {
    await removeFiles(files);
    throw error;
  }
}

/** A product's own upload: storeImage into the folder `products/{productId}`. */
export function storeProductImage(
  productId: number,
  bytes: Buffer,
  sniffed: Extract<SniffResult, { ok: true }>,
  dataDir?: string,
): Promise<StoredImage> {
  return storeImage(`products/${productId}`, bytes, sniffed, dataDir);
}

/**
 * A copy of a stored image for `productId` under new random names: its original and every variant, read from the
 * folders of `fromDataDir` (the seed's picture cache) and written to those of `dataDir`.
 */
export async function copyProductImage(
  source: Omit<StoredImage, "files">,
  fromDataDir: string,
  productId: number,
  dataDir?: string,
): Promise<StoredImage> {
  const from = filesOf(source.originalKey, source.variants, fromDataDir);
  const dirs = mediaDirs(dataDir);
  const name = randomUUID();
  const originalKey = `products/${productId}/${name}${path.extname(source.originalKey)}`;
  const variants = source.variants.map((v) => {
    const file = `${name}-${v.width}${path.extname(v.url)}`;
    return { ...v, url: `${MEDIA_URL}/products/${productId}/${file}` };
  });
  const to = filesOf(originalKey, variants, dataDir);
  await mkdir(path.join(dirs.originals, "products", String(productId)), { recursive: true });
  await mkdir(path.join(dirs.media, "products", String(productId)), { recursive: true });
  const files: string[] = [];
  try {
    for (const [i, target] of to.entries()) {
      await copyFile(from[i], target);
      files.push(target);
    }
  } catch (error) {
    await removeFiles(files);
    throw error;
  }
  return { originalKey, width: source.width, height: source.height, variants, files };
}

export async function removeFiles(files: readonly string[]): Promise<void> {
  await Promise.all(files.map((f) => rm(f, { force: true })));
}

/** The files of one stored image: its original and its public variants. */
export function filesOf(originalKey: string, variants: readonly ImageVariant[], dataDir?: string): string[] {
  const dirs = mediaDirs(dataDir);
  return [
    path.join(dirs.originals, originalKey),
    ...variants.map((v) => path.join(dirs.media, v.url.slice(MEDIA_URL.length + 1))),
  ];
}

/** After a product is deleted: its originals and its whole media folder. Failures are logged, not thrown. */
export async function removeOriginals(
  originalKeys: readonly string[],
  productId: number,
  log: Logger,
): Promise<void> {
  const dirs = mediaDirs();
  try {
    await removeFiles(originalKeys.map((k) => path.join(dirs.originals, k)));
    await rm(path.join(dirs.media, "products", String(productId)), { recursive: true, force: true });
  } catch (error) {
    log.error({ err: error, productId }, "could not remove a deleted product's image files");
  }
}
