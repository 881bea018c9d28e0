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

export interface TextFieldProps {
  name: string;
  label: ReactNode;
  defaultValue?: string;
  error?: string;
  help?: ReactNode;
  type?: "text" | "email" | "password";
  autoComplete?: string;
  inputMode?: "decimal" | "email" | "text";
  required?: boolean;
  /** Hidden by the surcharge/test-mode rule; only applied with JS (see admin.css). */
  hiddenByRule?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A labelled input with optional help text and a Dutch error beside it (aria-invalid + aria-describedby). */
export function TextField(props: TextFieldProps) {
  const { name, error, help } = props;
  return (
    <div
      className={`admin-field ${props.className ?? ""}`}
      data-field={name}
      data-rule-hidden={props.hiddenByRule ? "true" : undefined}
    >
      <label className="field-label" htmlFor={name}>
        {props.label}
      </label>
      <input
        className="field-input"
        id={name}
        name={name}
        type={props.type ?? "text"}
        defaultValue={props.defaultValue}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        required={props.required}
        aria-required={props.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, { help: Boolean(help), error: Boolean(error) })}
        spellCheck={false}
      />
      {help ? (
        <p className="field-help" id={`${name}-help`}>
          {help}
        </p>
      ) : null}
      <FieldError name={name} error={error} />
      {props.children}
    </div>
  );
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
