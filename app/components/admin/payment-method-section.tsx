import type { FieldMetadata } from "@conform-to/react";
import { Field } from "~/components/forms/field";
import { nl } from "~/i18n/nl";
import { type PaymentMethodId, psd2Warning } from "~/modules/payments/psd2";
import { methodFieldName } from "~/modules/payments/settings-form";
import { SURCHARGE_FIELDS, SURCHARGE_TYPES, visibleSurchargeFields } from "~/modules/payments/surcharge";
import { Checkbox, describedBy, FieldError } from "./fields";

const p = nl.payments;
const t = nl.admin.payments;

export interface MethodSectionProps {
  id: PaymentMethodId;
  /** The form's text value of a field (typed values after a failed save, else the stored ones). */
  value: (name: string) => string;
  errors: Record<string, string>;
  /** Conform's fields of the settings form, by posted name (the text inputs). */
  fields: Record<string, FieldMetadata<unknown>>;
  /** The surcharge type currently selected (state, so visibility follows every change). */
  surchargeType: string;
  onSurchargeTypeChange: (type: string) => void;
}

/**
 * One payment method: enabled, title, surcharge type and the four amounts, each shown or hidden per the
 * spec §4.1 table (visibleSurchargeFields). The hiding is CSS under `.js` (admin.css), so the first paint is
 * right and without JS every field shows. A PSD2 warning heads the section while a forbidden surcharge is set.
 */
export function PaymentMethodSection({
  id,
  value,
  errors,
  fields,
  surchargeType,
  onSurchargeTypeChange,
}: MethodSectionProps) {
  const name = (field: Parameters<typeof methodFieldName>[1]) => methodFieldName(id, field);
  const visible = visibleSurchargeFields(surchargeType);
  const warning = psd2Warning(id, surchargeType);
  const select = name("payment_surcharge");
  return (
    <fieldset className="admin-card payment-method" id={id} data-surcharge-type={surchargeType}>
      <legend>{p.methods[id]}</legend>
      {warning ? (
        <p className="admin-notice admin-notice--warning psd2-warning" id={`${id}-psd2`}>
          {warning}
        </p>
      ) : null}
      <Checkbox name={name("enabled")} label={t.enabled} defaultChecked={value(name("enabled")) !== ""} />
      <Field field={fields[name("title")]} label={t.title_} className="admin-field" />
      <div className="admin-field" data-field={select}>
        <label className="field-label" htmlFor={select}>
          {p.fields.payment_surcharge}
        </label>
        <select
          className="field-input"
          id={select}
          name={select}
          defaultValue={value(select)}
          onChange={(e) => onSurchargeTypeChange(e.currentTarget.value)}
          aria-invalid={errors[select] ? true : undefined}
          aria-describedby={describedBy(select, { error: Boolean(errors[select]) })}
        >
          {SURCHARGE_TYPES.map((type) => (
            <option key={type} value={type}>
              {p.surchargeTypes[type]}
            </option>
          ))}
        </select>
        <FieldError name={select} error={errors[select]} />
      </div>
      <div className="admin-grid">
        {SURCHARGE_FIELDS.map((field) => (
          <Field
            key={field}
            field={fields[name(field)]}
            label={p.fields[field]}
            inputMode="decimal"
            autoComplete="off"
            className="admin-field"
            ruleHidden={!visible.includes(field)}
          />
        ))}
      </div>
    </fieldset>
  );
}
