import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { enqueueEmail } from "~/modules/email/email.server";
import { publicUrl } from "~/utils/public-url.server";
import type { Database } from "../../../db/schema";
import { passwordResetEmail, resetLink } from "./reset-mail";

/**
 * Queues the password-reset e-mail in the transaction `trx` that creates the token (outbox row kind
 * `password_reset`, reference = the token's hash, so one mail per link). The link's origin is publicUrl(),
 * never a request header. The mail's text holds a live link; only the outbox row holds it, never the log.
 */
export async function queuePasswordResetMail(
  trx: Kysely<Database>,
  mail: { to: string; token: string; tokenHash: string },
  log: Logger,
): Promise<void> {
  const content = passwordResetEmail(resetLink(publicUrl(), mail.token));
  await enqueueEmail(
    trx,
    { ...content, to: mail.to, kind: "password_reset", reference: mail.tokenHash },
    log,
  );
}
