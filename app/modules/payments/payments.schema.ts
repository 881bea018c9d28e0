import { z } from "zod";
import { paymentMessages } from "~/i18n/nl.payments";
import {
  parseAmount,
  SURCHARGE_FIELDS,
  SURCHARGE_MAX,
  SURCHARGE_TYPES,
  type SurchargeType,
  visibleSurchargeFields,
} from "./surcharge";

/**
 * Admin payment settings (spec §3.1, §4.1, §5.1; decisions.md item 2), shared by the form and the server.
 *
 * Hidden fields (spec §4.1: not shown for the selected surcharge type) are not validated. Like the old
 * WooCommerce screen, which kept saving hidden inputs, a hidden field keeps its value when that value is a
 * valid amount (switching the type back shows it again) and is stored as 0 otherwise. The fee calculation
 * ignores hidden fields either way (computeSurcharge), so a kept value never changes a price.
 */

const err = paymentMessages.errors;

/** Any input reaches parseAmount, so every refusal gets a Dutch message. */
const amountInput = z.unknown().optional();

export const surchargeSettingsSchema = z
  .object({
    payment_surcharge: z.enum(SURCHARGE_TYPES, { error: err.surchargeType }),
    fixed_fee: amountInput,
    percentage: amountInput,
    surcharge_limit: amountInput,
    maximum_limit: amountInput,
  })
  .transform((input, ctx) => {
    const visible = visibleSurchargeFields(input.payment_surcharge);
    const out = { payment_surcharge: input.payment_surcharge } as SurchargeSettingsOutput;
    for (const field of SURCHARGE_FIELDS) {
      const parsed = parseAmount(input[field], SURCHARGE_MAX[field]);
      if (parsed.ok) {
        out[field] = parsed.value.toNumber();
      } else if (visible.includes(field)) {
        const message =
          parsed.error === "amountTooHigh" && field === "percentage"
            ? err.percentageTooHigh
            : err[parsed.error];
        ctx.addIssue({ code: "custom", message, path: [field], input: input[field] });
      } else {
        out[field] = 0;
      }
    }
    return out;
  });

export interface SurchargeSettingsOutput {
  payment_surcharge: SurchargeType;
  fixed_fee: number;
  percentage: number;
  surcharge_limit: number;
  maximum_limit: number;
}
export type SurchargeSettingsInput = z.input<typeof surchargeSettingsSchema>;

/**
 * Who takes online payments: the built-in test environment (no real payments; the sample shop's start) or
 * Mollie. Always an explicit choice: null (nothing stored) takes no online payment at all.
 */
export const PAYMENT_PROVIDERS = ["test", "mollie"] as const;
export type PaymentProviderChoice = (typeof PAYMENT_PROVIDERS)[number];

export function isPaymentProviderChoice(value: unknown): value is PaymentProviderChoice {
  return typeof value === "string" && (PAYMENT_PROVIDERS as readonly string[]).includes(value);
}

/** Mollie API keys: "test_" / "live_" followed by letters and digits, 30 characters or more in all. */
export const MOLLIE_KEY_MIN_LENGTH = 30;
const TEST_KEY = /^test_[A-Za-z0-9]+$/;
const LIVE_KEY = /^live_[A-Za-z0-9]+$/;

export const isMollieTestKey = (key: string) => key.length >= MOLLIE_KEY_MIN_LENGTH && TEST_KEY.test(key);
export const isMollieLiveKey = (key: string) => key.length >= MOLLIE_KEY_MIN_LENGTH && LIVE_KEY.test(key);

/**
 * General settings. The provider is an explicit choice. The test key is required (and checked) only while
 * Mollie is the provider and test mode is on; otherwise it is not required: a valid key is kept, anything else
 * is stored as "". The live key is optional but must look like a live key when given: Mollie in live mode
 * without one may be saved, and then takes no online payment (checkout offers bank transfer only) and the
 * admin screen says why (payment-settings.server.ts `problem`).
 */
export const paymentGeneralSettingsSchema = z
  .object({
    provider: z.enum(PAYMENT_PROVIDERS, { error: err.providerRequired }),
    test_mode_enabled: z.boolean().default(false),
    test_api_key: z.string().trim().default(""),
    live_api_key: z.string().trim().default(""),
  })
  .transform((input, ctx) => {
    const out = { ...input };
    if (input.provider === "mollie" && input.test_mode_enabled) {
      if (input.test_api_key === "") {
        ctx.addIssue({ code: "custom", message: err.testKeyRequired, path: ["test_api_key"], input: "" });
      } else if (!isMollieTestKey(input.test_api_key)) {
        ctx.addIssue({
          code: "custom",
          message: err.testKeyFormat,
          path: ["test_api_key"],
          input: input.test_api_key,
        });
      }
    } else if (!isMollieTestKey(input.test_api_key)) {
      out.test_api_key = "";
    }
    if (input.live_api_key !== "" && !isMollieLiveKey(input.live_api_key)) {
      ctx.addIssue({
        code: "custom",
        message: err.liveKeyFormat,
        path: ["live_api_key"],
        input: input.live_api_key,
      });
    }
    return out;
  });

export type PaymentGeneralSettings = z.output<typeof paymentGeneralSettingsSchema>;
