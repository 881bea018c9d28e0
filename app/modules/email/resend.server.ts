import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../../../db/schema";
import { enqueueEmail } from "./email.server";

/**
 * The reference of a mail about order `orderId`. Every order mail uses `{orderId}` or `{orderId}:{suffix}`
 * (the (kind, reference) pair is unique), so `orderMailReferences` finds them all for the order's page.
 */
export function orderMailReference(orderId: number, suffix?: string): string {
  return suffix ? `${orderId}:${suffix}` : String(orderId);
}

/** The outbox rows about an order, oldest first. */
export function orderMails(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom("email_outbox")
    .select([
      "id",
      "kind",
      "to_address",
      "subject",
      "created_at",
      "sent_at",
      "failed_at",
      "error",
      "attempts",
    ])
    .where((eb) => eb.or([eb("reference", "=", String(orderId)), eb("reference", "like", `${orderId}:%`)]))
    .orderBy("id")
    .execute();
}

/**
 * Sends a mail of the outbox again: a new row with the same recipient, subject and body, delivered by the
 * background sender like any other. Its reference is the original's with `:resend:{original id}:{n}`, so the
 * copy stays findable with the original (and an order's mails). Returns the new row id, or null when there is
 * no such mail. `alsoInTransaction` runs in the same transaction once the copy is queued (e.g. its audit row).
 */
export async function resendEmail(
  db: Kysely<Database>,
  outboxId: number,
  log: Logger,
  alsoInTransaction?: (trx: Kysely<Database>, copy: { id: number; to: string }) => Promise<void>,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("email_outbox")
      .selectAll()
      .where("id", "=", outboxId)
      .executeTakeFirst();
    if (!row) return null;
    const base = `${row.reference ?? "mail"}:resend:${row.id}`;
    const earlier = await trx
      .selectFrom("email_outbox")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("kind", "=", row.kind)
      .where("reference", "like", `${base}:%`)
      .executeTakeFirstOrThrow();
    const id = await enqueueEmail(
      trx,
      {
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        kind: row.kind,
        reference: `${base}:${Number(earlier.n) + 1}`,
      },
      log,
    );
    if (id !== null && alsoInTransaction) await alsoInTransaction(trx, { id, to: row.to_address });
    return id;
  });
}
