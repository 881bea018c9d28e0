import { type Kysely, PostgresAdapter } from "kysely";
import type { Logger } from "pino";
import { repeatInBackground, type StopJob } from "~/utils/background-job.server";
import type { Database } from "../../../db/schema";
import { type MailTransport, smtpTransport } from "./email.server";
import { CLAIM_MS, MAX_ATTEMPTS, retryDelayMs, STALE_AFTER_MS } from "./outbox-retry";

/**
 * The background sender of the e-mail outbox. Each row is first claimed by one conditional update (due, unsent,
 * not given up, no live claim), which sets `locked_until` and counts the attempt; on PostgreSQL the candidate
 * is picked with FOR UPDATE SKIP LOCKED, so senders on several instances never take the same row. Then it is
 * sent and marked sent, or it keeps the error and is retried later (exponential backoff) until MAX_ATTEMPTS,
 * after which `failed_at` is set. A sender that dies mid-send leaves a claim that expires after CLAIM_MS, and
 * the row is tried again.
 *
 * The sender runs on every instance: the claims, not a cluster-wide lock, are what make each mail go out once
 * (several senders share the work). On SQLite the claim's conditional update is atomic on its own.
 */

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

export interface DeliverOptions {
  log: Logger;
  /** The From header (MAIL_FROM). */
  from: string;
  now?: Date;
  /** At most this many mails per run. */
  limit?: number;
}

function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Claims the oldest due row (see the module comment); undefined when none is due. */
async function claimNext(db: Kysely<Database>, now: Date) {
  const at = now.toISOString();
  const staleBefore = new Date(now.getTime() - STALE_AFTER_MS).toISOString();
  const candidate = db
    .selectFrom("email_outbox")
    .select("id")
    .where("sent_at", "is", null)
    .where("failed_at", "is", null)
    .where("next_attempt_at", "<=", at)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]))
    .where("created_at", ">=", staleBefore)
    .orderBy("id")
    .limit(1)
    .$if(isPostgres(db), (qb) => qb.forUpdate().skipLocked());
  return (
    db
      .updateTable("email_outbox")
      .set((eb) => ({
        locked_until: new Date(now.getTime() + CLAIM_MS).toISOString(),
        attempts: eb("attempts", "+", 1),
      }))
      .where("id", "=", candidate)
      // The same conditions again, so the update is conditional on its own (atomic on SQLite as well).
      .where("sent_at", "is", null)
      .where("failed_at", "is", null)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]))
      .returning(["id", "kind", "to_address", "subject", "text_body", "html_body", "attempts"])
      .executeTakeFirst()
  );
}

/** Delivers due outbox rows one by one through `transport`. Never throws for a failed send. */
export async function deliverPending(
  db: Kysely<Database>,
  transport: MailTransport,
  options: DeliverOptions,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const limit = options.limit ?? 20;
  const clock = () => options.now ?? new Date();
  for (let i = 0; i < limit; i++) {
    const row = await claimNext(db, clock());
    if (!row) break;
    const email = { id: row.id, kind: row.kind, attempts: row.attempts };
    try {
      await transport.sendMail({
        from: options.from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
      });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      const at = clock();
      await db
        .updateTable("email_outbox")
        .set({
          error: message,
          locked_until: null,
          ...(giveUp
            ? { failed_at: at.toISOString() }
            : { next_attempt_at: new Date(at.getTime() + retryDelayMs(row.attempts)).toISOString() }),
        })
        .where("id", "=", row.id)
        .execute();
      if (giveUp) {
        report.failed++;
        options.log.error({ email, error: message }, "e-mail not delivered; giving up");
      } else {
        report.retrying++;
        options.log.warn({ email, error: message }, "e-mail not delivered; will retry");
      }
      continue;
    }
    await db
      .updateTable("email_outbox")
      .set({ sent_at: clock().toISOString(), locked_until: null, error: null })
      .where("id", "=", row.id)
      .execute();
    report.sent++;
    options.log.info({ email }, "e-mail sent");
  }
  return report;
}

/**
 * Runs deliverPending every `intervalMs` (default 2 s) in the background, through the SMTP server of
 * `smtpUrl` (repeatInBackground: no overlapping runs, unref'd timer). Without an SMTP URL nothing is sent: the
 * mails stay in the outbox (a warning says so once). Returns the stop function graceful shutdown awaits.
 */
export function startOutboxSender(
  db: Kysely<Database>,
  options: {
    log: Logger;
    smtpUrl: string | undefined;
    from: string;
    intervalMs?: number;
    transport?: MailTransport;
  },
): StopJob {
  if (!options.smtpUrl && !options.transport) {
    options.log.warn("SMTP_URL is not set: e-mails are stored in the email_outbox table and not sent");
    return async () => {};
  }
  const transport = options.transport ?? smtpTransport(options.smtpUrl as string);
  return repeatInBackground(options.intervalMs ?? 2_000, async () => {
    try {
      await deliverPending(db, transport, { log: options.log, from: options.from });
    } catch (error) {
      options.log.error({ err: error }, "e-mail outbox run failed");
    }
  });
}
