import { RadioGroup } from "~/components/admin/fields";
import { Field } from "~/components/forms/field";
import { nl } from "~/i18n/nl";
import { PRODUCT_STATUSES } from "~/modules/products/product-form";
import type { ProductFormState } from "./form-state";

const t = nl.adminProducts;

/** Stock, SKU, menu order, the categories (checkboxes), the "Extra informatie" rows and the published/draft status. */
export function StockFieldset({
  form,
  categories,
}: {
  form: ProductFormState;
  categories: readonly { id: number; name: string }[];
}) {
  const { fields, value, values, error, focus } = form;
  return (
    <fieldset className="admin-card">
      <legend>{t.form.stockSection}</legend>
      <div className="admin-grid">
        <Field
          field={fields.stock}
          label={t.form.stock}
          inputMode="numeric"
          help={t.form.stockHelp}
          staticHelp
          className="admin-field"
          autoFocus={focus === "stock"}
        />
        <Field
          field={fields.sku}
          label={t.form.sku}
          staticHelp
          className="admin-field"
          autoFocus={focus === "sku"}
        />
        <Field
          field={fields.menu_order}
          label={t.form.menuOrder}
          inputMode="numeric"
          help={t.form.menuOrderHelp}
          staticHelp
          className="admin-field"
          autoFocus={focus === "menu_order"}
        />
      </div>
      <fieldset
        className="admin-field"
        aria-describedby={error("categories") ? "categories-error" : undefined}
      >
        <legend className="field-label">{t.form.categories}</legend>
        {categories.length === 0 ? <p>{t.form.noCategories}</p> : null}
        {categories.map((c) => (
          <div className="admin-checkbox" key={c.id}>
            <input
              id={`category-${c.id}`}
              type="checkbox"
              name="categories"
              value={String(c.id)}
              defaultChecked={values("categories").includes(String(c.id))}
            />
            <label htmlFor={`category-${c.id}`}>{c.name}</label>
          </div>
        ))}
        {error("categories") ? (
          <p className="field-error" id="categories-error">
            {error("categories")}
          </p>
        ) : null}
      </fieldset>
      <Field
        field={fields.attributes}
        label={t.form.attributes}
        help={t.form.attributesHelp}
        staticHelp
        optional
        className="admin-field"
        autoFocus={focus === "attributes"}
      >
        {(control) => (
          <textarea {...control} rows={5} className="field-input" defaultValue={value("attributes")} />
        )}
      </Field>
      <RadioGroup
        name="status"
        legend={t.form.status}
        options={PRODUCT_STATUSES.map((v) => ({ value: v, label: t.statuses[v] }))}
        defaultValue={value("status")}
        error={error("status")}
      />
    </fieldset>
  );
}
