import { z } from "zod";
import { adminRefundsMessages } from "~/i18n/nl.admin-refunds";
import { parseAmount } from "./surcharge";

/** The refund form (pure): Dutch amount notation to cents, the description and the chosen payment. */

const e = adminRefundsMessages.errors;
/** Mollie's limit for a refund description; ours for the form. */
export const REFUND_DESCRIPTION_MAX = 255;
/** Far above any order: the real limit is what the payment still has refundable (checked by the service). */
const AMOUNT_INPUT_MAX = 10_000_000;

/** Euros as typed ("12,50", "1.234,56", "12.5") to integer cents; a Dutch message for anything else. */
export function parseRefundAmount(
  input: unknown,
): { ok: true; cents: number } | { ok: false; error: string } {
  if (typeof input !== "string" || input.trim() === "") return { ok: false, error: e.amountRequired };
  const parsed = parseAmount(input.replace(/^€\s*/, ""), AMOUNT_INPUT_MAX);
  if (!parsed.ok) {
    if (parsed.error === "amountDecimals") return { ok: false, error: e.amountDecimals };
    if (parsed.error === "amountNegative") return { ok: false, error: e.amountPositive };
    return { ok: false, error: e.amountInvalid };
  }
  const cents = parsed.value.times(100).toNumber();
  if (cents <= 0) return { ok: false, error: e.amountPositive };
  return { ok: true, cents };
}

/** Cents as the amount input shows them: Dutch comma, 2 decimals, no thousands separator ("740,50"). */
export function formatRefundAmount(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? "-" : ""}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

/** The posted refund form (`intent=refund`): amount in cents, trimmed description, payment id or null. */
export const refundFormSchema = z.object({
  amount: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseRefundAmount(value);
      if (parsed.ok) return parsed.cents;
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }),
  description: z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    .pipe(z.string().max(REFUND_DESCRIPTION_MAX, e.descriptionTooLong)),
  payment_id: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === "") return null;
      if (/^[1-9]\d{0,15}$/.test(value)) return Number(value);
      ctx.addIssue({ code: "custom", message: e.paymentUnknown });
      return z.NEVER;
    }),
});
