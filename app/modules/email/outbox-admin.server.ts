import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import type { Logger } from "pino";
import { adminOfficeMessages } from "~/i18n/nl.admin-office";
import type { ListParams } from "~/modules/admin/list-params";
import { containsAny } from "~/modules/admin/search.server";
import { type AuditActor, recordAudit } from "~/modules/audit/audit.server";
import type { Database } from "../../../db/schema";
import { type OutboxStatus, outboxStatusOf } from "./outbox-status";
import { resendEmail } from "./resend.server";

export const OUTBOX_SORTS = ["created_at", "to_address", "subject", "kind", "attempts"] as const;
export type OutboxSort = (typeof OUTBOX_SORTS)[number];

const TEXT_SORTS: ReadonlySet<OutboxSort> = new Set(["to_address", "subject", "kind"]);

export interface OutboxFilters {
  status: OutboxStatus | null;
  kind: string | null;
}

function whereStatus(eb: ExpressionBuilder<Database, "email_outbox">, status: OutboxStatus) {
  if (status === "sent") return eb("sent_at", "is not", null);
  if (status === "failed") return eb.and([eb("sent_at", "is", null), eb("failed_at", "is not", null)]);
  return eb.and([eb("sent_at", "is", null), eb("failed_at", "is", null)]);
}

/** One page of the outbox with the list's search (recipient, subject), filters and sort; and the total. */
export async function listOutbox(
  db: Kysely<Database>,
  params: ListParams<OutboxSort>,
  filters: OutboxFilters,
) {
  let query = db.selectFrom("email_outbox");
  if (params.q) query = query.where((eb) => containsAny(eb, ["to_address", "subject"], params.q));
  if (filters.status) {
    const status = filters.status;
    query = query.where((eb) => whereStatus(eb, status));
  }
  if (filters.kind) query = query.where("kind", "=", filters.kind);
  const [rows, total] = await Promise.all([
    query
      .select([
        "id",
        "created_at",
        "to_address",
        "subject",
        "kind",
        "sent_at",
        "failed_at",
        "attempts",
        "error",
      ])
      // Text columns sort case-insensitively, the same on both engines.
      .orderBy(
        TEXT_SORTS.has(params.sort) ? sql`lower(${sql.ref(params.sort)})` : sql.ref(params.sort),
        params.dir,
      )
      .orderBy("id", params.dir)
      .limit(params.perPage)
      .offset((params.page - 1) * params.perPage)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, attempts: Number(r.attempts), status: outboxStatusOf(r) })),
    total: Number(total.n),
  };
}

/** The kinds of mail in the outbox, for the kind filter. */
export async function outboxKinds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom("email_outbox").select("kind").distinct().orderBy("kind").execute();
  return rows.map((r) => r.kind);
}

/** One mail with its bodies, or undefined. */
export async function getOutboxMail(db: Kysely<Database>, id: number) {
  const row = await db.selectFrom("email_outbox").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? { ...row, attempts: Number(row.attempts), status: outboxStatusOf(row) } : undefined;
}

/**
 * "Opnieuw versturen" on the outbox screen: queues a copy of mail `id` (resendEmail) and its audit row
 * ("email.resend") in one transaction. Returns the copy's id, or null when there is no such mail.
 */
export function resendFromOutbox(db: Kysely<Database>, actor: AuditActor, id: number, log: Logger) {
  return resendEmail(db, id, log, (trx, copy) =>
    recordAudit(trx, actor, {
      action: "email.resend",
      entityType: "email",
      entityId: id,
      summary: adminOfficeMessages.email.auditResend(id, copy.to),
      details: { original: id, copy: copy.id },
    }),
  );
}
