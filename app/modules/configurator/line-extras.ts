import { storedObject } from "~/utils/stored-json";

/**
 * The preview and designer parts of a line's snapshot (issue 13 points 4 and 10), read leniently for the cart
 * and the back office (pure): a line without them reads as nulls.
 */
export interface LineExtrasView {
  preview: { width: number; height: number } | null;
  designer: { fields: Record<string, string>; finalPrice: string | null } | null;
}

const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const size = (v: unknown) => (typeof v === "number" && Number.isSafeInteger(v) && v > 0 ? v : null);

/** `snapshot`: the stored JSON text, or the parsed snapshot. */
export function lineExtrasOf(snapshot: unknown): LineExtrasView {
  const snap = typeof snapshot === "string" ? storedObject(snapshot) : obj(snapshot);
  const p = obj(snap.preview);
  const [width, height] = [size(p.width), size(p.height)];
  const preview = typeof p.token === "string" && width && height ? { width, height } : null;
  const d = obj(snap.designer);
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj(d.fields))) if (typeof v === "string") fields[k] = v;
  const finalPrice = typeof d.finalPrice === "string" ? d.finalPrice : null;
  const designer = Object.keys(fields).length || finalPrice ? { fields, finalPrice } : null;
  return { preview, designer };
}

/** Where the shopper's own cart line preview is served. */
export const cartLinePreviewUrl = (lineId: number) => `/winkelmand/voorbeeld/${lineId}`;
/** Where the back office reads an order line's preview. */
export const orderLinePreviewUrl = (lineId: number) => `/beheer/bestellingen/regel/${lineId}/voorbeeld`;
