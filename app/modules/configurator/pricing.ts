import type Decimal from "decimal.js";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { formatMoney, inclVatCents, toCents } from "~/utils/money";

/**
 * The price variables of the price-call answer (spec §3.5). Formula results are excl. btw; the shopper sees incl.
 * the product's btw (21 % unless the product has another rate), rounded half-up to cents once per unit price
 * (decisions.md §4). Totals are the rounded unit price × quantity, so a total always equals what the unit price
 * shows times the quantity.
 */
export interface PriceVars {
  currency: "€";
  currency_code: "EUR";
  quantity: number;
  /** Unit price incl. btw in euros, e.g. 740.5. */
  raw_price: number;
  /** Unit price excl. btw in euros, rounded to cents. */
  raw_price_tax_rev: number;
  price: string;
  price_tax_suffix: string;
  raw_price_discounted: number;
  price_discounted: string;
  price_suffix: string;
  price_postfix: string;
  starting_price: string;
  raw_total: number;
  raw_total_discounted: number;
  raw_total_tax_rev: number;
  total: string;
  total_discounted: string;
  total_tax_rev: string;
  total_tax_suffix: string;
}

export interface PriceVarsInput {
  /** The unit price excl. btw (unrounded formula result); null/undefined when there is no price. */
  priceExcl: Decimal.Value | null | undefined;
  quantity: number;
  /** The product's starting price excl. btw; shown as € 0,00 when unknown. */
  startingPriceExcl?: Decimal.Value | null;
  /** Optional texts configured for the product; empty by default. */
  priceSuffix?: string;
  pricePostfix?: string;
  /** The tax suffix; empty or missing: "incl. btw". */
  priceTaxSuffix?: string;
  /** The product's btw rate in percent; missing: 21. */
  vatRate?: number;
}

/** Builds the §3.5 price variables. Throws RangeError for a quantity that is not a positive integer. */
export function priceVars(input: PriceVarsInput): PriceVars {
  const { quantity } = input;
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new RangeError(`invalid quantity ${quantity}`);
  const hasPrice = input.priceExcl !== null && input.priceExcl !== undefined;
  const unitIncl = hasPrice ? inclVatCents(input.priceExcl!, input.vatRate) : 0;
  const unitExcl = hasPrice ? toCents(input.priceExcl!) : 0;
  const totalIncl = unitIncl * quantity;
  const totalExcl = unitExcl * quantity;
  const noStart = input.startingPriceExcl === null || input.startingPriceExcl === undefined;
  const price = formatMoney(unitIncl);
  const total = formatMoney(totalIncl);
  return {
    currency: "€",
    currency_code: "EUR",
    quantity,
    raw_price: unitIncl / 100,
    raw_price_tax_rev: unitExcl / 100,
    price,
    price_tax_suffix: input.priceTaxSuffix || nl.price.inclVat,
    raw_price_discounted: unitIncl / 100,
    price_discounted: price,
    price_suffix: input.priceSuffix ?? "",
    price_postfix: input.pricePostfix ?? "",
    starting_price: formatMoney(noStart ? 0 : inclVatCents(input.startingPriceExcl!, input.vatRate)),
    raw_total: totalIncl / 100,
    raw_total_discounted: totalIncl / 100,
    raw_total_tax_rev: totalExcl / 100,
    total,
    total_discounted: total,
    total_tax_rev: formatMoney(totalExcl),
    total_tax_suffix: input.priceTaxSuffix || nl.price.inclVat,
  };
}
