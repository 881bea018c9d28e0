import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { popupMessages } from "~/i18n/nl.popups";
import { enqueueEmail } from "~/modules/email/email.server";
import { escapeHtml } from "~/modules/email/order-emails";
import { getSettings } from "~/modules/settings/settings.server";
import { perWindow, takeToken } from "~/utils/rate-limit.server";
import type { Database } from "../../../db/schema";
import type { ContactInput } from "./popup-forms";

/** Contact messages an address may send: 3 per 10 minutes (the honeypot catches the simple bots). */
export const CONTACT_LIMIT = perWindow("contact", 3, 600);

const m = popupMessages.contact.mail;
const f = popupMessages.fields;

/**
 * Stores a contact message and queues its mail to the shop's address (settings → company e-mail) in the same
 * transaction. Over the limit → "rate_limited", nothing stored. Without a shop address the message is stored
 * (shown in the back office) and an error is logged: the mail cannot go anywhere.
 */
export async function sendContactMessage(
  db: Kysely<Database>,
  input: ContactInput,
  source: string,
  ip: string,
  log: Logger,
  now = new Date(),
): Promise<{ kind: "sent"; id: number } | { kind: "rate_limited" }> {
  if ((await takeToken(db, CONTACT_LIMIT, ip)) === null) return { kind: "rate_limited" };
  const shopAddress = (await getSettings(db)).company.email.trim();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("contact_messages")
      .values({ ...input, source, created_at: now.toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (!shopAddress) {
      log.error(
        { contactMessage: row.id },
        "contact message stored but not mailed: the shop has no e-mail address",
      );
      return { kind: "sent" as const, id: row.id };
    }
    const lines: [string, string][] = [
      [f.name, input.name],
      [f.email, input.email],
      [f.phone, input.phone],
      [f.orderNumber, input.order_number],
      [f.message, input.message],
    ];
    const text = [m.intro, "", ...lines.map(([k, v]) => `${k}: ${v}`)].join("\n");
    const html = [
      `<!doctype html><html lang="nl"><body style="font-family:Arial,sans-serif;color:#0f172a">`,
      `<p>${escapeHtml(m.intro)}</p><dl>`,
      ...lines.map(
        ([k, v]) =>
          `<dt><strong>${escapeHtml(k)}</strong></dt><dd style="white-space:pre-wrap">${escapeHtml(v)}</dd>`,
      ),
      "</dl></body></html>",
    ].join("");
    await enqueueEmail(
      trx,
      {
        to: shopAddress,
        subject: m.subject(input.name),
        text,
        html,
        kind: "contact_message",
        reference: String(row.id),
      },
      log,
    );
    return { kind: "sent" as const, id: row.id };
  });
}

export function listContactMessages(db: Kysely<Database>) {
  return db.selectFrom("contact_messages").selectAll().orderBy("id", "desc").limit(200).execute();
}
