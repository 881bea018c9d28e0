import { pino } from "pino";
import { beforeAll, expect, it } from "vitest";
import type { RequestState } from "~/utils/context.server";
import { csrfTokenFor } from "~/utils/session.server";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { mailsOf, orderSnapshot, saveSurcharges, unpaidOrder } from "../../../tests/helpers/payment-orders";
import { loadPayOrder, submitPayOrder } from "./pay-for-order.server";
import { latestPayment } from "./payments.server";

const SECRET = { current: "pay-for-order-secret-pay-for-order-secret" };

describeEachEngine("the pay-for-order page", (db) => {
  const state = (sessionId = "s-pay"): RequestState => ({
    db: db(),
    secret: SECRET,
    sessionId,
    csrfToken: csrfTokenFor(SECRET, sessionId),
    cspNonce: "",
    requestId: "r",
    log: pino({ level: "silent" }),
    secureCookies: false,
    clientIp: "127.0.0.1",
  });
  const form = (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries({ _csrf: csrfTokenFor(SECRET, "s-pay"), ...fields })) f.append(k, v);
    return f;
  };

  beforeAll(async () => {
    await saveSurcharges(db());
  });

  it("shows an unpaid order with the methods and the add-fee context; a paid one goes to the thank-you page", async () => {
    const order = await unpaidOrder(db());
    const page = await loadPayOrder(state(), String(order.id), order.orderKey);
    expect(page.kind).toBe("page");
    if (page.kind !== "page") return;
    expect(page.data).toMatchObject({ payable: true, checked: "ideal", fixed: false, previous: null });
    expect(page.data.methods.map((m) => m.id)).toContain("creditcard");
    expect(page.data.addFee).toEqual({
      add_fee_action: "mollie_payments_add_fee",
      add_fee_order: String(order.id),
      add_fee_pay: "1",
      add_fee_paymethod: "ideal",
      add_fee_key: order.orderKey,
      add_fee_fixed_gateway: "no",
      add_fee_nonce: csrfTokenFor(SECRET, "s-pay"),
      add_fee_ajax_error: expect.stringContaining("verbindingsfout"),
    });
    expect(await loadPayOrder(state(), String(order.id), "wc_order_wrong")).toEqual({ kind: "notFound" });
    const paid = await unpaidOrder(db(), { status: "processing" });
    expect(await loadPayOrder(state(), String(paid.id), paid.orderKey)).toMatchObject({
      kind: "redirect",
      to: expect.stringMatching(/^\/afrekenen\/bestelling-ontvangen\//),
    });
  });

  it("'Betalen' with a new fee shows the new total first; the next 'Betalen' starts the payment", async () => {
    const order = await unpaidOrder(db());
    const first = await submitPayOrder(
      state(),
      String(order.id),
      order.orderKey,
      form({ payment_method: "creditcard", intent: "pay" }),
    );
    expect(first).toMatchObject({ kind: "data", status: 200, notice: { kind: "warning" } });
    expect(await latestPayment(db(), order.id)).toBeUndefined();
    expect((await orderSnapshot(db(), order.id)).order.total_incl_cents).toBe(74292);
    const second = await submitPayOrder(
      state(),
      String(order.id),
      order.orderKey,
      form({ payment_method: "creditcard", intent: "pay" }),
    );
    expect(second).toMatchObject({ kind: "redirect", to: expect.stringMatching(/^\/betaling\/test\/tst_/) });
    expect(await latestPayment(db(), order.id)).toMatchObject({ amount_cents: 74292, method: "creditcard" });
  });

  it("Bankoverschrijving puts the order on hold, empties its cart's session and sends the e-mails once", async () => {
    const order = await unpaidOrder(db(), { status: "failed" });
    const r = await submitPayOrder(
      state(),
      String(order.id),
      order.orderKey,
      form({ payment_method: "banktransfer", intent: "pay" }),
    );
    expect(r).toMatchObject({
      kind: "redirect",
      to: expect.stringMatching(/^\/afrekenen\/bestelling-ontvangen\//),
    });
    expect((await orderSnapshot(db(), order.id)).order).toMatchObject({
      status: "on-hold",
      payment_method: "banktransfer",
    });
    expect(await mailsOf(db(), order.id)).toHaveLength(2);
    // On hold it is no longer payable here: refused, untouched.
    const before = await orderSnapshot(db(), order.id);
    const again = await submitPayOrder(
      state(),
      String(order.id),
      order.orderKey,
      form({ payment_method: "ideal", intent: "update" }),
    );
    expect(again).toMatchObject({ kind: "data", status: 409 });
    expect(await orderSnapshot(db(), order.id)).toEqual(before);
  });

  it("refuses a forged amount, a stale token, an unknown method and a wrong key; the order untouched", async () => {
    const order = await unpaidOrder(db());
    const before = await orderSnapshot(db(), order.id);
    const submit = (fields: Record<string, string>, key = order.orderKey) =>
      submitPayOrder(state(), String(order.id), key, form(fields));
    expect(await submit({ payment_method: "creditcard", intent: "pay", amount: "0.01" })).toMatchObject({
      status: 400,
      notice: { text: expect.stringContaining("niet worden geaccepteerd") },
    });
    expect(await submit({ payment_method: "bitcoin", intent: "update" })).toMatchObject({ status: 400 });
    expect(await submit({ payment_method: "creditcard" }, "wc_order_wrong")).toEqual({ kind: "notFound" });
    expect(await orderSnapshot(db(), order.id)).toEqual(before);
  });
});
