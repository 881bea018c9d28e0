import type { Kysely } from "kysely";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Database } from "../../../db/schema";
import type { EmailContent } from "./order-emails";

/**
 * The e-mail outbox. A mail is only ever written to the `email_outbox` table, inside the transaction of the
 * change that causes it (an order placed or paid, a reset link made), so it exists exactly when the change
 * does. The background sender (outbox-sender.server.ts) delivers the rows. The unique (kind, reference) index
 * makes "one e-mail of a kind per order" hold under retries, replayed webhooks and concurrent requests.
 */

export interface OutgoingEmail extends EmailContent {
  to: string;
  /** What this mail is ("order_confirmation", "new_order" …); with `reference` it is queued at most once. */
  kind: string;
  /** What it is about, e.g. the order id. */
  reference: string;
}

/**
 * Queues a mail in the transaction `trx` (or on its own when given the database). Returns the row id, or
 * null when a mail of this kind and reference was queued before. The log line never holds the body.
 */
export async function enqueueEmail(
  trx: Kysely<Database>,
  mail: OutgoingEmail,
  log: Logger,
): Promise<number | null> {
  const now = new Date().toISOString();
  const inserted = await trx
    .insertInto("email_outbox")
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      kind: mail.kind,
      reference: mail.reference,
      created_at: now,
      next_attempt_at: now,
      sent_at: null,
      error: null,
    })
    .onConflict((oc) => oc.columns(["kind", "reference"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return null;
  log.info({ email: { id: inserted.id, kind: mail.kind } }, "e-mail queued in the outbox");
  return inserted.id;
}

/** The part of a nodemailer transport the sender uses (tests pass a fake). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
  }): Promise<unknown>;
}

/** Short SMTP time-outs: a hanging mail server delays the sender by seconds, never by minutes. */
export const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

/** The SMTP transport for an `smtp://` / `smtps://` URL, with the short time-outs. */
export function smtpTransport(url: string): MailTransport {
  return nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
}
