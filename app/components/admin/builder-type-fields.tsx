import { nl } from "~/i18n/nl";
import { storefrontMessages } from "~/i18n/nl.storefront";
import type { DraftErrors, DraftOption } from "~/modules/configurator/builder-draft";
import {
  DATE_MODES,
  hasTypeFields,
  TYPE_FIELDS_MARKER,
  typeFieldValues,
} from "~/modules/configurator/builder-type-fields";
import { idOf, TextField } from "./builder-fields";

const t = nl.adminBuilder.typeFields;
const weekdays = storefrontMessages.weekdays;

function Flag({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <div className="admin-checkbox">
      <input type="checkbox" id={idOf(name)} name={name} defaultChecked={checked} />
      <label htmlFor={idOf(name)}>{label}</label>
    </div>
  );
}

/**
 * The settings of a date or range-slider option as real fields (decision 026) instead of JSON: plain inputs
 * posted as `o.{i}.t.{key}` and written over the option's settings JSON when the form is read.
 */
export function TypeSettingsFields({
  option,
  index,
  errors,
}: {
  option: DraftOption;
  index: number;
  errors: DraftErrors;
}) {
  if (!hasTypeFields(option.type)) return null;
  const p = `o.${index}.t.`;
  const v = typeFieldValues(option.type, option.extra);
  const text = (
    key: string,
    extra: { inputMode?: "decimal" | "text"; multiline?: boolean; help?: string } = {},
  ) => (
    <TextField
      name={p + key}
      label={(t as unknown as Record<string, string>)[key]}
      value={String(v[key] ?? "")}
      errors={errors}
      {...extra}
    />
  );
  const weekdayError = errors[`${p}disabledWeekdays`];
  return (
    <fieldset className="builder-sub" data-type-fields={index}>
      <legend>{t.heading}</legend>
      <input type="hidden" name={p + TYPE_FIELDS_MARKER} value="1" />
      {option.type === "date" ? (
        <>
          <div className="builder-field">
            <label htmlFor={idOf(`${p}mode`)} className="field-label">
              {t.mode}
            </label>
            <select
              id={idOf(`${p}mode`)}
              name={`${p}mode`}
              defaultValue={String(v.mode)}
              className="field-input"
            >
              {DATE_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t.modes[mode]}
                </option>
              ))}
            </select>
          </div>
          <div className="builder-row">
            <Flag name={`${p}withTime`} label={t.withTime} checked={v.withTime === "on"} />
            <Flag name={`${p}dayNight`} label={t.dayNight} checked={v.dayNight === "on"} />
          </div>
          <div className="builder-grid builder-grid--3">
            {text("minDaysAhead", { inputMode: "decimal" })}
            {text("maxDaysAhead", { inputMode: "decimal" })}
            {text("maxDays", { inputMode: "decimal" })}
            {text("minDate")}
            {text("maxDate")}
          </div>
          <fieldset
            className="builder-condition"
            aria-describedby={weekdayError ? `${idOf(`${p}disabledWeekdays`)}-error` : undefined}
          >
            <legend className="field-label">{t.disabledWeekdays}</legend>
            <div className="builder-row">
              {weekdays.map((day, n) => (
                <div className="admin-checkbox" key={day}>
                  <input
                    type="checkbox"
                    id={idOf(`${p}disabledWeekdays.${n}`)}
                    name={`${p}disabledWeekdays`}
                    value={String(n)}
                    defaultChecked={(v.disabledWeekdays as string[]).includes(String(n))}
                  />
                  <label htmlFor={idOf(`${p}disabledWeekdays.${n}`)}>{day}</label>
                </div>
              ))}
            </div>
            {weekdayError ? (
              <p id={`${idOf(`${p}disabledWeekdays`)}-error`} className="field-error">
                {weekdayError}
              </p>
            ) : null}
          </fieldset>
        </>
      ) : (
        <>
          <div className="builder-row">
            <Flag name={`${p}double`} label={t.double} checked={v.double === "on"} />
          </div>
          {text("unit")}
          {text("list", { multiline: true, help: t.listHelp })}
        </>
      )}
    </fieldset>
  );
}
