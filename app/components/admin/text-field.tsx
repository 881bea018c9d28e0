import { describedBy, FieldError } from "./fields";

/**
 * A labelled text input of an admin form with its help text and the Dutch error beside it (from the server's
 * Conform reply), so a refused post without JavaScript shows the same.
 */
export function TextField(props: {
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  help?: string;
  required?: boolean;
  type?: "text" | "email" | "tel";
  inputMode?: "decimal" | "numeric" | "text";
  autoComplete?: string;
  className?: string;
}) {
  const { name, error, help } = props;
  const id = name.replace(/[[\].]/g, "-");
  return (
    <div className={`admin-field ${props.className ?? ""}`} data-field={name}>
      <label htmlFor={id} className="field-label">
        {props.label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        name={name}
        type={props.type ?? "text"}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete ?? "off"}
        defaultValue={props.defaultValue}
        required={props.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { help: Boolean(help), error: Boolean(error) })}
        className="field-input"
      />
      {help ? (
        <p className="field-help" id={`${id}-help`}>
          {help}
        </p>
      ) : null}
      <FieldError name={id} error={error} />
    </div>
  );
}
