/** A mail's delivery state as the outbox screen shows it: waiting (queued or retrying), sent, or given up. Pure. */
export const OUTBOX_STATUSES = ["waiting", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export function isOutboxStatus(value: unknown): value is OutboxStatus {
  return typeof value === "string" && (OUTBOX_STATUSES as readonly string[]).includes(value);
}

export function outboxStatusOf(row: { sent_at: string | null; failed_at: string | null }): OutboxStatus {
  return row.sent_at ? "sent" : row.failed_at ? "failed" : "waiting";
}
