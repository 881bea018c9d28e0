import Decimal from "decimal.js";

// The formatter lives apart so browser code can use it without loading decimal.js.
export { formatMoney } from "./format-money";

/** The btw rate applied to every consumer price. */
export const VAT_RATE = new Decimal("0.21");

/** Rounds a euro amount half-up (away from zero) to whole cents. */
export function toCents(euros: Decimal.Value): number {
  return new Decimal(euros).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}

/** Adds 21 % btw to an excl.-btw euro amount and rounds once, half-up, to cents. */
export function inclVatCents(exclEuros: Decimal.Value): number {
  return toCents(new Decimal(exclEuros).times(VAT_RATE.plus(1)));
}

/** Incl.-btw cents for an excl.-btw amount given in cents. */
export function centsInclVat(exclCents: number): number {
  return inclVatCents(new Decimal(exclCents).dividedBy(100));
}
