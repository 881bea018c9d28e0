import { z } from "zod";
import { popupMessages } from "~/i18n/nl.popups";

const e = popupMessages.errors;

/** The honeypot field of the contact form (the reviews' field name and rule: filled → a bot). */
export { HONEYPOT_FIELD } from "~/modules/reviews/review-form";

const email = z
  .string()
  .trim()
  .min(1, e.emailRequired)
  .max(200, e.emailInvalid)
  .pipe(z.email(e.emailInvalid))
  .transform((v) => v.toLowerCase());

/** The newsletter form: an e-mail address, an optional name and the consent box (spec §7.12 `pum_sub_form`). */
export const newsletterFormSchema = z.object({
  email,
  name: z.string().trim().max(100, e.nameTooLong).default(""),
  consent: z
    .unknown()
    .refine(
      (v) => v === true || v === "1" || v === "on" || v === "yes",
      popupMessages.newsletter.consentRequired,
    ),
});

/** The contact form (issue 14 point 9): name, e-mail, optional phone, message, optional order number. */
export const contactFormSchema = z.object({
  name: z.string().trim().min(1, e.nameRequired).max(100, e.nameTooLong),
  email,
  phone: z
    .string()
    .trim()
    .max(30, e.phoneInvalid)
    .regex(/^(\+?[\d\s().-]{6,})?$/, e.phoneInvalid)
    .default(""),
  order_number: z
    .string()
    .trim()
    .regex(/^(#?\d{1,12})?$/, e.orderNumberInvalid)
    .transform((v) => v.replace(/^#/, ""))
    .default(""),
  message: z.string().trim().min(1, e.messageRequired).max(5000, e.messageTooLong),
});

export type NewsletterInput = z.output<typeof newsletterFormSchema>;
export type ContactInput = z.output<typeof contactFormSchema>;

export interface FieldError {
  field: string;
  message: string;
}

/** A zod failure as the popup forms' error list `[{field, message}]` (spec §5.6), one per field. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: issue.message });
  }
  return errors;
}

/** The values a form sent, as strings (checkboxes "1"), to put back after a refusal. */
export function stringValues(
  values: Record<string, unknown>,
  fields: readonly string[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const v = values[f];
    out[f] = typeof v === "string" ? v : v === true ? "1" : "";
  }
  return out;
}
