import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { adminRefundsMessages } from "~/i18n/nl.admin-refunds";
import { type AuditActor, recordAudit } from "~/modules/audit/audit.server";
import { applyStockForStatus } from "~/modules/catalog/stock.server";
import { enqueueEmail } from "~/modules/email/email.server";
import { refundEmail } from "~/modules/email/refund-email";
import { orderMailReference } from "~/modules/email/resend.server";
import { canTransition, isOrderStatus } from "~/modules/orders/order-status";
import { getSettings } from "~/modules/settings/settings.server";
import { formatMoney } from "~/utils/format-money";
import type { Database } from "../../../db/schema";
import { providerFor } from "./payments.server";
import { providerMessages } from "./providers/nl.providers";
import { type CreatedRefund, type PaymentProvider, PaymentProviderError } from "./providers/provider";
import { REFUND_DESCRIPTION_MAX } from "./refund-form";

/**
 * Full and partial refunds of an order's paid payments, always through the provider that took the payment.
 *
 * - What is refundable: per paid payment, its amount minus its refunds that did not fail (failed and canceled
 *   refunds give the amount back; every other status, our own "reserved" included, holds it).
 * - Concurrency: the refund row is reserved (status "reserved") in a transaction that first writes the order
 *   row — a row lock on PostgreSQL, and SQLite runs one write transaction at a time — and then checks the
 *   remaining amount, so two refunds at once can never reserve more than was paid. Only then is the provider
 *   called (with the row id as idempotency key); its answer is recorded, or the row is marked failed.
 *   A row left "reserved" (the process died during the provider call) keeps holding its amount: the shop never
 *   refunds more than was paid, and the staff checks the provider's dashboard.
 * - A refund accepted by the provider writes an order event (kind "refund"), an audit row ("order.refund") and
 *   queues the shopper's "Terugbetaling" e-mail, in one transaction. When everything paid for the order has
 *   been refunded the order moves to refunded (state machine, with the stock module's effect); a partial refund
 *   keeps the status.
 * - Later changes: refreshRefunds (refund-refresh.server.ts) asks the provider about refunds still under way (a Mollie refund starts
 *   pending); one that failed there is stored as failed, which makes its amount refundable again.
 * - A double payment (orders.double_payment_at, set by the webhook) is open while one of the order's later paid
 *   payments still has something refundable; refunding that payment in full is what closes it.
 */

const e = adminRefundsMessages.errors;

/** Refund statuses that no longer hold any of the payment's amount. */
const RELEASED_STATUSES = ["failed", "canceled"] as const;

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

export type RefundOutcome =
  | {
      ok: true;
      refundId: number;
      amountCents: number;
      status: CreatedRefund["status"];
      providerRefundId: string;
      orderStatus: string;
      /** True when this refund made the order fully refunded (and so moved it to refunded where allowed). */
      full: boolean;
    }
  | {
      ok: false;
      /** 404: no such order; 400: bad input; 409: refused as things stand (nothing left, provider said no). */
      httpStatus: 400 | 404 | 409;
      /** The form field the message belongs beside, or null for the page. */
      field: "amount" | "payment_id" | "description" | null;
      /** Dutch, for the staff ("" with 404). */
      error: string;
      /** The refund row, when one was written (it is then marked failed). */
      refundId?: number;
      /** A double-payment refund found the duplicate refunded already (nothing happened). */
      alreadyDone?: boolean;
    };

export interface RefundDeps {
  actor: AuditActor;
  log: Logger;
}

function fail(
  httpStatus: 400 | 404 | 409,
  field: "amount" | "payment_id" | "description" | null,
  error: string,
  extra: { refundId?: number; alreadyDone?: boolean } = {},
): RefundOutcome {
  return { ok: false, httpStatus, field, error, ...extra };
}

async function loadOrder(db: Kysely<Database>, orderId: number) {
  if (!Number.isSafeInteger(orderId) || orderId <= 0) return undefined;
  return db
    .selectFrom("orders")
    .select(["id", "number", "status", "email", "billing", "total_incl_cents", "double_payment_at"])
    .where("id", "=", orderId)
    .executeTakeFirst();
}

/** The order's paid payments with what each has refunded (non-failed) and still refundable, first paid first. */
async function paidPayments(db: Kysely<Database>, orderId: number): Promise<PaidPayment[]> {
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
function openDuplicate(payments: readonly PaidPayment[]): PaidPayment | null {
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

export interface RefundRequest {
  orderId: number;
  /** The paid payment to refund; null picks the order's only paid payment that has something refundable. */
  paymentId: number | null;
  /** Positive integer cents. */
  amountCents: number;
  description: string;
}

/**
 * Refunds `amountCents` of one of the order's paid payments (full or partial), through the provider that took
 * it. See the module comment for the checks, the reservation and what a refund writes.
 */
export async function refundOrder(
  db: Kysely<Database>,
  input: RefundRequest,
  deps: RefundDeps,
): Promise<RefundOutcome> {
  const order = await loadOrder(db, input.orderId);
  if (!order) return fail(404, null, "");
  const paid = await paidPayments(db, order.id);
  if (!paid.length) return fail(409, null, e.nothingPaid);
  let payment: PaidPayment | undefined;
  if (input.paymentId === null) {
    const refundable = paid.filter((p) => p.refundableCents > 0);
    payment = paid.length === 1 ? paid[0] : refundable.length === 1 ? refundable[0] : undefined;
    if (!payment) return fail(400, "payment_id", e.paymentRequired);
  } else {
    payment = paid.find((p) => p.id === input.paymentId);
    if (!payment) return fail(400, "payment_id", e.paymentUnknown);
  }
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    return fail(400, "amount", e.amountPositive);
  }
  const description = input.description.trim();
  if (description.length > REFUND_DESCRIPTION_MAX) return fail(400, "description", e.descriptionTooLong);
  return refundPayment(db, order, payment, input.amountCents, description, deps, false);
}

/**
 * Refunds the order's double payment: the first later paid payment with something left, for all that is left
 * (its full amount when nothing of it was refunded). The order's status stays. A second click finds nothing
 * left and says so (alreadyDone), without calling the provider.
 */
export async function refundDoublePayment(
  db: Kysely<Database>,
  orderId: number,
  deps: RefundDeps,
): Promise<RefundOutcome> {
  const order = await loadOrder(db, orderId);
  if (!order) return fail(404, null, "");
  const paid = await paidPayments(db, order.id);
  if (!order.double_payment_at || paid.length < 2) return fail(409, null, e.noDoublePayment);
  const duplicate = openDuplicate(paid);
  if (!duplicate) return fail(409, null, e.doubleAlreadyRefunded, { alreadyDone: true });
  const number = order.number ?? String(order.id);
  return refundPayment(
    db,
    order,
    duplicate,
    duplicate.refundableCents,
    adminRefundsMessages.doubleDescription(number),
    deps,
    true,
  );
}

/** The reservation's refusal: the payment has less than the amount left. */
class NotRefundable extends Error {
  constructor(readonly remaining: number) {
    super(`only ${remaining} cents left to refund`);
  }
}

type OrderRow = NonNullable<Awaited<ReturnType<typeof loadOrder>>>;

async function refundPayment(
  db: Kysely<Database>,
  order: OrderRow,
  payment: PaidPayment,
  amountCents: number,
  description: string,
  deps: RefundDeps,
  double: boolean,
): Promise<RefundOutcome> {
  const providerName = adminRefundsMessages.providerNames[payment.provider];
  // The provider named on the payment row, never the one the shop takes new payments with now.
  let provider: PaymentProvider;
  try {
    provider = await providerFor(db, payment.provider);
  } catch (error) {
    deps.log.error(
      { orderId: order.id, paymentId: payment.id, provider: payment.provider, err: error },
      "refund refused: the provider that took the payment is not configured",
    );
    return fail(409, null, e.providerNotConfigured(providerName));
  }
  if (provider.name !== payment.provider) {
    throw new Error(`refund of a ${payment.provider} payment would go to ${provider.name}`);
  }

  const reservedAt = new Date().toISOString();
  const reservation = await db
    .transaction()
    .execute(async (trx) => {
      // Writing the order row first serialises concurrent refunds of the order (see the module comment).
      await trx.updateTable("orders").set({ updated_at: reservedAt }).where("id", "=", order.id).execute();
      const held = await trx
        .selectFrom("refunds")
        .select((eb) => eb.fn.sum<number | string | null>("amount_cents").as("cents"))
        .where("payment_id", "=", payment.id)
        .where("status", "not in", RELEASED_STATUSES)
        .executeTakeFirst();
      const remaining = payment.amountCents - Number(held?.cents ?? 0);
      // Thrown, so the order row's write rolls back too.
      if (amountCents > remaining) throw new NotRefundable(remaining);
      const row = await trx
        .insertInto("refunds")
        .values({
          order_id: order.id,
          payment_id: payment.id,
          provider: payment.provider,
          provider_refund_id: null,
          amount_cents: amountCents,
          status: "reserved",
          description,
          actor_user_id: deps.actor.userId,
          created_at: reservedAt,
          updated_at: reservedAt,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { ok: true as const, id: row.id };
    })
    .catch((error: unknown) => {
      if (error instanceof NotRefundable) return { ok: false as const, remaining: error.remaining };
      throw error;
    });
  if (!reservation.ok) {
    if (double && reservation.remaining <= 0) {
      return fail(409, null, e.doubleAlreadyRefunded, { alreadyDone: true });
    }
    return fail(
      400,
      "amount",
      reservation.remaining > 0
        ? e.amountTooHigh(formatMoney(reservation.remaining))
        : adminRefundsMessages.nothingRefundable,
    );
  }
  const refundId = reservation.id;

  let created: CreatedRefund;
  try {
    created = await provider.createRefund({
      providerPaymentId: payment.providerPaymentId,
      amountCents,
      description,
      idempotencyKey: `maatglas-refund-${refundId}`,
    });
  } catch (error) {
    await db
      .updateTable("refunds")
      .set({ status: "failed", updated_at: new Date().toISOString() })
      .where("id", "=", refundId)
      .execute();
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.error(
      { orderId: order.id, refundId, kind: error.kind, detail: error.detail, statusCode: error.statusCode },
      "refund failed at the payment provider",
    );
    const amountField = error.kind === "rejected" && Boolean(error.field?.startsWith("amount"));
    return fail(409, amountField ? "amount" : null, error.message, { refundId });
  }
  if (created.status === "failed" || created.status === "canceled") {
    await db
      .updateTable("refunds")
      .set({
        status: created.status,
        provider_refund_id: created.providerRefundId,
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", refundId)
      .execute();
    deps.log.error(
      { orderId: order.id, refundId, providerRefundId: created.providerRefundId, status: created.status },
      "refund refused by the payment provider",
    );
    return fail(409, null, providerMessages.refundErrors.rejected, { refundId });
  }

  const recorded = await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    await trx
      .updateTable("refunds")
      .set({ status: created.status, provider_refund_id: created.providerRefundId, updated_at: now })
      .where("id", "=", refundId)
      .execute();
    const number = order.number ?? String(order.id);
    const amount = formatMoney(amountCents);
    await trx
      .insertInto("order_events")
      .values({
        order_id: order.id,
        created_at: now,
        actor_user_id: deps.actor.userId,
        actor: deps.actor.email,
        kind: "refund",
        from_status: null,
        to_status: null,
        text: double
          ? adminRefundsMessages.doubleEvent(amount, providerName, created.providerRefundId)
          : adminRefundsMessages.event(amount, providerName, created.providerRefundId, description),
      })
      .execute();

    const current = await trx
      .selectFrom("orders")
      .select("status")
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    const totals = await paidPayments(trx, order.id);
    const full = totals.every((p) => p.refundableCents === 0);
    let orderStatus = current.status;
    if (full && !double && isOrderStatus(current.status) && canTransition(current.status, "refunded")) {
      const moved = await trx
        .updateTable("orders")
        .set({ status: "refunded", updated_at: now })
        .where("id", "=", order.id)
        .where("status", "=", current.status)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 1) {
        orderStatus = "refunded";
        await applyStockForStatus(trx, order.id, "refunded", deps.log);
        await trx
          .insertInto("order_events")
          .values({
            order_id: order.id,
            created_at: now,
            actor_user_id: deps.actor.userId,
            actor: deps.actor.email,
            kind: "status",
            from_status: current.status,
            to_status: "refunded",
          })
          .execute();
      }
    }

    await recordAudit(trx, deps.actor, {
      action: "order.refund",
      entityType: "order",
      entityId: order.id,
      summary: double
        ? adminRefundsMessages.auditDouble(number, amount)
        : adminRefundsMessages.audit(number, amount),
      details: {
        refundId,
        amountCents,
        paymentId: payment.id,
        provider: payment.provider,
        providerPaymentId: payment.providerPaymentId,
        providerRefundId: created.providerRefundId,
        refundStatus: created.status,
        doublePayment: double,
        fromStatus: current.status,
        toStatus: orderStatus,
      },
    });

    const settings = await getSettings(trx);
    await enqueueEmail(
      trx,
      {
        ...refundEmail({
          orderNumber: number,
          name: firstName(order.billing) || order.email,
          amountCents,
          full: full && !double,
          double,
          description: double ? "" : description,
          shopName: settings.company.name,
        }),
        to: order.email,
        kind: "refund",
        reference: orderMailReference(order.id, `refund-${refundId}`),
      },
      deps.log,
    );
    return { orderStatus, full: full && !double };
  });
  deps.log.info(
    { orderId: order.id, refundId, amountCents, providerRefundId: created.providerRefundId },
    "order refunded",
  );
  return {
    ok: true,
    refundId,
    amountCents,
    status: created.status,
    providerRefundId: created.providerRefundId,
    ...recorded,
  };
}

function firstName(billing: string): string {
  try {
    const parsed = JSON.parse(billing) as { firstName?: unknown };
    return typeof parsed.firstName === "string" ? parsed.firstName.trim() : "";
  } catch {
    return "";
  }
}
