// The media library's alt text and title inputs (upload and edit): the error beside each field, the typed text kept.
import { adminMediaMessages as t } from "~/i18n/nl.admin-media";
import { TITLE_MAX_LENGTH } from "~/modules/media/media-form";
import { ALT_MAX_LENGTH } from "~/modules/products/image-variants";

export function MediaFieldsInputs({
  values,
  errors,
}: {
  values?: { alt: string; title: string };
  errors: Record<string, string | undefined>;
}) {
  const field = (name: "alt" | "title", label: string, max: number, required: boolean) => (
    <div className="field admin-field">
      <label htmlFor={name} className="field-label">
        {label}
      </label>
      <input
        id={name}
        name={name}
        className="field-input"
        maxLength={max}
        required={required}
        defaultValue={values?.[name] ?? ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${name}-error` : undefined}
      />
      {errors[name] ? (
        <p className="field-error" id={`${name}-error`}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <>
      {field("alt", t.alt, ALT_MAX_LENGTH, true)}
      {field("title", t.titleField, TITLE_MAX_LENGTH, false)}
    </>
  );
}
