import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { adminRefundsMessages } from "~/i18n/nl.admin-refunds";
import { recordAudit, SYSTEM_ACTOR } from "~/modules/audit/audit.server";
import { formatMoney } from "~/utils/format-money";
import type { Database } from "../../../db/schema";
import { providerFor } from "./payments.server";
import type { CreatedRefund } from "./providers/provider";

/** Refund statuses the provider may still change. */
const UNDER_WAY = ["queued", "pending", "processing"] as const;

/**
 * Asks the provider for the current status of the order's refunds still under way and stores what changed
 * (conditionally, so concurrent refreshes store a change once). A refund that failed or was canceled at the
 * provider makes its amount refundable again and gets an order event and an audit row (by the system); the
 * order's status is left as it is (refunded is final), and the error log says so for the staff. A provider that
 * is not configured or does not answer leaves the rows as they are. Returns how many rows changed.
 */
export async function refreshRefunds(db: Kysely<Database>, orderId: number, log: Logger): Promise<number> {
  const open = await db
    .selectFrom("refunds")
    .innerJoin("payments", "payments.id", "refunds.payment_id")
    .innerJoin("orders", "orders.id", "refunds.order_id")
    .select([
      "refunds.id",
      "refunds.provider",
      "refunds.provider_refund_id",
      "refunds.amount_cents",
      "refunds.status",
      "payments.provider_payment_id",
      "orders.number",
      "orders.status as order_status",
    ])
    .where("refunds.order_id", "=", orderId)
    .where("refunds.status", "in", UNDER_WAY)
    .where("refunds.provider_refund_id", "is not", null)
    .orderBy("refunds.id")
    .execute();
  let changed = 0;
  for (const row of open) {
    let status: CreatedRefund["status"];
    try {
      const provider = await providerFor(db, row.provider);
      ({ status } = await provider.getRefund({
        providerPaymentId: row.provider_payment_id,
        providerRefundId: row.provider_refund_id as string,
      }));
    } catch (error) {
      log.warn({ orderId, refundId: row.id, err: error }, "refund status not refreshed");
      continue;
    }
    if (status === row.status) continue;
    const released = status === "failed" || status === "canceled";
    const stored = await db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const updated = await trx
        .updateTable("refunds")
        .set({ status, updated_at: now })
        .where("id", "=", row.id)
        .where("status", "=", row.status)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      if (!released) return true;
      const amount = formatMoney(row.amount_cents);
      const providerName = adminRefundsMessages.providerNames[row.provider];
      const refundId = row.provider_refund_id as string;
      await trx
        .insertInto("order_events")
        .values({
          order_id: orderId,
          created_at: now,
          actor_user_id: null,
          actor: SYSTEM_ACTOR.email,
          kind: "refund",
          from_status: null,
          to_status: null,
          text: adminRefundsMessages.failedLater(amount, providerName, refundId),
        })
        .execute();
      await recordAudit(trx, SYSTEM_ACTOR, {
        action: "order.refund_failed",
        entityType: "order",
        entityId: orderId,
        summary: adminRefundsMessages.auditFailed(row.number ?? String(orderId), amount),
        details: { refundId: row.id, providerRefundId: refundId, status, amountCents: row.amount_cents },
      });
      return true;
    });
    if (!stored) continue;
    changed += 1;
    if (released) {
      log.error(
        { orderId, refundId: row.id, status, orderStatus: row.order_status },
        "a refund failed at the payment provider after it was accepted; its amount is refundable again",
      );
    }
  }
  return changed;
}
