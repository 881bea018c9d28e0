import type { Kysely } from "kysely";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import { env } from "~/utils/env.server";
import type { Database } from "../../../db/schema";
import type { EmailContent } from "./order-emails";

/**
 * Sending e-mail. Every message is first written to the `email_outbox` table; its unique (kind, reference)
 * index makes "one e-mail of a kind per order" hold under retries, replayed webhooks and concurrent requests
 * (the second insert does nothing and nothing is sent). With SMTP_URL set the message then goes out through
 * nodemailer and the row is marked sent (or keeps the error); without it the row stays unsent — the outbox is
 * the shop's record (viewable in the admin) — and the message is written to the log.
 */

export interface OutgoingEmail extends EmailContent {
  to: string;
  /** What this mail is ("order_confirmation", "new_order" …); with `reference` it is sent at most once. */
  kind: string;
  /** What it is about, e.g. the order id. */
  reference: string;
}

export type SendResult = "sent" | "stored" | "duplicate" | "failed";

/** The part of a nodemailer transport we use (tests pass a fake). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
  }): Promise<unknown>;
}

let cachedTransport: { url: string; transport: MailTransport } | undefined;

function smtpTransport(): MailTransport | null {
  const url = env().SMTP_URL;
  if (!url) return null;
  if (cachedTransport?.url !== url) cachedTransport = { url, transport: nodemailer.createTransport(url) };
  return cachedTransport.transport;
}

export async function sendEmail(
  db: Kysely<Database>,
  mail: OutgoingEmail,
  deps: { log: Logger; transport?: MailTransport | null },
): Promise<SendResult> {
  const now = new Date().toISOString();
  const inserted = await db
    .insertInto("email_outbox")
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      kind: mail.kind,
      reference: mail.reference,
      created_at: now,
      sent_at: null,
      error: null,
    })
    .onConflict((oc) => oc.columns(["kind", "reference"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return "duplicate";

  const transport = deps.transport === undefined ? smtpTransport() : deps.transport;
  if (!transport) {
    deps.log.info(
      {
        email: { id: inserted.id, to: mail.to, kind: mail.kind, reference: mail.reference },
        text: mail.text,
      },
      `e-mail stored in the outbox (no SMTP_URL): ${mail.subject}`,
    );
    return "stored";
  }
  try {
    await transport.sendMail({
      from: env().MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    await db
      .updateTable("email_outbox")
      .set({ sent_at: new Date().toISOString() })
      .where("id", "=", inserted.id)
      .execute();
    return "sent";
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .updateTable("email_outbox")
      .set({ error: message.slice(0, 500) })
      .where("id", "=", inserted.id)
      .execute();
    deps.log.error({ err: error, email: { id: inserted.id, kind: mail.kind } }, "sending e-mail failed");
    return "failed";
  }
}
