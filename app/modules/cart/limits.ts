import { cartMessages } from "~/i18n/nl.cart";
import { formatMoney } from "~/utils/format-money";
import { MAX_LINE_QUANTITY } from "./cart-form";

/** The most lines one cart holds. */
export const MAX_CART_LINES = 100;

export interface LimitedLine {
  lineKey: string;
  quantity: number;
  unitInclCents: number;
}

export type CartLimitBreach =
  | { kind: "lines"; max: number }
  | { kind: "quantity"; max: number }
  | { kind: "total"; maxInclCents: number };

/**
 * Checks a cart as it would be after a change: at most MAX_CART_LINES lines, each line 1…MAX_LINE_QUANTITY,
 * the sum of the lines (incl. btw) at most the shop's maximum order total. Null when the cart is within them.
 * Only a change that grows the cart is refused; a cart that is already over a limit (e.g. after the setting
 * was lowered) may always shrink.
 */
export function cartLimitBreach(
  before: readonly LimitedLine[],
  after: readonly LimitedLine[],
  maxTotalInclCents: number,
): CartLimitBreach | null {
  if (after.length > MAX_CART_LINES && after.length > before.length)
    return { kind: "lines", max: MAX_CART_LINES };
  const was = new Map(before.map((l) => [l.lineKey, l.quantity]));
  for (const line of after) {
    const changed = line.quantity !== was.get(line.lineKey);
    if (
      changed &&
      (line.quantity < 1 || line.quantity > MAX_LINE_QUANTITY || !Number.isInteger(line.quantity))
    ) {
      return { kind: "quantity", max: MAX_LINE_QUANTITY };
    }
  }
  const total = (lines: readonly LimitedLine[]) =>
    lines.reduce((s, l) => s + l.quantity * l.unitInclCents, 0);
  const sum = total(after);
  if (sum > maxTotalInclCents && sum > total(before))
    return { kind: "total", maxInclCents: maxTotalInclCents };
  return null;
}

/** The Dutch message for a refused change. */
export function cartLimitMessage(breach: CartLimitBreach): string {
  const t = cartMessages;
  if (breach.kind === "lines") return t.limitLines(breach.max);
  if (breach.kind === "quantity") return t.limitQuantity(breach.max);
  return t.limitTotal(formatMoney(breach.maxInclCents));
}
