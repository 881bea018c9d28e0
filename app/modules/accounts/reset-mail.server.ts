import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { type MailTransport, type SendResult, sendEmail } from "~/modules/email/email.server";
import type { Database } from "../../../db/schema";
import { passwordResetEmail } from "./reset-mail";

/**
 * Sends the password-reset e-mail through the shared e-mail module (outbox row kind `password_reset`,
 * reference = the token's hash, so one mail per link; SMTP when configured). The mail's text holds a live
 * link, so it is kept out of the log (the outbox row is the record).
 */
export function sendPasswordResetMail(
  db: Kysely<Database>,
  mail: { to: string; link: string; tokenHash: string },
  deps: { log: Logger; transport?: MailTransport | null },
): Promise<SendResult> {
  return sendEmail(
    db,
    { ...passwordResetEmail(mail.link), to: mail.to, kind: "password_reset", reference: mail.tokenHash },
    { log: deps.log.child({}, { redact: ["text"] }), transport: deps.transport },
  );
}
