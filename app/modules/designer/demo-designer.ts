import { SLIDING_DOOR_LAYER_URL } from "~/modules/configurator/sample-sliding-door";
import type { DesignerAdapter, DesignerView } from "./designer";

/** The built-in demo designer: sample glass decors with their views (the sliding door's decor choices). */
export const DEMO_DESIGNER_PRODUCTS: Record<string, DesignerView[]> = {
  "demo-strepen": [
    { name: "Voorkant", image: `${SLIDING_DOOR_LAYER_URL}/decor-strepen.png` },
    { name: "Achterkant", image: `${SLIDING_DOOR_LAYER_URL}/decor-strepen.png` },
  ],
  "demo-motief": [{ name: "Voorkant", image: `${SLIDING_DOOR_LAYER_URL}/decor-motief.png` }],
  /** A designer product without views (answers an empty list). */
  "demo-leeg": [],
};

export const demoDesigner: DesignerAdapter = {
  name: "demo",
  async loadProduct(productId) {
    return (DEMO_DESIGNER_PRODUCTS[productId] ?? []).map((v) => ({ ...v }));
  },
};
