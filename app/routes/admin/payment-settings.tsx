import { type FieldMetadata, type SubmissionResult, useForm } from "@conform-to/react";
import { useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { Checkbox, RadioGroup } from "~/components/admin/fields";
import { PaymentMethodSection } from "~/components/admin/payment-method-section";
import { Field } from "~/components/forms/field";
import { parseForm, SECRET_FIELDS } from "~/components/forms/parse";
import { nl } from "~/i18n/nl";
import {
  getAdminPaymentSettings,
  getPaymentSettings,
  savePaymentSettings,
} from "~/modules/payments/payment-settings.server";
import { PAYMENT_PROVIDERS } from "~/modules/payments/payments.schema";
import { logPaymentProblem } from "~/modules/payments/payments.server";
import { PAYMENT_METHODS, type PaymentMethodId, psd2Warning } from "~/modules/payments/psd2";
import { formValuesOf, methodFieldName, paymentSettingsFormSchema } from "~/modules/payments/settings-form";
import { surchargeSummary } from "~/modules/payments/surcharge-summary";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import type { PageConfigHandle } from "~/utils/page-config";
import type { Route } from "./+types/payment-settings";

const p = nl.payments;
const t = nl.admin.payments;

/** Spec §2.1: the page config's current_section is null on this page. */
export const handle: PageConfigHandle = { pageConfig: { current_section: null } };

export async function loader({ context }: Route.LoaderArgs) {
  const state = getState(context);
  const stored = await getAdminPaymentSettings(state.db);
  logPaymentProblem(state.log, {
    problem: stored.problem,
    provider: stored.values.provider,
    testMode: stored.values.test_mode_enabled,
  });
  const { provider, test_mode_enabled: testMode } = stored.values;
  return {
    /** What the screen says on top: why online payments are off, or which provider takes them. */
    status: stored.problem
      ? { kind: "error" as const, text: t.problems[stored.problem] }
      : {
          kind: provider === "mollie" && !testMode ? ("success" as const) : ("warning" as const),
          text: provider === "test" ? t.status.test : testMode ? t.status.mollieTest : t.status.mollieLive,
        },
    values: formValuesOf(stored.values),
    maskedTestKey: stored.maskedTestKey,
    maskedLiveKey: stored.maskedLiveKey,
    unreadableKeys: stored.unreadableKeys as string[],
    overview: PAYMENT_METHODS.map(({ id }) => ({
      id,
      enabled: stored.values.methods[id].enabled,
      type: stored.values.methods[id].surcharge.payment_surcharge,
      amounts: surchargeSummary(stored.values.methods[id].surcharge),
      warning: psd2Warning(id, stored.values.methods[id].surcharge.payment_surcharge),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const state = getState(context);
  const form = await request.formData();
  const stored = await getPaymentSettings(state.db);
  const submission = parseForm(form, paymentSettingsFormSchema(stored));
  // Everything typed comes back on an error (the keys too: they are the admin's own, unsaved input).
  const result = submission.reply({ hideFields: SECRET_FIELDS });
  if (submission.status !== "success") {
    return data({ ok: false as const, message: t.notSaved, result }, { status: 400 });
  }
  const parsed = submission.value;
  await savePaymentSettings(state.db, parsed);
  state.log.info(
    { provider: parsed.settings.provider, testMode: parsed.settings.test_mode_enabled },
    "payment settings saved",
  );
  return { ok: true as const, warnings: parsed.warnings, savedAt: Date.now() };
}

export function meta() {
  return [{ title: `${t.title} – ${nl.site.name}` }, { name: "robots", content: "noindex" }];
}

export default function PaymentSettings({ loaderData, actionData }: Route.ComponentProps) {
  // After a successful save the form is remounted (new key), so the key inputs empty and show the new mask; the
  // stored provider and test mode are part of the key, so the form also remounts once the revalidated values
  // arrive (the state they seed would otherwise keep the values from before the save).
  const stored = `${loaderData.values.payment_provider}-${loaderData.values.test_mode_enabled}`;
  return (
    <SettingsForm
      key={`${actionData?.ok ? actionData.savedAt : "form"}-${stored}`}
      loaderData={loaderData}
      actionData={actionData}
    />
  );
}

function SettingsForm({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const csrf = useRootData()?.config.nonce ?? "";
  const saving = useNavigation().state === "submitting";
  // Conform's reply after a refused save: the typed values and the first Dutch message per field.
  const refused = actionData && !actionData.ok ? actionData : null;
  const typed = (refused?.result.initialValue ?? null) as Record<string, unknown> | null;
  const errors: Record<string, string> = Object.fromEntries(
    Object.entries((refused?.result.error ?? {}) as Record<string, string[] | null>).flatMap(([k, v]) =>
      v?.[0] ? [[k, v[0]]] : [],
    ),
  );
  const [form, conformFields] = useForm<Record<string, unknown>>({
    lastResult: (refused?.result ?? null) as SubmissionResult<string[]> | null,
    defaultValue: loaderData.values,
  });
  const fields = conformFields as unknown as Record<string, FieldMetadata<unknown>>;
  const value = (name: string) =>
    typed
      ? typeof typed[name] === "string"
        ? (typed[name] as string)
        : ""
      : (loaderData.values[name] ?? "");

  const [testMode, setTestMode] = useState(value("test_mode_enabled") !== "");
  const [provider, setProvider] = useState(value("payment_provider"));
  const [types, setTypes] = useState(
    () =>
      Object.fromEntries(
        PAYMENT_METHODS.map(({ id }) => [id, value(methodFieldName(id, "payment_surcharge"))]),
      ) as Record<PaymentMethodId, string>,
  );

  return (
    <div className="payment-settings">
      <h1 className="page-title">{t.title}</h1>
      <p className="mt-2 max-w-3xl">{t.intro}</p>

      <div
        className={`admin-notice admin-notice--${loaderData.status.kind} mt-4`}
        id="payment-status"
        role={loaderData.status.kind === "error" ? "alert" : "status"}
      >
        <p>{loaderData.status.text}</p>
      </div>

      <div aria-live="polite" className="mt-4">
        {actionData?.ok ? (
          <div className="admin-notice admin-notice--success" role="status" id="settings-saved">
            <p>{t.saved}</p>
            {actionData.warnings.length ? (
              <ul className="psd2-notice">
                {actionData.warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {refused ? (
          <div className="admin-notice admin-notice--error" role="alert" id="settings-errors">
            {refused.message}
          </div>
        ) : null}
      </div>

      <h2 className="section-title mt-6">{t.overview}</h2>
      <div className="overflow-x-auto">
        <table className="admin-table payment-overview mt-2">
          <thead>
            <tr>
              <th scope="col">{t.overviewMethod}</th>
              <th scope="col">{t.overviewStatus}</th>
              <th scope="col">{t.overviewSurcharge}</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.overview.map((m) => (
              <tr key={m.id} data-method={m.id}>
                <th scope="row">
                  <a href={`#${m.id}`} className="underline">
                    {p.methods[m.id]}
                  </a>
                </th>
                <td>{m.enabled ? t.on : t.off}</td>
                <td>
                  {p.surchargeTypes[m.type]}
                  {m.amounts ? <span className="payment-overview__amounts">: {m.amounts}</span> : null}
                  {m.warning ? <p className="psd2-warning field-error">{m.warning}</p> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <Form method="post" className="admin-form mt-8" id={form.id} noValidate>
        <input type="hidden" name="_csrf" value={csrf} />
        <fieldset className="admin-card">
          <legend>{t.general}</legend>
          <RadioGroup
            name="payment_provider"
            legend={p.fields.payment_provider}
            options={PAYMENT_PROVIDERS.map((id) => ({ value: id, label: p.providers[id] }))}
            defaultValue={provider}
            onChange={setProvider}
            help={t.providerHelp}
            error={errors.payment_provider}
          />
          <Checkbox
            name="test_mode_enabled"
            label={p.fields.test_mode_enabled}
            help={t.testModeHelp}
            defaultChecked={testMode}
            onChange={setTestMode}
          />
          <ApiKeyField
            field={fields.test_api_key}
            name="test_api_key"
            label={p.fields.test_api_key}
            masked={loaderData.maskedTestKey}
            unreadable={loaderData.unreadableKeys.includes("test_api_key")}
            deleteChecked={value("test_api_key_delete") !== ""}
            required={testMode && provider === "mollie"}
            hiddenByRule={!testMode}
          />
          <ApiKeyField
            field={fields.live_api_key}
            name="live_api_key"
            label={p.fields.live_api_key}
            masked={loaderData.maskedLiveKey}
            unreadable={loaderData.unreadableKeys.includes("live_api_key")}
            deleteChecked={value("live_api_key_delete") !== ""}
          />
        </fieldset>

        <h2 className="section-title">{t.methods}</h2>
        {PAYMENT_METHODS.map(({ id }) => (
          <PaymentMethodSection
            key={id}
            id={id}
            value={value}
            errors={errors}
            fields={fields}
            surchargeType={types[id]}
            onSurchargeTypeChange={(type) => setTypes((prev) => ({ ...prev, [id]: type }))}
          />
        ))}
        <p>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {t.save}
          </button>
        </p>
      </Form>
    </div>
  );
}

function ApiKeyField(props: {
  field: FieldMetadata<unknown>;
  name: "test_api_key" | "live_api_key";
  label: string;
  masked: string;
  unreadable: boolean;
  deleteChecked: boolean;
  required?: boolean;
  hiddenByRule?: boolean;
}) {
  const { name, masked } = props;
  const help = props.unreadable ? t.unreadableKey : masked ? t.storedKey(masked) : t.noStoredKey;
  return (
    <Field
      field={props.field}
      label={
        <>
          {props.label}
          {/* Without a stored key the input is required and Field marks it; with one, say the rule applies. */}
          {props.required && masked ? <span className="admin-required"> ({t.required})</span> : null}
        </>
      }
      autoComplete="off"
      help={help}
      staticHelp
      className="admin-field"
      // Required means "needed while test mode is on": a stored key satisfies it, so the input itself
      // only demands a value when nothing is stored.
      required={Boolean(props.required && !masked)}
      ruleHidden={props.hiddenByRule}
      after={
        masked ? (
          <div className="mt-2">
            <Checkbox name={`${name}_delete`} label={t.deleteKey} defaultChecked={props.deleteChecked} />
          </div>
        ) : null
      }
    />
  );
}
