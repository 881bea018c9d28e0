import { stepQuantity } from "~/modules/configurator/quantity";

/** The most of one line a cart holds (a larger typed quantity is refused, never silently capped). */
export const MAX_LINE_QUANTITY = 999;

/** The quantity bounds of a cart line's − / + buttons (§5.2): 0 removes the line. */
export const CART_QUANTITY_BOUNDS = { min: 0, max: MAX_LINE_QUANTITY, step: 1 } as const;

/** The WooCommerce field name of a line's quantity on the cart form. */
export function quantityFieldName(lineKey: string): string {
  return `cart[${lineKey}][qty]`;
}

const QTY_FIELD = /^cart\[([\w-]{1,64})\]\[qty\]$/;
const LINE_KEY = /^[\w-]{1,64}$/;

/** A typed quantity: a whole number 0…MAX_LINE_QUANTITY, else null (negative, fractional, absurd, text). */
export function parseLineQuantity(raw: unknown): number | null {
  if (typeof raw !== "string" && typeof raw !== "number") return null;
  const text = String(raw).trim();
  if (!/^\d{1,6}$/.test(text)) return null;
  const n = Number(text);
  return n <= MAX_LINE_QUANTITY ? n : null;
}

export type CartFormIntent =
  | { kind: "update"; quantities: Record<string, string>; step?: { key: string; dir: 1 | -1 } }
  | { kind: "remove"; key: string }
  | { kind: "add"; productId: string; quantity: string }
  | { kind: "invalid" };

/**
 * Reads the cart form (and the other forms that post to the cart action): `intent` is `update`, `inc:KEY`,
 * `dec:KEY`, `remove:KEY`, `remove` with `cart_item_key`, or `add` with `add-to-cart` / `product_id` and
 * `quantity`. Quantities come as `cart[KEY][qty]`.
 */
export function parseCartForm(entries: Iterable<[string, unknown]>): CartFormIntent {
  const fields = new Map<string, string>();
  const quantities: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (typeof value !== "string") continue;
    const m = QTY_FIELD.exec(name);
    if (m) quantities[m[1]] = value;
    else if (!fields.has(name)) fields.set(name, value);
  }
  const intent = fields.get("intent") ?? "update";
  const [verb, key = ""] = intent.split(/:(.*)/s, 2);
  switch (verb) {
    case "update":
      return { kind: "update", quantities };
    case "inc":
    case "dec":
      if (!LINE_KEY.test(key)) return { kind: "invalid" };
      return { kind: "update", quantities, step: { key, dir: verb === "inc" ? 1 : -1 } };
    case "remove": {
      const target = key || fields.get("cart_item_key") || "";
      return LINE_KEY.test(target) ? { kind: "remove", key: target } : { kind: "invalid" };
    }
    case "add": {
      const productId = fields.get("add-to-cart") ?? fields.get("product_id") ?? "";
      return { kind: "add", productId, quantity: fields.get("quantity") ?? "1" };
    }
    default:
      return { kind: "invalid" };
  }
}

export type QuantityPlan =
  | { ok: true; quantities: Record<string, number> }
  | { ok: false; reason: "unknown_line"; keys: string[] }
  | { ok: false; reason: "invalid_quantity"; keys: string[] };

/**
 * What an update does to the cart: every submitted quantity, with the − / + step applied to its line.
 * All or nothing: an unknown line or one bad quantity refuses the whole update.
 */
export function planQuantities(
  submitted: Record<string, string>,
  step: { key: string; dir: 1 | -1 } | undefined,
  current: Record<string, number>,
): QuantityPlan {
  const keys = [...new Set([...Object.keys(submitted), ...(step ? [step.key] : [])])];
  const unknown = keys.filter((k) => !Object.hasOwn(current, k));
  if (unknown.length) return { ok: false, reason: "unknown_line", keys: unknown };
  const quantities: Record<string, number> = {};
  const bad: string[] = [];
  for (const key of keys) {
    const raw = Object.hasOwn(submitted, key) ? submitted[key] : String(current[key]);
    let n = parseLineQuantity(raw);
    if (n !== null && step?.key === key) n = stepQuantity(n, CART_QUANTITY_BOUNDS, step.dir);
    if (n === null) bad.push(key);
    else quantities[key] = n;
  }
  return bad.length ? { ok: false, reason: "invalid_quantity", keys: bad } : { ok: true, quantities };
}
