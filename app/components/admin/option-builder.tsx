import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { Form, useFetcher, useSubmit } from "react-router";
import { OptionField } from "~/components/storefront/configurator/option-field";
import { nl } from "~/i18n/nl";
import type { DraftCheck, FormCheck, TestValues } from "~/modules/configurator/builder-check";
import type { Draft, DraftErrors, DraftOption, FormulaVariable } from "~/modules/configurator/builder-form";
import { OPTION_TYPES } from "~/modules/configurator/option-types";
import { fieldName, type OptionDefinition, VISIBILITY_OPS } from "~/modules/configurator/options.schema";
import { hiddenOptions } from "~/modules/configurator/visibility";
import { formatMoney } from "~/utils/format-money";
import "./option-builder.css";

const t = nl.adminBuilder;
const LIVE_CHECK_DELAY_MS = 400;

/** A form field name (`o.0.label`) as an element id (`o-0-label`). */
const idOf = (name: string) => `b-${name.replaceAll(".", "-")}`;

interface FieldProps {
  name: string;
  label: string;
  value: string;
  errors: DraftErrors;
  help?: ReactNode;
  multiline?: boolean;
  mono?: boolean;
  inputMode?: "decimal" | "text";
  required?: boolean;
}

function TextField({ name, label, value, errors, help, multiline, mono, inputMode, required }: FieldProps) {
  const id = idOf(name);
  const error = errors[name];
  const describedBy =
    [error ? `${id}-error` : "", help ? `${id}-help` : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    defaultValue: value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: `field-input${mono ? " builder-mono" : ""}`,
    required,
  };
  return (
    <div className="builder-field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={2} spellCheck={false} data-formula={mono ? "" : undefined} />
      ) : (
        <input {...common} type="text" inputMode={inputMode} autoComplete="off" />
      )}
      {help ? (
        <p id={`${id}-help`} className="field-help">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" data-error-for={name}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function CheckField({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <div className="admin-checkbox">
      <input type="checkbox" id={idOf(name)} name={name} defaultChecked={checked} />
      <label htmlFor={idOf(name)}>{label}</label>
    </div>
  );
}

function IntentButton({
  intent,
  children,
  label,
  disabled,
  id,
}: {
  intent: string;
  children: ReactNode;
  label?: string;
  disabled?: boolean;
  id?: string;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className="btn btn-light builder-small"
      aria-label={label}
      disabled={disabled}
      id={id}
      formNoValidate
    >
      {children}
    </button>
  );
}

const isChoice = (o: DraftOption) => o.type === "select" || o.type === "radio" || o.type === "checkbox";
const isSized = (o: DraftOption) => o.type === "text_input" || o.type === "number";

function OptionCard({
  option,
  index,
  count,
  errors,
  onDrop,
}: {
  option: DraftOption;
  index: number;
  count: number;
  errors: DraftErrors;
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
      <input type="hidden" name={`${p}extra`} value={option.extra} />
      {errors[`${p}extra`] ? <p className="field-error">{errors[`${p}extra`]}</p> : null}
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
        {option.type === "text_input" || option.type === "number" || option.type === "textarea" ? (
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
      {isChoice(option) ? <Suboptions option={option} index={index} errors={errors} /> : null}
      <Visibility option={option} index={index} errors={errors} />
    </fieldset>
  );
}

function Suboptions({ option, index, errors }: { option: DraftOption; index: number; errors: DraftErrors }) {
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
            <input type="hidden" name={`${q}extra`} value={s.extra} />
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
            {option.type === "radio" && option.variant === "colour" ? (
              <TextField
                name={`${q}colour`}
                label={t.suboptions.colour}
                value={s.colour}
                errors={errors}
                mono
              />
            ) : null}
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

/** The formula field last focused (the main formula when none was): where "Invoegen" puts a variable. */
function insertIntoFormula(form: HTMLFormElement | null, last: HTMLTextAreaElement | null, text: string) {
  // After an intent the form is drawn anew: a field of the old form is no longer in the page.
  const field = last?.isConnected
    ? last
    : (form?.elements.namedItem("mainFormula") as HTMLTextAreaElement | null);
  if (!field) return;
  field.focus();
  field.setRangeText(text, field.selectionStart, field.selectionEnd, "end");
  // The live check listens for input events.
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

function VariableList({
  variables,
  onInsert,
}: {
  variables: FormulaVariable[];
  /** Set once JS runs: inserts a variable into the formula field last used. */
  onInsert?: (token: string) => void;
}) {
  return (
    <section className="builder-variables" aria-labelledby="builder-variables-title">
      <h3 id="builder-variables-title" className="builder-h3">
        {t.variables.heading}
      </h3>
      <ul>
        {variables.map((v) => (
          <li key={v.name}>
            <code>{`{${v.name}}`}</code>{" "}
            {onInsert ? (
              <button
                type="button"
                className="admin-link-button"
                aria-label={t.variables.insertLabel(v.name)}
                onClick={() => onInsert(`{${v.name}}`)}
              >
                {t.variables.insert}
              </button>
            ) : null}{" "}
            <span>
              {v.kind === "base"
                ? t.variables.base
                : v.kind === "derived"
                  ? t.variables.derived(v.source)
                  : t.variables[v.kind](v.source)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TestConfiguration({
  draft,
  test,
  errors,
}: {
  draft: Draft;
  test: TestValues;
  errors: Record<string, string>;
}) {
  const options = draft.options.filter((o) => o.type !== "dynamic_notice" && o.slug);
  if (!options.length) return null;
  return (
    <fieldset className="builder-sub">
      <legend>{t.check.testHeading}</legend>
      <div className="builder-grid">
        {options.map((o) => {
          const name = fieldName(o.slug);
          const id = `test-${name}`;
          const value = test[name];
          const label = o.label || o.slug;
          const error = errors[name];
          const invalid = error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
          let control: ReactNode;
          if (o.type === "checkbox") {
            const list = Array.isArray(value) ? value : [];
            control = (
              <fieldset>
                <legend className="field-label">{label}</legend>
                {o.suboptions.map((s) => (
                  <div className="admin-checkbox" key={s.slug}>
                    <input
                      type="checkbox"
                      id={`${id}-${s.slug}`}
                      name={`test.${name}`}
                      value={s.slug}
                      defaultChecked={list.includes(s.slug)}
                    />
                    <label htmlFor={`${id}-${s.slug}`}>{s.label || s.slug}</label>
                  </div>
                ))}
              </fieldset>
            );
          } else if (o.type === "select" || o.type === "radio") {
            control = (
              <>
                <label htmlFor={id} className="field-label">
                  {label}
                </label>
                <select
                  id={id}
                  name={`test.${name}`}
                  defaultValue={typeof value === "string" ? value : ""}
                  className="field-input"
                  {...invalid}
                >
                  <option value="">{nl.configurator.choose}</option>
                  {o.suboptions.map((s) => (
                    <option key={s.slug} value={s.slug}>
                      {s.label || s.slug}
                    </option>
                  ))}
                </select>
              </>
            );
          } else {
            control = (
              <>
                <label htmlFor={id} className="field-label">
                  {label}
                </label>
                <input
                  id={id}
                  name={`test.${name}`}
                  type="text"
                  defaultValue={typeof value === "string" ? value : ""}
                  className="field-input"
                  autoComplete="off"
                  {...invalid}
                />
              </>
            );
          }
          return (
            <div className="builder-field" key={name}>
              {control}
              {error ? (
                <p id={`${id}-error`} className="field-error">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

function CheckReport({ check, running }: { check: DraftCheck | null; running: boolean }) {
  const test = check?.test;
  return (
    <div className="builder-report" id="builder-report" aria-live="polite" aria-busy={running || undefined}>
      {running ? <p className="field-help">{t.check.running}</p> : null}
      {check && !check.ok ? (
        <div className="admin-notice admin-notice--error">
          <p>{t.check.failed}</p>
          <ul>
            {Object.entries(check.errors).map(([field, message]) => (
              <li key={field}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {check?.ok ? (
        <div className="admin-notice admin-notice--success">
          <p>{t.check.ok}</p>
        </div>
      ) : null}
      {test && !test.ok && !test.error ? (
        <div className="admin-notice admin-notice--warning">
          <p>{t.check.invalidTest}</p>
          <ul>
            {Object.entries(test.fieldErrors).map(([field, message]) => (
              <li key={field}>
                <code>{field}</code>: {message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {test?.ok ? (
        <div className="builder-price" data-testid="test-price">
          <p className="builder-price__amount">
            {t.check.price(formatMoney(test.inclCents), formatMoney(test.exclCents))}
          </p>
          <ul>
            <li>{test.ruleIndex === undefined ? t.check.main : t.check.rule(test.ruleIndex + 1)}</li>
            {test.minPriceApplied ? <li>{t.check.minApplied}</li> : null}
            {test.disabled ? (
              <li>{test.disabledReason === "max_price" ? t.check.disabledMax : t.check.disabled}</li>
            ) : null}
          </ul>
          <table className="admin-table admin-table--dense builder-breakdown">
            <caption>{t.check.breakdown}</caption>
            <thead>
              <tr>
                <th scope="col">{t.check.variable}</th>
                <th scope="col">{t.check.value}</th>
              </tr>
            </thead>
            <tbody>
              {test.variables.map((v) => (
                <tr key={v.name}>
                  <td>
                    <code>{`{${v.name}}`}</code>
                  </td>
                  <td>{v.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

/** The storefront's option widgets for a definition, as a shopper sees them; nothing is submitted. */
export function FormPreview({ definition }: { definition: OptionDefinition | undefined }) {
  const [values, setValues] = useState<Record<string, string | string[]>>({});
  const hidden = useMemo(
    () => (definition ? hiddenOptions(definition, values) : new Set<string>()),
    [definition, values],
  );
  return (
    <section className="admin-card builder-preview" aria-labelledby="builder-preview-title">
      <h2 id="builder-preview-title" className="admin-card__title">
        {t.preview.heading}
      </h2>
      <p className="field-help">{t.preview.help}</p>
      {definition?.options.length ? (
        <div className="configurator" data-testid="form-preview">
          {definition.options
            .filter((o) => !hidden.has(o.slug))
            .map((o) => (
              <OptionField
                key={o.slug}
                option={o}
                value={values[fieldName(o.slug)]}
                onChange={(v) => setValues((prev) => ({ ...prev, [fieldName(o.slug)]: v }))}
                onBlur={() => {}}
              />
            ))}
        </div>
      ) : (
        <p>{t.preview.none}</p>
      )}
    </section>
  );
}

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
}: {
  state: BuilderState;
  checkUrl: string;
  csrf: string;
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
        <input type="hidden" name="extra" value={draft.extra} />
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
