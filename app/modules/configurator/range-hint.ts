import { storefrontMessages as nl } from "~/i18n/nl.storefront";

/**
 * The allowed range shown at a numeric field ("1500–2600 mm"), from its validation's min and max; the unit is the
 * one the label names ("Netto glashoogte in mm" → mm). Null when the field has neither bound.
 */
export function rangeHint(
  label: string,
  validation: { min?: number; max?: number } | undefined,
): string | null {
  const min = validation?.min;
  const max = validation?.max;
  const unit = /\bin (mm|cm|m|m²|kg|stuks)\s*$/i.exec(label.trim())?.[1];
  const withUnit = (text: string) => (unit ? `${text} ${unit}` : text);
  const n = (v: number) => String(v).replace(".", ",");
  if (min !== undefined && max !== undefined) return withUnit(nl.configuratorRange.between(n(min), n(max)));
  if (min !== undefined) return withUnit(nl.configuratorRange.atLeast(n(min)));
  if (max !== undefined) return withUnit(nl.configuratorRange.atMost(n(max)));
  return null;
}
