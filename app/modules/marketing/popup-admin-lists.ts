import { popupAdminMessages as t } from "~/i18n/nl.admin-popups";
import type { PopupSettings } from "./popup.schema";
import { DEFAULT_COOKIE_TIME } from "./popup-rules";

/**
 * The popup editor's two lists (spec §3.13): any number of triggers and of cookies, posted as numbered fields
 * (`triggers.0.type`, `cookies.1.name` …) with their row counts (`trigger_rows`, `cookie_rows`). Rows are added and
 * removed by submit buttons (`intent` = `add_trigger`, `remove_trigger.2` …) that post the whole form and get it
 * back with the row changed, unsaved: the same with and without JavaScript. Pure: no DB, no React.
 */

export const TRIGGER_TYPES = ["click_open", "auto_open", "form_submission"] as const;
export const COOKIE_EVENTS = ["on_popup_open", "on_popup_close", "manual", "form_success"] as const;
/** The most rows of each list a popup keeps. */
export const MAX_ROWS = 10;

type Values = Record<string, string | string[]>;
type Form = Pick<FormData, "get">;

const text = (form: Form, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v.trim() : "";
};
const COOKIE_NAME = /^[\w-]{1,60}$/;
const COOKIE_TIME = /^\+?\s*\d+\s*(second|minute|hour|day|week|month|year)s?$/i;

/** The number of rows of a list the form says it has (0 … MAX_ROWS). */
export function rowCount(form: Form, list: "trigger" | "cookie"): number {
  const n = Number(text(form, `${list}_rows`));
  return Number.isInteger(n) && n > 0 ? Math.min(n, MAX_ROWS) : 0;
}

/** Cookie names typed as a list ("a, b c"); each must be a valid name. */
function cookieNames(raw: string, field: string, errors: Record<string, string>): string[] {
  const names = raw.split(/[\s,]+/).filter(Boolean);
  if (names.some((n) => !COOKIE_NAME.test(n))) errors[field] = t.errors.cookieName;
  return names;
}

function whole(raw: string, field: string, errors: Record<string, string>, max: number, empty: number) {
  if (raw === "") return empty;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > max) errors[field] = t.errors.number(0, max);
  return n;
}

/** The trigger rows as stored triggers; a bad field's Dutch message goes into `errors` under its field name. */
export function parseTriggerRows(form: Form, errors: Record<string, string>): PopupSettings["triggers"] {
  const triggers: PopupSettings["triggers"] = [];
  for (let i = 0; i < rowCount(form, "trigger"); i++) {
    const f = (name: string) => `triggers.${i}.${name}`;
    const type = text(form, f("type"));
    if (!(TRIGGER_TYPES as readonly string[]).includes(type)) {
      errors[f("type")] = t.errors.choice;
      continue;
    }
    const blocking = cookieNames(text(form, f("cookie_name")), f("cookie_name"), errors);
    if (type === "auto_open") {
      const delay = whole(text(form, f("delay")), f("delay"), errors, 3600, 10);
      triggers.push({ type, settings: { delay, cookie_name: blocking } });
    } else if (type === "click_open") {
      const extra = text(form, f("extra_selectors"));
      if (extra.length > 500) errors[f("extra_selectors")] = t.errors.tooLong;
      triggers.push({
        type,
        settings: {
          extra_selectors: extra,
          do_default: form.get(f("do_default")) === "1",
          cookie_name: blocking,
        },
      });
    } else {
      const delay = whole(text(form, f("delay")), f("delay"), errors, 3600, 0);
      triggers.push({ type, settings: { form: "any", delay, cookie_name: blocking } });
    }
  }
  return triggers;
}

/** The cookie rows as stored cookies (an empty duration is the §9.8 default, +30 days). */
export function parseCookieRows(form: Form, errors: Record<string, string>): PopupSettings["cookies"] {
  const cookies: PopupSettings["cookies"] = [];
  for (let i = 0; i < rowCount(form, "cookie"); i++) {
    const f = (name: string) => `cookies.${i}.${name}`;
    const name = text(form, f("name"));
    if (!COOKIE_NAME.test(name)) errors[f("name")] = t.errors.cookieName;
    const event = text(form, f("event"));
    if (!(COOKIE_EVENTS as readonly string[]).includes(event)) errors[f("event")] = t.errors.choice;
    const time = text(form, f("time")) || DEFAULT_COOKIE_TIME;
    if (!COOKIE_TIME.test(time)) errors[f("time")] = t.errors.cookieTime;
    cookies.push({ event: event as (typeof COOKIE_EVENTS)[number], settings: { name, time } });
  }
  return cookies;
}

/** The editor's fields for stored triggers and cookies (the inverse of the two parsers). */
export function listValues(settings: Pick<PopupSettings, "triggers" | "cookies">): Values {
  const values: Values = {
    trigger_rows: String(settings.triggers.length),
    cookie_rows: String(settings.cookies.length),
  };
  settings.triggers.forEach((trigger, i) => {
    const s = trigger.settings;
    values[`triggers.${i}.type`] = trigger.type;
    values[`triggers.${i}.delay`] = String(s.delay ?? (trigger.type === "auto_open" ? 10 : 0));
    values[`triggers.${i}.extra_selectors`] = s.extra_selectors ?? "";
    values[`triggers.${i}.do_default`] = s.do_default ? "1" : "";
    values[`triggers.${i}.cookie_name`] = (s.cookie_name ?? []).join(", ");
  });
  settings.cookies.forEach((cookie, i) => {
    values[`cookies.${i}.event`] = cookie.event;
    values[`cookies.${i}.name`] = cookie.settings.name;
    values[`cookies.${i}.time`] = cookie.settings.time;
  });
  return values;
}

const ROW_FIELDS = {
  trigger: ["type", "delay", "extra_selectors", "do_default", "cookie_name"],
  cookie: ["event", "name", "time"],
} as const;
const NEW_ROW = {
  trigger: { type: "click_open", delay: "10", extra_selectors: "", do_default: "", cookie_name: "" },
  cookie: { event: "on_popup_close", name: "", time: DEFAULT_COOKIE_TIME },
} as const;

/**
 * The posted values with a row added or removed, for an `intent` of `add_trigger`, `add_cookie`,
 * `remove_trigger.N` or `remove_cookie.N`; null for any other intent.
 */
export function editRows(values: Values, intent: string): Values | null {
  const m = /^(?:(add)_(trigger|cookie)|(remove)_(trigger|cookie)\.(\d+))$/.exec(intent);
  if (!m) return null;
  const action = m[1] ?? m[3];
  const list = (m[2] ?? m[4]) as "trigger" | "cookie";
  const prefix = `${list}s`;
  const count = rowCount({ get: (name) => (typeof values[name] === "string" ? values[name] : null) }, list);
  const rows: Record<string, string>[] = [];
  for (let i = 0; i < count; i++) {
    const row: Record<string, string> = {};
    for (const field of ROW_FIELDS[list]) row[field] = String(values[`${prefix}.${i}.${field}`] ?? "");
    rows.push(row);
  }
  if (action === "add" && rows.length < MAX_ROWS) rows.push({ ...NEW_ROW[list] });
  if (action === "remove") rows.splice(Number(m[5]), 1);
  const out: Values = {};
  for (const [key, value] of Object.entries(values)) if (!key.startsWith(`${prefix}.`)) out[key] = value;
  rows.forEach((row, i) => {
    for (const [field, value] of Object.entries(row)) out[`${prefix}.${i}.${field}`] = value;
  });
  out[`${list}_rows`] = String(rows.length);
  return out;
}
