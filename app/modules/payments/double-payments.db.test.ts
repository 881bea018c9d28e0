import { HttpResponse, http } from "msw";
import { expect, it } from "vitest";
import { adminRefundsMessages } from "~/i18n/nl.admin-refunds";
import { fakeMollieServer, refundFixtures, TEST_KEY } from "../../../tests/factories/refunds";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { saveSurcharges } from "../../../tests/helpers/payment-orders";
import { MOLLIE_API } from "../../../tests/mocks/mollie-api";
import { openDoublePayments } from "./refund-queries.server";
import { refundDoublePayment, refundOrder } from "./refunds.server";

// Double payments: listed while open, refunded in one go, once under concurrent clicks.
const { fake, server } = fakeMollieServer();

describeEachEngine("refunds", (db) => {
  const { deps, paidOrder, rowsOf } = refundFixtures(db, fake);

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
