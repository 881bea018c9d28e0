import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { displayLabel, fieldName } from "~/modules/configurator/options";
import type { Option } from "~/modules/configurator/options.schema";
import { rangeHint } from "~/modules/configurator/range-hint";
// The widgets only some products have (colour, map, distance, upload); in the islands build they are lazy chunks.
import {
  ColourField,
  DateField,
  DistanceField,
  MapField,
  MatrixField,
  SliderField,
  UploadField,
} from "./optional-widgets";

export type FieldValue = string | string[];

interface Props {
  option: Option;
  value: FieldValue | undefined;
  error?: string;
  /** The notice text of a dynamic notice, computed by the server. */
  dynamicText?: string;
  /** The computed label of an option marked `is_dynamic_label` (spec §3.4, §4.4). */
  dynamicLabel?: string;
  onChange: (value: FieldValue) => void;
  onBlur: () => void;
  /** All form values and a multi-field change, for the widgets that own several fields (dates, slider, matrix). */
  values: Readonly<Record<string, FieldValue | undefined>>;
  onPatch: (patch: Record<string, FieldValue>) => void;
}

function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="field-error" data-field-error={id}>
      {error}
    </p>
  ) : null;
}

/** One option widget of the configurator, named `uni_cpo_{slug}` (spec §3.4, §3.7). */
export function OptionField(props: Props) {
  const { option, value, error, dynamicText, dynamicLabel, onChange, onBlur } = props;
  const name = fieldName(option.slug);
  const label = dynamicLabel || displayLabel(option.label);
  const described = [error ? `${name}-error` : "", option.helpText ? `${name}-help` : ""]
    .filter(Boolean)
    .join(" ");
  const common = {
    id: name,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
    "aria-required": option.required || undefined,
    onBlur,
  };
  const help = option.helpText ? (
    <p id={`${name}-help`} className="field-help">
      {option.helpText}
    </p>
  ) : null;
  const text = typeof value === "string" ? value : "";

  const typed = {
    values: props.values,
    error,
    help,
    errorText: <ErrorText id={name} error={error} />,
    describedBy: described || undefined,
    onPatch: props.onPatch,
    onBlur,
  };
  switch (option.type) {
    case "date":
      return <DateField option={option} {...typed} />;
    case "range_slider":
      return <SliderField option={option} {...typed} />;
    case "matrix":
      return <MatrixField option={option} {...typed} />;
    // colour: the colour picker
    case "colour_picker":
      return (
        <ColourField
          option={option}
          value={text}
          help={help}
          errorText={typed.errorText}
          describedBy={typed.describedBy}
          invalid={Boolean(error)}
          onChange={onChange}
          onBlur={onBlur}
        />
      );
    // geo (docs/decisions/024)
    case "map":
      return <MapField option={option} {...typed} />;
    case "postcode_distance":
      return <DistanceField option={option} {...typed} dynamicText={dynamicText} />;
    // uploads (issue 13 point 7)
    case "file_upload":
      return <UploadField option={option} {...typed} />;
    case "dynamic_notice":
      return (
        <div className="dynamic-notice" id={name} aria-live="polite">
          {dynamicText ?? label}
        </div>
      );
    case "text_input":
    case "number": {
      // polish (issue 16): the allowed range beside a numeric field
      const range = option.type === "number" || option.numeric ? rangeHint(label, option.validation) : null;
      return (
        <div className="field" data-field={name}>
          <label htmlFor={name} className="field-label">
            {label}
            {option.required ? <span aria-hidden="true"> *</span> : null}
          </label>
          {range ? (
            <p id={`${name}-range`} className="field-range">
              {nl.configuratorRange.label} {range}
            </p>
          ) : null}
          <input
            {...common}
            aria-describedby={
              [range ? `${name}-range` : "", described].filter(Boolean).join(" ") || undefined
            }
            type={option.type === "number" ? "number" : "text"}
            inputMode={option.type === "number" || option.numeric ? "decimal" : undefined}
            autoComplete="off"
            value={text}
            onChange={(e) => onChange(e.target.value)}
            className="field-input"
          />
          {help}
          <ErrorText id={name} error={error} />
        </div>
      );
    }
    case "textarea":
      return (
        <div className="field" data-field={name}>
          <label htmlFor={name} className="field-label">
            {label}
          </label>
          <textarea
            {...common}
            value={text}
            onChange={(e) => onChange(e.target.value)}
            className="field-input"
            rows={3}
          />
          {help}
          <ErrorText id={name} error={error} />
        </div>
      );
    case "select":
      return (
        <div className="field" data-field={name}>
          <label htmlFor={name} className="field-label">
            {label}
            {option.required ? <span aria-hidden="true"> *</span> : null}
          </label>
          <select {...common} value={text} onChange={(e) => onChange(e.target.value)} className="field-input">
            <option value="">{nl.configurator.choose}</option>
            {option.suboptions.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.label}
              </option>
            ))}
          </select>
          {help}
          <ErrorText id={name} error={error} />
        </div>
      );
    case "radio":
      return (
        <fieldset
          className={`field field-radio variant-${option.variant}`}
          data-field={name}
          aria-describedby={described || undefined}
        >
          <legend className="field-label">{label}</legend>
          <div className="choices">
            {option.suboptions.map((s) => (
              <label key={s.slug} className="choice">
                <input
                  type="radio"
                  name={name}
                  value={s.slug}
                  checked={text === s.slug}
                  onChange={() => onChange(s.slug)}
                  onBlur={onBlur}
                />
                {option.variant === "colour" && s.colour ? (
                  <span className="swatch" style={{ background: s.colour }} aria-hidden="true" />
                ) : null}
                {option.variant === "image" && s.image ? (
                  <img src={s.image} alt="" width={48} height={48} />
                ) : null}
                <span>{s.label}</span>
              </label>
            ))}
          </div>
          <button
            type="button"
            className="choice-reset"
            onClick={() => onChange("")}
            disabled={!text}
            aria-label={nl.configurator.resetGroup(label)}
          >
            {nl.configurator.resetChoice}
          </button>
          {help}
          <ErrorText id={name} error={error} />
        </fieldset>
      );
    case "checkbox": {
      const list = Array.isArray(value) ? value : [];
      return (
        <fieldset
          className="field field-checkbox"
          data-field={name}
          aria-describedby={described || undefined}
        >
          <legend className="field-label">{label}</legend>
          <div className="choices">
            {option.suboptions.map((s) => (
              <label key={s.slug} className="choice">
                <input
                  type="checkbox"
                  name={`${name}[]`}
                  value={s.slug}
                  checked={list.includes(s.slug)}
                  onChange={(e) =>
                    onChange(e.target.checked ? [...list, s.slug] : list.filter((x) => x !== s.slug))
                  }
                  onBlur={onBlur}
                />
                <span>{s.label}</span>
              </label>
            ))}
          </div>
          {help}
          <ErrorText id={name} error={error} />
        </fieldset>
      );
    }
    default:
      return null;
  }
}
