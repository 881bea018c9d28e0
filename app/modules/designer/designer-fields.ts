/**
 * The designer's fields of an add-to-cart payload (spec §3.7): `nbd-field` is a map from sub-key to value, built
 * from form fields named `nbd-field[key]` (a JSON body sends the map itself); `nbdFinalPrice` is the number the
 * designer shows as its final price. Both are recorded on the cart line for the shop; neither is ever a price
 * (the price is the server's formula alone). Pure.
 */

const MAX_FIELDS = 20;
const MAX_VALUE = 200;
const KEY = /^[\w-]{1,64}$/;

export interface DesignerData {
  fields: Record<string, string>;
  /** The designer's displayed final price as sent, recorded for information only. */
  finalPrice?: string;
}

function addField(out: Record<string, string>, key: string, value: unknown) {
  if (!KEY.test(key) || Object.keys(out).length >= MAX_FIELDS) return;
  if (typeof value === "number" && Number.isFinite(value)) out[key] = String(value);
  else if (typeof value === "string") out[key] = value.slice(0, MAX_VALUE);
}

/** Null when the payload carries no designer data. */
export function collectDesignerData(payload: Record<string, unknown>): DesignerData | null {
  const fields: Record<string, string> = {};
  const map = payload["nbd-field"];
  if (map && typeof map === "object" && !Array.isArray(map))
    for (const [k, v] of Object.entries(map)) addField(fields, k, v);
  for (const [name, v] of Object.entries(payload)) {
    const m = /^nbd-field\[([^\]]*)\]$/.exec(name);
    if (m) addField(fields, m[1], v);
  }
  const raw = payload.nbdFinalPrice;
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim() : "";
  const finalPrice = /^\d{1,9}([.,]\d{1,4})?$/.test(text) ? text.replace(",", ".") : undefined;
  if (!Object.keys(fields).length && finalPrice === undefined) return null;
  return finalPrice === undefined ? { fields } : { fields, finalPrice };
}
