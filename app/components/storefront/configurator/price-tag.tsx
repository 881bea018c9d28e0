import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import type { OptionDefinition } from "~/modules/configurator/options.schema";

/**
 * The configurator's price tag: the definition's prefix and postfix around the price (the starting price, "Berekenen…"
 * or the server's), "per stuk" when more than one is ordered, and the tax suffix.
 */
export function PriceTag(props: {
  priceTag: OptionDefinition["priceTag"];
  priceText: string;
  calculating: boolean;
  showPrice: boolean;
  quantity: string;
}) {
  const { priceTag, priceText, calculating, showPrice, quantity } = props;
  return (
    <p
      className="price-tag"
      aria-live="polite"
      data-state={calculating ? "calculating" : showPrice ? "priced" : "start"}
    >
      {!calculating && priceTag.prefix ? <span className="price-tag__prefix">{priceTag.prefix} </span> : null}
      <span className="price-tag__amount">{priceText}</span>{" "}
      {showPrice && Number(quantity) > 1 ? (
        <span className="price-tag__per">{nl.configurator.perPiece} </span>
      ) : null}
      {!calculating && priceTag.postfix ? (
        <span className="price-tag__postfix">{priceTag.postfix} </span>
      ) : null}
      {calculating ? null : <small className="price__suffix">{priceTag.taxSuffix || nl.price.inclVat}</small>}
    </p>
  );
}
