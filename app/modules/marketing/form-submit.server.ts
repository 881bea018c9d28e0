import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { popupMessages } from "~/i18n/nl.popups";
import { publicUrl } from "~/utils/public-url.server";
import { perWindow, takeToken } from "~/utils/rate-limit.server";
import type { Database } from "../../../db/schema";
import { sendContactMessage } from "./contact.server";
import { subscribe } from "./newsletter.server";
import {
  contactFormSchema,
  type FieldError,
  fieldErrors,
  HONEYPOT_FIELD,
  newsletterFormSchema,
} from "./popup-forms";

/** Newsletter signups an address may make: 5 per 10 minutes (each one sends a mail to the address typed). */
export const NEWSLETTER_LIMIT = perWindow("newsletter", 5, 600);

/** The popup forms' answer (spec §7.12): `{success, data: {message, errors, redirect}}`. */
export interface FormAnswer {
  status: number;
  success: boolean;
  data: { message: string; errors: FieldError[]; redirect: string };
}

const e = popupMessages.errors;
const answer = (
  status: number,
  success: boolean,
  message: string,
  errors: FieldError[] = [],
): FormAnswer => ({
  status,
  success,
  data: { message, errors, redirect: "" },
});

export interface FormCaller {
  db: Kysely<Database>;
  ip: string;
  log: Logger;
}

/**
 * A newsletter signup from the popup or the /nieuwsbrief page. The answer is the same whether the address was
 * new, pending or already confirmed (point 8: a signup does not reveal whether an address exists).
 */
export async function submitNewsletter(
  caller: FormCaller,
  values: Record<string, unknown>,
  source: string,
): Promise<FormAnswer> {
  const parsed = newsletterFormSchema.safeParse(values);
  if (!parsed.success) return answer(400, false, e.notSent, fieldErrors(parsed.error));
  if ((await takeToken(caller.db, NEWSLETTER_LIMIT, caller.ip)) === null)
    return answer(429, false, e.rateLimited);
  await subscribe(caller.db, parsed.data, source, publicUrl(), caller.log);
  return answer(200, true, popupMessages.newsletter.received);
}

/** A contact message from the popup or the /contact page. A filled honeypot gets the same thanks and is dropped. */
export async function submitContact(
  caller: FormCaller,
  values: Record<string, unknown>,
  source: string,
): Promise<FormAnswer> {
  const thanks = answer(200, true, popupMessages.contact.received);
  const trap = values[HONEYPOT_FIELD];
  if (typeof trap === "string" && trap !== "") return thanks;
  const parsed = contactFormSchema.safeParse(values);
  if (!parsed.success) return answer(400, false, e.notSent, fieldErrors(parsed.error));
  const sent = await sendContactMessage(caller.db, parsed.data, source, caller.ip, caller.log);
  if (sent.kind === "rate_limited") return answer(429, false, e.rateLimited);
  return thanks;
}
