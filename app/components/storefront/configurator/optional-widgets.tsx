// The option widgets only some products have (date, slider, matrix, colour, map, distance, upload). This is the server's (and the fully hydrated page's) version: the
// components as they are. The islands build (vite.config.ts) swaps in optional-widgets.islands.tsx, which fetches
// only the widgets the page's option form uses, so a product without them, such as the door, never loads their
// code (JS budget, docs/decisions/014).
export { ColourField } from "./colour-field";
export { DistanceField, MapField } from "./geo-fields";
export { DateField, MatrixField, SliderField } from "./typed-fields";
export { UploadField } from "./upload-field";
