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
import {
  loadOrder,
  openDuplicate,
  type PaidPayment,
  paidPayments,
  RELEASED_STATUSES,
} from "./refund-queries.server";

/**
 * Full and partial refunds of an order's paid payments, always through the provider that took the payment.
 *
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
 * - What is refundable (every refund but a failed or canceled one holds its amount), the refund page's overview
 *   and the open double payments are read in refund-queries.server.ts.
 * - Later changes: refreshRefunds (refund-refresh.server.ts) asks the provider about refunds still under way (a Mollie refund starts
 *   pending); one that failed there is stored as failed, which makes its amount refundable again.
 * - refundDoublePayment refunds all that is left of the order's first later paid payment with something left.
 */

const e = adminRefundsMessages.errors;

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
