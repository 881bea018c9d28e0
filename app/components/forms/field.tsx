import type { FieldMetadata, SubmissionResult } from "@conform-to/react";
import type { HTMLInputAutoCompleteAttribute, ReactNode } from "react";
import { accountMessages } from "~/i18n/nl.account";
import { checkoutMessages } from "~/i18n/nl.checkout";
import { FieldHelp } from "./field-help";
import { PasswordInput } from "./password-input";

/** The attributes an input, select or textarea of a `Field` gets (for `children`). */
export interface FieldControlProps {
  id: string;
  name: string;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  autoFocus?: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
}

interface Props {
  /** The Conform field: name, echoed value, errors and the constraints of the zod schema (getZodConstraint). */
  field: FieldMetadata<unknown>;
  /** Element id; defaults to the field's name (the WooCommerce ids the old site used). */
  id?: string;
  label: ReactNode;
  type?: "text" | "email" | "tel" | "password";
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: "text" | "numeric" | "tel" | "email" | "decimal";
  help?: ReactNode;
  /** Shows "(optioneel)" after the label. */
  optional?: boolean;
  /** The first field in error after a refused submit: focused on load (no JS; Conform focuses it with JS). */
  autoFocus?: boolean;
  className?: string;
  /** Accessible name of the password toggle. */
  toggleLabel?: string;
  /** Password fields of the shop forms get the show/hide toggle (spec §2.4); false for a plain one. */
  passwordToggle?: boolean;
  /** Replaces the input (a select, textarea…): spread the given props on it. */
  children?: (control: FieldControlProps) => ReactNode;
  /** Overrides the schema's `required` (a rule that depends on other fields, e.g. the admin's test API key). */
  required?: boolean;
  /** The help text always shown (the admin screens) instead of the shop's sliding help. */
  staticHelp?: boolean;
  /** Hidden by a rule of the form (surcharge type, test mode): `data-rule-hidden`, applied with JS only. */
  ruleHidden?: boolean;
  /** Shown below the error (e.g. the admin's "sleutel verwijderen" box). */
  after?: ReactNode;
}

/**
 * The one labelled form field (spec §2.4): label with the required mark, the input with the schema's constraint
 * attributes, the sliding help text and the Dutch error beside it, tied together with aria-invalid and
 * aria-describedby. Values and errors come from Conform (`submission.reply()`), so a refused post without
 * JavaScript shows the same.
 */
export function Field({
  field,
  id = field.name,
  label,
  type = "text",
  autoComplete,
  inputMode,
  help,
  optional,
  autoFocus,
  className,
  toggleLabel,
  passwordToggle = true,
  children,
  required = field.required,
  staticHelp,
  ruleHidden,
  after,
}: Props) {
  const error = field.errors?.[0];
  const describedBy = [error ? `${id}-error` : "", help ? `${id}-help` : ""].filter(Boolean).join(" ");
  const control: FieldControlProps = {
    id,
    name: field.name,
    required,
    minLength: field.minLength,
    maxLength: field.maxLength,
    pattern: field.pattern,
    autoFocus: autoFocus || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    "aria-required": required || undefined,
  };
  const value = typeof field.initialValue === "string" ? field.initialValue : undefined;
  return (
    <div
      className={`field ${className ?? ""}`}
      data-field={field.name}
      data-rule-hidden={ruleHidden ? "true" : undefined}
    >
      <label htmlFor={id} className="field-label">
        {label}
        {required ? (
          <abbr className="required" title={checkoutMessages.required}>
            {" "}
            *
          </abbr>
        ) : null}
        {optional ? <span className="field-label__optional"> {accountMessages.optional}</span> : null}
      </label>
      {children ? (
        children(control)
      ) : type === "password" && passwordToggle ? (
        <PasswordInput
          {...control}
          autoComplete={autoComplete}
          className="field-input"
          toggleLabel={toggleLabel}
        />
      ) : (
        <input
          {...control}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          defaultValue={value}
          className="field-input"
          spellCheck={type === "email" ? false : undefined}
        />
      )}
      {/* One box below the control, so a row of fields can align label, control and what follows (subgrid). */}
      <div className="field-below">
        {help && staticHelp ? (
          <p className="field-help" id={`${id}-help`}>
            {help}
          </p>
        ) : help ? (
          <FieldHelp id={`${id}-help`} fieldId={id}>
            {help}
          </FieldHelp>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="field-error" data-field-error={field.name}>
            {error}
          </p>
        ) : null}
        {after}
      </div>
    </div>
  );
}

/**
 * The name of the first field in error of a refused submit, for `autoFocus`: in `order` (the form's field order)
 * when given, else in the order the schema reported the issues.
 */
export function firstError(
  result: SubmissionResult<string[]> | undefined | null,
  order?: readonly string[],
): string | undefined {
  if (result?.status !== "error" || !result.error) return undefined;
  const failed = (name: string) => Boolean(name && result.error?.[name]?.length);
  return (order ?? Object.keys(result.error)).find(failed);
}
