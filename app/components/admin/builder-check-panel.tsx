import { type ReactNode, useMemo, useState } from "react";
import { OptionField } from "~/components/storefront/configurator/option-field";
import { nl } from "~/i18n/nl";
import type { DraftCheck, TestValues } from "~/modules/configurator/builder-check";
import type { FormulaVariable } from "~/modules/configurator/builder-definition";
import type { Draft } from "~/modules/configurator/builder-draft";
import { fieldName, type OptionDefinition } from "~/modules/configurator/options.schema";
import { hiddenOptions } from "~/modules/configurator/visibility";
import { formatMoney } from "~/utils/format-money";

const t = nl.adminBuilder;

/** The formula field last focused (the main formula when none was): where "Invoegen" puts a variable. */
export function insertIntoFormula(
  form: HTMLFormElement | null,
  last: HTMLTextAreaElement | null,
  text: string,
) {
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

export function VariableList({
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

export function TestConfiguration({
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

export function CheckReport({ check, running }: { check: DraftCheck | null; running: boolean }) {
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
                values={values}
                onPatch={(patch) => setValues((prev) => ({ ...prev, ...patch }))}
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
