import { lazy, Suspense, useEffect, useState } from "react";
import { colourMessages as c } from "~/i18n/nl.colour";
import { normaliseColour } from "~/modules/configurator/colour-values";
import { displayLabel, fieldName } from "~/modules/configurator/options";
import type { ColourPickerOption } from "~/modules/configurator/options.schema";

/**
 * The colour picker (spec §2.5, issue 13 point 4): a hex text field named `uni_cpo_{slug}` that works without
 * JavaScript; with it, a swatch shows the current colour, "Kies kleur" opens react-colorful (a chunk of its own,
 * fetched on first open), "Standaard" returns to the option's default colour and "Wissen" empties the field.
 * A typed colour counts once it is a whole hex colour.
 */

const Picker = lazy(() => import("./colour-popover"));

interface Props {
  option: ColourPickerOption;
  value: string;
  help: React.ReactNode;
  errorText: React.ReactNode;
  describedBy?: string;
  invalid: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export function ColourField({
  option,
  value,
  help,
  errorText,
  describedBy,
  invalid,
  onChange,
  onBlur,
}: Props) {
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState(value);
  const name = fieldName(option.slug);
  useEffect(() => setHydrated(true), []);
  // A change from outside (picker, buttons, the form's reset) shows in the text field.
  useEffect(() => setTyped(value), [value]);
  useEffect(() => {
    // The form's reset (spec §4.4) also closes the picker.
    const form = document.getElementById(name)?.closest("form");
    const close = () => setOpen(false);
    form?.addEventListener("reset", close);
    return () => form?.removeEventListener("reset", close);
  }, [name]);

  // A half-typed colour waits for the blur; an empty or whole one counts at once.
  function type(text: string) {
    setTyped(text);
    const colour = text.trim() === "" ? "" : normaliseColour(text);
    if (colour !== null) onChange(colour);
  }
  function blur() {
    if (typed.trim() !== "" && normaliseColour(typed) === null) onChange(typed);
    onBlur();
  }

  return (
    <fieldset className="field field-colour" data-field={name} aria-describedby={describedBy}>
      <legend className="field-label">
        {displayLabel(option.label)}
        {option.required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className="colour-row">
        {hydrated ? (
          <span className="colour-current" data-colour={value || undefined}>
            <span className="swatch" style={{ background: value || "transparent" }} aria-hidden="true" />
            <span>
              {c.picker.current}: {value ? value.toUpperCase() : c.picker.none}
            </span>
          </span>
        ) : null}
        <label className="typed-input">
          <span className={hydrated ? "sr-only" : undefined}>{c.picker.hexLabel}</span>
          <input
            id={name}
            name={name}
            type="text"
            value={typed}
            onChange={(e) => type(e.target.value)}
            onBlur={blur}
            placeholder="#rrggbb"
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            className="field-input mono colour-hex"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          />
        </label>
      </div>
      {hydrated ? (
        <div className="colour-actions">
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
          >
            {c.picker.choose}
          </button>
          {option.defaultColour ? (
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => onChange(option.defaultColour as string)}
              disabled={value === option.defaultColour}
            >
              {c.picker.reset}
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => onChange("")}
            disabled={!value}
          >
            {c.picker.clear}
          </button>
        </div>
      ) : null}
      {open ? (
        <Suspense fallback={<p className="field-help">{c.picker.loading}</p>}>
          <Picker
            colour={normaliseColour(value) ?? option.defaultColour ?? "#ffffff"}
            onChange={onChange}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
      {help}
      {errorText}
    </fieldset>
  );
}
