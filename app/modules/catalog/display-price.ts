import { centsInclVat } from "~/utils/money";

export interface PricedProduct {
  type: "simple" | "configurable";
  price_cents: number;
  from_price_cents: number | null;
}

/** The consumer price a listing shows: incl. btw, "from" for configurable products. */
export function displayPrice(product: PricedProduct): { cents: number; from: boolean } {
  if (product.type === "configurable") {
    return { cents: centsInclVat(product.from_price_cents ?? product.price_cents), from: true };
  }
  return { cents: centsInclVat(product.price_cents), from: false };
}
