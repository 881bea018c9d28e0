import type { ReactNode } from "react";
import { Checkbox, FieldError } from "~/components/admin/fields";
import { TextField } from "~/components/admin/text-field";
import { popupAdminMessages } from "~/i18n/nl.admin-popups";
import { COOKIE_EVENTS, MAX_ROWS, TRIGGER_TYPES } from "~/modules/marketing/popup-admin-lists";

const f = popupAdminMessages.edit.fields;
const r = popupAdminMessages.edit.rows;

type Values = Record<string, string | string[]>;

export function Select(props: {
  name: string;
  label: string;
  options: readonly string[];
  labels: Record<string, string>;
  value: string;
  error?: string;
}) {
  return (
    <div className="admin-field" data-field={props.name}>
      <label className="field-label" htmlFor={props.name}>
        {props.label}
      </label>
      <select
        id={props.name}
        name={props.name}
        defaultValue={props.value}
        className="field-input"
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.name}-error` : undefined}
      >
        {props.options.map((o) => (
          <option key={o} value={o}>
            {props.labels[o] ?? o}
          </option>
        ))}
      </select>
      <FieldError name={props.name} error={props.error} />
    </div>
  );
}

/**
 * A numbered list of rows (the triggers or the cookies): each row's fields with its remove button, then the add
 * button. Both are submit buttons (`intent`), so the list works the same without JavaScript.
 */
function RowList(props: {
  list: "trigger" | "cookie";
  title: string;
  values: Values;
  empty: string;
  addLabel: string;
  rowLegend: (n: number) => string;
  removeLabel: (n: number) => string;
  row: (field: (name: string) => string) => ReactNode;
}) {
  const { list, values } = props;
  const raw = Number(values[`${list}_rows`] ?? 0);
  const n = Number.isInteger(raw) && raw > 0 ? Math.min(raw, MAX_ROWS) : 0;
  return (
    <fieldset className="admin-card mt-4">
      <legend>{props.title}</legend>
      <input type="hidden" name={`${list}_rows`} value={n} />
      {n === 0 ? <p className="field-help">{props.empty}</p> : null}
      {Array.from({ length: n }, (_, i) => (
        <fieldset className="popup-row" key={`${list}-${i}`}>
          <legend>{props.rowLegend(i + 1)}</legend>
          <div className="admin-grid">{props.row((name) => `${list}s.${i}.${name}`)}</div>
          <button
            type="submit"
            name="intent"
            value={`remove_${list}.${i}`}
            className="btn btn-secondary btn-sm mt-2"
          >
            {props.removeLabel(i + 1)}
          </button>
        </fieldset>
      ))}
      {n < MAX_ROWS ? (
        <button type="submit" name="intent" value={`add_${list}`} className="btn btn-secondary mt-2">
          {props.addLabel}
        </button>
      ) : null}
    </fieldset>
  );
}

type ListProps = { values: Values; errors: Record<string, string> };

/** The popup's triggers (spec §2.9, §3.13): any number, each with its type and settings. */
export function TriggerRows({ values, errors }: ListProps) {
  const s = (name: string) => String(values[name] ?? "");
  return (
    <RowList
      list="trigger"
      title={popupAdminMessages.edit.sections.triggers}
      values={values}
      empty={r.noTriggers}
      addLabel={r.addTrigger}
      rowLegend={r.trigger}
      removeLabel={r.removeTrigger}
      row={(k) => (
        <>
          <Select
            name={k("type")}
            label={r.triggerType}
            options={TRIGGER_TYPES}
            labels={r.triggerTypes}
            value={s(k("type"))}
            error={errors[k("type")]}
          />
          <TextField
            name={k("delay")}
            label={r.delay}
            defaultValue={s(k("delay"))}
            error={errors[k("delay")]}
            help={r.delayHelp}
          />
          <TextField
            name={k("extra_selectors")}
            label={f.extraSelectors}
            defaultValue={s(k("extra_selectors"))}
            error={errors[k("extra_selectors")]}
            help={r.extraSelectorsHelp}
          />
          <Checkbox name={k("do_default")} label={f.doDefault} defaultChecked={s(k("do_default")) === "1"} />
          <TextField
            name={k("cookie_name")}
            label={r.blockingCookies}
            defaultValue={s(k("cookie_name"))}
            error={errors[k("cookie_name")]}
            help={r.blockingCookiesHelp}
          />
        </>
      )}
    />
  );
}

/** The popup's cookies (spec §3.13, §9.8): any number, each set on its event for its duration. */
export function CookieRows({ values, errors }: ListProps) {
  const s = (name: string) => String(values[name] ?? "");
  return (
    <RowList
      list="cookie"
      title={popupAdminMessages.edit.sections.cookies}
      values={values}
      empty={r.noCookies}
      addLabel={r.addCookie}
      rowLegend={r.cookie}
      removeLabel={r.removeCookie}
      row={(k) => (
        <>
          <TextField
            name={k("name")}
            label={f.cookieName}
            defaultValue={s(k("name"))}
            error={errors[k("name")]}
          />
          <Select
            name={k("event")}
            label={f.cookieEvent}
            options={COOKIE_EVENTS}
            labels={f.cookieEvents}
            value={s(k("event"))}
            error={errors[k("event")]}
          />
          <TextField
            name={k("time")}
            label={f.cookieTime}
            defaultValue={s(k("time"))}
            error={errors[k("time")]}
            help={f.cookieTimeHelp}
          />
        </>
      )}
    />
  );
}
