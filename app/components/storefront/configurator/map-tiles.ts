import { createContext } from "react";

/** The tile server of the map picker (the shop's settings); null when the product has no map option. */
export interface MapTiles {
  url: string;
  attribution: string;
}

/** Kept apart from geo-fields.tsx, so the option form can provide it without loading the map picker's code. */
export const MapTilesContext = createContext<MapTiles | null>(null);
