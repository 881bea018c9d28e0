import type { Layer } from "./layers.schema";
import { fieldName } from "./options";

/**
 * Which images the layered preview draws for the current values (pure; the browser's canvas code draws them):
 * in definition order, excluded layers left out, a tint layer only while its colour option has a colour and
 * imagify on, a swap layer only when the chosen suboption has an image. An empty list means the preview is empty
 * (`cpo_product_layered_image` is then "").
 */
export interface LayerToDraw {
  id: string;
  image: string;
  /** #rrggbb to tint the image with. */
  tint?: string;
}

const HEX = /^#[0-9a-f]{6}$/i;

export function layersToDraw(
  layers: readonly Layer[],
  values: Readonly<Record<string, string | string[] | undefined>>,
  options: readonly { slug: string; type: string; imagify?: boolean }[] = [],
): LayerToDraw[] {
  const imagifyOff = new Set(options.filter((o) => o.imagify === false).map((o) => o.slug));
  const out: LayerToDraw[] = [];
  for (const layer of layers) {
    if (layer.excluded) continue;
    if (layer.kind === "base") out.push({ id: layer.id, image: layer.image });
    else if (layer.kind === "tint") {
      if (imagifyOff.has(layer.option)) continue;
      const colour = values[fieldName(layer.option)];
      if (typeof colour === "string" && HEX.test(colour))
        out.push({ id: layer.id, image: layer.image, tint: colour });
    } else {
      const chosen = values[fieldName(layer.option)];
      const image = typeof chosen === "string" ? layer.images[chosen] : undefined;
      if (image) out.push({ id: layer.id, image });
    }
  }
  return out;
}

/** The payload field of the combined image (spec §3.7). */
export const LAYERED_IMAGE_FIELD = "cpo_product_layered_image";
