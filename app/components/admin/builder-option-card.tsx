import { useState } from "react";
import { nl } from "~/i18n/nl";
import { colourOfficeMessages } from "~/i18n/nl.colour";
import { isGeoType } from "~/modules/configurator/builder-definition";
import type { DraftErrors, DraftOption } from "~/modules/configurator/builder-draft";
import { hasTypeFields } from "~/modules/configurator/builder-type-fields";
import { OPTION_TYPES } from "~/modules/configurator/option-types";
import { fieldName, VISIBILITY_OPS } from "~/modules/configurator/options.schema";
import { ValidationChecks } from "./builder-checks";
import { CheckField, GalleryImageField, IntentButton, idOf, TextField } from "./builder-fields";
import { TypeSettingsFields } from "./builder-type-fields";

const t = nl.adminBuilder;

/** One of the product's images, as the suboption image picker lists it. */
export interface BuilderImage {
  id: number;
  alt: string;
}

const isChoice = (o: DraftOption) => o.type === "select" || o.type === "radio" || o.type === "checkbox";
const isSized = (o: DraftOption) =>
  o.type === "text_input" || o.type === "number" || o.type === "range_slider";
/** Dates, sliders, matrices and uploads keep their type's settings in the option's JSON, edited as text. */
const hasTypeSettings = (o: DraftOption) =>
  o.type === "date" ||
  o.type === "range_slider" ||
  o.type === "matrix" ||
  o.type === "colour_picker" ||
  isGeoType(o.type) ||
  o.type === "file_upload";

export function OptionCard({
  option,
  index,
  count,
  errors,
  images = [],
  onDrop,
}: {
  option: DraftOption;
  index: number;
  count: number;
  errors: DraftErrors;
  images?: BuilderImage[];
  onDrop: (from: number, to: number) => void;
}) {
  const p = `o.${index}.`;
  const title = t.options.option(index + 1, option.label);
  const name = option.label || t.options.option(index + 1, "");
  const [over, setOver] = useState(false);
  return (
    <fieldset
      className={`admin-card builder-option${over ? " builder-option--over" : ""}`}
      id={idOf(`o.${index}`)}
      data-option-index={index}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes("application/x-builder-option")) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        setOver(false);
        const from = Number(e.dataTransfer.getData("application/x-builder-option"));
        if (Number.isInteger(from)) {
          e.preventDefault();
          onDrop(from, index);
        }
      }}
    >
      <legend id={`${idOf(`o.${index}`)}-title`} tabIndex={-1}>
        {title}
      </legend>
      <div className="builder-toolbar">
        <span
          className="builder-handle"
          draggable
          title={t.options.dragHandle(name)}
          aria-hidden="true"
          data-drag-handle={index}
          onDragStart={(e) => {
            e.dataTransfer.setData("application/x-builder-option", String(index));
            e.dataTransfer.effectAllowed = "move";
          }}
        >
          ⠿
        </span>
        <IntentButton
          intent={`move-up:${index}`}
          id={`${idOf(`o.${index}`)}-up`}
          label={t.options.upLabel(name)}
          disabled={index === 0}
        >
          {t.options.up}
        </IntentButton>
        <IntentButton
          intent={`move-down:${index}`}
          id={`${idOf(`o.${index}`)}-down`}
          label={t.options.downLabel(name)}
          disabled={index === count - 1}
        >
          {t.options.down}
        </IntentButton>
        <IntentButton intent={`duplicate:${index}`}>{t.options.duplicate}</IntentButton>
        <IntentButton intent={`remove:${index}`}>{t.options.remove}</IntentButton>
      </div>
      {hasTypeSettings(option) && !hasTypeFields(option.type) ? null : (
        <input type="hidden" name={`${p}extra`} value={option.extra} />
      )}
      {errors[`${p}extra`] && (!hasTypeSettings(option) || hasTypeFields(option.type)) ? (
        <p className="field-error">{errors[`${p}extra`]}</p>
      ) : null}
      <div className="builder-grid">
        <div className="builder-field">
          <label htmlFor={idOf(`${p}type`)} className="field-label">
            {t.options.type}
          </label>
          <select
            id={idOf(`${p}type`)}
            name={`${p}type`}
            defaultValue={option.type}
            className="field-input"
            aria-describedby={`${idOf(`${p}type`)}-help`}
            data-refresh
          >
            {OPTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t.types[type]}
              </option>
            ))}
          </select>
          <p id={`${idOf(`${p}type`)}-help`} className="field-help">
            {t.options.typeHelp}
          </p>
        </div>
        <TextField name={`${p}label`} label={t.options.label} value={option.label} errors={errors} />
        <TextField
          name={`${p}slug`}
          label={t.options.slug}
          value={option.slug}
          errors={errors}
          mono
          help={
            option.type === "dynamic_notice" ? undefined : t.options.slugHelp(fieldName(option.slug || "…"))
          }
        />
        <TextField
          name={`${p}cartLabel`}
          label={t.options.cartLabel}
          value={option.cartLabel}
          errors={errors}
        />
        <TextField name={`${p}helpText`} label={t.options.helpText} value={option.helpText} errors={errors} />
        {option.type === "text_input" ||
        option.type === "number" ||
        option.type === "textarea" ||
        isGeoType(option.type) ? (
          <TextField
            name={`${p}placeholder`}
            label={t.options.placeholder}
            value={option.placeholder}
            errors={errors}
          />
        ) : null}
        {option.type === "radio" ? (
          <div className="builder-field">
            <label htmlFor={idOf(`${p}variant`)} className="field-label">
              {t.options.variant}
            </label>
            <select
              id={idOf(`${p}variant`)}
              name={`${p}variant`}
              defaultValue={option.variant}
              className="field-input"
              data-refresh
            >
              {(["text", "image", "colour"] as const).map((v) => (
                <option key={v} value={v}>
                  {t.options.variants[v]}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {option.type === "dynamic_notice" ? (
          <TextField name={`${p}text`} label={t.options.text} value={option.text} errors={errors} multiline />
        ) : null}
      </div>
      <div className="builder-row">
        {option.type === "dynamic_notice" ? null : (
          <CheckField name={`${p}required`} label={t.options.required} checked={option.required} />
        )}
        {option.type === "text_input" ? (
          <CheckField name={`${p}numeric`} label={t.options.numeric} checked={option.numeric} />
        ) : null}
      </div>
      {isSized(option) ? (
        <div className="builder-grid builder-grid--3">
          <TextField
            name={`${p}min`}
            label={t.options.min}
            value={option.min}
            errors={errors}
            inputMode="decimal"
          />
          <TextField
            name={`${p}max`}
            label={t.options.max}
            value={option.max}
            errors={errors}
            inputMode="decimal"
          />
          <TextField
            name={`${p}step`}
            label={t.options.step}
            value={option.step}
            errors={errors}
            inputMode="decimal"
          />
        </div>
      ) : null}
      <TypeSettingsFields option={option} index={index} errors={errors} />
      {hasTypeSettings(option) && !hasTypeFields(option.type) ? (
        <div className="builder-field">
          <label htmlFor={idOf(`${p}extra`)} className="field-label">
            {t.typeSettings.label}
          </label>
          <textarea
            id={idOf(`${p}extra`)}
            name={`${p}extra`}
            defaultValue={option.extra}
            rows={6}
            className="field-input mono"
            aria-describedby={`${idOf(`${p}extra`)}-help${errors[`${p}extra`] ? ` ${idOf(`${p}extra`)}-error` : ""}`}
            aria-invalid={errors[`${p}extra`] ? true : undefined}
          />
          <p id={`${idOf(`${p}extra`)}-help`} className="field-help">
            {option.type === "colour_picker"
              ? colourOfficeMessages.builder.typeHelp
              : t.typeSettings.help[option.type as keyof typeof t.typeSettings.help]}
          </p>
          {errors[`${p}extra`] ? (
            <p id={`${idOf(`${p}extra`)}-error`} className="field-error" data-error-for={`${p}extra`}>
              {errors[`${p}extra`]}
            </p>
          ) : null}
        </div>
      ) : null}
      {isChoice(option) ? <Suboptions option={option} index={index} errors={errors} images={images} /> : null}
      <ValidationChecks option={option} index={index} errors={errors} />
      <Visibility option={option} index={index} errors={errors} />
    </fieldset>
  );
}

function Suboptions({
  option,
  index,
  errors,
  images,
}: {
  option: DraftOption;
  index: number;
  errors: DraftErrors;
  images: BuilderImage[];
}) {
  const p = `o.${index}.`;
  return (
    <fieldset className="builder-sub">
      <legend>{t.suboptions.heading}</legend>
      {errors[`${p}suboptions`] ? <p className="field-error">{errors[`${p}suboptions`]}</p> : null}
      {option.suboptions.map((s, k) => {
        const q = `${p}s.${k}.`;
        return (
          <fieldset key={`${q}${s.slug}`} className="builder-suboption">
            <legend className="sr-only">{t.suboptions.n(k + 1)}</legend>
            <TextField name={`${q}label`} label={t.suboptions.label} value={s.label} errors={errors} />
            <TextField name={`${q}slug`} label={t.suboptions.slug} value={s.slug} errors={errors} mono />
            <TextField
              name={`${q}rate`}
              label={t.suboptions.rate}
              value={s.rate}
              errors={errors}
              inputMode="decimal"
            />
            <TextField name={`${q}image`} label={t.suboptions.image} value={s.image} errors={errors} mono />
            {/* colour: the suboption's other settings (designerProductId …) as JSON. */}
            <TextField
              name={`${q}extra`}
              label={colourOfficeMessages.builder.suboptionExtra}
              value={s.extra}
              errors={errors}
              mono
            />
            {option.type === "radio" && option.variant === "colour" ? (
              <TextField
                name={`${q}colour`}
                label={t.suboptions.colour}
                value={s.colour}
                errors={errors}
                mono
              />
            ) : null}
            <GalleryImageField
              name={`${q}galleryImage`}
              value={s.galleryImage}
              images={images}
              errors={errors}
            />
            <CheckField name={`${q}default`} label={t.suboptions.default} checked={s.default} />
            <IntentButton
              intent={`remove-suboption:${index}:${k}`}
              label={`${t.suboptions.remove}: ${s.label || t.suboptions.n(k + 1)}`}
            >
              {t.suboptions.remove}
            </IntentButton>
          </fieldset>
        );
      })}
      <IntentButton intent={`add-suboption:${index}`}>{t.suboptions.add}</IntentButton>
    </fieldset>
  );
}

function Visibility({ option, index, errors }: { option: DraftOption; index: number; errors: DraftErrors }) {
  const p = `o.${index}.`;
  return (
    <fieldset className="builder-sub">
      <legend>{t.visibility.heading}</legend>
      {option.conditions.length === 0 ? <p className="field-help">{t.visibility.help}</p> : null}
      {errors[`${p}conditions`] ? <p className="field-error">{errors[`${p}conditions`]}</p> : null}
      {option.conditions.length > 1 ? (
        <div className="builder-field">
          <label htmlFor={idOf(`${p}match`)} className="field-label">
            {t.visibility.match}
          </label>
          <select
            id={idOf(`${p}match`)}
            name={`${p}match`}
            defaultValue={option.match}
            className="field-input"
          >
            <option value="all">{t.visibility.all}</option>
            <option value="any">{t.visibility.any}</option>
          </select>
        </div>
      ) : (
        <input type="hidden" name={`${p}match`} value={option.match} />
      )}
      {option.conditions.map((c, k) => {
        const q = `${p}c.${k}.`;
        return (
          <fieldset key={q} className="builder-condition">
            <legend className="sr-only">{t.visibility.n(k + 1)}</legend>
            <TextField name={`${q}field`} label={t.visibility.field} value={c.field} errors={errors} mono />
            <div className="builder-field">
              <label htmlFor={idOf(`${q}op`)} className="field-label">
                {t.visibility.op}
              </label>
              <select id={idOf(`${q}op`)} name={`${q}op`} defaultValue={c.op} className="field-input">
                {VISIBILITY_OPS.map((op) => (
                  <option key={op} value={op}>
                    {t.visibility.ops[op]}
                  </option>
                ))}
              </select>
            </div>
            <TextField
              name={`${q}value`}
              label={t.visibility.value}
              value={c.value}
              errors={errors}
              help={t.visibility.valueHelp}
            />
            <IntentButton intent={`remove-condition:${index}:${k}`}>{t.visibility.remove}</IntentButton>
          </fieldset>
        );
      })}
      <IntentButton intent={`add-condition:${index}`}>{t.visibility.add}</IntentButton>
    </fieldset>
  );
}
