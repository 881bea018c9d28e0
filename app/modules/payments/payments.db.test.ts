import type { Kysely } from "kysely";
import { pino } from "pino";
import { expect, it } from "vitest";
import { cartIdForSession, listCartLines } from "~/modules/cart/cart.server";
import { createOrderOnce } from "~/modules/orders/orders.server";
import type { Database } from "../../../db/schema";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { applyTestOutcome, handlePaymentWebhook } from "./payment-webhook.server";
import { latestPayment, startPayment } from "./payments.server";

const deps = { log: pino({ level: "silent" }), baseUrl: "http://shop.test" };
let attempt = 0;

/** What startPayment needs of an order (no API key is stored here: the test gateway takes it). */
const payable = (order: { id: number; number?: string; orderKey?: string }) => ({
  id: order.id,
  number: order.number ?? `MG-${order.id}`,
  orderKey: order.orderKey ?? "wc_order_x",
  totalInclCents: 121,
  paymentMethod: "ideal",
});

/** A pending test-payment order for a session that has a cart line, and its open payment. */
async function pendingOrder(db: Kysely<Database>, sessionId: string) {
  const now = new Date().toISOString();
  if (!(await db.selectFrom("products").select("id").where("slug", "=", "p").executeTakeFirst())) {
    await db
      .insertInto("products")
      .values({ slug: "p", name: "Deur", price_cents: 100, created_at: now })
      .execute();
  }
  const product = await db
    .selectFrom("products")
    .select("id")
    .where("slug", "=", "p")
    .executeTakeFirstOrThrow();
  const cartId = (await cartIdForSession(db, sessionId, true)) as number;
  await db
    .insertInto("cart_lines")
    .values({
      cart_id: cartId,
      line_key: `k${++attempt}`,
      product_id: product.id,
      definition_version: null,
      quantity: 1,
      unit_excl_cents: 100,
      unit_incl_cents: 121,
      snapshot: "{}",
      created_at: now,
    })
    .execute();
  const order = await createOrderOnce(db, {
    idempotencyKey: `attempt-${attempt}`,
    status: "pending",
    sessionId,
    userId: null,
    email: "klant@example.nl",
    billing: { firstName: "Jan", lastName: "de Vries" },
    shipping: { firstName: "Jan" },
    shippingMethod: "afhalen",
    paymentMethod: "ideal",
    customerNote: "",
    subtotalInclCents: 121,
    shippingInclCents: 0,
    feeInclCents: 0,
    totalInclCents: 121,
    vatCents: 21,
    lines: [
      {
        kind: "product",
        productId: product.id,
        name: "Deur",
        quantity: 1,
        unitExclCents: 100,
        unitInclCents: 121,
      },
    ],
  });
  const payment = await startPayment(db, payable(order), deps);
  return {
    orderId: order.id,
    orderKey: order.orderKey,
    cartId,
    paymentId: payment.providerPaymentId,
    checkoutUrl: payment.checkoutUrl,
  };
}

const status = async (db: Kysely<Database>, orderId: number) =>
  await db
    .selectFrom("orders")
    .select(["status", "paid_at"])
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
const mails = (db: Kysely<Database>, orderId: number) =>
  db
    .selectFrom("email_outbox")
    .select(["kind", "to_address", "subject"])
    .where("reference", "=", String(orderId))
    .orderBy("kind")
    .execute();

describeEachEngine("payments and the webhook", (db) => {
  it("a test payment starts open on the hosted test page", async () => {
    const o = await pendingOrder(db(), "s-open");
    expect(o.paymentId).toMatch(/^tst_[A-Za-z0-9]{16}$/);
    expect(o.checkoutUrl).toBe(`/betaling/test/${o.paymentId}`);
    expect(await latestPayment(db(), o.orderId)).toMatchObject({
      status: "open",
      provider: "test",
      amount_cents: 121,
    });
  });

  it("paid: one transition to processing, the cart emptied, two e-mails — replays change nothing", async () => {
    const o = await pendingOrder(db(), "s-paid");
    expect(await applyTestOutcome(db(), o.paymentId, "paid", deps)).toEqual({ ok: true, orderId: o.orderId });
    const after = await status(db(), o.orderId);
    expect(after.status).toBe("processing");
    expect(after.paid_at).not.toBeNull();
    expect(await listCartLines(db(), o.cartId)).toEqual([]);
    const sent = await mails(db(), o.orderId);
    expect(sent.map((m) => [m.kind, m.to_address])).toEqual([
      ["new_order", "info@maatglas.nl"],
      ["order_confirmation", "klant@example.nl"],
    ]);

    const replays = await Promise.all(
      Array.from({ length: 10 }, () => handlePaymentWebhook(db(), o.paymentId, deps)),
    );
    expect(replays.every((r) => r.known && !r.transitioned && r.orderStatus === "processing")).toBe(true);
    expect(await mails(db(), o.orderId)).toHaveLength(2);
    // Choosing the same outcome again on the test page is harmless; another one is refused.
    expect((await applyTestOutcome(db(), o.paymentId, "paid", deps)).ok).toBe(true);
    expect(await applyTestOutcome(db(), o.paymentId, "failed", deps)).toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it("50 concurrent deliveries for a paid payment make exactly one transition and one pair of e-mails", async () => {
    const o = await pendingOrder(db(), "s-concurrent");
    // The provider says paid (for the test gateway: the stored status), no delivery has happened yet.
    await db()
      .updateTable("payments")
      .set({ status: "paid" })
      .where("provider_payment_id", "=", o.paymentId)
      .execute();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => handlePaymentWebhook(db(), o.paymentId, deps)),
    );
    expect(results.filter((r) => r.known && r.transitioned)).toHaveLength(1);
    expect((await status(db(), o.orderId)).status).toBe("processing");
    expect(await mails(db(), o.orderId)).toHaveLength(2);
  });

  it("failed → order failed and no e-mail; paying again with a new payment makes it processing", async () => {
    const o = await pendingOrder(db(), "s-failed");
    await applyTestOutcome(db(), o.paymentId, "failed", deps);
    expect((await status(db(), o.orderId)).status).toBe("failed");
    expect(await mails(db(), o.orderId)).toEqual([]);
    expect(await listCartLines(db(), o.cartId)).toHaveLength(1);
    const retry = await startPayment(db(), payable({ id: o.orderId }), deps);
    expect((await latestPayment(db(), o.orderId))?.provider_payment_id).toBe(retry.providerPaymentId);
    await applyTestOutcome(db(), retry.providerPaymentId, "paid", deps);
    expect((await status(db(), o.orderId)).status).toBe("processing");
    // A late replay of the failed payment does not undo the paid order.
    await handlePaymentWebhook(db(), o.paymentId, deps);
    expect((await status(db(), o.orderId)).status).toBe("processing");
    expect(await mails(db(), o.orderId)).toHaveLength(2);
  });

  it("canceled, expired and open leave the order pending", async () => {
    for (const outcome of ["canceled", "expired", "open"]) {
      const o = await pendingOrder(db(), `s-${outcome}`);
      expect((await applyTestOutcome(db(), o.paymentId, outcome, deps)).ok).toBe(true);
      expect((await status(db(), o.orderId)).status).toBe("pending");
      expect((await latestPayment(db(), o.orderId))?.status).toBe(outcome);
    }
  });

  it("an unknown id is acknowledged and ignored; bad outcomes are refused", async () => {
    expect(await handlePaymentWebhook(db(), "tst_AAAAAAAAAAAAAAAA", deps)).toEqual({ known: false });
    expect(await handlePaymentWebhook(db(), "", deps)).toEqual({ known: false });
    const o = await pendingOrder(db(), "s-bad");
    expect(await applyTestOutcome(db(), o.paymentId, "gratis", deps)).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await applyTestOutcome(db(), "tst_nope", "paid", deps)).toMatchObject({ ok: false, status: 404 });
    expect((await status(db(), o.orderId)).status).toBe("pending");
  });
});
