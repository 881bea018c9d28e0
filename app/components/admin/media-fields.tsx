// The image upload fields of the back office (the media library and a product's pictures): the file input, the
// alt text and title inputs, each with its error beside it and the typed text kept.
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

/** The image file input: the accepted types are those the image store reads (the bytes decide on the server). */
export function ImageFileInput({
  label,
  error,
  required,
}: {
  label: string;
  error?: string;
  required?: boolean;
}) {
  return (
    <div className="field admin-field">
      <label htmlFor="file" className="field-label">
        {label}
      </label>
      <input
        id="file"
        name="file"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "file-error" : undefined}
      />
      {error ? (
        <p className="field-error" id="file-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
