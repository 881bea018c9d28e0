import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { MOLLIE_API } from "../../../../tests/mocks/mollie-api";
import { PAYMENT_METHOD_IDS } from "../psd2";
import { KEY, mollieProviderSetup, order } from "./mollie.fixtures";
import { providerMessages } from "./nl.providers";
import type { CreatePaymentInput } from "./provider";

// The Mollie provider's payments: createPayment and getPayment against the fake Mollie.
const { fake, server, mollie, createBody, providerError } = mollieProviderSetup();

describe("createPayment", () => {
  it("sends Mollie the amount as a 2-decimal string, the method, the URLs and the order id, with the key", async () => {
    const created = await mollie.createPayment(order);

    const request = fake.lastRequest("/v2/payments");
    expect(request?.method).toBe("POST");
    expect(request?.headers.get("authorization")).toBe(`Bearer ${KEY}`);
    expect(request?.headers.get("content-type")).toBe("application/json");
    expect(request?.body).toEqual({
      amount: { currency: "EUR", value: "12.34" },
      description: "Bestelling 1042 – Maatglas",
      redirectUrl: order.redirectUrl,
      webhookUrl: order.webhookUrl,
      method: "ideal",
      metadata: { order_id: "ord_42", order_number: "1042" },
    });

    expect(created).toEqual({
      providerPaymentId: expect.stringMatching(/^tr_/),
      checkoutUrl: fake.payment(created.providerPaymentId)._links.checkout?.href,
      status: "open",
    });
    expect(created.checkoutUrl).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//);
  });

  it("sends an idempotency key, so the client's retries cannot create a payment twice", async () => {
    await mollie.createPayment(order);
    expect(fake.lastRequest("/v2/payments")?.headers.get("idempotency-key")).toMatch(/\S{8,}/);
  });

  it.each([
    [1, "0.01"],
    [5, "0.05"],
    [100, "1.00"],
    [120, "1.20"],
    [123_456, "1234.56"],
    [1_000_000, "10000.00"],
  ])("sends %i cents as %s", async (cents, value) => {
    await mollie.createPayment({ ...order, amountCents: cents, method: "banktransfer" });
    expect(createBody().amount).toEqual({
      currency: "EUR",
      value,
    });
  });

  it.each(PAYMENT_METHOD_IDS)("passes method %s to Mollie under Mollie's current id", async (method) => {
    await mollie.createPayment({ ...order, method });
    expect(createBody().method).toBe(method);
  });

  it("passes the locale when given", async () => {
    await mollie.createPayment({ ...order, locale: "nl_NL" });
    expect(createBody().locale).toBe("nl_NL");
  });

  it("cuts a description to Mollie's 255 characters", async () => {
    await mollie.createPayment({ ...order, description: "x".repeat(300) });
    expect(createBody().description).toHaveLength(255);
  });

  it("sends the shopper to the return page if Mollie gives no checkout link", async () => {
    server.use(
      http.post(`${MOLLIE_API}/payments`, () =>
        HttpResponse.json(
          {
            resource: "payment",
            id: "tr_nolink01",
            status: "open",
            amount: { currency: "EUR", value: "12.34" },
            metadata: { order_id: "ord_42" },
            _links: { self: { href: `${MOLLIE_API}/payments/tr_nolink01`, type: "application/hal+json" } },
          },
          { status: 201 },
        ),
      ),
    );
    const created = await mollie.createPayment(order);
    expect(created.checkoutUrl).toBe(order.redirectUrl);
  });

  it.each([
    ["zero amount", { amountCents: 0 }],
    ["negative amount", { amountCents: -100 }],
    ["fractional cents", { amountCents: 12.5 }],
    ["unknown method", { method: "sofort" }],
    ["empty description", { description: "  " }],
    ["other currency", { currency: "USD" }],
  ])("refuses a bad input (%s) without calling Mollie", async (_name, change) => {
    const error = await providerError(mollie.createPayment({ ...order, ...change } as CreatePaymentInput));
    expect(error.kind).toBe("rejected");
    expect(error.operation).toBe("createPayment");
    expect(fake.requests).toHaveLength(0);
  });
});

describe("getPayment", () => {
  it("reads an open payment back: status, amount in cents, method, our order id", async () => {
    const { providerPaymentId } = await mollie.createPayment({ ...order, method: "bancontact" });
    const payment = await mollie.getPayment(providerPaymentId);
    expect(payment).toEqual({
      providerPaymentId,
      status: "open",
      amountCents: 1234,
      method: "bancontact",
      metadata: { orderId: "ord_42" },
    });
    const request = fake.lastRequest(`/v2/payments/${providerPaymentId}`);
    expect(request?.method).toBe("GET");
    expect(request?.headers.get("authorization")).toBe(`Bearer ${KEY}`);
  });

  it.each(["paid", "failed", "expired", "canceled", "pending", "authorized"] as const)(
    "reports a %s payment with that status",
    async (status) => {
      const { providerPaymentId } = await mollie.createPayment(order);
      fake.setStatus(providerPaymentId, status);
      const payment = await mollie.getPayment(providerPaymentId);
      expect(payment.status).toBe(status);
      expect(payment.amountCents).toBe(1234);
      expect(payment.metadata.orderId).toBe("ord_42");
    },
  );

  it("reports the method the shopper chose on Mollie's page", async () => {
    const { providerPaymentId } = await mollie.createPayment(order);
    fake.setStatus(providerPaymentId, "paid", { method: "creditcard" });
    expect((await mollie.getPayment(providerPaymentId)).method).toBe("creditcard");
  });

  it("reads the deprecated Klarna ids as klarna and leaves a foreign method out", async () => {
    const { providerPaymentId } = await mollie.createPayment({ ...order, method: "klarna" });
    fake.setStatus(providerPaymentId, "authorized", { method: "klarnapaylater" });
    expect((await mollie.getPayment(providerPaymentId)).method).toBe("klarna");

    fake.setStatus(providerPaymentId, "paid", { method: "giftcard" });
    const payment = await mollie.getPayment(providerPaymentId);
    expect(payment.status).toBe("paid");
    expect(payment).not.toHaveProperty("method");
  });

  it("leaves method out while the shopper has not chosen one", async () => {
    const { providerPaymentId } = await mollie.createPayment(order);
    fake.payment(providerPaymentId).method = null;
    expect(await mollie.getPayment(providerPaymentId)).not.toHaveProperty("method");
  });

  it("refuses a payment without our order id (not created by this shop)", async () => {
    const { providerPaymentId } = await mollie.createPayment(order);
    fake.payment(providerPaymentId).metadata = null;
    const error = await providerError(mollie.getPayment(providerPaymentId));
    expect(error.kind).toBe("unexpected");
    expect(error.detail).toContain("order_id");
  });

  it("refuses a status it does not know instead of guessing", async () => {
    const { providerPaymentId } = await mollie.createPayment(order);
    (fake.payment(providerPaymentId) as { status: string }).status = "refunded";
    const error = await providerError(mollie.getPayment(providerPaymentId));
    expect(error.kind).toBe("unexpected");
    expect(error.detail).toContain("refunded");
  });

  it("refuses an amount in another currency", async () => {
    const { providerPaymentId } = await mollie.createPayment(order);
    fake.payment(providerPaymentId).amount = { currency: "USD", value: "12.34" };
    expect((await providerError(mollie.getPayment(providerPaymentId))).kind).toBe("unexpected");
  });

  it("answers not_found for an unknown payment", async () => {
    const error = await providerError(mollie.getPayment("tr_doesnotexist"));
    expect(error.kind).toBe("not_found");
    expect(error.statusCode).toBe(404);
    expect(error.message).toBe(providerMessages.errors.not_found);
  });

  it.each(["", "../methods", "tr_abc/../../methods", "ord_42", "tr_a b", "tr_?x=1"])(
    "never puts a malformed id (%j, e.g. from a forged webhook) into a Mollie URL",
    async (id) => {
      const error = await providerError(mollie.getPayment(id));
      expect(error.kind).toBe("not_found");
      expect(fake.requests).toHaveLength(0);
    },
  );
});
