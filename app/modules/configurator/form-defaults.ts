import { fieldName } from "./options";
import type { Option } from "./options.schema";

type Values = Record<string, string | string[]>;

/** What a range slider starts (and resets) at: its minimum, or min and max for two handles (spec §4.4). */
export function sliderDefaults(option: Option): Values {
  if (option.type !== "range_slider") return {};
  const name = fieldName(option.slug);
  const first = option.list?.[0]?.value ?? String(option.min);
  const last = option.list?.at(-1)?.value ?? String(option.max);
  return option.double ? { [`${name}_from`]: first, [`${name}_to`]: last } : { [name]: first };
}

/** The values a fresh option form starts with: default choices of selects and radios, sliders at min/max. */
/**
 * What a form reset (spec §4.4) sets: everything cleared, sliders back to min/max; a colour picker returns to
 * its default colour (its "Standaard").
 */
export function resetValues(options: readonly Option[]): Values {
  const out: Values = {};
  for (const o of options) {
    Object.assign(out, sliderDefaults(o));
    if (o.type === "colour_picker" && o.defaultColour) out[fieldName(o.slug)] = o.defaultColour;
  }
  return out;
}

export function formDefaults(def: { options: readonly Option[] }): Values {
  const out: Values = {};
  for (const o of def.options) {
    if (o.type === "select" || o.type === "radio") {
      const d = o.suboptions.find((s) => s.default);
      if (d) out[fieldName(o.slug)] = d.slug;
    }
    Object.assign(out, sliderDefaults(o));
    if (o.type === "colour_picker" && o.defaultColour) out[fieldName(o.slug)] = o.defaultColour;
  }
  return out;
}
