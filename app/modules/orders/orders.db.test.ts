import { expect, it } from "vitest";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { createOrderOnce, getOrder, type NewOrder } from "./orders.server";

function order(key: string): NewOrder {
  return {
    idempotencyKey: key,
    status: "pending",
    sessionId: "sess",
    userId: null,
    email: "klant@example.nl",
    billing: { first_name: "Jan" },
    shipping: { first_name: "Jan" },
    shippingMethod: "bezorgen",
    paymentMethod: "test",
    customerNote: "",
    subtotalInclCents: 74050,
    shippingInclCents: 0,
    feeInclCents: 0,
    totalInclCents: 74050,
    vatCents: 12852,
    lines: [
      {
        kind: "product",
        productId: null,
        name: "Glazen deur op maat",
        quantity: 1,
        unitExclCents: 61198,
        unitInclCents: 74050,
        snapshot: { values: { uni_cpo_height: "2000" } },
      },
    ],
  };
}

describeEachEngine("idempotent order creation", (db) => {
  it("20 concurrent submits of one checkout attempt make exactly one order", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => createOrderOnce(db(), order("attempt-1"))),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    const rows = await db()
      .selectFrom("orders")
      .select("id")
      .where("idempotency_key", "=", "attempt-1")
      .execute();
    expect(rows).toHaveLength(1);
    const lines = await db()
      .selectFrom("order_lines")
      .select("id")
      .where("order_id", "=", rows[0].id)
      .execute();
    expect(lines).toHaveLength(1);
  });

  it("stores the line snapshot, a number and an unguessable key", async () => {
    const r = await createOrderOnce(db(), order("attempt-2"));
    const stored = await getOrder(db(), r.id);
    expect(stored?.number).toMatch(/^MG-\d+$/);
    expect(stored?.order_key).toMatch(/^wc_order_[\w-]{24}$/);
    expect(JSON.parse(stored?.lines[0].snapshot ?? "{}")).toEqual({ values: { uni_cpo_height: "2000" } });
    const other = await createOrderOnce(db(), order("attempt-3"));
    expect(other.orderKey).not.toBe(r.orderKey);
  });
});
