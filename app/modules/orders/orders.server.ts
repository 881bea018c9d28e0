import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, OrderLinesTable } from "../../../db/schema";
import type { OrderStatus } from "./order-status";

export interface NewOrderLine {
  kind: OrderLinesTable["kind"];
  productId: number | null;
  name: string;
  quantity: number;
  unitExclCents: number;
  unitInclCents: number;
  snapshot?: unknown;
}

export interface NewOrder {
  idempotencyKey: string;
  status: OrderStatus;
  sessionId: string | null;
  userId: number | null;
  email: string;
  billing: unknown;
  shipping: unknown;
  shippingMethod: string;
  paymentMethod: string;
  customerNote: string;
  subtotalInclCents: number;
  shippingInclCents: number;
  feeInclCents: number;
  totalInclCents: number;
  vatCents: number;
  lines: NewOrderLine[];
}

/** The order number shown to shoppers: MG-10001, MG-10002, … (from the row id, so it is unique). */
export function orderNumber(id: number): string {
  return `MG-${10000 + id}`;
}

/** An unguessable key for the thank-you and pay-for-order links (`?key=`). */
export function newOrderKey(): string {
  return `wc_order_${randomBytes(18).toString("base64url")}`;
}

/**
 * Creates the order and its lines in one transaction — or, when an order with the same idempotency key exists
 * (a double click, a resubmit, a second tab), returns that one. The unique key decides, not a read first, so
 * concurrent submits still make exactly one order.
 */
export async function createOrderOnce(
  db: Kysely<Database>,
  order: NewOrder,
): Promise<{ id: number; number: string; orderKey: string; created: boolean }> {
  const now = new Date().toISOString();
  // Joins the caller's transaction when given one (checkout places the order inside its own).
  const inTransaction = <T>(run: (trx: Kysely<Database>) => Promise<T>) =>
    db.isTransaction ? run(db) : db.transaction().execute(run);
  return inTransaction(async (trx) => {
    const inserted = await trx
      .insertInto("orders")
      .values({
        order_key: newOrderKey(),
        idempotency_key: order.idempotencyKey,
        status: order.status,
        session_id: order.sessionId,
        user_id: order.userId,
        email: order.email,
        billing: JSON.stringify(order.billing),
        shipping: JSON.stringify(order.shipping),
        shipping_method: order.shippingMethod,
        payment_method: order.paymentMethod,
        customer_note: order.customerNote,
        subtotal_incl_cents: order.subtotalInclCents,
        shipping_incl_cents: order.shippingInclCents,
        fee_incl_cents: order.feeInclCents,
        total_incl_cents: order.totalInclCents,
        vat_cents: order.vatCents,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column("idempotency_key").doNothing())
      .returning(["id", "order_key"])
      .executeTakeFirst();
    if (!inserted) {
      const existing = await trx
        .selectFrom("orders")
        .select(["id", "number", "order_key"])
        .where("idempotency_key", "=", order.idempotencyKey)
        .executeTakeFirstOrThrow();
      return {
        id: existing.id,
        number: existing.number ?? orderNumber(existing.id),
        orderKey: existing.order_key,
        created: false,
      };
    }
    const number = orderNumber(inserted.id);
    await trx.updateTable("orders").set({ number }).where("id", "=", inserted.id).execute();
    if (order.lines.length) {
      await trx
        .insertInto("order_lines")
        .values(
          order.lines.map((l) => ({
            order_id: inserted.id,
            kind: l.kind,
            product_id: l.productId,
            name: l.name,
            quantity: l.quantity,
            unit_excl_cents: l.unitExclCents,
            unit_incl_cents: l.unitInclCents,
            total_incl_cents: l.unitInclCents * l.quantity,
            snapshot: JSON.stringify(l.snapshot ?? {}),
          })),
        )
        .execute();
    }
    return { id: inserted.id, number, orderKey: inserted.order_key, created: true };
  });
}

export async function getOrder(db: Kysely<Database>, id: number) {
  const order = await db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
  if (!order) return undefined;
  const lines = await db
    .selectFrom("order_lines")
    .selectAll()
    .where("order_id", "=", id)
    .orderBy("id")
    .execute();
  return { ...order, lines };
}
