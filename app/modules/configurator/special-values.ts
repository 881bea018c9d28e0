/**
 * The checks of the option types whose values have modules of their own: date, range slider, matrix and colour
 * (typed-values.ts), map and distance by postcode (geo-values.ts). collect.ts reads them from here. The islands
 * build puts special-values.islands.ts in its place (vite.config.ts), which loads them only on pages whose forms
 * have such options; the server always uses this file.
 */
export { checkGeoOption, isGeoOption } from "./geo-values";
export { checkTypedOption, isTypedOption } from "./typed-values";
