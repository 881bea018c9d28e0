/**
 * The admin payment settings form (spec §2.1, §3.1, §4.1, §5.1; decisions.md item 2): field names, defaults
 * and parsing of a submitted form into settings. Pure: no database, no React, no crypto.
 *
 * Field names: the general fields `payment_provider` ("test" | "mollie"), `test_mode_enabled`, `test_api_key`, `live_api_key` (plus
 * `{test|live}_api_key_delete` checkboxes), and per payment method the section id (`ideal`, `creditcard`, …)
 * as prefix: `creditcard_enabled`, `creditcard_title`, `creditcard_payment_surcharge`, `creditcard_fixed_fee`,
 * `creditcard_percentage`, `creditcard_surcharge_limit`, `creditcard_maximum_limit`.
 */
import { z } from "zod";
import { adminMessages } from "~/i18n/nl.admin";
import {
  type PaymentProviderChoice,
  paymentGeneralSettingsSchema,
  type SurchargeSettingsOutput,
  surchargeSettingsSchema,
} from "./payments.schema";
import { PAYMENT_METHODS, type PaymentMethodId, psd2Warning } from "./psd2";
import { SURCHARGE_FIELDS, type SurchargeField } from "./surcharge";

export interface MethodSettings {
  enabled: boolean;
  /** The title the shopper sees at checkout. */
  title: string;
  surcharge: SurchargeSettingsOutput;
}

/** Everything on the screen except the API keys (which are stored encrypted, apart). */
export interface PaymentSettingsValues {
  provider: PaymentProviderChoice | null;
  test_mode_enabled: boolean;
  methods: Record<PaymentMethodId, MethodSettings>;
}

export type MethodField = "enabled" | "title" | "payment_surcharge" | SurchargeField;

/** The form field of a method section: `{methodId}_{field}`, e.g. `creditcard_payment_surcharge`. */
export function methodFieldName(id: PaymentMethodId, field: MethodField): string {
  return `${id}_${field}`;
}

export const TITLE_MAX_LENGTH = 100;

export function defaultMethodSettings(id: PaymentMethodId): MethodSettings {
  const method = PAYMENT_METHODS.find((m) => m.id === id);
  return {
    enabled: true,
    title: method?.title ?? id,
    surcharge: {
      payment_surcharge: "no_fee",
      fixed_fee: 0,
      percentage: 0,
      surcharge_limit: 0,
      maximum_limit: 0,
    },
  };
}

/** Defaults for a missing or broken stored row: every method on, no surcharge, and no provider chosen. */
export function defaultPaymentSettings(): PaymentSettingsValues {
  return {
    provider: null,
    test_mode_enabled: false,
    methods: Object.fromEntries(PAYMENT_METHODS.map((m) => [m.id, defaultMethodSettings(m.id)])) as Record<
      PaymentMethodId,
      MethodSettings
    >,
  };
}

/** A stored amount as the form shows it: Dutch comma, 2 decimals ("1,50"). */
export function formatAmountInput(value: number): string {
  return value.toFixed(2).replace(".", ",");
}

/** The form's text values for stored settings (what the inputs show on load). API keys are never included. */
export function formValuesOf(settings: PaymentSettingsValues): Record<string, string> {
  const values: Record<string, string> = {
    payment_provider: settings.provider ?? "",
    test_mode_enabled: settings.test_mode_enabled ? "1" : "",
  };
  for (const { id } of PAYMENT_METHODS) {
    const m = settings.methods[id];
    values[methodFieldName(id, "enabled")] = m.enabled ? "1" : "";
    values[methodFieldName(id, "title")] = m.title;
    values[methodFieldName(id, "payment_surcharge")] = m.surcharge.payment_surcharge;
    for (const field of SURCHARGE_FIELDS)
      values[methodFieldName(id, field)] = formatAmountInput(m.surcharge[field]);
  }
  return values;
}

/** An API key as the screen may show it: the prefix and the last 4 characters, e.g. `test_…AbCd`. */
export function maskApiKey(key: string): string {
  if (!key) return "";
  const prefix = /^(test_|live_)/.exec(key)?.[1] ?? "";
  return `${prefix}…${key.slice(-4)}`;
}

/** What the parser needs of the stored keys: an empty submit keeps them (decrypted, server side only). */
export interface StoredKeys {
  testApiKey: string;
  liveApiKey: string;
}

type Posted = Record<string, unknown>;

const text = (form: Posted, name: string): string => {
  const v = form[name];
  return typeof v === "string" ? v : "";
};
/** A checkbox: present (any non-empty value) = checked; absent = unchecked (how browsers post them). */
const checked = (form: Posted, name: string): boolean => text(form, name) !== "";

export interface PaymentSettingsOutput {
  settings: PaymentSettingsValues;
  testApiKey: string;
  liveApiKey: string;
  /** PSD2 warnings (Dutch) for the methods that now carry a forbidden surcharge. */
  warnings: string[];
}

/**
 * The settings form as one zod schema (Conform's `parseWithZod` through `parseForm`). Fields the selected
 * surcharge type hides are ignored (spec §4.1: without JS they are shown and posted too); the test API key is
 * required only while Mollie is chosen with test mode checked (an empty field keeps the stored key, unless its
 * "verwijderen" box is checked). Those conditions are issues on the posted field names (`test_api_key`,
 * `creditcard_fixed_fee`…), so each Dutch message shows beside its field. On any issue nothing is to be saved.
 */
export function paymentSettingsFormSchema(stored: StoredKeys) {
  return z.record(z.string(), z.unknown()).transform((form, ctx): PaymentSettingsOutput => {
    const issue = (field: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [field], message });
    const keyValue = (name: "test_api_key" | "live_api_key", storedKey: string) => {
      const typed = text(form, name).trim();
      if (typed) return typed;
      return checked(form, `${name}_delete`) ? "" : storedKey;
    };

    const general = paymentGeneralSettingsSchema.safeParse({
      provider: text(form, "payment_provider"),
      test_mode_enabled: checked(form, "test_mode_enabled"),
      test_api_key: keyValue("test_api_key", stored.testApiKey),
      live_api_key: keyValue("live_api_key", stored.liveApiKey),
    });
    for (const i of general.error?.issues ?? []) {
      const field = String(i.path[0]);
      issue(field === "provider" ? "payment_provider" : field, i.message);
    }

    const methods = {} as Record<PaymentMethodId, MethodSettings>;
    const warnings: string[] = [];
    for (const { id } of PAYMENT_METHODS) {
      const title = text(form, methodFieldName(id, "title")).trim();
      if (!title) issue(methodFieldName(id, "title"), adminMessages.payments.errors.titleRequired);
      else if (title.length > TITLE_MAX_LENGTH)
        issue(methodFieldName(id, "title"), adminMessages.payments.errors.titleTooLong);

      const surcharge = surchargeSettingsSchema.safeParse({
        payment_surcharge: text(form, methodFieldName(id, "payment_surcharge")),
        ...Object.fromEntries(SURCHARGE_FIELDS.map((f) => [f, text(form, methodFieldName(id, f))])),
      });
      if (!surcharge.success) {
        for (const i of surcharge.error.issues) {
          issue(
            methodFieldName(id, (i.path[0] as MethodField | undefined) ?? "payment_surcharge"),
            i.message,
          );
        }
        continue;
      }
      methods[id] = {
        enabled: checked(form, methodFieldName(id, "enabled")),
        title,
        surcharge: surcharge.data,
      };
      const warning = psd2Warning(id, surcharge.data.payment_surcharge);
      if (warning) warnings.push(warning);
    }

    if (!general.success) return z.NEVER;
    return {
      settings: {
        provider: general.data.provider,
        test_mode_enabled: general.data.test_mode_enabled,
        methods,
      },
      testApiKey: general.data.test_api_key,
      liveApiKey: general.data.live_api_key,
      warnings,
    };
  });
}

export type ParsedPaymentSettings =
  | ({ ok: true } & PaymentSettingsOutput)
  | { ok: false; errors: Record<string, string> };

/** The schema on a posted form outside Conform: the settings, or the first Dutch message per field. */
export function parsePaymentSettingsForm(
  form: URLSearchParams | FormData,
  stored: StoredKeys,
): ParsedPaymentSettings {
  const r = paymentSettingsFormSchema(stored).safeParse(Object.fromEntries(form));
  if (r.success) return { ok: true, ...r.data };
  const errors: Record<string, string> = {};
  for (const i of r.error.issues) errors[i.path.join(".")] ??= i.message;
  return { ok: false, errors };
}
