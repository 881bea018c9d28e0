import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { formatMoney } from "~/utils/format-money";

/** A consumer price incl. btw: "€ 1.234,56 incl. btw", optionally prefixed "Vanaf". */
export function Price({ cents, from = false }: { cents: number; from?: boolean }) {
  return (
    <span className="price">
      {from ? <span className="price__prefix">{nl.price.from} </span> : null}
      <span className="price__amount">{formatMoney(cents)}</span>{" "}
      <small className="price__suffix">{nl.price.inclVat}</small>
    </span>
  );
}
