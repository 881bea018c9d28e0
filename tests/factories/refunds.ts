import type { Kysely } from "kysely";
import { setupServer } from "msw/node";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { AuditActor } from "~/modules/audit/audit.server";
import { createMollieProvider } from "~/modules/payments/providers/mollie";
import { createTestPaymentId } from "~/modules/payments/providers/test-gateway";
import type { Database } from "../../db/schema";
import { saveSurcharges, unpaidOrder } from "../helpers/payment-orders";
import { createFakeMollie, type FakeMollie } from "../mocks/mollie";

/** Shared set-up of the refund DB tests (refunds, refund providers, double payments). */

export const TEST_KEY = "test_Dk3xW9vQpLm2Rt7YbN4sHc8JfZa6Ge";
export const log = pino({ level: "silent" });

/** The fake Mollie for a test file (call at its top level): listening for the file, cleared after each test. */
export function fakeMollieServer() {
  const fake = createFakeMollie({ apiKey: TEST_KEY });
  const server = setupServer(...fake.handlers);
  beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
  afterEach(() => {
    server.resetHandlers();
    fake.requests.length = 0;
  });
  afterAll(() => server.close());
  const mollieRefundPosts = () =>
    fake.requests.filter((r) => r.method === "POST" && r.url.pathname.endsWith("/refunds"));
  return { fake, server, mollieRefundPosts };
}

/**
 * Per engine (call inside describeEachEngine): the administrator who refunds (stored before the suite), the test
 * environment as the shop's provider before each test, paid orders and the rows a refund writes.
 */
export function refundFixtures(db: () => Kysely<Database>, fake: FakeMollie) {
  const actor: AuditActor = { userId: null, email: "eigenaar@maatglas.example", ip: "192.0.2.7" };
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
    actor.userId = user.id;
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

  return { actor, deps, paidOrder, rowsOf };
}
