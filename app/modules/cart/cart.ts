/** One chosen option as frozen on a cart line (and later copied to the order). */
export interface SnapshotOption {
  field: string;
  label: string;
  /** The submitted value (a suboption slug, a number, text, or checkbox slugs joined). */
  value: string;
  /** What the shopper reads: the suboption label(s) or the typed value. */
  valueLabel: string;
  /** The rate used by the formula (decimal string), when the option has one. */
  rate?: string;
  /** An upload option's file: its upload id (the file is served at /api/uploads/{id}). */
  upload?: string;
}

export interface LineSnapshot {
  productId: number;
  productName: string;
  definitionVersion: number | null;
  options: SnapshotOption[];
  /** Normalised values the price was computed from (the formula's input). */
  values: Record<string, string | number | string[]>;
  /** Unrounded formula result excl. btw, for audit. */
  priceExcl: string;
  unitExclCents: number;
  unitInclCents: number;
  /** The product's btw rate in percent when the line was priced; absent in lines priced before rates per product: 21. */
  vatRate?: number;
  // colour (issue 13 points 4 and 10)
  /** The shopper's layered preview image (line_previews.token) and its size. */
  preview?: { token: string; width: number; height: number };
  /** What the product designer sent (recorded only; never a price). */
  designer?: { fields: Record<string, string>; finalPrice?: string };
}

export interface CartTotals {
  count: number;
  subtotalInclCents: number;
}

export function cartTotals(lines: { quantity: number; unitInclCents: number }[]): CartTotals {
  return {
    count: lines.reduce((n, l) => n + l.quantity, 0),
    subtotalInclCents: lines.reduce((s, l) => s + l.quantity * l.unitInclCents, 0),
  };
}
