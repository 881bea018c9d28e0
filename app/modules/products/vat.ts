import Decimal from "decimal.js";

/** The btw rates a product can carry, in percent. */
export const VAT_RATES = [21, 9, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];

export function isVatRate(value: number): value is VatRate {
  return (VAT_RATES as readonly number[]).includes(value);
}

/** Cents excl. btw for an amount in cents entered incl. `rate` % btw, rounded half-up once. */
export function exclFromIncl(inclCents: number, rate: VatRate): number {
  return new Decimal(inclCents)
    .times(100)
    .dividedBy(100 + rate)
    .toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
    .toNumber();
}

/** Cents incl. `rate` % btw for an amount in cents excl. btw, rounded half-up once. */
export function inclFromExcl(exclCents: number, rate: VatRate): number {
  return new Decimal(exclCents)
    .times(100 + rate)
    .dividedBy(100)
    .toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
    .toNumber();
}

/**
 * An amount typed in the form ("149,95", "149.95", "1.234,50", "€ 12") as whole cents; null when it is not an
 * amount of at most 2 decimals. A dot followed by exactly 3 digits is a thousands separator, as Dutch writes it.
 */
export function parseEuroInput(text: string): number | null {
  let s = text.replace(/€/g, "").replace(/\s/g, "");
  if (!s) return null;
  if (s.includes(",")) s = s.replace(/\.(?=\d{3}(?:\D|$))/g, "").replace(",", ".");
  else if (/^\d{1,3}(\.\d{3})+$/.test(s)) s = s.replace(/\./g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  return new Decimal(s).times(100).toNumber();
}

/** Cents as the form shows them: Dutch comma, 2 decimals, no thousands separator ("1234,50"). */
export function formatEuroInput(cents: number): string {
  return (cents / 100).toFixed(2).replace(".", ",");
}
