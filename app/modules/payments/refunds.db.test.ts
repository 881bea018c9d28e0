import { expect, it } from "vitest";
import { adminRefundsMessages } from "~/i18n/nl.admin-refunds";
import { fakeMollieServer, refundFixtures } from "../../../tests/factories/refunds";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { unpaidOrder } from "../../../tests/helpers/payment-orders";
import { refundOverview } from "./refund-queries.server";
import { refundOrder } from "./refunds.server";

// Full, partial and refused refunds of test-environment payments. Providers, concurrency: refund-providers.db.test.ts;
// double payments: double-payments.db.test.ts.
const { fake } = fakeMollieServer();

describeEachEngine("refunds", (db) => {
  const { actor, deps, paidOrder, rowsOf } = refundFixtures(db, fake);

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
});
