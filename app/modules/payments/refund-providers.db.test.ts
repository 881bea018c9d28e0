import { HttpResponse, http } from "msw";
import { expect, it } from "vitest";
import { adminRefundsMessages } from "~/i18n/nl.admin-refunds";
import { fakeMollieServer, log, refundFixtures, TEST_KEY } from "../../../tests/factories/refunds";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { saveSurcharges, unpaidOrder } from "../../../tests/helpers/payment-orders";
import { MOLLIE_API } from "../../../tests/mocks/mollie-api";
import { providerMessages } from "./providers/nl.providers";
import { createTestGatewayProvider, insertTestPayment } from "./providers/test-gateway.server";
import { refundOverview } from "./refund-queries.server";
import { refreshRefunds } from "./refund-refresh.server";
import { refundOrder } from "./refunds.server";

// Refunds under concurrency and through the providers: Mollie, its failures and later changes, the test environment.
const { fake, server, mollieRefundPosts } = fakeMollieServer();

describeEachEngine("refunds", (db) => {
  const { deps, paidOrder, rowsOf } = refundFixtures(db, fake);

  it("never refunds more than was paid under concurrent refunds", async () => {
    const order = await paidOrder();
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        refundOrder(
          db(),
          { orderId: order.id, paymentId: null, amountCents: 10000, description: "" },
          deps(),
        ),
      ),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(7);
    expect(outcomes.filter((o) => !o.ok).every((o) => !o.ok && o.field === "amount")).toBe(true);
    const rows = await rowsOf(order.id);
    expect(rows.refunds.reduce((sum, r) => sum + r.amount_cents, 0)).toBe(70000);
    expect(rows.refunds.every((r) => r.status === "refunded")).toBe(true);
    expect(rows.events).toHaveLength(7);
    expect(rows.audit).toHaveLength(7);
    expect(rows.mails).toHaveLength(7);
    expect(rows.order.status).toBe("processing");
  });

  it("refunds a Mollie payment through Mollie, with the refund row's id as idempotency key", async () => {
    await saveSurcharges(db(), { provider: "mollie", testMode: true, testApiKey: TEST_KEY });
    const order = await paidOrder("mollie");
    const outcome = await refundOrder(
      db(),
      { orderId: order.id, paymentId: null, amountCents: 2500, description: "Korting" },
      deps(),
    );
    expect(outcome).toMatchObject({
      ok: true,
      status: "pending",
      providerRefundId: expect.stringMatching(/^re_/),
    });
    const [post] = mollieRefundPosts();
    const rows = await rowsOf(order.id);
    const payment = await db()
      .selectFrom("payments")
      .select("provider_payment_id")
      .where("id", "=", order.paymentIds[0] ?? 0)
      .executeTakeFirstOrThrow();
    expect(post?.url.pathname).toBe(`/v2/payments/${payment.provider_payment_id}/refunds`);
    expect(post?.body).toEqual({ amount: { currency: "EUR", value: "25.00" }, description: "Korting" });
    expect(post?.headers.get("idempotency-key")).toBe(`maatglas-refund-${rows.refunds[0]?.id}`);
    expect(rows.refunds[0]).toMatchObject({ provider: "mollie", status: "pending", amount_cents: 2500 });
    expect(rows.events[0]?.text).toContain("via Mollie (re_");
  });

  it("refreshes refunds under way: a refund that fails at Mollie later is refundable again", async () => {
    await saveSurcharges(db(), { provider: "mollie", testMode: true, testApiKey: TEST_KEY });
    const order = await paidOrder("mollie");
    const first = await refundOrder(
      db(),
      { orderId: order.id, paymentId: null, amountCents: 70000, description: "" },
      deps(),
    );
    const second = await refundOrder(
      db(),
      { orderId: order.id, paymentId: null, amountCents: 4050, description: "" },
      deps(),
    );
    if (!first.ok || !second.ok) throw new Error("refunds should have been accepted");
    expect((await refundOverview(db(), order.id))?.refundableCents).toBe(0);
    expect(await refreshRefunds(db(), order.id, log)).toBe(0); // nothing changed at Mollie

    fake.setRefundStatus(first.providerRefundId, "failed");
    fake.setRefundStatus(second.providerRefundId, "refunded");
    expect(await refreshRefunds(db(), order.id, log)).toBe(2);
    let rows = await rowsOf(order.id);
    expect(rows.refunds.map((r) => r.status)).toEqual(["failed", "refunded"]);
    expect(rows.events.at(-1)).toMatchObject({ kind: "refund", actor: "systeem", actor_user_id: null });
    expect(rows.events.at(-1)?.text).toBe(
      `Terugbetaling van € 700,00 via Mollie (${first.providerRefundId}) is mislukt; het bedrag kan opnieuw worden terugbetaald.`,
    );
    expect(rows.audit.at(-1)).toMatchObject({ action: "order.refund_failed", actor: "systeem" });
    expect((await refundOverview(db(), order.id))?.refundableCents).toBe(70000);
    // The order had moved to refunded with the second refund; refunded is final, so it stays.
    expect(rows.order.status).toBe("refunded");

    // Again: nothing under way any more, nothing asked.
    fake.requests.length = 0;
    expect(await refreshRefunds(db(), order.id, log)).toBe(0);
    expect(fake.requests).toHaveLength(0);

    // Mollie unreachable: the row stays as it is.
    const third = await refundOrder(
      db(),
      { orderId: order.id, paymentId: null, amountCents: 100, description: "" },
      deps(),
    );
    expect(third).toMatchObject({ ok: true, status: "pending" });
    server.use(http.get(`${MOLLIE_API}/payments/:id/refunds/:refundId`, () => HttpResponse.error()));
    expect(await refreshRefunds(db(), order.id, log)).toBe(0);
    rows = await rowsOf(order.id);
    expect(rows.refunds.at(-1)?.status).toBe("pending");
  });

  it("records a provider failure: the row is marked failed, the amount stays refundable, nothing else is written", async () => {
    await saveSurcharges(db(), { provider: "mollie", testMode: true, testApiKey: TEST_KEY });
    const order = await paidOrder("mollie");
    server.use(http.post(`${MOLLIE_API}/payments/:id/refunds`, () => HttpResponse.error()));
    const outcome = await refundOrder(
      db(),
      { orderId: order.id, paymentId: null, amountCents: 74050, description: "" },
      deps(),
    );
    expect(outcome).toMatchObject({
      ok: false,
      httpStatus: 409,
      field: null,
      error: providerMessages.refundErrors.unavailable,
    });
    const rows = await rowsOf(order.id);
    expect(rows.refunds.map((r) => [r.status, r.provider_refund_id])).toEqual([["failed", null]]);
    expect(rows.events).toHaveLength(0);
    expect(rows.audit).toHaveLength(0);
    expect(rows.mails).toHaveLength(0);
    expect(rows.order.status).toBe("processing");
    expect((await refundOverview(db(), order.id))?.refundableCents).toBe(74050);

    // Mollie's own refusal (the remainder there is lower: refunded in its dashboard) lands beside the amount.
    server.resetHandlers();
    const payment = [...fake.payments.values()].at(-1);
    if (payment) payment.amountRemaining = { currency: "EUR", value: "100.00" };
    const refused = await refundOrder(
      db(),
      { orderId: order.id, paymentId: null, amountCents: 20000, description: "" },
      deps(),
    );
    expect(refused).toMatchObject({
      ok: false,
      field: "amount",
      error: providerMessages.refundErrors.amountTooHigh,
    });
    expect((await rowsOf(order.id)).refunds.map((r) => r.status)).toEqual(["failed", "failed"]);
  });

  it("fails closed when the payment's provider is not configured now, and never asks another provider", async () => {
    await saveSurcharges(db(), { provider: "mollie", testMode: true, testApiKey: TEST_KEY });
    const order = await paidOrder("mollie");
    await saveSurcharges(db(), { provider: "test" }); // the shop went back to the test environment, no keys
    const outcome = await refundOrder(
      db(),
      { orderId: order.id, paymentId: null, amountCents: 1000, description: "" },
      deps(),
    );
    expect(outcome).toMatchObject({
      ok: false,
      httpStatus: 409,
      error: adminRefundsMessages.errors.providerNotConfigured("Mollie"),
    });
    expect(fake.requests).toHaveLength(0);
    expect((await rowsOf(order.id)).refunds).toHaveLength(0);

    // A test-environment payment is refunded by the test environment, also when the shop now takes Mollie.
    const testOrder = await paidOrder("test");
    await saveSurcharges(db(), { provider: "mollie", testMode: true, testApiKey: TEST_KEY });
    const refunded = await refundOrder(
      db(),
      { orderId: testOrder.id, paymentId: null, amountCents: 1000, description: "" },
      deps(),
    );
    expect(refunded).toMatchObject({ ok: true, providerRefundId: expect.stringMatching(/^tre_/) });
    expect(fake.requests).toHaveLength(0);
  });

  it("the test environment refunds only a paid test payment, up to its amount", async () => {
    const gateway = createTestGatewayProvider(db());
    const order = await paidOrder();
    const payment = await db()
      .selectFrom("payments")
      .select("provider_payment_id")
      .where("id", "=", order.paymentIds[0] ?? 0)
      .executeTakeFirstOrThrow();
    const refund = (providerPaymentId: string, amountCents: number) =>
      gateway.createRefund({ providerPaymentId, amountCents, description: "" }).catch((e: unknown) => e);
    expect(await refund(payment.provider_payment_id, 74050)).toEqual({
      providerRefundId: expect.stringMatching(/^tre_[A-Za-z0-9]{16}$/),
      status: "refunded",
    });
    expect(await refund(payment.provider_payment_id, 74051)).toMatchObject({
      kind: "rejected",
      field: "amount",
      message: providerMessages.refundErrors.amountTooHigh,
    });
    expect(await refund(payment.provider_payment_id, 0)).toMatchObject({ kind: "rejected" });
    expect(await refund("tst_nonexistent00000", 100)).toMatchObject({ kind: "not_found" });
    const open = await unpaidOrder(db());
    const openPayment = await insertTestPayment(db(), {
      orderId: open.id,
      amountCents: 74050,
      method: "ideal",
    });
    expect(await refund(openPayment.providerPaymentId, 100)).toMatchObject({
      kind: "rejected",
      message: providerMessages.refundErrors.rejected,
    });
  });
});
