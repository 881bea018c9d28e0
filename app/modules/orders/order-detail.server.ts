import type { Kysely } from "kysely";
import { lineExtrasOf } from "~/modules/configurator/line-extras";
import { orderMails } from "~/modules/email/resend.server";
import type { Database } from "../../../db/schema";
import { lineConfiguration } from "./order-detail";
import { orderNumber } from "./orders.server";

/**
 * Everything the back office's order page shows, read in one go: the order and its lines with their
 * configuration, its payments, refunds, e-mails and history (status changes, notes, refunds, resent mails).
 * Undefined when there is no such order.
 */
export async function getOrderDetail(db: Kysely<Database>, id: number) {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const order = await db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
  if (!order) return undefined;
  const [lines, payments, refunds, mails, events] = await Promise.all([
    db.selectFrom("order_lines").selectAll().where("order_id", "=", id).orderBy("id").execute(),
    db.selectFrom("payments").selectAll().where("order_id", "=", id).orderBy("id").execute(),
    db.selectFrom("refunds").selectAll().where("order_id", "=", id).orderBy("id").execute(),
    orderMails(db, id),
    db.selectFrom("order_events").selectAll().where("order_id", "=", id).orderBy("id").execute(),
  ]);
  return {
    order: { ...order, number: order.number ?? orderNumber(order.id) },
    lines: lines.map((l) => ({
      id: l.id,
      kind: l.kind,
      name: l.name,
      quantity: Number(l.quantity),
      unitExclCents: Number(l.unit_excl_cents),
      unitInclCents: Number(l.unit_incl_cents),
      totalInclCents: Number(l.total_incl_cents),
      configuration: lineConfiguration(l.snapshot),
      // colour: the shopper's preview image and the designer's fields
      extras: lineExtrasOf(l.snapshot),
    })),
    payments: payments.map((p) => ({ ...p, amount_cents: Number(p.amount_cents) })),
    refunds: refunds.map((r) => ({ ...r, amount_cents: Number(r.amount_cents) })),
    mails,
    events,
  };
}

export type OrderDetail = NonNullable<Awaited<ReturnType<typeof getOrderDetail>>>;
