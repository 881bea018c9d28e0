import type { ReactNode } from "react";
import { nl } from "~/i18n/nl";
import type { DraftErrors } from "~/modules/configurator/builder-draft";

/** The option builder's small form pieces (uncontrolled: the form is drawn anew after every answer). */

/** A form field name (`o.0.label`) as an element id (`o-0-label`). */
export const idOf = (name: string) => `b-${name.replaceAll(".", "-")}`;

interface FieldProps {
  name: string;
  label: string;
  value: string;
  errors: DraftErrors;
  help?: ReactNode;
  multiline?: boolean;
  mono?: boolean;
  inputMode?: "decimal" | "text";
  required?: boolean;
}

export function TextField({
  name,
  label,
  value,
  errors,
  help,
  multiline,
  mono,
  inputMode,
  required,
}: FieldProps) {
  const id = idOf(name);
  const error = errors[name];
  const describedBy =
    [error ? `${id}-error` : "", help ? `${id}-help` : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    defaultValue: value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: `field-input${mono ? " builder-mono" : ""}`,
    required,
  };
  return (
    <div className="builder-field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={2} spellCheck={false} data-formula={mono ? "" : undefined} />
      ) : (
        <input {...common} type="text" inputMode={inputMode} autoComplete="off" />
      )}
      {help ? (
        <p id={`${id}-help`} className="field-help">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" data-error-for={name}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function CheckField({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <div className="admin-checkbox">
      <input type="checkbox" id={idOf(name)} name={name} defaultChecked={checked} />
      <label htmlFor={idOf(name)}>{label}</label>
    </div>
  );
}

export function IntentButton({
  intent,
  children,
  label,
  disabled,
  id,
}: {
  intent: string;
  children: ReactNode;
  label?: string;
  disabled?: boolean;
  id?: string;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className="btn btn-light builder-small"
      aria-label={label}
      disabled={disabled}
      id={id}
      formNoValidate
    >
      {children}
    </button>
  );
}

/**
 * A suboption's image changer: one of the product's images (by id), or none. A stored id the product no longer
 * has stays listed by its number, so the check can say so beside it.
 */
export function GalleryImageField({
  name,
  value,
  images,
  errors,
}: {
  name: string;
  value: string;
  images: readonly { id: number; alt: string }[];
  errors: DraftErrors;
}) {
  const t = nl.adminBuilder.suboptions;
  const id = idOf(name);
  const error = errors[name];
  const known = value === "" || images.some((i) => String(i.id) === value);
  return (
    <div className="builder-field">
      <label htmlFor={id} className="field-label">
        {t.galleryImage}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help${error ? ` ${id}-error` : ""}`}
      >
        <option value="">{t.galleryImageNone}</option>
        {images.map((image, n) => (
          <option key={image.id} value={String(image.id)}>
            {t.galleryImageOption(n + 1, image.alt)}
          </option>
        ))}
        {known ? null : <option value={value}>{value}</option>}
      </select>
      <p id={`${id}-help`} className="field-help">
        {t.galleryImageHelp}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field-error" data-error-for={name}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
