import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { adminRefundsMessages } from "~/i18n/nl.admin-refunds";
import type { AuditActor } from "~/modules/audit/audit.server";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { saveSurcharges, unpaidOrder } from "../../../tests/helpers/payment-orders";
import { createFakeMollie, MOLLIE_API } from "../../../tests/mocks/mollie";
import { createMollieProvider } from "./providers/mollie";
import { providerMessages } from "./providers/nl.providers";
import { createTestPaymentId } from "./providers/test-gateway";
import { createTestGatewayProvider, insertTestPayment } from "./providers/test-gateway.server";
import { refreshRefunds } from "./refund-refresh.server";
import { openDoublePayments, refundDoublePayment, refundOrder, refundOverview } from "./refunds.server";

const TEST_KEY = "test_Dk3xW9vQpLm2Rt7YbN4sHc8JfZa6Ge";
const fake = createFakeMollie({ apiKey: TEST_KEY });
const server = setupServer(...fake.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => {
  server.resetHandlers();
  fake.requests.length = 0;
});
afterAll(() => server.close());

const log = pino({ level: "silent" });
const mollieRefundPosts = () =>
  fake.requests.filter((r) => r.method === "POST" && r.url.pathname.endsWith("/refunds"));

describeEachEngine("refunds", (db) => {
  let actor: AuditActor;
  const deps = () => ({ actor, log });

  beforeAll(async () => {
    const user = await db()
      .insertInto("users")
      .values({
        email: "eigenaar@maatglas.example",
        password_hash: "x",
        role: "administrator",
        created_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    actor = { userId: user.id, email: "eigenaar@maatglas.example", ip: "192.0.2.7" };
  });
  beforeEach(async () => {
    await saveSurcharges(db(), { provider: "test" });
  });

  /** A paid order of € 740,50 with `count` paid payments of its total (two or more: flagged as a double payment). */
  async function paidOrder(provider: "test" | "mollie" = "test", count = 1) {
    const order = await unpaidOrder(db(), { status: "processing" });
    const paymentIds: number[] = [];
    for (let i = 0; i < count; i++) {
      let providerPaymentId = createTestPaymentId();
      if (provider === "mollie") {
        const created = await createMollieProvider({ apiKey: TEST_KEY }).createPayment({
          orderId: String(order.id),
          orderNumber: order.number,
          amountCents: 74050,
          currency: "EUR",
          description: `Bestelling ${order.number}`,
          redirectUrl: "https://winkel.example.nl/terug",
          method: "ideal",
        });
        fake.setStatus(created.providerPaymentId, "paid");
        providerPaymentId = created.providerPaymentId;
      }
      const at = new Date(Date.UTC(2026, 10, 20, 10, i)).toISOString();
      const row = await db()
        .insertInto("payments")
        .values({
          order_id: order.id,
          provider,
          provider_payment_id: providerPaymentId,
          method: "ideal",
          amount_cents: 74050,
          status: "paid",
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      paymentIds.push(row.id);
    }
    if (count > 1) {
      await db()
        .updateTable("orders")
        .set({ double_payment_at: new Date().toISOString() })
        .where("id", "=", order.id)
        .execute();
    }
    fake.requests.length = 0;
    return { ...order, paymentIds };
  }

  const rowsOf = async (orderId: number) => ({
    order: await db().selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow(),
    refunds: await db()
      .selectFrom("refunds")
      .selectAll()
      .where("order_id", "=", orderId)
      .orderBy("id")
      .execute(),
    events: await db()
      .selectFrom("order_events")
      .selectAll()
      .where("order_id", "=", orderId)
      .orderBy("id")
      .execute(),
    audit: await db()
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_type", "=", "order")
      .where("entity_id", "=", String(orderId))
      .orderBy("id")
      .execute(),
    mails: await db()
      .selectFrom("email_outbox")
      .selectAll()
      .where("kind", "=", "refund")
      .where("reference", "like", `${orderId}:%`)
      .orderBy("id")
      .execute(),
  });

  it("refunds part of a test-environment payment: status kept, refund, event, audit and e-mail written", async () => {
    const order = await paidOrder();
    const outcome = await refundOrder(
      db(),
      { orderId: order.id, paymentId: null, amountCents: 1250, description: "Kras in het glas" },
      deps(),
    );
    expect(outcome).toMatchObject({ ok: true, amountCents: 1250, status: "refunded", full: false });
    const rows = await rowsOf(order.id);
    expect(rows.order.status).toBe("processing");
    expect(rows.refunds).toHaveLength(1);
    const [refund] = rows.refunds;
    expect(refund).toMatchObject({
      payment_id: order.paymentIds[0],
      provider: "test",
      amount_cents: 1250,
      status: "refunded",
      description: "Kras in het glas",
      actor_user_id: actor.userId,
    });
    expect(refund?.provider_refund_id).toMatch(/^tre_[A-Za-z0-9]{16}$/);
    expect(rows.events).toHaveLength(1);
    expect(rows.events[0]).toMatchObject({
      kind: "refund",
      actor: "eigenaar@maatglas.example",
      actor_user_id: actor.userId,
    });
    expect(rows.events[0]?.text).toBe(
      `€ 12,50 terugbetaald via de testomgeving (${refund?.provider_refund_id}): Kras in het glas`,
    );
    expect(rows.audit).toHaveLength(1);
    expect(rows.audit[0]).toMatchObject({ action: "order.refund", actor: actor.email, ip: "192.0.2.7" });
    expect(rows.audit[0]?.summary).toBe(`Terugbetaling van € 12,50 voor ${order.number}`);
    expect(JSON.parse(rows.audit[0]?.details ?? "{}")).toMatchObject({
      amountCents: 1250,
      provider: "test",
      providerRefundId: refund?.provider_refund_id,
      fromStatus: "processing",
      toStatus: "processing",
    });
    expect(rows.mails).toHaveLength(1);
    expect(rows.mails[0]).toMatchObject({
      to_address: "klant@example.nl",
      subject: `Terugbetaling voor je bestelling ${order.number}`,
      reference: `${order.id}:refund-${refund?.id}`,
    });
    expect(rows.mails[0]?.text_body).toContain(`We hebben € 12,50 van je bestelling ${order.number}`);
    expect(rows.mails[0]?.text_body).toContain("Omschrijving: Kras in het glas");
    expect(rows.mails[0]?.text_body).not.toContain("volledige bedrag");

    const overview = await refundOverview(db(), order.id);
    expect(overview).toMatchObject({ paidCents: 74050, refundedCents: 1250, refundableCents: 72800 });
    expect(overview?.refunds[0]).toMatchObject({ actor: "eigenaar@maatglas.example", amountCents: 1250 });
  });

  it("moves the order to refunded once everything paid is refunded (two parts)", async () => {
    const order = await paidOrder();
    const first = await refundOrder(
      db(),
      { orderId: order.id, paymentId: order.paymentIds[0] ?? 0, amountCents: 50, description: "" },
      deps(),
    );
    expect(first).toMatchObject({ ok: true, full: false, orderStatus: "processing" });
    const rest = await refundOrder(
      db(),
      { orderId: order.id, paymentId: order.paymentIds[0] ?? 0, amountCents: 74000, description: "" },
      deps(),
    );
    expect(rest).toMatchObject({ ok: true, full: true, orderStatus: "refunded" });
    const rows = await rowsOf(order.id);
    expect(rows.order.status).toBe("refunded");
    expect(rows.events.map((ev) => [ev.kind, ev.from_status, ev.to_status])).toEqual([
      ["refund", null, null],
      ["refund", null, null],
      ["status", "processing", "refunded"],
    ]);
    expect(JSON.parse(rows.audit[1]?.details ?? "{}")).toMatchObject({ toStatus: "refunded" });
    expect(rows.mails[1]?.text_body).toContain("het volledige bedrag van je bestelling terugbetaald");
    // Nothing is left: a further refund is refused before the provider.
    const more = await refundOrder(
      db(),
      { orderId: order.id, paymentId: null, amountCents: 1, description: "" },
      deps(),
    );
    expect(more).toMatchObject({ ok: false, httpStatus: 400, field: "amount" });
    expect((await rowsOf(order.id)).refunds).toHaveLength(2);
  });

  it("refuses more than is still refundable, naming the maximum, and writes nothing", async () => {
    const order = await paidOrder();
    await refundOrder(
      db(),
      { orderId: order.id, paymentId: null, amountCents: 40000, description: "" },
      deps(),
    );
    const before = (await rowsOf(order.id)).order.updated_at;
    const outcome = await refundOrder(
      db(),
      { orderId: order.id, paymentId: null, amountCents: 34051, description: "" },
      deps(),
    );
    expect(outcome).toEqual({
      ok: false,
      httpStatus: 400,
      field: "amount",
      error: adminRefundsMessages.errors.amountTooHigh("€ 340,50"),
    });
    const rows = await rowsOf(order.id);
    expect(rows.refunds).toHaveLength(1);
    expect(rows.events).toHaveLength(1);
    expect(rows.audit).toHaveLength(1);
    expect(rows.order.updated_at).toBe(before);
  });

  it("refuses a zero, negative or fractional amount, an unknown payment, an unpaid or unknown order", async () => {
    const order = await paidOrder();
    for (const amountCents of [0, -100, 12.5, Number.NaN]) {
      expect(
        await refundOrder(db(), { orderId: order.id, paymentId: null, amountCents, description: "" }, deps()),
      ).toMatchObject({
        ok: false,
        httpStatus: 400,
        field: "amount",
        error: adminRefundsMessages.errors.amountPositive,
      });
    }
    const other = await paidOrder();
    expect(
      await refundOrder(
        db(),
        { orderId: order.id, paymentId: other.paymentIds[0] ?? 0, amountCents: 100, description: "" },
        deps(),
      ),
    ).toMatchObject({ ok: false, field: "payment_id", error: adminRefundsMessages.errors.paymentUnknown });
    expect(
      await refundOrder(
        db(),
        { orderId: order.id, paymentId: null, amountCents: 100, description: "x".repeat(256) },
        deps(),
      ),
    ).toMatchObject({ ok: false, field: "description" });
    const unpaid = await unpaidOrder(db());
    expect(
      await refundOrder(
        db(),
        { orderId: unpaid.id, paymentId: null, amountCents: 100, description: "" },
        deps(),
      ),
    ).toMatchObject({ ok: false, httpStatus: 409, error: adminRefundsMessages.errors.nothingPaid });
    expect(
      await refundOrder(
        db(),
        { orderId: 999_999, paymentId: null, amountCents: 100, description: "" },
        deps(),
      ),
    ).toMatchObject({ ok: false, httpStatus: 404 });
    expect((await rowsOf(order.id)).refunds).toHaveLength(0);
  });

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

  it("refunds a double payment in one go, keeps the status, and a second click does nothing", async () => {
    const order = await paidOrder("test", 2);
    const [first, second] = order.paymentIds;
    expect((await openDoublePayments(db())).find((d) => d.orderId === order.id)).toMatchObject({
      paymentId: second,
      refundableCents: 74050,
      orderNumber: order.number,
    });
    const outcome = await refundDoublePayment(db(), order.id, deps());
    expect(outcome).toMatchObject({ ok: true, amountCents: 74050, orderStatus: "processing", full: false });
    let rows = await rowsOf(order.id);
    expect(rows.order.status).toBe("processing");
    expect(rows.refunds.map((r) => [r.payment_id, r.amount_cents])).toEqual([[second, 74050]]);
    expect(rows.refunds[0]?.description).toBe(`Dubbele betaling bestelling ${order.number}`);
    expect(rows.events[0]?.text).toMatch(/^Dubbele betaling van € 740,50 terugbetaald via de testomgeving/);
    expect(JSON.parse(rows.audit[0]?.details ?? "{}")).toMatchObject({
      doublePayment: true,
      paymentId: second,
    });
    expect(rows.mails[0]?.text_body).toContain("twee keer betaald");
    expect((await openDoublePayments(db())).some((d) => d.orderId === order.id)).toBe(false);

    const again = await refundDoublePayment(db(), order.id, deps());
    expect(again).toMatchObject({
      ok: false,
      alreadyDone: true,
      error: adminRefundsMessages.errors.doubleAlreadyRefunded,
    });
    rows = await rowsOf(order.id);
    expect(rows.refunds).toHaveLength(1);
    expect(rows.audit).toHaveLength(1);

    // The first payment refunded in full afterwards: now everything paid is back, so the order is refunded.
    const rest = await refundOrder(
      db(),
      { orderId: order.id, paymentId: null, amountCents: 74050, description: "" },
      deps(),
    );
    expect(rest).toMatchObject({ ok: true, orderStatus: "refunded" });
    expect((await rowsOf(order.id)).refunds.map((r) => r.payment_id)).toEqual([second, first]);
  });

  it("refunds a double payment once under concurrent clicks; a failed one leaves it open", async () => {
    const order = await paidOrder("test", 2);
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => refundDoublePayment(db(), order.id, deps())),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok && o.alreadyDone)).toHaveLength(4);
    expect((await rowsOf(order.id)).refunds).toHaveLength(1);

    await saveSurcharges(db(), { provider: "mollie", testMode: true, testApiKey: TEST_KEY });
    const mollieOrder = await paidOrder("mollie", 2);
    server.use(http.post(`${MOLLIE_API}/payments/:id/refunds`, () => HttpResponse.error()));
    expect(await refundDoublePayment(db(), mollieOrder.id, deps())).toMatchObject({
      ok: false,
      httpStatus: 409,
    });
    expect((await openDoublePayments(db())).some((d) => d.orderId === mollieOrder.id)).toBe(true);
    // An order without a double payment has nothing to refund this way.
    const single = await paidOrder();
    expect(await refundDoublePayment(db(), single.id, deps())).toMatchObject({
      ok: false,
      error: adminRefundsMessages.errors.noDoublePayment,
    });
  });
});
