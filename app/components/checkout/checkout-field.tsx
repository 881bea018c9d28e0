import type { HTMLInputAutoCompleteAttribute, ReactNode } from "react";
import { FieldHelp } from "~/components/forms/field-help";
import { nl } from "~/i18n/nl";

interface Props {
  name: string;
  label: string;
  defaultValue?: string;
  error?: string;
  required?: boolean;
  type?: "text" | "email" | "tel";
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: "text" | "numeric" | "tel" | "email";
  help?: string;
  className?: string;
  maxLength?: number;
  /** Replaces the input (e.g. a select or textarea) — it must use id = name and the given aria props. */
  children?: (aria: Record<string, string | boolean | undefined>) => ReactNode;
}

/** One labelled checkout field with its sliding help text and its Dutch error beside it. */
export function CheckoutField({
  name,
  label,
  defaultValue,
  error,
  required,
  type = "text",
  autoComplete,
  inputMode,
  help,
  className,
  maxLength = 100,
  children,
}: Props) {
  const describedBy = [error ? `${name}-error` : "", help ? `${name}-help` : ""].filter(Boolean).join(" ");
  const aria = {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    "aria-required": required || undefined,
  };
  return (
    <div className={`field ${className ?? ""}`} data-field={name}>
      <label htmlFor={name} className="field-label">
        {label}
        {required ? (
          <abbr className="required" title={nl.checkout.required}>
            {" "}
            *
          </abbr>
        ) : null}
      </label>
      {children ? (
        children(aria)
      ) : (
        <input
          id={name}
          name={name}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          defaultValue={defaultValue}
          maxLength={maxLength}
          className="field-input"
          {...aria}
        />
      )}
      {help ? (
        <FieldHelp id={`${name}-help`} fieldId={name}>
          {help}
        </FieldHelp>
      ) : null}
      {error ? (
        <p id={`${name}-error`} className="field-error" data-field-error={name}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
