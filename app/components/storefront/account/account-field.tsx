import type { HTMLInputAutoCompleteAttribute } from "react";
import { FieldHelp } from "~/components/forms/field-help";
import { PasswordInput } from "~/components/forms/password-input";
import { nl } from "~/i18n/nl";

interface Props {
  /** Form field name; also the element id unless `id` is given. */
  name: string;
  id?: string;
  label: string;
  type?: "text" | "email" | "tel" | "password";
  autoComplete?: HTMLInputAutoCompleteAttribute;
  defaultValue?: string;
  error?: string;
  required?: boolean;
  /** Shows "(optioneel)" after the label. */
  optional?: boolean;
  help?: string;
  inputMode?: "text" | "numeric" | "tel" | "email";
}

/** One labelled input of the account forms, with its help text and its Dutch error beside it. */
export function AccountField({
  name,
  id = name,
  label,
  type = "text",
  autoComplete,
  defaultValue,
  error,
  required,
  optional,
  help,
  inputMode,
}: Props) {
  const describedBy = [error ? `${id}-error` : "", help ? `${id}-help` : ""].filter(Boolean).join(" ");
  const common = {
    id,
    name,
    autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    "aria-required": required || undefined,
  };
  return (
    <div className="field" data-field={name}>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
        {optional ? <span className="field-label__optional"> {nl.account.optional}</span> : null}
      </label>
      {type === "password" ? (
        <PasswordInput {...common} className="field-input" />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={inputMode}
          defaultValue={defaultValue}
          className="field-input"
        />
      )}
      {help ? (
        <FieldHelp id={`${id}-help`} fieldId={id}>
          {help}
        </FieldHelp>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A notice above a form: errors (role=alert) or confirmations (role=status). */
export function FormNotice({ kind, children }: { kind: "error" | "success"; children: React.ReactNode }) {
  return (
    <div className={`account-notice account-notice--${kind}`} role={kind === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}
