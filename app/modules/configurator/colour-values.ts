import { colourMessages as c } from "~/i18n/nl.colour";
import { validationMessages as m } from "~/i18n/nl.validation";
import { fieldName } from "./options";
import type { ColourPickerOption } from "./options.schema";

/**
 * Collected data and validation of a colour-picker option (spec §2.5, §3.7): `{name}` is the colour as lowercase
 * `#rrggbb` (a `#rgb` short form is widened). Pure; the browser runs the same check.
 */

/** "#ABC" → "#aabbcc", " #1F1F1F " → "#1f1f1f"; null when it is not a hex colour. */
export function normaliseColour(raw: string): string | null {
  const t = raw.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(t)) return t;
  if (/^#[0-9a-f]{3}$/.test(t)) return `#${[...t.slice(1)].map((x) => x + x).join("")}`;
  return null;
}

export interface ColourResult {
  value: string;
  extra: Record<string, never>;
  error?: string;
  requiredError?: boolean;
}

export function checkColour(option: ColourPickerOption, data: Record<string, unknown>): ColourResult {
  const raw = data[fieldName(option.slug)];
  if (raw === undefined || raw === null || raw === "")
    return option.required
      ? { value: "", extra: {}, error: m.required, requiredError: true }
      : { value: "", extra: {} };
  const colour = typeof raw === "string" && raw.length <= 20 ? normaliseColour(raw) : null;
  return colour ? { value: colour, extra: {} } : { value: "", extra: {}, error: c.invalidColour };
}

/** The colour as shown on the cart line and the order: "#1F1F1F". */
export function colourLabel(value: unknown): string {
  return typeof value === "string" ? value.toUpperCase() : "";
}
