import { UPLOAD_ID } from "~/modules/uploads/upload-rules";
import { storedObject, storedText } from "~/utils/stored-json";
/**
 * An order line's configuration as the back office and the workshop's print view show it, read from the line's
 * snapshot (pure; lenient: an old or simple line shows what it has). A cart line's snapshot (cart/cart.ts
 * LineSnapshot) holds each chosen option (label, submitted value, what the shopper read, the rate), the
 * normalised values the formula used, the definition version, the unrounded formula result and the unit prices.
 */

export interface LineOption {
  label: string;
  value: string;
  /** The rate excl. btw the formula used for this choice (decimal string), or "". */
  rate: string;
  /** An uploaded file's address (GET /api/uploads/{id}), when the option is an upload. */
  href?: string;
}

export interface LineConfiguration {
  definitionVersion: number | null;
  /** Numeric entries without a rate: the sizes the shopper typed (height, width …). */
  measurements: LineOption[];
  /** Every other chosen option (selects, radios, checkboxes, texts). */
  options: LineOption[];
  /** The formula's unrounded result excl. btw (decimal string), or "". */
  priceExcl: string;
  unitExclCents: number | null;
  unitInclCents: number | null;
}

const text = storedText;
const cents = (v: unknown) => (typeof v === "number" && Number.isSafeInteger(v) ? v : null);
const NUMBER = /^-?\d+([.,]\d+)?$/;

export function lineConfiguration(snapshotJson: unknown): LineConfiguration {
  const snap = storedObject(snapshotJson);
  const raw = Array.isArray(snap.options) ? snap.options : [];
  const all = raw
    .map((o) => (o && typeof o === "object" ? (o as Record<string, unknown>) : {}))
    .map((o) => ({
      label: text(o.label),
      value: text(o.valueLabel) || text(o.value),
      rate: text(o.rate),
      ...(UPLOAD_ID.test(text(o.upload)) ? { href: `/api/uploads/${text(o.upload)}` } : {}),
    }))
    .filter((o) => o.label && o.value);
  const isMeasurement = (o: LineOption) => !o.rate && !o.href && NUMBER.test(o.value);
  return {
    definitionVersion: typeof snap.definitionVersion === "number" ? snap.definitionVersion : null,
    measurements: all.filter(isMeasurement),
    options: all.filter((o) => !isMeasurement(o)),
    priceExcl: text(snap.priceExcl),
    unitExclCents: cents(snap.unitExclCents),
    unitInclCents: cents(snap.unitInclCents),
  };
}

/** A rate for the screen in Dutch notation: "107.129" → "107,129". */
export function dutchDecimal(value: string): string {
  return value.replace(".", ",");
}
