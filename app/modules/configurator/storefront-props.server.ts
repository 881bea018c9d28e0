import type { Kysely } from "kysely";
import type { FieldValue } from "~/components/storefront/configurator/option-field";
import type { Database } from "../../../db/schema";
import { getSettings } from "../settings/settings.server";
import { cachedCurrentDefinition } from "./definitions.server";
import { formDefaults } from "./form-defaults";
import { withProductSettings } from "./options";

/**
 * What the option form of a configurable product needs in the browser (the product page and the quick view): the
 * options (to render and validate), the default choices, the effective settings and the price tag — never the
 * formulas. Null when the product has no option definition.
 */
export async function configuratorProps(db: Kysely<Database>, productId: number) {
  const [stored, settings] = await Promise.all([cachedCurrentDefinition(db, productId), getSettings(db)]);
  if (!stored) return null;
  return {
    options: stored.definition.options,
    defaults: formDefaults(stored.definition) as Record<string, FieldValue>,
    settings: withProductSettings(settings.configurator, stored.definition.settings),
    priceTag: stored.definition.priceTag,
    // colour: the preview image's layers
    layers: stored.definition.layers,
    // geo: the map picker's tiles, only for a product with a map option.
    mapTiles: stored.definition.options.some((o) => o.type === "map")
      ? { url: settings.geo.tile_url, attribution: settings.geo.tile_attribution }
      : null,
  };
}
