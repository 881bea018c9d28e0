import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";

/**
 * The read side of refunds: an order's paid payments with what each has refunded and still has refundable,
 * the refund page's overview, and the open double payments the dashboard lists. The writes are in
 * refunds.server.ts.
 *
 * - What is refundable: per paid payment, its amount minus its refunds that did not fail (failed and canceled
 *   refunds give the amount back; every other status, our own "reserved" included, holds it).
 * - A double payment (orders.double_payment_at, set by the webhook) is open while one of the order's later paid
 *   payments still has something refundable; refunding that payment in full is what closes it.
 */

/** Refund statuses that no longer hold any of the payment's amount. */
export const RELEASED_STATUSES = ["failed", "canceled"] as const;

export interface PaidPayment {
  id: number;
  provider: "mollie" | "test";
  providerPaymentId: string;
  method: string;
  amountCents: number;
  paidAt: string;
  refundedCents: number;
  refundableCents: number;
}

export interface RefundRow {
  id: number;
  paymentId: number;
  provider: "mollie" | "test";
  providerRefundId: string | null;
  amountCents: number;
  status: string;
  description: string;
  actor: string;
  createdAt: string;
}

export interface RefundOverview {
  order: {
    id: number;
    number: string;
    status: string;
    totalInclCents: number;
    doublePaymentAt: string | null;
  };
  /** The paid payments, the one that paid the order first (the others are double payments). */
  payments: PaidPayment[];
  refunds: RefundRow[];
  paidCents: number;
  refundedCents: number;
  refundableCents: number;
  /** The double payment still to refund (see openDoublePayments), or null. */
  openDouble: PaidPayment | null;
}

export async function loadOrder(db: Kysely<Database>, orderId: number) {
  if (!Number.isSafeInteger(orderId) || orderId <= 0) return undefined;
  return db
    .selectFrom("orders")
    .select(["id", "number", "status", "email", "billing", "total_incl_cents", "double_payment_at"])
    .where("id", "=", orderId)
    .executeTakeFirst();
}

/** The order's paid payments with what each has refunded (non-failed) and still refundable, first paid first. */
export async function paidPayments(db: Kysely<Database>, orderId: number): Promise<PaidPayment[]> {
  const payments = await db
    .selectFrom("payments")
    .select(["id", "provider", "provider_payment_id", "method", "amount_cents", "updated_at"])
    .where("order_id", "=", orderId)
    .where("status", "=", "paid")
    .orderBy("updated_at")
    .orderBy("id")
    .execute();
  if (!payments.length) return [];
  const sums = await db
    .selectFrom("refunds")
    .select(["payment_id", (eb) => eb.fn.sum<number | string>("amount_cents").as("cents")])
    .where("order_id", "=", orderId)
    .where("status", "not in", RELEASED_STATUSES)
    .groupBy("payment_id")
    .execute();
  const refunded = new Map(sums.map((s) => [s.payment_id, Number(s.cents)]));
  return payments.map((p) => {
    const refundedCents = refunded.get(p.id) ?? 0;
    return {
      id: p.id,
      provider: p.provider,
      providerPaymentId: p.provider_payment_id,
      method: p.method,
      amountCents: p.amount_cents,
      paidAt: p.updated_at,
      refundedCents,
      refundableCents: Math.max(0, p.amount_cents - refundedCents),
    };
  });
}

/** What the refund page shows: the paid payments, the refunds so far and what is left; undefined for no order. */
export async function refundOverview(
  db: Kysely<Database>,
  orderId: number,
): Promise<RefundOverview | undefined> {
  const order = await loadOrder(db, orderId);
  if (!order) return undefined;
  const payments = await paidPayments(db, order.id);
  const refunds = await db
    .selectFrom("refunds")
    .leftJoin("users", "users.id", "refunds.actor_user_id")
    .select([
      "refunds.id",
      "refunds.payment_id",
      "refunds.provider",
      "refunds.provider_refund_id",
      "refunds.amount_cents",
      "refunds.status",
      "refunds.description",
      "refunds.created_at",
      "users.email",
    ])
    .where("refunds.order_id", "=", order.id)
    .orderBy("refunds.id")
    .execute();
  const paidCents = payments.reduce((sum, p) => sum + p.amountCents, 0);
  const refundedCents = payments.reduce((sum, p) => sum + p.refundedCents, 0);
  return {
    order: {
      id: order.id,
      number: order.number ?? String(order.id),
      status: order.status,
      totalInclCents: order.total_incl_cents,
      doublePaymentAt: order.double_payment_at,
    },
    payments,
    refunds: refunds.map((r) => ({
      id: r.id,
      paymentId: r.payment_id,
      provider: r.provider,
      providerRefundId: r.provider_refund_id,
      amountCents: r.amount_cents,
      status: r.status,
      description: r.description,
      actor: r.email ?? "",
      createdAt: r.created_at,
    })),
    paidCents,
    refundedCents,
    refundableCents: paidCents - refundedCents,
    openDouble: order.double_payment_at ? openDuplicate(payments) : null,
  };
}

/** The first later paid payment (a double payment) that still has something to refund. */
export function openDuplicate(payments: readonly PaidPayment[]): PaidPayment | null {
  return payments.slice(1).find((p) => p.refundableCents > 0) ?? null;
}

export interface OpenDoublePayment {
  orderId: number;
  orderNumber: string;
  /** When the webhook flagged the order. */
  flaggedAt: string;
  /** The double payment still to refund, and how much of it. */
  paymentId: number;
  refundableCents: number;
}

/**
 * Orders flagged with a double payment ("dubbele betaling") whose double payment is not (fully) refunded yet:
 * the dashboard's "to look at" list, oldest flag first. A refund of the double payment that the provider
 * accepted ends it; a failed one leaves it open.
 */
export async function openDoublePayments(db: Kysely<Database>): Promise<OpenDoublePayment[]> {
  const flagged = await db
    .selectFrom("orders")
    .select(["id", "number", "double_payment_at"])
    .where("double_payment_at", "is not", null)
    .orderBy("double_payment_at")
    .orderBy("id")
    .execute();
  const open: OpenDoublePayment[] = [];
  for (const order of flagged) {
    const duplicate = openDuplicate(await paidPayments(db, order.id));
    if (!duplicate) continue;
    open.push({
      orderId: order.id,
      orderNumber: order.number ?? String(order.id),
      flaggedAt: order.double_payment_at as string,
      paymentId: duplicate.id,
      refundableCents: duplicate.refundableCents,
    });
  }
  return open;
}
