import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { formatMoney } from "~/utils/format-money";
import { displayPrice, type PricedProduct } from "../catalog/display-price";
import type { PictureData } from "../products/image-variants";

/** One entry of `GET /api/zoeksuggesties`: `{ value, url, img, price }` (the old site's autocomplete fields). */
export interface Suggestion {
  /** The product name. */
  value: string;
  /** The product page. */
  url: string;
  /** A small image of the product. */
  img: string;
  /** The price as the listing shows it: "€ 1.234,56 incl. btw", "Vanaf € 189,00 incl. btw". */
  price: string;
}

/** The answer of `GET /api/zoeksuggesties`. */
export interface SuggestionsAnswer {
  suggestions: Suggestion[];
}

/** Suggestions shown at most. */
export const MAX_SUGGESTIONS = 8;

/** The listing's price text of a product (the same parts the Price component renders). */
export function priceText(product: PricedProduct): string {
  const { cents, from } = displayPrice(product);
  return `${from ? `${nl.price.from} ` : ""}${formatMoney(cents)} ${nl.price.inclVat}`;
}

/** The smallest JPEG of an uploaded picture (the first of its ascending srcset), else its fallback src. */
export function smallestImage(picture: PictureData): string {
  const first = picture.srcset.split(",")[0]?.trim().split(/\s+/)[0];
  return first || picture.src;
}
