import { useEffect, useRef, useState } from "react";
import { Form, useFetcher, useSubmit } from "react-router";
import { nl } from "~/i18n/nl";
import { colourOfficeMessages } from "~/i18n/nl.colour";
import type { DraftCheck, FormCheck, TestValues } from "~/modules/configurator/builder-check";
import type { FormulaVariable } from "~/modules/configurator/builder-definition";
import type { Draft, DraftErrors } from "~/modules/configurator/builder-draft";
import { OPTION_TYPES } from "~/modules/configurator/option-types";
import {
  CheckReport,
  FormPreview,
  insertIntoFormula,
  TestConfiguration,
  VariableList,
} from "./builder-check-panel";
import { CheckField, IntentButton, TextField } from "./builder-fields";
import { type BuilderImage, OptionCard } from "./builder-option-card";
import "./option-builder.css";

const t = nl.adminBuilder;
const LIVE_CHECK_DELAY_MS = 400;

export interface BuilderState {
  draft: Draft;
  errors: DraftErrors;
  check: DraftCheck | null;
  test: TestValues;
  variables: FormulaVariable[];
  /** Changes after every answer, so the uncontrolled inputs take the new draft. */
  rev: string;
  /** The element to focus after an intent (the moved option's button …). */
  focusId?: string;
  announce?: string;
}

/**
 * The option builder: one plain form whose fields are the whole draft. Every button posts an intent
 * (`add-option`, `move-up:2`, `save` …) to the page's action, which answers with the new draft, so it works the
 * same without JS. With JS, changes are checked live (debounced: a background `check` post to `checkUrl`, the
 * page's own action), and options can be dragged.
 */
export function OptionBuilder({
  state,
  checkUrl,
  csrf,
  images = [],
}: {
  state: BuilderState;
  checkUrl: string;
  csrf: string;
  /** The product's images, which a suboption may show as an image changer. */
  images?: BuilderImage[];
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const live = useFetcher<FormCheck>();
  const submit = useSubmit();
  const [liveRev, setLiveRev] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { draft, rev } = state;
  const liveData = liveRev === rev ? live.data : undefined;
  const check = liveData?.check ?? state.check;
  const errors = liveData ? liveData.check.errors : state.errors;
  const variables = liveData?.variables ?? state.variables;
  const testErrors = check?.test && !check.test.ok ? check.test.fieldErrors : {};

  useEffect(() => {
    if (!state.focusId) return;
    const el = document.getElementById(state.focusId) as HTMLButtonElement | null;
    if (el && !el.disabled) el.focus();
    else {
      const other = state.focusId.endsWith("-up")
        ? state.focusId.replace(/-up$/, "-down")
        : state.focusId.replace(/-down$/, "-up");
      (
        document.getElementById(other) ??
        document.getElementById(`${state.focusId.replace(/-(up|down)$/, "")}-title`)
      )?.focus();
    }
  }, [state.focusId]);

  const [hydrated, setHydrated] = useState(false);
  const lastFormula = useRef<HTMLTextAreaElement | null>(null);
  useEffect(() => {
    setHydrated(true);
    return () => clearTimeout(timer.current);
  }, []);

  const scheduleCheck = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!formRef.current) return;
      setLiveRev(rev);
      const data = new FormData(formRef.current);
      data.set("intent", "check");
      live.submit(data, { method: "post", action: checkUrl });
    }, LIVE_CHECK_DELAY_MS);
  };

  const submitIntent = (intent: string) => {
    clearTimeout(timer.current);
    if (!formRef.current) return;
    const data = new FormData(formRef.current);
    data.set("intent", intent);
    submit(data, { method: "post", preventScrollReset: true });
  };

  return (
    <>
      <Form
        method="post"
        ref={formRef}
        className="builder"
        data-hydrated={hydrated ? "true" : undefined}
        preventScrollReset
        key={rev}
        onInput={scheduleCheck}
        // A posted intent (save, add, move …) answers with the whole draft: a live check still waiting would
        // land during that navigation and, as a check, keep this route's loader from reloading.
        onSubmit={() => clearTimeout(timer.current)}
        onFocus={(e) => {
          if (e.target instanceof HTMLTextAreaElement && e.target.hasAttribute("data-formula"))
            lastFormula.current = e.target;
        }}
        onChange={(e) => {
          if ((e.target as HTMLElement).hasAttribute("data-refresh")) submitIntent("check");
        }}
      >
        {/* Enter in a field checks the draft; it must never press the first intent button of the form. */}
        <button type="submit" name="intent" value="check" hidden tabIndex={-1}>
          {t.check.button}
        </button>
        <input type="hidden" name="_csrf" value={csrf} />
        <div className="builder-field">
          {/* colour: the product's other settings (layers of the preview image …) as JSON. */}
          <label htmlFor="builder-extra" className="field-label">
            {colourOfficeMessages.builder.definitionExtra}
          </label>
          <textarea
            id="builder-extra"
            name="extra"
            defaultValue={draft.extra}
            rows={4}
            className="field-input mono"
            aria-describedby="builder-extra-help"
            aria-invalid={errors.extra ? true : undefined}
          />
          <p id="builder-extra-help" className="field-help">
            {colourOfficeMessages.builder.definitionExtraHelp}
          </p>
          {errors.extra ? <p className="field-error">{errors.extra}</p> : null}
        </div>
        <p className="sr-only" role="status">
          {state.announce ?? ""}
        </p>

        <section className="admin-card" aria-labelledby="builder-options-title">
          <h2 id="builder-options-title" className="admin-card__title">
            {t.options.heading}
          </h2>
          {draft.options.length === 0 ? <p>{t.options.none}</p> : null}
          {draft.options.map((o, i) => (
            <OptionCard
              key={`${i}-${o.slug}`}
              option={o}
              index={i}
              count={draft.options.length}
              errors={errors}
              images={images}
              onDrop={(from, to) => from !== to && submitIntent(`move:${from}:${to}`)}
            />
          ))}
          <div className="builder-add">
            <div className="builder-field">
              <label htmlFor="b-newType" className="field-label">
                {t.options.newType}
              </label>
              <select id="b-newType" name="newType" className="field-input" defaultValue="text_input">
                {OPTION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t.types[type]}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="submit"
              name="intent"
              value="add-option"
              className="btn btn-secondary"
              formNoValidate
            >
              {t.options.add}
            </button>
          </div>
        </section>

        <section className="admin-card" aria-labelledby="builder-price-title">
          <h2 id="builder-price-title" className="admin-card__title">
            {t.price.heading}
          </h2>
          <div className="builder-formula-layout">
            <div className="builder-formulas">
              <TextField
                name="basePrice"
                label={t.price.basePrice}
                value={draft.basePrice}
                errors={errors}
                help={t.price.basePriceHelp}
                inputMode="decimal"
              />
              <TextField
                name="mainFormula"
                label={t.price.formula}
                value={draft.mainFormula}
                errors={errors}
                help={t.price.formulaHelp}
                multiline
                mono
              />
              <div className="builder-grid">
                <TextField
                  name="minPrice"
                  label={t.price.minPrice}
                  value={draft.minPrice}
                  errors={errors}
                  inputMode="decimal"
                />
                <TextField
                  name="maxPrice"
                  label={t.price.maxPrice}
                  value={draft.maxPrice}
                  errors={errors}
                  inputMode="decimal"
                  help={t.price.maxPriceHelp}
                />
              </div>

              <fieldset className="builder-sub">
                <legend>{t.derived.heading}</legend>
                <p className="field-help">{t.derived.help}</p>
                {draft.derived.map((d, i) => (
                  <fieldset key={`d${i}`} className="builder-condition">
                    <legend className="sr-only">{t.derived.n(i + 1)}</legend>
                    <TextField
                      name={`d.${i}.slug`}
                      label={t.derived.slug}
                      value={d.slug}
                      errors={errors}
                      mono
                    />
                    <TextField
                      name={`d.${i}.formula`}
                      label={t.derived.formula}
                      value={d.formula}
                      errors={errors}
                      multiline
                      mono
                    />
                    <IntentButton intent={`remove-derived:${i}`} label={`${t.derived.remove} ${i + 1}`}>
                      {t.derived.remove}
                    </IntentButton>
                  </fieldset>
                ))}
                <IntentButton intent="add-derived">{t.derived.add}</IntentButton>
              </fieldset>

              <fieldset className="builder-sub">
                <legend>{t.rules.heading}</legend>
                <p className="field-help">{t.rules.help}</p>
                {draft.rules.map((r, i) => (
                  <fieldset key={`r${i}`} className="builder-condition">
                    <legend>{t.rules.n(i + 1)}</legend>
                    <TextField
                      name={`r.${i}.condition`}
                      label={t.rules.condition}
                      value={r.condition}
                      errors={errors}
                      multiline
                      mono
                    />
                    <TextField
                      name={`r.${i}.formula`}
                      label={t.rules.formula}
                      value={r.formula}
                      errors={errors}
                      multiline
                      mono
                    />
                    <CheckField name={`r.${i}.disable`} label={t.rules.disable} checked={r.disable} />
                    <IntentButton intent={`remove-rule:${i}`} label={`${t.rules.remove} ${i + 1}`}>
                      {t.rules.remove}
                    </IntentButton>
                  </fieldset>
                ))}
                <IntentButton intent="add-rule">{t.rules.add}</IntentButton>
              </fieldset>
            </div>
            <VariableList
              variables={variables}
              onInsert={
                hydrated
                  ? (token) => insertIntoFormula(formRef.current, lastFormula.current, token)
                  : undefined
              }
            />
          </div>
        </section>

        <section className="admin-card" aria-labelledby="builder-check-title">
          <h2 id="builder-check-title" className="admin-card__title">
            {t.check.heading}
          </h2>
          <TestConfiguration draft={draft} test={state.test} errors={testErrors} />
          <div>
            <button type="submit" name="intent" value="check" className="btn btn-secondary" formNoValidate>
              {t.check.button}
            </button>
          </div>
          <CheckReport check={check} running={live.state !== "idle"} />
        </section>

        <section className="admin-card" aria-labelledby="builder-save-title">
          <h2 id="builder-save-title" className="sr-only">
            {t.save.button}
          </h2>
          <TextField name="note" label={t.save.note} value={draft.note} errors={errors} />
          <div>
            <button type="submit" name="intent" value="save" className="btn btn-primary">
              {t.save.button}
            </button>
          </div>
        </section>
      </Form>
      <FormPreview definition={check?.definition} />
    </>
  );
}
