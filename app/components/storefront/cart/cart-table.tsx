import type { MouseEvent } from "react";
import { Link } from "react-router";
import { cartMessages } from "~/i18n/nl.cart";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { MAX_LINE_QUANTITY, quantityFieldName } from "~/modules/cart/cart-form";
import { formatMoney } from "~/utils/format-money";

export interface CartPageLine {
  key: string;
  name: string;
  url: string;
  image: string;
  quantity: number;
  unitInclCents: number;
  lineInclCents: number;
  options: { field: string; label: string; valueLabel: string }[];
}

/**
 * The cart's lines (spec §2.6, §5.2): product with the configuration it was priced with, unit price, quantity
 * with − / + (submit buttons, so they work without JS), line total and remove. Inside the cart form.
 */
export function CartTable({
  lines,
  values,
  invalid,
  invalidMessage,
  onStep,
}: {
  lines: CartPageLine[];
  /** What the shopper typed, re-shown after a refused update. */
  values: Record<string, string>;
  invalid: string[];
  /** The reason beside the invalid fields when it is not a malformed quantity (e.g. not enough stock). */
  invalidMessage?: string;
  onStep?: (event: MouseEvent<HTMLButtonElement>, key: string, dir: 1 | -1) => void;
}) {
  const t = cartMessages;
  return (
    <div className="cart-table-wrap">
      <table className="cart-table cart-table--responsive shop_table">
        <thead>
          <tr>
            <th scope="col">{nl.cart.product}</th>
            <th scope="col">{nl.cart.price}</th>
            <th scope="col">{nl.cart.quantity}</th>
            <th scope="col">{nl.cart.total}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const typed = values[line.key];
            const bad = invalid.includes(line.key);
            const inputId = `qty-${line.key}`;
            const errorId = `qty-error-${line.key}`;
            return (
              <tr key={line.key} className="cart_item" data-cart-item-key={line.key}>
                <td>
                  <div className="cart-line__product">
                    <img src={line.image} alt="" width={64} height={64} className="cart-line__thumb" />
                    <div>
                      <Link to={line.url} className="font-semibold underline">
                        {line.name}
                      </Link>
                      {line.options.length ? (
                        <dl className="cart-config">
                          {line.options.map((o) => (
                            <div key={o.field}>
                              <dt>{o.label}:</dt> <dd>{o.valueLabel}</dd>
                            </div>
                          ))}
                        </dl>
                      ) : null}
                      <button
                        type="submit"
                        name="intent"
                        value={`remove:${line.key}`}
                        className="cart-line__remove remove"
                      >
                        {t.remove}
                        <span className="sr-only">: {line.name}</span>
                      </button>
                    </div>
                  </div>
                </td>
                <td className="whitespace-nowrap" data-title={nl.cart.price}>
                  {formatMoney(line.unitInclCents)}
                </td>
                <td data-title={nl.cart.quantity}>
                  <div>
                    <label htmlFor={inputId} className="sr-only">
                      {t.quantityOf(line.name)}
                    </label>
                    <div className="quantity__controls">
                      <button
                        type="submit"
                        name="intent"
                        value={`dec:${line.key}`}
                        className="quantity__btn minus"
                        aria-label={t.decrease(line.name)}
                        onClick={onStep ? (e) => onStep(e, line.key, -1) : undefined}
                      >
                        −
                      </button>
                      <input
                        // Re-mounted with the stored quantity after every update.
                        key={`${line.quantity}-${typed ?? ""}`}
                        id={inputId}
                        name={quantityFieldName(line.key)}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={MAX_LINE_QUANTITY}
                        step={1}
                        defaultValue={typed ?? String(line.quantity)}
                        className="quantity__input qty"
                        aria-invalid={bad || undefined}
                        aria-describedby={bad ? errorId : undefined}
                      />
                      <button
                        type="submit"
                        name="intent"
                        value={`inc:${line.key}`}
                        className="quantity__btn plus"
                        aria-label={t.increase(line.name)}
                        onClick={onStep ? (e) => onStep(e, line.key, 1) : undefined}
                      >
                        +
                      </button>
                    </div>
                    {bad ? (
                      <p id={errorId} className="field-error">
                        {invalidMessage ?? t.quantityInvalid(MAX_LINE_QUANTITY)}
                      </p>
                    ) : null}
                  </div>
                </td>
                <td className="whitespace-nowrap font-semibold" data-title={nl.cart.total}>
                  {formatMoney(line.lineInclCents)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
