import type { OptionType } from "./options.schema";

/** Every option type the builder offers, in the order of its "Type" list. */
export const OPTION_TYPES = [
  "text_input",
  "number",
  "textarea",
  "select",
  "radio",
  "checkbox",
  "dynamic_notice",
  "date",
  "range_slider",
  "matrix",
  "colour_picker",
  "map",
  "postcode_distance",
  "file_upload",
] as const satisfies readonly OptionType[];
