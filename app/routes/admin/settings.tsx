import { data, Form, Link, useNavigation } from "react-router";
import { Checkbox, FieldError } from "~/components/admin/fields";
import { TextField } from "~/components/admin/text-field";
import { parseForm } from "~/components/forms/parse";
import { nl } from "~/i18n/nl";
import { auditActor } from "~/modules/audit/audit.server";
import { getSettings } from "~/modules/settings/settings.server";
import { saveSettingsGroup } from "~/modules/settings/settings-admin.server";
import {
  CONFIGURATOR_FLAGS,
  GROUP_SCHEMAS,
  isSettingsGroup,
  postedShippingRows,
  SETTINGS_GROUPS,
  type SettingsGroup,
  type ShippingRowValues,
  settingsFormValues,
} from "~/modules/settings/settings-form";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/settings";

const t = nl.adminOffice.settings;

export async function loader({ context }: Route.LoaderArgs) {
  return { values: settingsFormValues(await getSettings(getState(context).db)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const state = getState(context);
  const form = await request.formData();
  const group = form.get("group");
  if (!isSettingsGroup(group)) throw data(null, { status: 400 });
  const intent = String(form.get("intent") ?? "save");
  // The shipping rows' add and remove buttons change the rows on the page only; "Opslaan" stores them.
  if (group === "shipping" && intent !== "save") {
    const rows = postedShippingRows(form);
    if (intent === "add") rows.push({ id: "", label: "", cost: "0,00", free_from: "", pickup: "" });
    const remove = /^remove:(\d+)$/.exec(intent);
    if (remove) rows.splice(Number(remove[1]), 1);
    return { kind: "rows" as const, group, rows, at: Date.now() };
  }
  const submission = parseForm(form, GROUP_SCHEMAS[group]);
  const result = submission.reply({ hideFields: ["_csrf"] });
  if (submission.status !== "success") {
    return data({ kind: "refused" as const, group, result }, { status: 400 });
  }
  const { old, saved } = await saveSettingsGroup(state.db, auditActor(context), group, submission.value);
  state.log.info({ group }, "settings saved");
  const noticeId =
    saved.store_notice && saved.store_notice.id !== old.store_notice?.id ? saved.store_notice.id : null;
  return { kind: "saved" as const, group, noticeId, savedAt: Date.now() };
}

export function meta() {
  return [{ title: `${t.title} – ${nl.site.name}` }, { name: "robots", content: "noindex" }];
}

type Values = ReturnType<typeof settingsFormValues>;
type ActionData = Route.ComponentProps["actionData"];

/** What one group's form shows: the typed values and messages after a refused post, else the stored values. */
function stateOf<G extends SettingsGroup>(group: G, loaderValues: Values, actionData: ActionData) {
  const mine = actionData?.group === group ? actionData : null;
  const refused = mine?.kind === "refused" ? mine : null;
  const errors: Record<string, string> = Object.fromEntries(
    Object.entries((refused?.result.error ?? {}) as Record<string, string[] | null>).flatMap(([k, v]) =>
      v?.[0] ? [[k, v[0]]] : [],
    ),
  );
  const typed = (refused?.result.initialValue ?? null) as Record<string, unknown> | null;
  const stored = loaderValues[group] as unknown as Record<string, unknown>;
  const value = (name: string): string => {
    const v = typed ? typed[name] : stored[name];
    return typeof v === "string" ? v : "";
  };
  return { mine, refused, errors, typed, value };
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="office-settings">
      <h1 className="page-title">{t.title}</h1>
      <p className="mt-2 max-w-3xl">{t.intro}</p>
      <p className="mt-2">
        <Link to="/beheer/instellingen/betalingen" className="underline">
          {t.paymentsLink}
        </Link>
      </p>
      <nav aria-label={t.sectionsLabel} className="mt-4">
        <ul className="office-settings__toc">
          {SETTINGS_GROUPS.map((g) => (
            <li key={g}>
              <a href={`#${g}`} className="underline">
                {t.groups[g]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <CompanyForm values={loaderData.values} actionData={actionData} />
      <NoticeForm values={loaderData.values} actionData={actionData} />
      <ShippingForm values={loaderData.values} actionData={actionData} />
      <ConfiguratorForm values={loaderData.values} actionData={actionData} />
      <GeneralForm values={loaderData.values} actionData={actionData} />
      <GeoForm values={loaderData.values} actionData={actionData} />
    </div>
  );
}

/** One group's form: its own save button and the saved / refused message on top. */
function GroupForm(props: {
  group: SettingsGroup;
  values: Values;
  actionData: ActionData;
  children: React.ReactNode;
}) {
  const csrf = useRootData()?.config.nonce ?? "";
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("group") === props.group;
  const mine = props.actionData?.group === props.group ? props.actionData : null;
  // Remounted when the stored values change (the inputs show what was stored, e.g. a new notice id) and after rows
  // were added or removed (the inputs show the new rows, not what the browser kept in the old ones).
  const version = `${JSON.stringify(props.values[props.group])}-${mine?.kind === "rows" ? mine.at : 0}`;
  return (
    <Form
      method="post"
      className="admin-form mt-8"
      id={`${props.group}-form`}
      noValidate
      key={`${props.group}-${version}`}
    >
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="group" value={props.group} />
      <fieldset className="admin-card" id={props.group}>
        <legend>{t.groups[props.group]}</legend>
        <div aria-live="polite">
          {mine?.kind === "saved" ? (
            <div className="admin-notice admin-notice--success" role="status" data-saved={props.group}>
              <p>{t.saved}</p>
              {mine.noticeId ? <p>{t.notice.newId(mine.noticeId)}</p> : null}
            </div>
          ) : null}
          {mine?.kind === "refused" ? (
            <div className="admin-notice admin-notice--error" role="alert" data-refused={props.group}>
              {t.notSaved}
            </div>
          ) : null}
          {mine?.kind === "rows" ? (
            <div className="admin-notice admin-notice--warning" role="status">
              {t.unsavedRows}
            </div>
          ) : null}
        </div>
        {props.children}
        <p>
          <button type="submit" name="intent" value="save" className="btn btn-primary" disabled={saving}>
            {t.save}
          </button>
        </p>
      </fieldset>
    </Form>
  );
}

function CompanyForm({ values, actionData }: { values: Values; actionData: ActionData }) {
  const { errors, value } = stateOf("company", values, actionData);
  const c = t.company;
  const field = (name: string, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField name={name} label={label} defaultValue={value(name)} error={errors[name]} {...extra} />
  );
  return (
    <GroupForm group="company" values={values} actionData={actionData}>
      <div className="admin-grid">
        {field("name", c.name, { required: true, autoComplete: "organization" })}
        {field("email", c.email, { type: "email" })}
        {field("street", c.street)}
        {field("postcode", c.postcode)}
        {field("city", c.city)}
        {field("country", c.country)}
        {field("phone", c.phone, { type: "tel" })}
        {field("kvk", c.kvk, { help: c.kvkHelp, inputMode: "numeric" })}
        {field("vat", c.vat, { help: c.vatHelp })}
        {field("account_name", c.accountName, { required: true })}
        {field("iban", c.iban, { required: true, help: c.ibanHelp })}
        {field("bic", c.bic)}
      </div>
    </GroupForm>
  );
}

function NoticeForm({ values, actionData }: { values: Values; actionData: ActionData }) {
  const { errors, value, typed } = stateOf("notice", values, actionData);
  const n = t.notice;
  return (
    <GroupForm group="notice" values={values} actionData={actionData}>
      <Checkbox
        name="notice_enabled"
        label={n.enabled}
        defaultChecked={typed ? typed.notice_enabled === "1" : value("notice_enabled") === "1"}
      />
      <div className="admin-field" data-field="notice_text">
        <label htmlFor="notice_text" className="field-label">
          {n.text}
        </label>
        <textarea
          id="notice_text"
          name="notice_text"
          rows={3}
          className="field-input"
          defaultValue={value("notice_text")}
          aria-invalid={errors.notice_text ? true : undefined}
          aria-describedby={errors.notice_text ? "notice_text-error" : undefined}
        />
        <FieldError name="notice_text" error={errors.notice_text} />
      </div>
      <TextField
        name="notice_id"
        label={n.id}
        help={n.idHelp}
        defaultValue={value("notice_id")}
        error={errors.notice_id}
      />
    </GroupForm>
  );
}

function ShippingForm({ values, actionData }: { values: Values; actionData: ActionData }) {
  const { errors, typed, mine } = stateOf("shipping", values, actionData);
  const s = t.shipping;
  const rows: ShippingRowValues[] =
    mine?.kind === "rows"
      ? mine.rows
      : typed
        ? ((typed.methods as ShippingRowValues[] | undefined) ?? [])
        : values.shipping.methods;
  return (
    <GroupForm group="shipping" values={values} actionData={actionData}>
      {errors.methods ? (
        <p className="field-error" id="methods-error">
          {errors.methods}
        </p>
      ) : null}
      {rows.map((row, i) => {
        const name = (f: keyof ShippingRowValues) => `methods[${i}].${f}`;
        const title = s.method(i + 1);
        return (
          <fieldset key={`${i}-${row.id}`} className="admin-card office-shipping-row" data-method={row.id}>
            <legend>{row.label || title}</legend>
            <input type="hidden" name={name("id")} value={row.id ?? ""} />
            <div className="admin-grid">
              <TextField
                name={name("label")}
                label={s.label}
                required
                defaultValue={row.label ?? ""}
                error={errors[name("label")]}
              />
              <TextField
                name={name("cost")}
                label={s.cost}
                inputMode="decimal"
                defaultValue={row.cost ?? ""}
                error={errors[name("cost")]}
              />
              <TextField
                name={name("free_from")}
                label={s.freeFrom}
                help={s.freeFromHelp}
                inputMode="decimal"
                defaultValue={row.free_from ?? ""}
                error={errors[name("free_from")]}
              />
              <Checkbox name={name("pickup")} label={s.pickup} defaultChecked={(row.pickup ?? "") !== ""} />
            </div>
            {rows.length > 1 ? (
              <p>
                <button
                  type="submit"
                  name="intent"
                  value={`remove:${i}`}
                  className="btn btn-secondary"
                  formNoValidate
                >
                  {s.removeText}
                  <span className="sr-only"> {row.label || title}</span>
                </button>
              </p>
            ) : null}
          </fieldset>
        );
      })}
      <p>
        <button type="submit" name="intent" value="add" className="btn btn-secondary" formNoValidate>
          {s.add}
        </button>
      </p>
    </GroupForm>
  );
}

function ConfiguratorForm({ values, actionData }: { values: Values; actionData: ActionData }) {
  const { value } = stateOf("configurator", values, actionData);
  const c = t.configurator;
  return (
    <GroupForm group="configurator" values={values} actionData={actionData}>
      {CONFIGURATOR_FLAGS.map((flag) => (
        <Checkbox
          key={flag}
          name={flag}
          label={c[flag]}
          help={c[`${flag}Help`]}
          defaultChecked={value(flag) === "1"}
        />
      ))}
    </GroupForm>
  );
}

function GeneralForm({ values, actionData }: { values: Values; actionData: ActionData }) {
  const { value, errors } = stateOf("general", values, actionData);
  const g = t.general;
  return (
    <GroupForm group="general" values={values} actionData={actionData}>
      <Checkbox
        name="hide_on_scroll"
        label={g.hideOnScroll}
        help={g.hideOnScrollHelp}
        defaultChecked={value("hide_on_scroll") === "1"}
      />
      <TextField
        name="max_order_total"
        label={g.maxOrderTotal}
        help={g.maxOrderTotalHelp}
        required
        inputMode="decimal"
        defaultValue={value("max_order_total")}
        error={errors.max_order_total}
      />
    </GroupForm>
  );
}

/** geo (docs/decisions/024): the distance origin and the map tiles. */
function GeoForm({ values, actionData }: { values: Values; actionData: ActionData }) {
  const { value, errors } = stateOf("geo", values, actionData);
  const g = t.geo;
  return (
    <GroupForm group="geo" values={values} actionData={actionData}>
      <TextField
        name="origin_postcode"
        label={g.originPostcode}
        help={g.originPostcodeHelp}
        required
        autoComplete="off"
        defaultValue={value("origin_postcode")}
        error={errors.origin_postcode}
      />
      <TextField
        name="tile_url"
        label={g.tileUrl}
        help={g.tileUrlHelp}
        required
        defaultValue={value("tile_url")}
        error={errors.tile_url}
      />
      <TextField
        name="tile_attribution"
        label={g.tileAttribution}
        required
        defaultValue={value("tile_attribution")}
        error={errors.tile_attribution}
      />
    </GroupForm>
  );
}
