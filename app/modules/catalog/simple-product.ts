import type { LineSnapshot } from "~/modules/cart/cart";
import { centsInclVat } from "~/utils/money";

/**
 * The cart line snapshot of a simple product (one without an option definition): its own price excl. btw,
 * with the product's btw added and rounded once per unit like the configured door. Used when adding it and when checkout
 * re-prices it.
 */
export function simpleLineSnapshot(product: {
  id: number;
  name: string;
  price_cents: number;
  vat_rate: number;
}): LineSnapshot {
  return {
    productId: product.id,
    productName: product.name,
    definitionVersion: null,
    options: [],
    values: {},
    priceExcl: (product.price_cents / 100).toFixed(2),
    unitExclCents: product.price_cents,
    unitInclCents: centsInclVat(product.price_cents, product.vat_rate),
    vatRate: product.vat_rate,
  };
}
