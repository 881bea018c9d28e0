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

/** One numbered row of a list: its fields and its remove button (a submit: works without JavaScript). */
function Row(props: { legend: string; remove: string; removeLabel: string; children: ReactNode }) {
  return (
    <fieldset className="popup-row">
      <legend>{props.legend}</legend>
      <div className="admin-grid">{props.children}</div>
      <button type="submit" name="intent" value={props.remove} className="btn btn-secondary btn-sm mt-2">
        {props.removeLabel}
      </button>
    </fieldset>
  );
}

function count(values: Values, name: string): number {
  const n = Number(values[name] ?? 0);
  return Number.isInteger(n) && n > 0 ? Math.min(n, MAX_ROWS) : 0;
}

/** The popup's triggers (spec §2.9, §3.13): any number, each with its type and settings. */
export function TriggerRows({ values, errors }: { values: Values; errors: Record<string, string> }) {
  const n = count(values, "trigger_rows");
  const s = (name: string) => String(values[name] ?? "");
  return (
    <fieldset className="admin-card mt-4">
      <legend>{popupAdminMessages.edit.sections.triggers}</legend>
      <input type="hidden" name="trigger_rows" value={n} />
      {n === 0 ? <p className="field-help">{r.noTriggers}</p> : null}
      {Array.from({ length: n }, (_, i) => {
        const k = (field: string) => `triggers.${i}.${field}`;
        return (
          <Row
            key={k("type")}
            legend={r.trigger(i + 1)}
            remove={`remove_trigger.${i}`}
            removeLabel={r.removeTrigger(i + 1)}
          >
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
            <Checkbox
              name={k("do_default")}
              label={f.doDefault}
              defaultChecked={s(k("do_default")) === "1"}
            />
            <TextField
              name={k("cookie_name")}
              label={r.blockingCookies}
              defaultValue={s(k("cookie_name"))}
              error={errors[k("cookie_name")]}
              help={r.blockingCookiesHelp}
            />
          </Row>
        );
      })}
      {n < MAX_ROWS ? (
        <button type="submit" name="intent" value="add_trigger" className="btn btn-secondary mt-2">
          {r.addTrigger}
        </button>
      ) : null}
    </fieldset>
  );
}

/** The popup's cookies (spec §3.13, §9.8): any number, each set on its event for its duration. */
export function CookieRows({ values, errors }: { values: Values; errors: Record<string, string> }) {
  const n = count(values, "cookie_rows");
  const s = (name: string) => String(values[name] ?? "");
  return (
    <fieldset className="admin-card mt-4">
      <legend>{popupAdminMessages.edit.sections.cookies}</legend>
      <input type="hidden" name="cookie_rows" value={n} />
      {n === 0 ? <p className="field-help">{r.noCookies}</p> : null}
      {Array.from({ length: n }, (_, i) => {
        const k = (field: string) => `cookies.${i}.${field}`;
        return (
          <Row
            key={k("name")}
            legend={r.cookie(i + 1)}
            remove={`remove_cookie.${i}`}
            removeLabel={r.removeCookie(i + 1)}
          >
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
          </Row>
        );
      })}
      {n < MAX_ROWS ? (
        <button type="submit" name="intent" value="add_cookie" className="btn btn-secondary mt-2">
          {r.addCookie}
        </button>
      ) : null}
    </fieldset>
  );
}
