import { afterAll, beforeAll, expect, it } from "vitest";
import { csrfTokenFor } from "~/utils/session.server";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { startFastPath } from "../../../tests/helpers/fast-path";
import { orderSnapshot, saveSurcharges, unpaidOrder } from "../../../tests/helpers/payment-orders";
import { ADD_FEE_ACTION } from "./add-fee";
import { addFee } from "./add-fee.server";
import { changeOrderPaymentMethod } from "./order-fee.server";

const SECRET = { current: "add-fee-test-secret-add-fee-test-secret" };
const SESSION = "shopper-add-fee-session-01";
const NONCE = csrfTokenFor(SECRET, SESSION);

describeEachEngine("the pay-for-order add-fee call", (db) => {
  let shop: Awaited<ReturnType<typeof startFastPath>>;

  beforeAll(async () => {
    await saveSurcharges(db());
    // The real handler of the background calls (server/fast-path.ts) with this one action.
    shop = await startFastPath(db(), { secret: SECRET, actions: { [ADD_FEE_ACTION]: addFee } });
  });
  afterAll(() => shop.close());

  async function call(fields: Record<string, string>) {
    const res = await fetch(`${shop.base}/api/ajax`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: shop.cookieOf(SESSION) },
      body: new URLSearchParams(fields),
    });
    return { status: res.status, body: await res.json() };
  }
  const payload = (
    order: { id: number; orderKey: string },
    method: string,
    extra: Record<string, string> = {},
  ) => ({
    action: ADD_FEE_ACTION,
    add_fee_order: String(order.id),
    add_fee_pay: "1",
    add_fee_paymethod: method,
    add_fee_key: order.orderKey,
    add_fee_nonce: NONCE,
    ...extra,
  });

  it("switching method replaces the fee line and the totals, and answers the new table as HTML", async () => {
    const order = await unpaidOrder(db());
    const card = await call(payload(order, "creditcard"));
    expect(card.status).toBe(200);
    expect(card.body).toMatchObject({ success: true, recalc: true, alert: "" });
    // The same component as the page: the fee row with its label, the new total.
    expect(card.body.message).toContain(
      '<tr data-total="fee"><th scope="row">Transactiekosten Creditcard</th>',
    );
    expect(card.body.message).toContain("€ 742,92");
    let stored = await orderSnapshot(db(), order.id);
    expect(stored.order).toMatchObject({
      payment_method: "creditcard",
      fee_incl_cents: 242,
      total_incl_cents: 74292,
      vat_cents: 12894,
    });
    expect(stored.lines.filter((l) => l.kind === "fee")).toMatchObject([
      {
        name: "Transactiekosten Creditcard",
        unit_excl_cents: 200,
        unit_incl_cents: 242,
        total_incl_cents: 242,
      },
    ]);

    // PayPal: € 0,50 excl. → € 0,61 incl.; the creditcard line is gone, not kept beside it.
    await call(payload(order, "paypal"));
    stored = await orderSnapshot(db(), order.id);
    expect(stored.order).toMatchObject({
      payment_method: "paypal",
      fee_incl_cents: 61,
      total_incl_cents: 74111,
    });
    expect(stored.lines.filter((l) => l.kind === "fee").map((l) => [l.name, l.total_incl_cents])).toEqual([
      ["Transactiekosten PayPal", 61],
    ]);

    // iDEAL: no fee, no fee line, back to the goods + delivery.
    const ideal = await call(payload(order, "ideal"));
    expect(ideal.body.message).not.toContain('data-total="fee"');
    stored = await orderSnapshot(db(), order.id);
    expect(stored.order).toMatchObject({
      payment_method: "ideal",
      fee_incl_cents: 0,
      total_incl_cents: 74050,
    });
    expect(stored.lines.filter((l) => l.kind === "fee")).toEqual([]);

    // The same method again: success without a recalculation, nothing written.
    const again = await call(payload(order, "ideal"));
    expect(again.body).toMatchObject({ success: true, recalc: false });
    expect(await orderSnapshot(db(), order.id)).toEqual(stored);
  });

  it("refuses bad input with a Dutch 4xx answer and leaves the order untouched", async () => {
    const order = await unpaidOrder(db());
    await call(payload(order, "creditcard"));
    const before = await orderSnapshot(db(), order.id);
    const paid = await unpaidOrder(db(), { status: "processing" });
    const onHold = await unpaidOrder(db(), { status: "on-hold", method: "banktransfer" });
    const cases: [string, Record<string, string>, number, RegExp][] = [
      ["wrong key", payload({ ...order, orderKey: "wc_order_wrong" }, "paypal"), 404, /niet gevonden/],
      ["no key", payload({ ...order, orderKey: "" }, "paypal"), 404, /niet gevonden/],
      ["unknown order", payload({ id: 999_999, orderKey: order.orderKey }, "paypal"), 404, /niet gevonden/],
      ["unknown method", payload(order, "bitcoin"), 400, /getoonde betaalmethoden/],
      ["a test-only id", payload(order, "test"), 400, /getoonde betaalmethoden/],
      [
        "a forged amount",
        payload(order, "paypal", { add_fee_amount: "0.01" }),
        400,
        /niet worden geaccepteerd/,
      ],
      ["a forged total", payload(order, "paypal", { total: "1" }), 400, /niet worden geaccepteerd/],
      [
        "wrong nonce",
        payload(order, "paypal", { add_fee_nonce: "not-the-token" }),
        403,
        /sessie is verlopen/,
      ],
      [
        "the nonce only as security",
        { ...payload(order, "paypal", { security: NONCE }), add_fee_nonce: "" },
        403,
        /sessie/,
      ],
    ];
    for (const [name, fields, status, text] of cases) {
      const r = await call(fields);
      expect(r.status, name).toBe(status);
      expect(r.body.success, name).toBe(false);
      expect(String(r.body.alert ?? r.body.data?.message), name).toMatch(text);
      expect(await orderSnapshot(db(), order.id), name).toEqual(before);
    }
    const missingNonce = payload(order, "paypal") as Record<string, string>;
    delete missingNonce.add_fee_nonce;
    expect((await call(missingNonce)).status).toBe(403);
    expect(await orderSnapshot(db(), order.id)).toEqual(before);

    for (const closed of [paid, onHold]) {
      const snapshot = await orderSnapshot(db(), closed.id);
      const r = await call(payload(closed, "creditcard"));
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({
        success: false,
        recalc: false,
        alert: expect.stringMatching(/al betaald/),
      });
      // The notice for the page: React-rendered, the text escaped.
      expect(r.body.message).toMatch(/^<div class="checkout-notice add-fee-error"><p>/);
      expect(await orderSnapshot(db(), closed.id)).toEqual(snapshot);
    }
  });

  it("a payment in progress fixes the method: another one is refused, the same one is fine", async () => {
    const order = await unpaidOrder(db());
    const now = new Date().toISOString();
    await db()
      .insertInto("payments")
      .values({
        order_id: order.id,
        provider: "test",
        provider_payment_id: `tst_fixed${order.id}aaaaaaa`.slice(0, 20),
        method: "ideal",
        amount_cents: 74050,
        status: "pending",
        created_at: now,
        updated_at: now,
      })
      .execute();
    const before = await orderSnapshot(db(), order.id);
    const r = await call(payload(order, "creditcard"));
    expect(r.status).toBe(409);
    expect(r.body.alert).toMatch(/ligt vast/);
    expect(await orderSnapshot(db(), order.id)).toEqual(before);
    expect((await call(payload(order, "ideal"))).body).toMatchObject({ success: true, recalc: false });
  });

  it("replaces the fee line in one transaction: a failure before the commit changes nothing", async () => {
    const order = await unpaidOrder(db());
    await changeOrderPaymentMethod(db(), {
      orderId: order.id,
      orderKey: order.orderKey,
      methodId: "creditcard",
    });
    const before = await orderSnapshot(db(), order.id);
    await expect(
      changeOrderPaymentMethod(
        db(),
        { orderId: order.id, orderKey: order.orderKey, methodId: "paypal" },
        {
          beforeCommit: async () => {
            throw new Error("disk full");
          },
        },
      ),
    ).rejects.toThrow("disk full");
    expect(await orderSnapshot(db(), order.id)).toEqual(before);
  });

  it("concurrent switches leave one consistent state: one fee line that matches the order's method and totals", async () => {
    const order = await unpaidOrder(db());
    const methods = ["creditcard", "paypal", "ideal", "creditcard", "paypal"];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        changeOrderPaymentMethod(db(), {
          orderId: order.id,
          orderKey: order.orderKey,
          methodId: methods[i % methods.length],
        }),
      ),
    );
    expect(results.every((r) => r.ok || r.reason === "changedMeanwhile")).toBe(true);
    const { order: row, lines } = await orderSnapshot(db(), order.id);
    const fees = lines.filter((l) => l.kind === "fee");
    const expected: Record<string, number> = { creditcard: 242, paypal: 61, ideal: 0 };
    expect(row.fee_incl_cents).toBe(expected[row.payment_method]);
    expect(row.total_incl_cents).toBe(74050 + row.fee_incl_cents);
    expect(fees.length).toBe(row.fee_incl_cents ? 1 : 0);
    if (fees.length) {
      expect(fees[0].total_incl_cents).toBe(row.fee_incl_cents);
      expect(JSON.parse(fees[0].snapshot).method).toBe(row.payment_method);
    }
  });
});
