import Decimal from "decimal.js";

/** The btw rate applied to every consumer price. */
export const VAT_RATE = new Decimal("0.21");

/** Formats integer cents as Dutch euros: 123456 → "€ 1.234,56". The one money formatter of the shop. */
export function formatMoney(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`formatMoney expects integer cents, got ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const euros = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const rest = (abs % 100).toString().padStart(2, "0");
  return `€ ${sign}${euros},${rest}`;
}

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
