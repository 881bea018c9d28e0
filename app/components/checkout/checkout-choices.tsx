import type { ReactNode } from "react";
import { checkoutMessages } from "~/i18n/nl.checkout";

const m = checkoutMessages;

/** The option a method list starts with: the posted or prefilled one when offered, else the first. */
export function initialMethod(options: { id: string }[], selected: string | undefined): string {
  return options.some((o) => o.id === selected) ? (selected ?? "") : (options[0]?.id ?? "");
}

/**
 * A radio list (shipping or payment method) with its legend, descriptions and Dutch error. Controlled: `value` is
 * the chosen method (see usePageChoice). Only the chosen method's description shows (CSS `:has(:checked)`, so also
 * without JavaScript and before hydration).
 */
export function MethodList(props: {
  name: string;
  legend: string;
  error?: string;
  value: string;
  onChoose: (id: string) => void;
  options: { id: string; title: string; description?: string; logo?: ReactNode }[];
}) {
  const errorId = `${props.name}-error`;
  return (
    <fieldset className="checkout__methods" aria-describedby={props.error ? errorId : undefined}>
      <legend className="checkout__subheading">{props.legend}</legend>
      <ul>
        {props.options.map((o) => (
          <li key={o.id} className="checkout__method">
            <label className="checkbox">
              <input
                type="radio"
                name={props.name}
                value={o.id}
                checked={o.id === props.value}
                onChange={() => props.onChoose(o.id)}
                aria-invalid={props.error ? true : undefined}
                aria-describedby={o.description ? `${props.name}-${o.id}-desc` : undefined}
              />{" "}
              <span>{o.title}</span>
              {o.logo}
            </label>
            {o.description ? (
              <p id={`${props.name}-${o.id}-desc`} className="checkout__method-desc">
                {o.description}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {props.error ? (
        <p id={errorId} className="field-error" data-field-error={props.name}>
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A required confirmation checkbox (terms, made-to-measure) with its Dutch error beside it. */
export function Tick(props: {
  name: string;
  error?: string;
  checked: boolean;
  /** The first field in error of a refused submit: focused on load. */
  autoFocus?: boolean;
  children: ReactNode;
}) {
  const errorId = `${props.name}-error`;
  return (
    <div className="field" data-field={props.name}>
      <label className="checkbox checkbox--top">
        <input
          type="checkbox"
          id={props.name}
          name={props.name}
          value="1"
          defaultChecked={props.checked}
          // biome-ignore lint/a11y/noAutofocus: only the first field in error of a refused submit (no JS)
          autoFocus={props.autoFocus || undefined}
          aria-required
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
        />{" "}
        <span>
          {props.children}
          <abbr className="required" title={m.required}>
            {" "}
            *
          </abbr>
        </span>
      </label>
      {props.error ? (
        <p id={errorId} className="field-error" data-field-error={props.name}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
