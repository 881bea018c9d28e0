import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { stepQuantity } from "~/modules/configurator/quantity";

/** A quantity field with − and + buttons (spec §5.2); each press is followed by a change. */
export function QuantityInput({
  value,
  onChange,
  min = 1,
  max,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  min?: number;
  max?: number;
  error?: string;
}) {
  const bounds = { min, max, step: 1 };
  return (
    <div className="quantity">
      <label htmlFor="quantity" className="field-label">
        {nl.configurator.quantity}
      </label>
      <div className="quantity__controls">
        <button
          type="button"
          className="quantity__btn minus"
          aria-label={nl.configurator.decrease}
          onClick={() => onChange(String(stepQuantity(value, bounds, -1)))}
        >
          −
        </button>
        <input
          id="quantity"
          name="quantity"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "quantity-error" : undefined}
          onChange={(e) => onChange(e.target.value)}
          className="quantity__input"
        />
        <button
          type="button"
          className="quantity__btn plus"
          aria-label={nl.configurator.increase}
          onClick={() => onChange(String(stepQuantity(value, bounds, 1)))}
        >
          +
        </button>
      </div>
      {error ? (
        <p id="quantity-error" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
