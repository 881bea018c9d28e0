import { RadioGroup } from "~/components/admin/fields";
import { RichTextField } from "~/components/admin/rich-text-field";
import { Field } from "~/components/forms/field";
import { nl } from "~/i18n/nl";
import { PRODUCT_TYPES } from "~/modules/products/product-form";
import type { ProductFormState } from "./form-state";

const t = nl.adminProducts;

/** Name, slug, type (chosen for a new product only) and the two descriptions. */
export function GeneralFieldset({
  form,
  isNew,
  type,
}: {
  form: ProductFormState;
  isNew: boolean;
  type: string;
}) {
  const { fields, value, error, focus } = form;
  return (
    <fieldset className="admin-card">
      <legend>{t.form.general}</legend>
      <Field
        field={fields.name}
        label={t.form.name}
        staticHelp
        className="admin-field"
        autoFocus={focus === "name"}
      />
      <Field
        field={fields.slug}
        label={t.form.slug}
        help={t.form.slugHelp}
        staticHelp
        className="admin-field"
        autoFocus={focus === "slug"}
      />
      {isNew ? (
        <RadioGroup
          name="type"
          legend={t.form.type}
          options={PRODUCT_TYPES.map((v) => ({ value: v, label: t.types[v] }))}
          defaultValue={type}
          help={t.form.typeHelp}
          error={error("type")}
        />
      ) : (
        <p>
          <strong>{t.form.type}:</strong> {t.types[type as "simple" | "configurable"]}
        </p>
      )}
      <RichTextField
        name="short_description"
        label={t.form.shortDescription}
        defaultValue={value("short_description")}
        help={t.form.descriptionHelp}
        error={error("short_description")}
        rows={4}
      />
      <RichTextField
        name="description"
        label={t.form.description}
        defaultValue={value("description")}
        help={t.form.descriptionHelp}
        error={error("description")}
        rows={10}
      />
    </fieldset>
  );
}
