import { setTimeout as sleep } from "node:timers/promises";
import { http } from "msw";
import { setupServer } from "msw/node";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { testEngines, twoInstances } from "../../../tests/helpers/databases";
import { mailsOf, orderSnapshot, saveSurcharges, unpaidOrder } from "../../../tests/helpers/payment-orders";
import { createFakeMollie } from "../../../tests/mocks/mollie";
import { MOLLIE_API } from "../../../tests/mocks/mollie-api";
import { changeOrderPaymentMethod } from "./order-fee.server";
import { startPayment } from "./payments.server";
import { runReconciliation, startReconciler } from "./reconcile.server";

/**
 * The reconciliation job of two instances on one database (two pools, as two processes have), at the same
 * moment: one instance takes the turn (a claimed turn; on PostgreSQL under an advisory lock too), so Mollie is
 * asked about each payment once, and every payment whose webhook was missed moves its order once and sends one
 * pair of e-mails.
 */

const TEST_KEY = "test_Dk3xW9vQpLm2Rt7YbN4sHc8JfZa6Ge";
const BASE = "https://shop.example";
const log = pino({ level: "silent" });

const fake = createFakeMollie();
const server = setupServer(...fake.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Mollie answers status checks slowly, so the two instances' turns overlap; the fake's handler answers. */
function slowStatusChecks(ms: number) {
  server.use(
    http.get(`${MOLLIE_API}/payments/:id`, async () => {
      await sleep(ms);
      return undefined;
    }),
  );
}

const statusChecksOf = (id: string) =>
  fake.requests.filter((r) => r.method === "GET" && r.url.pathname === `/v2/payments/${id}`).length;

for (const engine of testEngines()) {
  describe(`reconciliation on two instances [${engine}]`, () => {
    let pair: Awaited<ReturnType<typeof twoInstances>>;
    beforeAll(async () => {
      pair = await twoInstances(engine);
      await saveSurcharges(pair.a.kysely, { testMode: true, testApiKey: TEST_KEY });
    });
    afterAll(async () => {
      await pair?.close();
    });

    /** Unpaid orders whose Mollie payments were paid 20 minutes ago without a webhook reaching the shop. */
    async function missedWebhooks(count: number) {
      const db = pair.a.kysely;
      const made = [];
      for (let i = 0; i < count; i++) {
        const order = await unpaidOrder(db);
        await changeOrderPaymentMethod(db, {
          orderId: order.id,
          orderKey: order.orderKey,
          methodId: "ideal",
        });
        const payment = await startPayment(
          db,
          {
            id: order.id,
            number: order.number,
            orderKey: order.orderKey,
            totalInclCents: 74050,
            paymentMethod: "ideal",
          },
          { baseUrl: BASE },
        );
        fake.setStatus(payment.providerPaymentId, "paid");
        made.push({ order, payment });
      }
      await db
        .updateTable("payments")
        .set({ created_at: new Date(Date.now() - 20 * 60_000).toISOString() })
        .where(
          "provider_payment_id",
          "in",
          made.map((m) => m.payment.providerPaymentId),
        )
        .execute();
      return made;
    }

    it("two instances' turns at once: each order moves once, with one pair of e-mails", async () => {
      const made = await missedWebhooks(4);
      slowStatusChecks(40);
      const options = { olderThanMinutes: 15, log, baseUrl: BASE };
      const runs = await Promise.all([
        runReconciliation(pair.a.kysely, options),
        runReconciliation(pair.b.kysely, options),
      ]);
      const transitioned = runs.reduce((n, r) => n + (r.ran ? r.value.transitioned : 0), 0);
      expect(transitioned).toBe(4);
      for (const { order, payment } of made) {
        expect((await orderSnapshot(pair.b.kysely, order.id)).order.status).toBe("processing");
        expect((await mailsOf(pair.b.kysely, order.id)).map((m) => m.kind)).toEqual([
          "new_order",
          "order_confirmation",
        ]);
        expect(statusChecksOf(payment.providerPaymentId)).toBe(1);
      }
      // One instance took the turn; the other skipped it.
      expect(runs.map((r) => r.ran).sort()).toEqual([false, true]);
      // Within the interval no instance takes another turn.
      expect(await runReconciliation(pair.b.kysely, options)).toEqual({ ran: false });
    });

    it("the background jobs of both instances, started together, settle every payment once", async () => {
      const made = await missedWebhooks(3);
      slowStatusChecks(20);
      // A turn every second, each much shorter than that (three checks of 20 ms), as a minute is to a real turn.
      const options = { olderThanMinutes: 15, log, baseUrl: BASE, intervalMs: 1_000 };
      const stops = [startReconciler(pair.a.kysely, options), startReconciler(pair.b.kysely, options)];
      const deadline = Date.now() + 10_000;
      try {
        for (const { order } of made) {
          while ((await orderSnapshot(pair.a.kysely, order.id)).order.status !== "processing") {
            if (Date.now() > deadline) throw new Error(`order ${order.id} was not reconciled`);
            await sleep(20);
          }
        }
        // More turns on both instances change nothing.
        await sleep(2_200);
      } finally {
        await Promise.all(stops.map((stop) => stop()));
      }
      for (const { order, payment } of made) {
        expect((await mailsOf(pair.a.kysely, order.id)).map((m) => m.kind)).toEqual([
          "new_order",
          "order_confirmation",
        ]);
        // Once settled, a payment is not checked again by any later turn of either instance.
        expect(statusChecksOf(payment.providerPaymentId)).toBe(1);
      }
    });
  });
}
