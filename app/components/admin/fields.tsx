import type { ReactNode } from "react";

/** The ids an input refers to with aria-describedby: its help text and its error (when present). */
export function describedBy(name: string, opts: { help?: boolean; error?: boolean }): string | undefined {
  const ids = [opts.help ? `${name}-help` : "", opts.error ? `${name}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** The error line beside a field (Dutch message from the server). */
export function FieldError({ name, error }: { name: string; error?: string }) {
  return error ? (
    <p className="field-error" id={`${name}-error`}>
      {error}
    </p>
  ) : null;
}

export function Checkbox(props: {
  name: string;
  label: ReactNode;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  help?: ReactNode;
}) {
  const { name, help } = props;
  return (
    <div className="admin-checkbox">
      <input
        id={name}
        name={name}
        type="checkbox"
        value="1"
        defaultChecked={props.defaultChecked}
        onChange={props.onChange ? (e) => props.onChange?.(e.currentTarget.checked) : undefined}
        aria-describedby={help ? `${name}-help` : undefined}
      />
      <label htmlFor={name}>{props.label}</label>
      {help ? (
        <p className="field-help admin-checkbox__help" id={`${name}-help`}>
          {help}
        </p>
      ) : null}
    </div>
  );
}

/** A group of radio buttons under a legend, with help text and a Dutch error beside it. */
export function RadioGroup(props: {
  name: string;
  legend: ReactNode;
  options: readonly { value: string; label: ReactNode }[];
  defaultValue?: string;
  onChange?: (value: string) => void;
  help?: ReactNode;
  error?: string;
}) {
  const { name, help, error } = props;
  return (
    <fieldset
      className="admin-field admin-radios"
      data-field={name}
      aria-describedby={describedBy(name, { help: Boolean(help), error: Boolean(error) })}
    >
      <legend className="field-label">{props.legend}</legend>
      {props.options.map((o) => (
        <div className="admin-checkbox" key={o.value}>
          <input
            id={`${name}-${o.value}`}
            name={name}
            type="radio"
            value={o.value}
            defaultChecked={props.defaultValue === o.value}
            aria-invalid={error ? true : undefined}
            onChange={props.onChange ? (e) => props.onChange?.(e.currentTarget.value) : undefined}
          />
          <label htmlFor={`${name}-${o.value}`}>{o.label}</label>
        </div>
      ))}
      {help ? (
        <p className="field-help" id={`${name}-help`}>
          {help}
        </p>
      ) : null}
      <FieldError name={name} error={error} />
    </fieldset>
  );
}
