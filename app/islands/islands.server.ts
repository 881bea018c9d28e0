import manifest from "virtual:islands-manifest";

/**
 * The islands entry's URL, the chunks it imports and, per lazy island chunk, that chunk and its imports (all for
 * modulepreload); null when there is no islands build (development).
 */
export function islandsAssets(): typeof manifest {
  return manifest;
}
