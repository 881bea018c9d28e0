import type { Kysely } from "kysely";
import { canAccessSection } from "~/modules/accounts/roles";
import { LOW_STOCK_THRESHOLD } from "~/modules/catalog/stock";
import { isPaid, ORDER_STATUSES } from "~/modules/orders/order-status";
import type { Database } from "../../../db/schema";
import { openDoublePayments } from "../payments/refund-queries.server";
import { periodsAt } from "./periods";

/** The statuses whose orders count as revenue: the one rule of order-status.ts (isPaid). */
export const PAID_STATUSES = ORDER_STATUSES.filter(isPaid);

export interface PeriodFigures {
  /** Every order placed in the period (whatever its status). */
  orders: number;
  /** Paid orders placed in the period: their totals incl. btw and their btw. */
  revenueInclCents: number;
  revenueExclCents: number;
}

export interface DashboardFigures {
  /** Today's date and this week's Monday in Amsterdam (YYYY-MM-DD), for the order list's period filter. */
  today: string;
  monday: string;
  /** Null for a role that may not see orders (and so no money). */
  sales: {
    today: PeriodFigures;
    week: PeriodFigures;
    openPayments: number;
    waitingForProduction: number;
    doublePayments: { orderId: number; number: string; flaggedAt: string }[];
  } | null;
  /** Null for a role that may not see products. */
  lowStock: { id: number; name: string; stock: number }[] | null;
}

async function periodFigures(db: Kysely<Database>, from: Date): Promise<PeriodFigures> {
  const since = from.toISOString();
  const [all, paid] = await Promise.all([
    db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("created_at", ">=", since)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("orders")
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>("total_incl_cents"), eb.lit(0)).as("total"),
        eb.fn.coalesce(eb.fn.sum<number>("vat_cents"), eb.lit(0)).as("vat"),
      ])
      .where("created_at", ">=", since)
      .where("status", "in", PAID_STATUSES)
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(paid.total);
  return { orders: Number(all.n), revenueInclCents: total, revenueExclCents: total - Number(paid.vat) };
}

/**
 * The dashboard's figures at `now`, only those `role` may see: sales figures with the orders section, low stock
 * with the products section (a redacteur sees neither, and no query runs for them).
 * Days and weeks are Amsterdam's (the week from Monday 0:00); orders count by when they were placed.
 */
export async function dashboardFigures(
  db: Kysely<Database>,
  role: string,
  now = new Date(),
): Promise<DashboardFigures> {
  const { todayStart, weekStart, today, monday } = periodsAt(now);
  const sales = canAccessSection(role, "orders")
    ? await Promise.all([
        periodFigures(db, todayStart),
        periodFigures(db, weekStart),
        db
          .selectFrom("payments")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("status", "=", "open")
          .where("superseded_at", "is", null)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom("orders")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("status", "=", "processing")
          .executeTakeFirstOrThrow(),
        // One rule with the refund screen: flagged orders whose duplicate payment still has money to refund.
        openDoublePayments(db),
      ]).then(([today, week, open, waiting, doubles]) => ({
        today,
        week,
        openPayments: Number(open.n),
        waitingForProduction: Number(waiting.n),
        doublePayments: doubles.map((o) => ({
          orderId: o.orderId,
          number: o.orderNumber,
          flaggedAt: o.flaggedAt,
        })),
      }))
    : null;
  const lowStock = canAccessSection(role, "products")
    ? (
        await db
          .selectFrom("products")
          .select(["id", "name", "stock"])
          .where("stock", "is not", null)
          .where("stock", "<=", LOW_STOCK_THRESHOLD)
          .orderBy("stock")
          .orderBy("name")
          .limit(50)
          .execute()
      ).map((p) => ({ id: p.id, name: p.name, stock: Number(p.stock) }))
    : null;
  return { today, monday, sales, lowStock };
}
