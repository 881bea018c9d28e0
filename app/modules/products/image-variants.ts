/** The longest alt text an image may have. */
export const ALT_MAX_LENGTH = 250;

/** The widths sharp renders for srcset; never wider than the original (no upscaling). */
export const VARIANT_WIDTHS = [320, 640, 960, 1280] as const;
/** Formats in the order the browser is offered them: <picture> sources first, JPEG as the <img> itself. */
export const VARIANT_FORMATS = ["avif", "webp", "jpeg"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export interface ImageVariant {
  format: VariantFormat;
  width: number;
  height: number;
  url: string;
}

/** The stored JSON list of an image's variants; anything unreadable is no variants. */
export function parseVariants(json: string): ImageVariant[] {
  try {
    const parsed = JSON.parse(json) as unknown;
    return Array.isArray(parsed) ? (parsed as ImageVariant[]) : [];
  } catch {
    return [];
  }
}

/** The smallest WebP variant (else the first): the back office's thumbnail. */
export function thumbnailOf(variants: readonly ImageVariant[]): string {
  const thumbs = variants.filter((v) => v.format === "webp").sort((a, b) => a.width - b.width);
  return thumbs[0]?.url ?? variants[0]?.url ?? "";
}

/** The widths to render for an original `width` px wide: the standard ones up to it, or the original's own. */
export function variantWidths(width: number): number[] {
  const fitting = VARIANT_WIDTHS.filter((w) => w <= width);
  return fitting.length ? fitting : [width];
}

/** Height at `width` for an original of `ow` × `oh`, rounded to whole pixels (at least 1). */
export function scaledHeight(ow: number, oh: number, width: number): number {
  return Math.max(1, Math.round((oh * width) / ow));
}

/** `srcset` of one format: "url 320w, url 640w, …" in ascending width. */
export function srcsetOf(variants: readonly ImageVariant[], format: VariantFormat): string {
  return variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(", ");
}

/** What the storefront needs to render one uploaded image as <picture>. */
export interface PictureData {
  alt: string;
  width: number;
  height: number;
  /** The largest JPEG: the <img src> for browsers without srcset. */
  src: string;
  sources: { type: string; srcset: string }[];
  srcset: string;
}

export function pictureOf(image: {
  alt: string;
  width: number;
  height: number;
  variants: readonly ImageVariant[];
}): PictureData | null {
  const jpegs = image.variants.filter((v) => v.format === "jpeg").sort((a, b) => a.width - b.width);
  const largest = jpegs.at(-1);
  if (!largest) return null;
  return {
    alt: image.alt,
    width: largest.width,
    height: largest.height,
    src: largest.url,
    sources: (["avif", "webp"] as const)
      .map((f) => ({ type: `image/${f}`, srcset: srcsetOf(image.variants, f) }))
      .filter((s) => s.srcset),
    srcset: srcsetOf(image.variants, "jpeg"),
  };
}
