import { z } from "zod";

/**
 * The parts of the price tag around the amount (spec §2.5, §3.5): `prefix` is sent as `price_suffix` (the old
 * plugin's name for the text before the price), `postfix` as `price_postfix`, `taxSuffix` as `price_tax_suffix`
 * (empty: the shop's "incl. btw").
 */
export const priceTagSchema = z
  .object({
    prefix: z.string().max(100).default(""),
    postfix: z.string().max(100).default(""),
    taxSuffix: z.string().max(100).default(""),
  })
  .default({ prefix: "", postfix: "", taxSuffix: "" });

/** Product page settings of spec §3.6 that a product may set for itself; a missing one uses the shop's. */
export const productSettingsSchema = z
  .object({
    ajax_add_to_cart: z.boolean().optional(),
    redirect_to_cart: z.boolean().optional(),
  })
  .default({});
