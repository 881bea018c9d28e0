import type { Kysely } from "kysely";
import { getOrder } from "~/modules/orders/orders.server";
import type { Database } from "../../../db/schema";

export const ORDERS_PER_PAGE = 20;

export interface AccountOrderRow {
  id: number;
  number: string;
  createdAt: string;
  status: string;
  totalInclCents: number;
  itemCount: number;
}

/** One page of the user's orders, newest first, with the number of products in each. */
export async function listOrdersForUser(
  db: Kysely<Database>,
  userId: number,
  page = 1,
): Promise<{ orders: AccountOrderRow[]; total: number; pages: number }> {
  const counted = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  const pages = Math.max(1, Math.ceil(total / ORDERS_PER_PAGE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const rows = await db
    .selectFrom("orders")
    .select(["id", "number", "created_at", "status", "total_incl_cents"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(ORDERS_PER_PAGE)
    .offset((current - 1) * ORDERS_PER_PAGE)
    .execute();
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .selectFrom("order_lines")
        .select(["order_id", (eb) => eb.fn.sum<number>("quantity").as("n")])
        .where("order_id", "in", ids)
        .where("kind", "=", "product")
        .groupBy("order_id")
        .execute()
    : [];
  const countOf = new Map(counts.map((c) => [c.order_id, Number(c.n)]));
  return {
    total,
    pages,
    orders: rows.map((r) => ({
      id: r.id,
      number: r.number ?? String(r.id),
      createdAt: r.created_at,
      status: r.status,
      totalInclCents: r.total_incl_cents,
      itemCount: countOf.get(r.id) ?? 0,
    })),
  };
}

/** The order with its lines when it belongs to the user; undefined otherwise (the page answers 404). */
export async function getOrderForUser(db: Kysely<Database>, userId: number, orderId: number) {
  if (!Number.isSafeInteger(orderId) || orderId <= 0) return undefined;
  const order = await getOrder(db, orderId);
  return order && order.user_id === userId ? order : undefined;
}
