import { z } from "zod";
import { adminOrdersMessages } from "~/i18n/nl.admin-orders";
import { isOrderStatus, type OrderStatus } from "./order-status";

/**
 * The forms of the back office's order page (shared zod): change the status, add an internal or customer note,
 * resend an e-mail. Each posts `intent`; the messages are Dutch and show beside the field.
 */

const v = adminOrdersMessages.validation;
export const NOTE_MAX = 4000;
export const TRACK_TRACE_MAX = 500;

const text = z.preprocess((x) => (typeof x === "string" ? x.trim() : ""), z.string());

export const statusFormSchema = z
  .object({
    intent: z.literal("status"),
    /** The status the admin saw when the page loaded (compare-and-set). */
    from: text,
    status: text
      .refine((s) => s !== "", v.statusMissing)
      .refine((s) => s === "" || isOrderStatus(s), v.statusMissing),
    track_trace: text.pipe(z.string().max(TRACK_TRACE_MAX, v.trackTraceTooLong(TRACK_TRACE_MAX))),
  })
  .superRefine((value, ctx) => {
    if (value.track_trace && value.status !== "shipped") {
      ctx.addIssue({ code: "custom", path: ["track_trace"], message: v.trackTraceOnlyShipped });
    }
  })
  .transform((value) => ({ ...value, status: value.status as OrderStatus }));

const note = text.pipe(z.string().min(1, v.noteEmpty).max(NOTE_MAX, v.noteTooLong(NOTE_MAX)));

export const noteFormSchema = z.object({ intent: z.literal("note"), note });
export const customerNoteFormSchema = z.object({ intent: z.literal("customer_note"), customer_note: note });
export const resendFormSchema = z.object({
  intent: z.literal("resend"),
  mail: z.coerce.number().int().positive(),
});

export const ORDER_INTENTS = ["status", "note", "customer_note", "resend"] as const;
export type OrderIntent = (typeof ORDER_INTENTS)[number];

/** The schema of a posted intent, or null for an unknown one. */
export function schemaForIntent(intent: unknown) {
  switch (intent) {
    case "status":
      return statusFormSchema;
    case "note":
      return noteFormSchema;
    case "customer_note":
      return customerNoteFormSchema;
    case "resend":
      return resendFormSchema;
    default:
      return null;
  }
}
