import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import type { Kysely } from "kysely";
import { setupServer } from "msw/node";
import { type Logger, pino } from "pino";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { cartIdForSession, listCartLines } from "~/modules/cart/cart.server";
import { checkoutAttemptKey } from "~/modules/checkout/checkout.server";
import { submitCheckout } from "~/modules/checkout/checkout-page.server";
import { addConfiguredToCart } from "~/modules/configurator/ajax-actions.server";
import type { RequestState } from "~/utils/context.server";
import { csrfTokenFor } from "~/utils/session.server";
import type { Database } from "../../../db/schema";
import { SHOPPER_BILLING } from "../../../tests/factories/checkout";
import { SAMPLE_DOOR, seedShopWithDoor } from "../../../tests/factories/door";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { mailsOf, orderSnapshot, saveSurcharges, unpaidOrder } from "../../../tests/helpers/payment-orders";
import { createFakeMollie } from "../../../tests/mocks/mollie";
import { loadPayOrder, submitPayOrder } from "./pay-for-order.server";
import { getPaymentSettings } from "./payment-settings.server";
import { applyTestOutcome, handlePaymentWebhook } from "./payment-webhook.server";
import { checkoutPaymentMethods, startPayment } from "./payments.server";
import { PaymentProviderError } from "./providers/provider";

/**
 * Issue 8: payments fail closed (the test environment is a choice, never a fallback), one open payment per order
 * under 20 concurrent submits of checkout and of pay-for-order (both providers, both engines), double payments
 * flagged and not counted twice, and payment links built from PUBLIC_URL.
 */

// Before any module reads the environment (env() is read once per test file).
vi.hoisted(() => {
  process.env.PUBLIC_URL = "https://winkel.example.nl/";
});
const PUBLIC = "https://winkel.example.nl";

const TEST_KEY = "test_Dk3xW9vQpLm2Rt7YbN4sHc8JfZa6Ge";
const LIVE_KEY = "live_Zu9Kq3WmT7vBx2PnLc8RfYh5JdSa4E";
const SECRET = { current: "payments-hardening-secret-payments-hardening" };

const fake = createFakeMollie();
const server = setupServer(...fake.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => {
  server.resetHandlers();
  // Forget the requests only: payment ids must stay unique across the tests of one database.
  fake.requests.length = 0;
});
afterAll(() => server.close());

/** A logger whose error lines the test can read. */
function capturingLog() {
  const lines: { level: number; msg: string; [k: string]: unknown }[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { log: pino({ level: "warn" }, stream) as Logger, errors: () => lines.filter((l) => l.level >= 50) };
}

const molliePosts = () =>
  fake.requests.filter((r) => r.method === "POST" && r.url.pathname === "/v2/payments");

const providers = [
  ["the test environment", { provider: "test" as const }],
  ["Mollie (test mode)", { provider: "mollie" as const, testMode: true, testApiKey: TEST_KEY }],
] as const;

describeEachEngine("payments fail closed, one open payment per order", (db) => {
  const state = (sessionId: string, log = pino({ level: "silent" })): RequestState => ({
    db: db(),
    secret: SECRET,
    sessionId,
    csrfToken: csrfTokenFor(SECRET, sessionId),
    cspNonce: "",
    requestId: "r",
    log,
    secureCookies: false,
    clientIp: "127.0.0.1",
  });
  const payForm = (sessionId: string, fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries({ _csrf: csrfTokenFor(SECRET, sessionId), ...fields }))
      f.append(k, v);
    return f;
  };
  const paymentsOf = (orderId: number) =>
    db().selectFrom("payments").selectAll().where("order_id", "=", orderId).orderBy("id").execute();

  let productId = 0;
  beforeAll(async () => {
    productId = await seedShopWithDoor(db());
  });

  // --- fail closed -------------------------------------------------------------------------------------------

  it("Mollie in live mode without a key: bank transfer only, no payment started, the reason logged at error level", async () => {
    await saveSurcharges(db(), { provider: "mollie", testMode: false, testApiKey: TEST_KEY, liveApiKey: "" });
    const { log, errors } = capturingLog();
    const methods = await checkoutPaymentMethods(db(), undefined, log);
    expect(methods.map((m) => m.id)).toEqual(["banktransfer"]);
    expect(errors()).toEqual([expect.objectContaining({ problem: "missingKey", provider: "mollie" })]);
    expect(errors()[0].msg).toMatch(/no API key is stored for its mode/);

    const order = await unpaidOrder(db());
    const error = await startPayment(
      db(),
      { ...order, totalInclCents: 74050, paymentMethod: "ideal" },
      { baseUrl: PUBLIC },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).kind).toBe("configuration");
    expect(await paymentsOf(order.id)).toEqual([]);
    expect(molliePosts()).toEqual([]);

    // The pay-for-order page offers bank transfer only and refuses a posted online method.
    const page = await loadPayOrder(state(order.sessionId, log), String(order.id), order.orderKey);
    expect(page.kind === "page" && page.data.methods.map((m) => m.id)).toEqual(["banktransfer"]);
    expect(page.kind === "page" && page.data.testShop).toBe(false);
    const paid = await submitPayOrder(
      state(order.sessionId),
      String(order.id),
      order.orderKey,
      payForm(order.sessionId, { payment_method: "ideal", intent: "pay" }),
    );
    expect(paid).toMatchObject({ kind: "data", status: 400 });
    expect(await paymentsOf(order.id)).toEqual([]);
    expect(paid.kind === "redirect" ? paid.to : "").not.toMatch(/\/betaling\/test\//);
  });

  it("a key that does not decrypt (another ENCRYPTION_KEY): bank transfer only, no test payment instead", async () => {
    await saveSurcharges(db(), { provider: "mollie", testMode: false, liveApiKey: LIVE_KEY });
    const elsewhere = await getPaymentSettings(db(), randomBytes(32));
    expect(elsewhere.problem).toBe("unreadableKey");
    const { log, errors } = capturingLog();
    expect((await checkoutPaymentMethods(db(), elsewhere, log)).map((m) => m.id)).toEqual(["banktransfer"]);
    expect(errors()[0]).toMatchObject({ problem: "unreadableKey" });
    expect(errors()[0].msg).toMatch(/cannot be decrypted \(ENCRYPTION_KEY differs/);
    const order = await unpaidOrder(db());
    await expect(
      startPayment(
        db(),
        { ...order, totalInclCents: 74050, paymentMethod: "ideal" },
        {
          baseUrl: PUBLIC,
          settings: elsewhere,
        },
      ),
    ).rejects.toMatchObject({ kind: "configuration" });
    expect(await paymentsOf(order.id)).toEqual([]);
    expect(molliePosts()).toEqual([]);
  });

  it("a direct POST to a test payment is refused while Mollie is the provider", async () => {
    await saveSurcharges(db(), { provider: "test" });
    const order = await unpaidOrder(db());
    const started = await startPayment(
      db(),
      { ...order, totalInclCents: 74050, paymentMethod: "ideal" },
      { baseUrl: PUBLIC },
    );
    expect(started.checkoutUrl).toBe(`/betaling/test/${started.providerPaymentId}`);
    await saveSurcharges(db(), { provider: "mollie", testMode: true, testApiKey: TEST_KEY });
    const deps = { log: pino({ level: "silent" }), baseUrl: PUBLIC };
    const refused = await applyTestOutcome(db(), started.providerPaymentId, "paid", deps);
    expect(refused).toEqual({
      ok: false,
      status: 409,
      error: expect.stringMatching(/Testbetalingen zijn uitgeschakeld/),
    });
    expect((await paymentsOf(order.id)).map((p) => p.status)).toEqual(["open"]);
    expect((await orderSnapshot(db(), order.id)).order).toMatchObject({ status: "pending", paid_at: null });
    // Back on the test environment the same payment can be completed.
    await saveSurcharges(db(), { provider: "test" });
    expect(await applyTestOutcome(db(), started.providerPaymentId, "paid", deps)).toEqual({
      ok: true,
      orderId: order.id,
    });
  });

  it("pay-for-order never sends the shopper to a test payment's page once Mollie is the provider", async () => {
    await saveSurcharges(db(), { provider: "test" });
    const order = await unpaidOrder(db());
    const started = await startPayment(
      db(),
      { ...order, totalInclCents: 74050, paymentMethod: "ideal" },
      { baseUrl: PUBLIC },
    );
    // A payment in progress fixes the method (isFixedGateway); here a test payment left pending.
    await db()
      .updateTable("payments")
      .set({ status: "pending" })
      .where("provider_payment_id", "=", started.providerPaymentId)
      .execute();
    await saveSurcharges(db(), { provider: "mollie", testMode: true, testApiKey: TEST_KEY });
    const result = await submitPayOrder(
      state(order.sessionId),
      String(order.id),
      order.orderKey,
      payForm(order.sessionId, { payment_method: "ideal", intent: "pay" }),
    );
    expect(result).toEqual({ kind: "redirect", to: expect.stringMatching(/^\/afrekenen\/betaling-terug\//) });
  });

  // --- one open payment per order -----------------------------------------------------------------------------

  for (const [name, settings] of providers) {
    it(`20 concurrent submits of one checkout (${name}): one order, one open payment, one checkout URL`, async () => {
      await saveSurcharges(db(), settings);
      const sessionId = `s-race-${randomBytes(3).toString("hex")}`;
      const added = await addConfiguredToCart(
        { db: db(), sessionId, secureCookies: false },
        {
          product_id: String(productId),
          quantity: "1",
          ...SAMPLE_DOOR,
        },
      );
      expect(added.ok).toBe(true);
      const cartId = (await cartIdForSession(db(), sessionId, false)) as number;
      const attemptKey = checkoutAttemptKey(cartId, await listCartLines(db(), cartId));
      const fields = {
        _csrf: csrfTokenFor(SECRET, sessionId),
        checkout_attempt: attemptKey,
        ...SHOPPER_BILLING,
        billing_email: "jan@example.nl",
        shipping_method: "bezorgen",
        payment_method: "ideal",
        terms: "1",
        made_to_measure: "1",
      };
      const results = await Promise.all(
        Array.from({ length: 20 }, () => {
          const f = new FormData();
          for (const [k, v] of Object.entries(fields)) f.append(k, v);
          return submitCheckout(state(sessionId), f);
        }),
      );
      const targets = new Set(results.map((r) => (r.kind === "redirect" ? r.to : `data ${r.status}`)));
      expect(targets.size).toBe(1);
      const [target] = [...targets];
      const orders = await db()
        .selectFrom("orders")
        .select(["id", "status"])
        .where("idempotency_key", "=", attemptKey)
        .execute();
      expect(orders).toHaveLength(1);
      const payments = await paymentsOf(orders[0].id);
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({
        status: "open",
        provider: settings.provider,
        checkout_url: target,
      });
      if (settings.provider === "mollie") {
        expect(target).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//);
        expect(molliePosts()).toHaveLength(1);
        // Links from PUBLIC_URL (never a request's host: none is passed in at all).
        expect(molliePosts()[0].body).toMatchObject({
          redirectUrl: expect.stringMatching(
            /^https:\/\/winkel\.example\.nl\/afrekenen\/betaling-terug\/\d+\?key=/,
          ),
          webhookUrl: `${PUBLIC}/api/betalingen/webhook`,
        });
      } else {
        expect(target).toMatch(/^\/betaling\/test\//);
      }
    });

    it(`20 concurrent 'Betalen' on one pay-for-order page (${name}): one open payment`, async () => {
      await saveSurcharges(db(), settings);
      const order = await unpaidOrder(db(), { status: "failed" });
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          submitPayOrder(
            state(order.sessionId),
            String(order.id),
            order.orderKey,
            payForm(order.sessionId, { payment_method: "ideal", intent: "pay" }),
          ),
        ),
      );
      const targets = new Set(results.map((r) => (r.kind === "redirect" ? r.to : r.kind)));
      expect(targets.size).toBe(1);
      const payments = await paymentsOf(order.id);
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({
        status: "open",
        checkout_url: [...targets][0],
        amount_cents: 74050,
      });
      expect(molliePosts()).toHaveLength(settings.provider === "mollie" ? 1 : 0);
    });

    it(`another method supersedes the open payment; the index allows one open per order (${name})`, async () => {
      await saveSurcharges(db(), settings);
      const order = await unpaidOrder(db());
      const ideal = await startPayment(
        db(),
        { ...order, totalInclCents: 74050, paymentMethod: "ideal" },
        { baseUrl: PUBLIC },
      );
      const again = await startPayment(
        db(),
        { ...order, totalInclCents: 74050, paymentMethod: "ideal" },
        { baseUrl: PUBLIC },
      );
      expect(again).toEqual(ideal);
      const bancontact = await startPayment(
        db(),
        { ...order, totalInclCents: 74050, paymentMethod: "bancontact" },
        { baseUrl: PUBLIC },
      );
      expect(bancontact.providerPaymentId).not.toBe(ideal.providerPaymentId);
      const rows = await paymentsOf(order.id);
      expect(rows.map((r) => [r.method, r.status, r.superseded_at === null])).toEqual([
        ["ideal", "open", false],
        ["bancontact", "open", true],
      ]);
      // The database itself refuses a second open, not superseded payment for the order.
      const now = new Date().toISOString();
      await expect(
        db()
          .insertInto("payments")
          .values({
            order_id: order.id,
            provider: settings.provider,
            provider_payment_id: `tr_dup${randomBytes(3).toString("hex")}`,
            method: "ideal",
            amount_cents: 74050,
            status: "open",
            created_at: now,
            updated_at: now,
          })
          .execute(),
      ).rejects.toThrow(/unique/i);
    });
  }

  it("Mollie refusing the payment leaves no open payment behind; the next start tries again", async () => {
    await saveSurcharges(db(), { provider: "mollie", testMode: true, testApiKey: TEST_KEY });
    const order = await unpaidOrder(db());
    // iDEAL's minimum at (fake) Mollie is € 0,01: an amount of 0 is refused.
    await expect(
      startPayment(db(), { ...order, totalInclCents: 0, paymentMethod: "ideal" }, { baseUrl: PUBLIC }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    expect(await paymentsOf(order.id)).toEqual([]);
    const ok = await startPayment(
      db(),
      { ...order, totalInclCents: 74050, paymentMethod: "ideal" },
      { baseUrl: PUBLIC },
    );
    expect((await paymentsOf(order.id)).map((p) => p.provider_payment_id)).toEqual([ok.providerPaymentId]);
  });

  // --- double payments ----------------------------------------------------------------------------------------

  async function twoPayments(db: Kysely<Database>, provider: "test" | "mollie") {
    await saveSurcharges(
      db,
      provider === "mollie" ? { provider, testMode: true, testApiKey: TEST_KEY } : { provider },
    );
    const order = await unpaidOrder(db);
    const base = { ...order, totalInclCents: 74050 };
    const first = await startPayment(db, { ...base, paymentMethod: "ideal" }, { baseUrl: PUBLIC });
    // The shopper went back and chose Bancontact (same total): the iDEAL payment is superseded, still payable.
    const second = await startPayment(db, { ...base, paymentMethod: "bancontact" }, { baseUrl: PUBLIC });
    return { order, first, second };
  }

  async function pay(provider: "test" | "mollie", id: string, log: Logger) {
    const deps = { log, baseUrl: PUBLIC };
    if (provider === "test") return applyTestOutcome(db(), id, "paid", deps);
    fake.setStatus(id, "paid");
    return handlePaymentWebhook(db(), id, deps);
  }

  for (const provider of ["test", "mollie"] as const) {
    it(`a second paid payment (${provider}) is stored, flagged on the order, logged, and not counted twice`, async () => {
      const { order, first, second } = await twoPayments(db(), provider);
      const { log, errors } = capturingLog();
      await pay(provider, first.providerPaymentId, log);
      const paid = await orderSnapshot(db(), order.id);
      expect(paid.order).toMatchObject({ status: "processing", double_payment_at: null });
      const mails = await mailsOf(db(), order.id);
      expect(errors()).toEqual([]);

      await pay(provider, second.providerPaymentId, log);
      const after = await orderSnapshot(db(), order.id);
      expect((await paymentsOf(order.id)).map((p) => p.status)).toEqual(["paid", "paid"]);
      expect(after.order.double_payment_at).not.toBeNull();
      expect(after.order).toMatchObject({
        status: "processing",
        paid_at: paid.order.paid_at,
        total_incl_cents: paid.order.total_incl_cents,
      });
      expect(after.lines).toEqual(paid.lines);
      expect(await mailsOf(db(), order.id)).toEqual(mails);
      expect(errors()).toEqual([
        expect.objectContaining({
          orderId: order.id,
          providerPaymentId: second.providerPaymentId,
          paidPayments: 2,
        }),
      ]);
      // A replay of either webhook changes nothing and logs nothing more.
      if (provider === "mollie") {
        await handlePaymentWebhook(db(), second.providerPaymentId, { log, baseUrl: PUBLIC });
        expect((await orderSnapshot(db(), order.id)).order).toEqual(after.order);
        expect(errors()).toHaveLength(1);
      }
    });
  }

  it("two payments reported paid at the same time: one transition, the order flagged once", async () => {
    const { order, first, second } = await twoPayments(db(), "mollie");
    fake.setStatus(first.providerPaymentId, "paid");
    fake.setStatus(second.providerPaymentId, "paid");
    const { log, errors } = capturingLog();
    const deps = { log, baseUrl: PUBLIC };
    const outcomes = await Promise.all(
      [first, second, first, second].map((p) => handlePaymentWebhook(db(), p.providerPaymentId, deps)),
    );
    expect(outcomes.filter((o) => o.known && o.transitioned)).toHaveLength(1);
    const snapshot = await orderSnapshot(db(), order.id);
    expect(snapshot.order.status).toBe("processing");
    expect(snapshot.order.double_payment_at).not.toBeNull();
    expect(errors().filter((e) => e.paidPayments === 2).length).toBeGreaterThanOrEqual(1);
    expect((await mailsOf(db(), order.id)).length).toBeGreaterThan(0);
  });
});
