import { z } from "zod";

/**
 * The layered preview image of a product (spec §2.5, §3.4): a stack of images the browser draws in order onto
 * one canvas. A `base` layer is always drawn; a `tint` layer is drawn tinted with the colour of a colour-picker
 * option (left out while that option is empty); a `swap` layer draws the image of the chosen suboption of a
 * select or radio option (left out when the choice has no image). `excluded` keeps a layer out of the
 * combined image. See docs/decisions/025.
 */

const LOCAL_IMAGE = /^\/[\w./-]+$/;
const localImage = z
  .string()
  .max(300)
  .regex(LOCAL_IMAGE, "a path on this site, e.g. /media/layers/frame.png");
const slug = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9_-]+$/);

export const layerSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("base"), id: slug, image: localImage, excluded: z.boolean().default(false) }),
  z.object({
    kind: z.literal("tint"),
    id: slug,
    image: localImage,
    /** The colour-picker option whose colour tints this layer. */
    option: slug,
    excluded: z.boolean().default(false),
  }),
  z.object({
    kind: z.literal("swap"),
    id: slug,
    /** The select or radio option whose choice picks the image. */
    option: slug,
    /** The image per suboption slug. */
    images: z.record(slug, localImage),
    excluded: z.boolean().default(false),
  }),
]);

export const layersSchema = z.array(layerSchema).max(12).default([]);

export type Layer = z.output<typeof layerSchema>;

interface DefinitionLike {
  options: readonly { slug: string; type: string; suboptions?: readonly { slug: string }[] }[];
  layers: readonly Layer[];
}

/** Adds an issue per layer that names an unknown option, an option of the wrong type or an unknown suboption. */
export function checkLayerRefs(def: DefinitionLike, ctx: z.RefinementCtx): void {
  const ids = new Set<string>();
  def.layers.forEach((layer, i) => {
    const path = ["layers", i];
    if (ids.has(layer.id))
      ctx.addIssue({ code: "custom", path: [...path, "id"], message: "duplicate layer id" });
    ids.add(layer.id);
    if (layer.kind === "base") return;
    const option = def.options.find((o) => o.slug === layer.option);
    const wanted = layer.kind === "tint" ? ["colour_picker"] : ["select", "radio"];
    if (!option || !wanted.includes(option.type)) {
      ctx.addIssue({
        code: "custom",
        path: [...path, "option"],
        message: `layer ${layer.id}: needs a ${wanted.join(" or ")} option`,
      });
      return;
    }
    if (layer.kind === "swap") {
      for (const key of Object.keys(layer.images)) {
        if (!option.suboptions?.some((s) => s.slug === key))
          ctx.addIssue({ code: "custom", path: [...path, "images"], message: `unknown suboption ${key}` });
      }
    }
  });
}
