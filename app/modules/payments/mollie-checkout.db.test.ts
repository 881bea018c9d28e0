import { http } from "msw";
import { setupServer } from "msw/node";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { mailsOf, orderSnapshot, saveSurcharges, unpaidOrder } from "../../../tests/helpers/payment-orders";
import { createFakeMollie } from "../../../tests/mocks/mollie";
import { MOLLIE_API, mollieError } from "../../../tests/mocks/mollie-api";
import { changeOrderPaymentMethod } from "./order-fee.server";
import { handlePaymentWebhook } from "./payment-webhook.server";
import { latestPayment, startPayment } from "./payments.server";
import { PaymentProviderError } from "./providers/provider";
import { reconcilePayments } from "./reconcile.server";

/**
 * The Mollie path of checkout, the webhook and the reconciliation job, through our wiring (payment settings →
 * startPayment → @mollie/api-client → MSW's fake Mollie), on both engines.
 */

// Shaped like real Mollie keys; not real ones.
const TEST_KEY = "test_Dk3xW9vQpLm2Rt7YbN4sHc8JfZa6Ge";
const LIVE_KEY = "live_Zu9Kq3WmT7vBx2PnLc8RfYh5JdSa4E";
const BASE = "https://shop.example";
const log = pino({ level: "silent" });
const deps = { log, baseUrl: BASE };

const fake = createFakeMollie();
const server = setupServer(...fake.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const payable = (o: { id: number; number: string; orderKey: string }, total: number, method: string) => ({
  id: o.id,
  number: o.number,
  orderKey: o.orderKey,
  totalInclCents: total,
  paymentMethod: method,
});

describeEachEngine("Mollie through checkout, webhook and reconciliation", (db) => {
  beforeAll(async () => {
    await saveSurcharges(db(), { testMode: true, testApiKey: TEST_KEY, liveApiKey: LIVE_KEY });
  });

  /** An order switched to Creditcard (fee € 2,42) with an open Mollie payment. */
  async function mollieOrder() {
    const order = await unpaidOrder(db());
    const changed = await changeOrderPaymentMethod(db(), {
      orderId: order.id,
      orderKey: order.orderKey,
      methodId: "creditcard",
    });
    expect(changed).toMatchObject({ ok: true, totalInclCents: 74292 });
    const payment = await startPayment(db(), payable(order, 74292, "creditcard"), deps);
    return { order, payment };
  }

  it("creates the payment at Mollie with the test key, the amount incl. fee, our URLs, the method and the order id", async () => {
    const { order, payment } = await mollieOrder();
    const request = fake.lastRequest("/v2/payments");
    expect(request?.method).toBe("POST");
    expect(request?.headers.get("authorization")).toBe(`Bearer ${TEST_KEY}`);
    expect(request?.body).toEqual({
      amount: { currency: "EUR", value: "742.92" },
      description: `Bestelling ${order.number} – Maatglas`,
      redirectUrl: `${BASE}/afrekenen/betaling-terug/${order.id}?key=${encodeURIComponent(order.orderKey)}`,
      webhookUrl: `${BASE}/api/betalingen/webhook`,
      method: "creditcard",
      metadata: { order_id: String(order.id), order_number: order.number },
      locale: "nl_NL",
    });
    expect(payment.checkoutUrl).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//);
    expect(await latestPayment(db(), order.id)).toMatchObject({
      provider: "mollie",
      provider_payment_id: payment.providerPaymentId,
      method: "creditcard",
      amount_cents: 74292,
      status: "open",
      checkout_url: payment.checkoutUrl,
    });
  });

  it("paid: 50 concurrent webhook deliveries make one transition to processing and one pair of e-mails", async () => {
    const { order, payment } = await mollieOrder();
    fake.setStatus(payment.providerPaymentId, "paid", { method: "creditcard" });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => handlePaymentWebhook(db(), payment.providerPaymentId, deps)),
    );
    expect(results.filter((r) => r.known && r.transitioned)).toHaveLength(1);
    const { order: row } = await orderSnapshot(db(), order.id);
    expect(row.status).toBe("processing");
    expect(row.paid_at).not.toBeNull();
    expect((await latestPayment(db(), order.id))?.status).toBe("paid");
    expect((await mailsOf(db(), order.id)).map((m) => m.kind)).toEqual(["new_order", "order_confirmation"]);
  });

  it("failed → order failed; canceled and expired → still pending; a new payment can then be paid", async () => {
    const { order, payment } = await mollieOrder();
    fake.setStatus(payment.providerPaymentId, "failed");
    await handlePaymentWebhook(db(), payment.providerPaymentId, deps);
    expect((await orderSnapshot(db(), order.id)).order.status).toBe("failed");
    expect(await mailsOf(db(), order.id)).toEqual([]);

    for (const status of ["canceled", "expired"] as const) {
      const other = await mollieOrder();
      fake.setStatus(other.payment.providerPaymentId, status);
      await handlePaymentWebhook(db(), other.payment.providerPaymentId, deps);
      expect((await orderSnapshot(db(), other.order.id)).order.status).toBe("pending");
      expect((await latestPayment(db(), other.order.id))?.status).toBe(status);
    }

    const retry = await startPayment(db(), payable(order, 74292, "creditcard"), deps);
    expect(retry.providerPaymentId).not.toBe(payment.providerPaymentId);
    fake.setStatus(retry.providerPaymentId, "paid");
    await handlePaymentWebhook(db(), retry.providerPaymentId, deps);
    expect((await orderSnapshot(db(), order.id)).order.status).toBe("processing");
    // A late replay of the failed payment changes nothing.
    await handlePaymentWebhook(db(), payment.providerPaymentId, deps);
    expect((await orderSnapshot(db(), order.id)).order.status).toBe("processing");
  });

  it("an older payment of the pre-fee amount, paid after the method changed, does not mark the order paid", async () => {
    const order = await unpaidOrder(db());
    const old = await startPayment(db(), payable(order, 74050, "ideal"), deps);
    await changeOrderPaymentMethod(db(), {
      orderId: order.id,
      orderKey: order.orderKey,
      methodId: "creditcard",
    });
    fake.setStatus(old.providerPaymentId, "paid");
    const outcome = await handlePaymentWebhook(db(), old.providerPaymentId, deps);
    expect(outcome).toMatchObject({ known: true, transitioned: false, orderStatus: "pending" });
  });

  it("an unknown or foreign id is acknowledged and ignored", async () => {
    expect(await handlePaymentWebhook(db(), "tr_doesnotexist", deps)).toEqual({ known: false });
  });

  it("the live key outside test mode; no webhook URL on a loopback address", async () => {
    await saveSurcharges(db(), { testMode: false, testApiKey: TEST_KEY, liveApiKey: LIVE_KEY });
    try {
      const order = await unpaidOrder(db());
      await startPayment(db(), payable(order, 74050, "ideal"), { baseUrl: "http://localhost:3000" });
      const request = fake.lastRequest("/v2/payments");
      expect(request?.headers.get("authorization")).toBe(`Bearer ${LIVE_KEY}`);
      expect(request?.body).toMatchObject({
        method: "ideal",
        redirectUrl: expect.stringMatching(/^http:\/\/localhost:3000\//),
      });
      expect(request?.body).not.toHaveProperty("webhookUrl");
    } finally {
      await saveSurcharges(db(), { testMode: true, testApiKey: TEST_KEY, liveApiKey: LIVE_KEY });
    }
  });

  it("a refusal by Mollie is a Dutch PaymentProviderError and stores no payment", async () => {
    server.use(
      http.post(`${MOLLIE_API}/payments`, () =>
        mollieError(422, "The amount is higher than the maximum", "amount"),
      ),
    );
    const order = await unpaidOrder(db());
    const error = await startPayment(db(), payable(order, 74050, "ideal"), deps).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).kind).toBe("rejected");
    expect((error as PaymentProviderError).userMessage).toMatch(/kon niet worden gestart/);
    expect(await latestPayment(db(), order.id)).toBeUndefined();
  });

  it("reconciliation: a payment whose webhook was missed is settled, once, after RECONCILE_AFTER_MINUTES", async () => {
    const { order, payment } = await mollieOrder();
    const fresh = await mollieOrder();
    fake.setStatus(payment.providerPaymentId, "paid");
    fake.setStatus(fresh.payment.providerPaymentId, "paid");
    // Our row says open (no webhook came). Make the first one 20 minutes old.
    const old = new Date(Date.now() - 20 * 60_000).toISOString();
    await db()
      .updateTable("payments")
      .set({ created_at: old })
      .where("provider_payment_id", "=", payment.providerPaymentId)
      .execute();

    const first = await reconcilePayments(db(), { olderThanMinutes: 15, log, baseUrl: BASE });
    expect(first.transitioned).toBe(1);
    expect(first.failed).toBe(0);
    expect((await orderSnapshot(db(), order.id)).order.status).toBe("processing");
    expect(await mailsOf(db(), order.id)).toHaveLength(2);
    // The younger one waits for its webhook (or a later run).
    expect((await orderSnapshot(db(), fresh.order.id)).order.status).toBe("pending");

    // Runs on two instances at once, and later runs: nothing more happens.
    const again = await Promise.all([
      reconcilePayments(db(), { olderThanMinutes: 15, log, baseUrl: BASE }),
      reconcilePayments(db(), { olderThanMinutes: 15, log, baseUrl: BASE }),
    ]);
    expect(again.map((r) => r.transitioned)).toEqual([0, 0]);
    expect(await mailsOf(db(), order.id)).toHaveLength(2);
    // Thirty minutes later the younger one is due too.
    const later = await reconcilePayments(db(), {
      olderThanMinutes: 15,
      log,
      baseUrl: BASE,
      now: new Date(Date.now() + 30 * 60_000),
    });
    expect(later.transitioned).toBe(1);
    expect((await orderSnapshot(db(), fresh.order.id)).order.status).toBe("processing");
  });

  it("reconciliation of the test gateway: a stored 'paid' whose transition never ran is applied", async () => {
    await saveSurcharges(db());
    try {
      const order = await unpaidOrder(db());
      const payment = await startPayment(db(), payable(order, 74050, "ideal"), deps);
      expect(payment.providerPaymentId).toMatch(/^tst_/);
      const old = new Date(Date.now() - 60 * 60_000).toISOString();
      await db()
        .updateTable("payments")
        .set({ status: "paid", created_at: old })
        .where("provider_payment_id", "=", payment.providerPaymentId)
        .execute();
      const report = await reconcilePayments(db(), { olderThanMinutes: 15, log, baseUrl: BASE });
      expect(report.transitioned).toBeGreaterThanOrEqual(1);
      expect((await orderSnapshot(db(), order.id)).order.status).toBe("processing");
    } finally {
      await saveSurcharges(db(), { testMode: true, testApiKey: TEST_KEY, liveApiKey: LIVE_KEY });
    }
  });
});
