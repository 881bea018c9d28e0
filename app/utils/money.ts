import Decimal from "decimal.js";

// The formatter lives apart so browser code can use it without loading decimal.js.
export { formatMoney } from "./format-money";

/** The standard btw rate: products without a rate of their own, shipping and payment fees. */
export const VAT_RATE = new Decimal("0.21");
/** The standard btw rate in percent (products.vat_rate's default). */
export const STANDARD_VAT_PERCENT = 21;

/** 1 + rate as a factor: 21 → 1.21, 9 → 1.09, 0 → 1. */
function vatFactor(ratePercent: number): Decimal {
  return ratePercent === STANDARD_VAT_PERCENT
    ? VAT_RATE.plus(1)
    : new Decimal(ratePercent).dividedBy(100).plus(1);
}

/** Rounds a euro amount half-up (away from zero) to whole cents. */
export function toCents(euros: Decimal.Value): number {
  return new Decimal(euros).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}

/** Adds btw (the product's rate in percent; default 21) to an excl.-btw euro amount and rounds once, half-up. */
export function inclVatCents(exclEuros: Decimal.Value, ratePercent = STANDARD_VAT_PERCENT): number {
  return toCents(new Decimal(exclEuros).times(vatFactor(ratePercent)));
}

/** Incl.-btw cents for an excl.-btw amount given in cents, at `ratePercent` (default 21). */
export function centsInclVat(exclCents: number, ratePercent = STANDARD_VAT_PERCENT): number {
  return inclVatCents(new Decimal(exclCents).dividedBy(100), ratePercent);
}

/** The btw contained in an amount incl. `ratePercent` btw: incl − incl / (1 + rate), rounded half-up to cents. */
export function vatInInclCents(inclCents: number, ratePercent = STANDARD_VAT_PERCENT): number {
  const excl = new Decimal(inclCents).dividedBy(vatFactor(ratePercent));
  return new Decimal(inclCents).minus(excl).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}
