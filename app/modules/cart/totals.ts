import { STANDARD_VAT_PERCENT, vatInInclCents } from "~/utils/money";

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
  /** The btw included in the total (each line at its product's rate; shipping and fee at 21 %), "waarvan btw". */
  vatCents: number;
  itemCount: number;
}

/** The btw contained in an amount incl. 21 % btw: incl − incl / 1.21, rounded half-up to cents. */
export function vatIncluded(inclCents: number): number {
  return vatInInclCents(inclCents, STANDARD_VAT_PERCENT);
}

/**
 * The btw contained in amounts incl. btw at several rates: the amounts of one rate are added up and the btw of
 * that sum is rounded once (so an order of 21 % products only has exactly vatIncluded(total)).
 */
export function vatOfAmounts(amounts: readonly { inclCents: number; vatRate: number }[]): number {
  const byRate = new Map<number, number>();
  for (const a of amounts) byRate.set(a.vatRate, (byRate.get(a.vatRate) ?? 0) + a.inclCents);
  let vat = 0;
  for (const [rate, incl] of byRate) vat += vatInInclCents(incl, rate);
  return vat;
}

export function shippingCost(method: ShippingMethod | undefined, subtotalInclCents: number): number {
  if (!method) return 0;
  if (method.freeFromInclCents !== null && subtotalInclCents >= method.freeFromInclCents) return 0;
  return method.costInclCents;
}

/** Cart and order totals: lines are unit price incl. btw (rounded once) × quantity; shipping and a payment fee
 * are added incl. btw; the btw shown is what the total contains: each line at its `vatRate` (absent: 21 %),
 * shipping and fee at 21 %. */
export function computeTotals(
  lines: { quantity: number; unitInclCents: number; vatRate?: number }[],
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
    vatCents: vatOfAmounts([
      ...lines.map((l) => ({
        inclCents: l.quantity * l.unitInclCents,
        vatRate: l.vatRate ?? STANDARD_VAT_PERCENT,
      })),
      { inclCents: ship + feeInclCents, vatRate: STANDARD_VAT_PERCENT },
    ]),
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
  };
}
