import { RadioGroup } from "~/components/admin/fields";
import { Field } from "~/components/forms/field";
import { nl } from "~/i18n/nl";
import type { EditedProduct } from "~/modules/products/product-edit.server";
import { VAT_RATES } from "~/modules/products/vat";
import { formatMoney } from "~/utils/format-money";
import type { ProductFormState } from "./form-state";

const t = nl.adminProducts;

/** The price, whether it is typed incl. or excl. btw, and the btw rate; a stored product shows its price excl. */
export function PriceFieldset({
  form,
  product,
  type,
}: {
  form: ProductFormState;
  product: EditedProduct | null;
  type: string;
}) {
  const { fields, value, error, focus } = form;
  return (
    <fieldset className="admin-card">
      <legend>{t.form.priceSection}</legend>
      <Field
        field={fields.price}
        label={t.form.price}
        inputMode="decimal"
        help={
          <>
            {type === "configurable" ? `${t.form.priceHelpConfigurable} ` : null}
            {product ? t.form.storedExcl(formatMoney(product.price_cents)) : null}
          </>
        }
        staticHelp
        className="admin-field"
        autoFocus={focus === "price"}
        required
      />
      <RadioGroup
        name="price_mode"
        legend={t.form.priceMode}
        options={(["incl", "excl"] as const).map((v) => ({ value: v, label: t.form.priceModes[v] }))}
        defaultValue={value("price_mode")}
        error={error("price_mode")}
      />
      <RadioGroup
        name="vat_rate"
        legend={t.form.vatRate}
        options={VAT_RATES.map((r) => ({ value: String(r), label: t.form.vatRates[r] }))}
        defaultValue={value("vat_rate")}
        help={t.form.vatRateHelp}
        error={error("vat_rate")}
      />
    </fieldset>
  );
}
