import Decimal from "decimal.js";
import { VAT_RATE } from "~/utils/money";

export interface ShippingMethod {
  id: string;
  label: string;
  /** Cost incl. btw in cents. */
  costInclCents: number;
  /** Free from this subtotal incl. btw (cents); null = never free. */
  freeFromInclCents: number | null;
}

export interface Totals {
  subtotalInclCents: number;
  shippingInclCents: number;
  feeInclCents: number;
  totalInclCents: number;
  /** The btw included in the total (21 %), for display as "waarvan btw". */
  vatCents: number;
  itemCount: number;
}

/** The btw contained in an amount incl. 21 % btw: incl − incl / 1.21, rounded half-up to cents. */
export function vatIncluded(inclCents: number): number {
  const excl = new Decimal(inclCents).dividedBy(VAT_RATE.plus(1));
  return new Decimal(inclCents).minus(excl).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}

export function shippingCost(method: ShippingMethod | undefined, subtotalInclCents: number): number {
  if (!method) return 0;
  if (method.freeFromInclCents !== null && subtotalInclCents >= method.freeFromInclCents) return 0;
  return method.costInclCents;
}

/** Cart and order totals: lines are unit price incl. btw (rounded once) × quantity; shipping and a payment fee
 * are added incl. btw; the btw shown is what the total contains. */
export function computeTotals(
  lines: { quantity: number; unitInclCents: number }[],
  shipping?: ShippingMethod,
  feeInclCents = 0,
): Totals {
  const subtotal = lines.reduce((s, l) => s + l.quantity * l.unitInclCents, 0);
  const ship = lines.length ? shippingCost(shipping, subtotal) : 0;
  const total = subtotal + ship + feeInclCents;
  return {
    subtotalInclCents: subtotal,
    shippingInclCents: ship,
    feeInclCents,
    totalInclCents: total,
    vatCents: vatIncluded(total),
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
  };
}
