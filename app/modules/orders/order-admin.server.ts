import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { adminOrdersMessages } from "~/i18n/nl.admin-orders";
import { accountUrls } from "~/modules/accounts/urls";
import { type AuditActor, recordAudit } from "~/modules/audit/audit.server";
import { applyStockForStatus } from "~/modules/catalog/stock.server";
import { checkoutUrls } from "~/modules/checkout/urls";
import { enqueueEmail } from "~/modules/email/email.server";
import { orderMailReference, orderMails, resendEmail } from "~/modules/email/resend.server";
import {
  customerNoteEmail,
  hasStatusMail,
  type StatusMailInput,
  statusEmail,
} from "~/modules/email/status-emails";
import { getSettings } from "~/modules/settings/settings.server";
import { publicUrl } from "~/utils/public-url.server";
import type { Database } from "../../../db/schema";
import {
  canTransition,
  isOrderStatus,
  type OrderStatus,
  OrderTransitionError,
  statusLabel,
} from "./order-status";
import { orderNumber } from "./orders.server";

/**
 * The back office's changes to an order: a status change through the state machine, internal and customer notes,
 * and resending one of its e-mails. Each change writes its `order_events` row (who, when, what) and its
 * `audit_log` row in the transaction of the change itself, with the stock and the queued customer mail.
 */

const t = adminOrdersMessages;

export type StatusChangeResult =
  | { ok: true; from: OrderStatus; to: OrderStatus; mailId: number | null }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "refused"; from: string; message: string }
  | { ok: false; reason: "conflict" };

interface OrderForMail {
  id: number;
  number: string | null;
  order_key: string;
  user_id: number | null;
  email: string;
  billing: string;
}

function firstName(billingJson: string): string {
  try {
    const b = JSON.parse(billingJson) as { firstName?: unknown };
    return typeof b?.firstName === "string" ? b.firstName.trim() : "";
  } catch {
    return "";
  }
}

/** The details every customer mail about an order needs: its number, the greeting name, a link and the company. */
async function mailInput(trx: Kysely<Database>, order: OrderForMail): Promise<StatusMailInput> {
  const settings = await getSettings(trx);
  // A shopper with an account sees the order there; a guest has only the thank-you page with its key.
  const path = order.user_id ? accountUrls.order(order.id) : checkoutUrls.received(order.id, order.order_key);
  return {
    number: order.number ?? orderNumber(order.id),
    name: firstName(order.billing) || order.email,
    link: `${publicUrl()}${path}`,
    company: settings.company,
  };
}

/**
 * Moves order `orderId` to `to` as `actor` did in the back office. `expectedFrom` is the status the admin saw:
 * the update only succeeds while the order still has it (compare-and-set), so two admins changing the same order
 * at once cannot both succeed from the same old status. `trackTrace` is stored and mailed with "shipped" only.
 */
export async function changeOrderStatus(
  db: Kysely<Database>,
  actor: AuditActor,
  input: { orderId: number; to: OrderStatus; expectedFrom?: string; trackTrace?: string | null },
  log: Logger,
): Promise<StatusChangeResult> {
  return db.transaction().execute(async (trx): Promise<StatusChangeResult> => {
    const order = await trx
      .selectFrom("orders")
      .select(["id", "number", "order_key", "user_id", "email", "billing", "status", "paid_at"])
      .where("id", "=", input.orderId)
      .executeTakeFirst();
    if (!order) return { ok: false, reason: "not_found" };
    const from = order.status;
    if (input.expectedFrom !== undefined && input.expectedFrom !== from)
      return { ok: false, reason: "conflict" };
    if (!isOrderStatus(from) || !canTransition(from, input.to)) {
      return {
        ok: false,
        reason: "refused",
        from,
        message: new OrderTransitionError(from, input.to).message,
      };
    }
    const to = input.to;
    const trackTrace = to === "shipped" ? input.trackTrace?.trim() || null : null;
    const now = new Date().toISOString();
    const updated = await trx
      .updateTable("orders")
      .set({
        status: to,
        updated_at: now,
        // Marking an on-hold (bank transfer) or failed order paid by hand records when it was paid.
        ...(to === "processing" && !order.paid_at ? { paid_at: now } : {}),
        ...(to === "shipped" ? { track_trace: trackTrace } : {}),
      })
      .where("id", "=", order.id)
      .where("status", "=", from)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { ok: false, reason: "conflict" };
    const number = order.number ?? orderNumber(order.id);
    await trx
      .insertInto("order_events")
      .values({
        order_id: order.id,
        created_at: now,
        actor_user_id: actor.userId,
        actor: actor.email,
        kind: "status",
        from_status: from,
        to_status: to,
        text: trackTrace ?? "",
      })
      .execute();
    await recordAudit(trx, actor, {
      action: "order.status",
      entityType: "order",
      entityId: order.id,
      summary: t.audit.status(number, statusLabel(from), statusLabel(to)),
      details: { number, from, to, ...(trackTrace ? { trackTrace } : {}) },
    });
    await applyStockForStatus(trx, order.id, to, log);
    let mailId: number | null = null;
    if (hasStatusMail(to)) {
      const mail = statusEmail(to, await mailInput(trx, order), trackTrace);
      mailId = await enqueueEmail(
        trx,
        { ...mail, to: order.email, kind: "order_status", reference: orderMailReference(order.id, to) },
        log,
      );
    }
    log.info({ orderId: order.id, from, to, actor: actor.userId }, "order status changed in the back office");
    return { ok: true, from, to, mailId };
  });
}

export type NoteKind = "note" | "customer_note";

/**
 * Adds a note to the order: "note" is internal (staff only), "customer_note" is also e-mailed to the customer
 * through the outbox. Returns false when there is no such order.
 */
export async function addOrderNote(
  db: Kysely<Database>,
  actor: AuditActor,
  input: { orderId: number; kind: NoteKind; text: string },
  log: Logger,
): Promise<boolean> {
  const text = input.text.trim();
  if (!text) throw new RangeError("empty note");
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom("orders")
      .select(["id", "number", "order_key", "user_id", "email", "billing"])
      .where("id", "=", input.orderId)
      .executeTakeFirst();
    if (!order) return false;
    const now = new Date().toISOString();
    const event = await trx
      .insertInto("order_events")
      .values({
        order_id: order.id,
        created_at: now,
        actor_user_id: actor.userId,
        actor: actor.email,
        kind: input.kind,
        from_status: null,
        to_status: null,
        text,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const number = order.number ?? orderNumber(order.id);
    await recordAudit(trx, actor, {
      action: input.kind === "note" ? "order.note" : "order.customer_note",
      entityType: "order",
      entityId: order.id,
      summary: input.kind === "note" ? t.audit.note(number) : t.audit.customerNote(number),
      details: { number, eventId: event.id },
    });
    if (input.kind === "customer_note") {
      const mail = customerNoteEmail(await mailInput(trx, order), text);
      await enqueueEmail(
        trx,
        {
          ...mail,
          to: order.email,
          kind: "order_note",
          reference: orderMailReference(order.id, `note:${event.id}`),
        },
        log,
      );
    }
    return true;
  });
}

/**
 * Queues a copy of one of the order's e-mails (resendEmail) and, in the same transaction, records who did it in
 * the order's history and the audit log. Returns the copy's outbox id, or null when the mail does not belong to this order.
 */
export async function resendOrderMail(
  db: Kysely<Database>,
  actor: AuditActor,
  input: { orderId: number; outboxId: number },
  log: Logger,
): Promise<number | null> {
  const mails = await orderMails(db, input.orderId);
  const mail = mails.find((m) => m.id === input.outboxId);
  if (!mail) return null;
  // The copy, its history row and its audit row commit together.
  const copyId = await resendEmail(db, mail.id, log, async (trx, copy) => {
    const order = await trx
      .selectFrom("orders")
      .select(["number"])
      .where("id", "=", input.orderId)
      .executeTakeFirstOrThrow();
    const number = order.number ?? orderNumber(input.orderId);
    await trx
      .insertInto("order_events")
      .values({
        order_id: input.orderId,
        created_at: new Date().toISOString(),
        actor_user_id: actor.userId,
        actor: actor.email,
        kind: "email",
        from_status: null,
        to_status: null,
        text: `${mail.subject} → ${mail.to_address}`,
      })
      .execute();
    await recordAudit(trx, actor, {
      action: "order.email_resend",
      entityType: "order",
      entityId: input.orderId,
      summary: t.audit.resend(number, mail.subject),
      details: { number, outboxId: mail.id, copyId: copy.id },
    });
  });
  return copyId;
}
