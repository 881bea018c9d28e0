import { nl } from "~/i18n/nl";
import { boundsOf, checkRulesFor } from "~/modules/configurator/builder-checks";
import type { DraftErrors, DraftOption } from "~/modules/configurator/builder-draft";
import { idOf, TextField } from "./builder-fields";

const t = nl.adminBuilder.checks;

/**
 * The option's validation rules (decision 026): one row per picked rule (a rule select and its bounds) plus an
 * empty row to add one; choosing "Geen regel" removes a row. Plain form fields in a <details>, so it works
 * without JavaScript.
 */
export function ValidationChecks({
  option,
  index,
  errors,
}: {
  option: DraftOption;
  index: number;
  errors: DraftErrors;
}) {
  const rules = checkRulesFor(option.type, option.numeric);
  if (rules.length === 0) return null;
  const p = `o.${index}.`;
  const rows = [...option.checks, { rule: "", a: "", b: "" }];
  const hasError = Object.keys(errors).some((k) => k.startsWith(`${p}v.`));
  // Folded while the option has no rules, so a card stays short; a native <details> opens without JavaScript.
  return (
    <details className="builder-sub" data-checks={index} open={option.checks.length > 0 || hasError}>
      <summary>{t.summary(option.checks.length)}</summary>
      <p className="field-help">{t.help}</p>
      <p className="field-help">{t.boundsHelp}</p>
      {rows.map((c, k) => {
        const q = `${p}v.${k}.`;
        const error = errors[`${q}rule`];
        const bounds = boundsOf(c.rule);
        return (
          <fieldset key={`${q}${c.rule}`} className="builder-condition">
            <legend className="sr-only">{t.n(k + 1)}</legend>
            <div className="builder-field">
              <label htmlFor={idOf(`${q}rule`)} className="field-label">
                {t.rule}
              </label>
              <select
                id={idOf(`${q}rule`)}
                name={`${q}rule`}
                defaultValue={c.rule}
                className="field-input"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${idOf(`${q}rule`)}-error` : undefined}
              >
                <option value="">{t.none}</option>
                {rules.map((rule) => (
                  <option key={rule} value={rule}>
                    {t.rules[rule]}
                  </option>
                ))}
                {c.rule && !rules.includes(c.rule) ? <option value={c.rule}>{c.rule}</option> : null}
              </select>
              {error ? (
                <p id={`${idOf(`${q}rule`)}-error`} className="field-error" data-error-for={`${q}rule`}>
                  {error}
                </p>
              ) : null}
            </div>
            {c.rule === "" || bounds.a ? (
              <TextField name={`${q}a`} label={t.a} value={c.a} errors={errors} mono />
            ) : (
              <input type="hidden" name={`${q}a`} value="" />
            )}
            {c.rule === "" || bounds.b ? (
              <TextField name={`${q}b`} label={t.b} value={c.b} errors={errors} inputMode="decimal" />
            ) : null}
          </fieldset>
        );
      })}
    </details>
  );
}
