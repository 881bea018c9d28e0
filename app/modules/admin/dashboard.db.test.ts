import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { dashboardFigures, PAID_STATUSES } from "./dashboard.server";

// Monday 23 November 2026, 10:00 in Amsterdam (UTC+1): today began at 2026-11-22T23:00Z, the week too.
const NOW = new Date("2026-11-23T09:00:00.000Z");
// Wednesday 25 November 2026, 12:00 in Amsterdam: today began 2026-11-24T23:00Z, the week on Monday.
const WEDNESDAY = new Date("2026-11-25T11:00:00.000Z");

describeEachEngine("the dashboard's figures", (db) => {
  let seq = 0;
  async function order(
    createdAt: string,
    status: string,
    totalInclCents: number,
    extra: { double?: boolean } = {},
  ) {
    const n = ++seq;
    const row = await db()
      .insertInto("orders")
      .values({
        number: `MG-${90000 + n}`,
        order_key: randomBytes(8).toString("hex"),
        idempotency_key: randomBytes(8).toString("hex"),
        status,
        session_id: null,
        user_id: null,
        email: `klant${n}@example.nl`,
        billing: "{}",
        shipping: "{}",
        shipping_method: "bezorgen",
        payment_method: "ideal",
        subtotal_incl_cents: totalInclCents,
        shipping_incl_cents: 0,
        total_incl_cents: totalInclCents,
        // 21 % btw included: total × 21/121, rounded.
        vat_cents: Math.round((totalInclCents * 21) / 121),
        created_at: createdAt,
        updated_at: createdAt,
        paid_at: null,
        double_payment_at: extra.double ? createdAt : null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }
  async function payment(orderId: number, status: string, superseded = false) {
    await db()
      .insertInto("payments")
      .values({
        order_id: orderId,
        provider: "test",
        provider_payment_id: `tr_${randomBytes(6).toString("hex")}`,
        method: "ideal",
        amount_cents: 100,
        status,
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
        superseded_at: superseded ? NOW.toISOString() : null,
      })
      .execute();
  }
  const ids: Record<string, number> = {};

  it("counts orders by Amsterdam day and Monday week; revenue only of paid orders, excl. btw = total − btw", async () => {
    // Sunday 22 Nov 23:59:59 Amsterdam: last week, yesterday.
    ids.sunday = await order("2026-11-22T22:59:59.999Z", "processing", 12100);
    // Monday 0:00:00 Amsterdam exactly: today and this week.
    ids.midnight = await order("2026-11-22T23:00:00.000Z", "processing", 24200);
    // Monday morning, unpaid: counts as an order, not as revenue.
    ids.pending = await order("2026-11-23T08:00:00.000Z", "pending", 99999);
    ids.cancelled = await order("2026-11-23T08:30:00.000Z", "cancelled", 5000);
    // Monday morning, completed (paid) with a double payment.
    ids.completed = await order("2026-11-23T08:45:00.000Z", "completed", 60500, { double: true });

    const monday = await dashboardFigures(db(), "administrator", NOW);
    expect(monday.sales?.today).toEqual({
      orders: 4,
      revenueInclCents: 84700,
      revenueExclCents: 84700 - 4200 - 10500,
    });
    expect(monday.sales?.week).toEqual(monday.sales?.today);

    // On Wednesday the Monday orders are this week but not today; a Wednesday order is both.
    ids.wednesday = await order("2026-11-24T23:00:00.000Z", "processing", 1210);
    const wed = await dashboardFigures(db(), "administrator", WEDNESDAY);
    expect(wed.sales?.today).toEqual({ orders: 1, revenueInclCents: 1210, revenueExclCents: 1000 });
    expect(wed.sales?.week).toEqual({
      orders: 5,
      revenueInclCents: 85910,
      revenueExclCents: 85910 - 14700 - 210,
    });
  });

  it("every paid status counts as revenue, none of the others", async () => {
    const before = (await dashboardFigures(db(), "administrator", WEDNESDAY)).sales?.today;
    for (const status of ["on-hold", "failed", "refunded", ...PAID_STATUSES]) {
      await order("2026-11-25T10:00:00.000Z", status, 100);
    }
    const after = (await dashboardFigures(db(), "administrator", WEDNESDAY)).sales?.today;
    expect(after?.orders).toBe((before?.orders ?? 0) + 3 + PAID_STATUSES.length);
    expect(after?.revenueInclCents).toBe((before?.revenueInclCents ?? 0) + 100 * PAID_STATUSES.length);
  });

  it("open payments leave out superseded ones; waiting for production is the processing orders", async () => {
    await payment(ids.pending, "open");
    await payment(ids.pending, "open", true);
    await payment(ids.completed, "paid");
    const f = await dashboardFigures(db(), "administrator", NOW);
    expect(f.sales?.openPayments).toBe(1);
    const processing = await db()
      .selectFrom("orders")
      .select("id")
      .where("status", "=", "processing")
      .execute();
    expect(f.sales?.waitingForProduction).toBe(processing.length);
    expect(processing.length).toBeGreaterThanOrEqual(3);
  });

  it("a double payment stays on the list until a refund (not a failed one) answers the duplicate", async () => {
    const list = async () => (await dashboardFigures(db(), "administrator", NOW)).sales?.doublePayments ?? [];
    // The order already has one paid payment (previous test); a second one is the duplicate.
    await payment(ids.completed, "paid");
    expect((await list()).map((d) => d.orderId)).toEqual([ids.completed]);
    const paid = await db()
      .selectFrom("payments")
      .select(["id", "amount_cents"])
      .where("order_id", "=", ids.completed)
      .where("status", "=", "paid")
      .orderBy("id")
      .execute();
    expect(paid).toHaveLength(2);
    const duplicate = paid[1];
    const refund = (status: string) =>
      db()
        .insertInto("refunds")
        .values({
          order_id: ids.completed,
          payment_id: duplicate.id,
          provider: "test",
          provider_refund_id: null,
          amount_cents: duplicate.amount_cents,
          status,
          actor_user_id: null,
          created_at: NOW.toISOString(),
          updated_at: NOW.toISOString(),
        })
        .execute();
    await refund("failed");
    expect(await list()).toHaveLength(1);
    await refund("refunded");
    expect(await list()).toEqual([]);
  });

  it("low stock lists tracked products at or below 5, lowest first; untracked products never", async () => {
    const product = (name: string, stock: number | null) =>
      db()
        .insertInto("products")
        .values({
          slug: name.toLowerCase(),
          name,
          price_cents: 1000,
          from_price_cents: null,
          created_at: NOW.toISOString(),
          stock,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const five = await product("Scharnier", 5);
    const zero = await product("Greep", 0);
    await product("Slot", 6);
    await product("Deur", null);
    const f = await dashboardFigures(db(), "administrator", NOW);
    expect(f.lowStock).toEqual([
      { id: zero.id, name: "Greep", stock: 0 },
      { id: five.id, name: "Scharnier", stock: 5 },
    ]);
  });

  it("each role sees only its sections: the shop manager all, the editor no money and no stock", async () => {
    const manager = await dashboardFigures(db(), "shop_manager", NOW);
    expect(manager.sales).not.toBeNull();
    expect(manager.lowStock).not.toBeNull();
    expect(await dashboardFigures(db(), "editor", NOW)).toMatchObject({ sales: null, lowStock: null });
    expect(await dashboardFigures(db(), "customer", NOW)).toMatchObject({ sales: null, lowStock: null });
  });
});
