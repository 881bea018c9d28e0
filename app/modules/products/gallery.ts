import type { PictureData } from "./image-variants";

/**
 * The product page's gallery (spec §2.5, §3.9, §3.10): pure rules, shared by the server and the gallery island.
 */

/**
 * One image of the gallery: the <picture> data and the caption. The island gets these as its props (in the page's
 * HTML), so what can be derived from the picture (`largeOf`) is not carried twice.
 */
export interface GalleryItem {
  /** The product image's id; 0 for the product's own placeholder image (no uploads). */
  id: number;
  picture: PictureData;
  /** Spec §3.10: the caption (the image's alt text), or the product's name when there is none. */
  title: string;
}

/** The gallery items of a product's pictures (in their order), titled per §3.10. */
export function galleryItems(
  images: readonly { id: number; picture: PictureData }[],
  productName: string,
): GalleryItem[] {
  return images.map(({ id, picture }) => ({ id, picture, title: picture.alt.trim() || productName }));
}

/** The largest rendered file of an item and its size: the lightbox's image and the no-JS link target. */
export function largeOf(item: GalleryItem): { src: string; srcset: string; width: number; height: number } {
  const { picture } = item;
  return {
    src: picture.src,
    // WebP at every width (the browser picks by viewport): the lightbox's srcset.
    srcset: picture.sources.find((s) => s.type === "image/webp")?.srcset ?? picture.srcset,
    width: picture.width,
    height: picture.height,
  };
}

/** The placeholder item of a product without uploaded images: its static image (600 × 600). */
export function placeholderItem(src: string, productName: string): GalleryItem {
  const picture: PictureData = { alt: productName, width: 600, height: 600, src, sources: [], srcset: "" };
  return { id: 0, picture, title: productName };
}

/** Image changers (spec §2.5): field name → suboption slug → product image id, in option order. */
export type ImageChangers = [field: string, images: Record<string, number>][];

/**
 * The image changers of an option list: every choice option with at least one suboption that carries a
 * `galleryImage` (and only images the product still has).
 */
export function imageChangers(
  options: readonly { slug: string; suboptions?: readonly { slug: string; galleryImage?: number }[] }[],
  imageIds: ReadonlySet<number>,
  fieldName: (slug: string) => string,
): ImageChangers {
  const result: ImageChangers = [];
  for (const option of options) {
    const images: Record<string, number> = {};
    for (const s of option.suboptions ?? [])
      if (s.galleryImage !== undefined && imageIds.has(s.galleryImage)) images[s.slug] = s.galleryImage;
    if (Object.keys(images).length) result.push([fieldName(option.slug), images]);
  }
  return result;
}

/**
 * The image the current choices show instead of the first one: the image of the first changer (in option order)
 * whose chosen value carries one; null when none does (the original image). A multi-value field (checkbox)
 * counts by its first value that has an image.
 */
export function chosenImage(
  changers: ImageChangers,
  values: Readonly<Record<string, string | readonly string[] | undefined>>,
): number | null {
  for (const [field, images] of changers) {
    const value = values[field];
    const list = typeof value === "string" ? [value] : (value ?? []);
    for (const v of list) if (images[v] !== undefined) return images[v];
  }
  return null;
}

/**
 * What the gallery shows: its strip (the images no changer uses; every image when changers use them all), with
 * the chosen image, when there is one, in the first place (spec §2.5: the choice swaps the main image and its
 * thumbnail; the reset — no choice — restores the original).
 */
export function shownItems(
  items: readonly GalleryItem[],
  changers: ImageChangers,
  chosen: number | null,
): GalleryItem[] {
  const used = new Set(changers.flatMap(([, images]) => Object.values(images)));
  const strip = items.filter((i) => !used.has(i.id));
  const shown = strip.length ? strip : [...items];
  const swap = chosen === null ? undefined : items.find((i) => i.id === chosen);
  if (!swap || !shown.length) return shown;
  return [swap, ...shown.slice(1)];
}
