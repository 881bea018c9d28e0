import { centsInclVat } from "~/utils/money";

export interface PricedProduct {
  type: "simple" | "configurable";
  price_cents: number;
  from_price_cents: number | null;
  /** The product's btw rate in percent; absent: 21. */
  vat_rate?: number;
}

/** The consumer price a listing shows: incl. the product's btw, "from" for configurable products. */
export function displayPrice(product: PricedProduct): { cents: number; from: boolean } {
  if (product.type === "configurable") {
    return {
      cents: centsInclVat(product.from_price_cents ?? product.price_cents, product.vat_rate),
      from: true,
    };
  }
  return { cents: centsInclVat(product.price_cents, product.vat_rate), from: false };
}

/** Adds the consumer price on the server, so listing pages ship no decimal arithmetic to the browser. */
export function withDisplayPrice<T extends PricedProduct>(
  product: T,
): T & { display: { cents: number; from: boolean } } {
  return { ...product, display: displayPrice(product) };
}
