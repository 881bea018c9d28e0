import { delay, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createFakeMollie, MOLLIE_API, mollieError } from "../../../../tests/mocks/mollie";
import { PAYMENT_METHOD_IDS } from "../psd2";
import { createMollieProvider, fromMollieMethod, redactSecrets } from "./mollie";
import { providerMessages } from "./nl.providers";
import { type CreatePaymentInput, PaymentProviderError } from "./provider";

// Shaped like a real Mollie test key (test_ + 30 characters); not a real one.
const KEY = "test_Dk3xW9vQpLm2Rt7YbN4sHc8JfZa6Ge";

const fake = createFakeMollie({ apiKey: KEY });
const server = setupServer(...fake.handlers);

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => {
  server.resetHandlers();
  fake.reset();
});
afterAll(() => server.close());

const mollie = createMollieProvider({ apiKey: KEY });

const order: CreatePaymentInput = {
  orderId: "ord_42",
  orderNumber: "1042",
  amountCents: 1234,
  currency: "EUR",
  description: "Bestelling 1042 – Maatglas",
  redirectUrl: "https://maatglas.example/afrekenen/bestelling-ontvangen/42?key=wc_order_abc",
  webhookUrl: "https://maatglas.example/api/betalingen/mollie/webhook",
  method: "ideal",
};

/** The JSON body of the last POST /v2/payments Mollie received. */
function createBody(): Record<string, unknown> {
  const request = fake.lastRequest("/v2/payments");
  if (request?.method !== "POST") throw new Error("Mollie received no create-payment request");
  return request.body as Record<string, unknown>;
}

/** Runs the call, expects a PaymentProviderError, and checks that no trace of the key is in it. */
async function providerError(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  const e = error as PaymentProviderError;
  const everything = [
    e.message,
    e.detail,
    e.stack,
    String(e.cause),
    (e.cause as Error | undefined)?.stack,
    JSON.stringify(e),
  ].join("\n");
  expect(everything).not.toContain(KEY);
  expect(everything).not.toContain(KEY.slice(5));
  return e;
}

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

describe("listMethods", () => {
  it("asks Mollie for the methods for this amount in Dutch and keeps only the shop's", async () => {
    const methods = await mollie.listMethods({ amountCents: 1234 });
    const query = fake.lastRequest("/v2/methods")?.url.searchParams;
    expect(query?.get("amount[value]")).toBe("12.34");
    expect(query?.get("amount[currency]")).toBe("EUR");
    expect(query?.get("locale")).toBe("nl_NL");
    expect(methods).toEqual([
      { id: "ideal", description: "iDEAL" },
      { id: "creditcard", description: "Creditcard" },
      { id: "bancontact", description: "Bancontact" },
      { id: "paypal", description: "PayPal" },
      { id: "applepay", description: "Apple Pay" },
      { id: "klarna", description: "Betaal met Klarna" },
      { id: "banktransfer", description: "Overboeking" },
    ]);
  });

  it("leaves out what Mollie does not offer for the amount", async () => {
    const small = await mollie.listMethods({ amountCents: 50 }); // Klarna from € 1,00 in the fake
    expect(small.map((m) => m.id)).not.toContain("klarna");
    const large = await mollie.listMethods({ amountCents: 900_000 }); // PayPal up to € 8.000 in the fake
    expect(large.map((m) => m.id)).toEqual([
      "ideal",
      "creditcard",
      "bancontact",
      "applepay",
      "klarna",
      "banktransfer",
    ]);
  });

  it("lists Klarna once when Mollie also returns a deprecated Klarna id", async () => {
    const withLegacy = createFakeMollie({
      apiKey: KEY,
      methods: [
        { id: "klarnapaylater", description: { en_US: "Pay later" }, minimumCents: 1, maximumCents: null },
        { id: "klarna", description: { en_US: "Klarna" }, minimumCents: 1, maximumCents: null },
      ],
    });
    server.use(...withLegacy.handlers);
    expect(await mollie.listMethods({ amountCents: 1000 })).toEqual([
      { id: "klarna", description: "Pay later" },
    ]);
  });

  it("refuses a non-positive or fractional amount without calling Mollie", async () => {
    for (const amountCents of [0, -1, 1.5]) {
      expect((await providerError(mollie.listMethods({ amountCents }))).kind).toBe("rejected");
    }
    expect(fake.requests).toHaveLength(0);
  });
});

describe("errors", () => {
  it("turns Mollie's 422 into a PaymentProviderError with a Dutch message and no key", async () => {
    // Mollie refuses this amount for iDEAL (above the method's maximum in the fake).
    const error = await providerError(mollie.createPayment({ ...order, amountCents: 6_000_000 }));
    expect(error.kind).toBe("rejected");
    expect(error.message).toBe(providerMessages.errors.rejected);
    expect(error.userMessage).toBe(error.message);
    expect(error.message).toMatch(/betaling/i);
    expect(error.statusCode).toBe(422);
    expect(error.field).toBe("amount");
    expect(error.operation).toBe("createPayment");
    expect(error.detail).toContain("The amount is higher than the maximum");
    expect(error.retryable).toBe(false);
  });

  it("redacts the key even when Mollie's error text repeats it", async () => {
    server.use(
      http.post(`${MOLLIE_API}/payments`, ({ request }) =>
        mollieError(422, `Key ${request.headers.get("authorization")?.slice(7)} may not do this`, "method"),
      ),
    );
    const error = await providerError(mollie.createPayment(order)); // asserts the key is nowhere
    expect(error.detail).toContain("Key [redacted] may not do this");
  });

  it("reports a key Mollie refuses (401) as a configuration problem", async () => {
    const wrongKey = createMollieProvider({ apiKey: "test_WrongWrongWrongWrongWrongWrong1" });
    const error = await providerError(wrongKey.createPayment(order));
    expect(error.kind).toBe("configuration");
    expect(error.statusCode).toBe(401);
    expect(error.message).toBe(providerMessages.errors.configuration);
    expect(error.detail).not.toContain("WrongWrong");
  });

  it("refuses a malformed key up front, without repeating it", () => {
    for (const apiKey of ["", "sk_live_1234567890abcdefghijklmnop", "test_short"]) {
      let caught: unknown;
      try {
        createMollieProvider({ apiKey });
      } catch (e) {
        caught = e;
      }
      expect(caught).toBeInstanceOf(PaymentProviderError);
      expect((caught as PaymentProviderError).kind).toBe("configuration");
      if (apiKey) expect(JSON.stringify(caught) + (caught as Error).message).not.toContain(apiKey);
    }
  });

  it("turns a network error into 'unavailable' (retryable), with no key", async () => {
    server.use(http.post(`${MOLLIE_API}/payments`, () => HttpResponse.error()));
    const error = await providerError(mollie.createPayment(order));
    expect(error.kind).toBe("unavailable");
    expect(error.retryable).toBe(true);
    expect(error.statusCode).toBeUndefined();
    expect(error.message).toBe(providerMessages.errors.unavailable);
    expect(error.detail).toMatch(/Could not reach Mollie/);
  });

  it("lets the client retry a 503 (same idempotency key), then reports 'unavailable'", async () => {
    let attempts = 0;
    server.use(
      http.post(`${MOLLIE_API}/payments`, async ({ request }) => {
        attempts += 1;
        fake.requests.push({
          method: "POST",
          url: new URL(request.url),
          headers: request.headers,
          body: undefined,
        });
        const response = mollieError(503, "Service temporarily unavailable");
        response.headers.set("Retry-After", "0");
        return response;
      }),
    );
    const error = await providerError(mollie.createPayment(order));
    expect(attempts).toBe(3);
    expect(new Set(fake.requests.map((r) => r.headers.get("idempotency-key"))).size).toBe(1);
    expect(error.kind).toBe("unavailable");
    expect(error.statusCode).toBe(503);
  });

  it("gives up after timeoutMs when Mollie does not answer", async () => {
    const impatient = createMollieProvider({ apiKey: KEY, timeoutMs: 50 });
    server.use(
      http.get(`${MOLLIE_API}/payments/:id`, async () => {
        await delay(1_000);
        return HttpResponse.json({});
      }),
    );
    const started = Date.now();
    const error = await providerError(impatient.getPayment("tr_slow0001"));
    expect(Date.now() - started).toBeLessThan(800);
    expect(error.kind).toBe("unavailable");
    expect(error.detail).toMatch(/within 50 ms/);
  });

  it("reports an unreadable answer as 'unexpected'", async () => {
    server.use(
      http.get(
        `${MOLLIE_API}/payments/:id`,
        () =>
          new HttpResponse("<html>Bad gateway</html>", {
            status: 200,
            headers: { "Content-Type": "text/html" },
          }),
      ),
    );
    const error = await providerError(mollie.getPayment("tr_html0001"));
    expect(error.kind).toBe("unexpected");
    expect(error.message).toBe(providerMessages.errors.unexpected);
  });
});

describe("createRefund", () => {
  /** A payment of € 12,34 the shopper paid at Mollie. */
  async function paidPayment(): Promise<string> {
    const { providerPaymentId } = await mollie.createPayment(order);
    fake.setStatus(providerPaymentId, "paid");
    return providerPaymentId;
  }
  const refundPosts = () =>
    fake.requests.filter((r) => r.method === "POST" && r.url.pathname.endsWith("/refunds"));

  it("posts the amount as a 2-decimal string to the payment's refunds, with our idempotency key", async () => {
    const id = await paidPayment();
    const refund = await mollie.createRefund({
      providerPaymentId: id,
      amountCents: 1050,
      description: "Terugbetaling MG-10042: kras in het glas",
      idempotencyKey: "maatglas-refund-7",
    });
    const [request] = refundPosts();
    expect(request?.url.pathname).toBe(`/v2/payments/${id}/refunds`);
    expect(request?.headers.get("authorization")).toBe(`Bearer ${KEY}`);
    expect(request?.headers.get("idempotency-key")).toBe("maatglas-refund-7");
    expect(request?.body).toEqual({
      amount: { currency: "EUR", value: "10.50" },
      description: "Terugbetaling MG-10042: kras in het glas",
    });
    expect(refund).toEqual({ providerRefundId: expect.stringMatching(/^re_/), status: "pending" });
    expect(fake.refunds.get(refund.providerRefundId)?.paymentId).toBe(id);
    expect(fake.payment(id).amountRemaining).toEqual({ currency: "EUR", value: "1.84" });
  });

  it("refunds the rest too, and leaves out an empty description", async () => {
    const id = await paidPayment();
    await mollie.createRefund({ providerPaymentId: id, amountCents: 1000, description: "" });
    const second = await mollie.createRefund({ providerPaymentId: id, amountCents: 234, description: "  " });
    expect(second.status).toBe("pending");
    expect(refundPosts()[1]?.body).toEqual({ amount: { currency: "EUR", value: "2.34" } });
    expect(fake.payment(id).amountRemaining?.value).toBe("0.00");
  });

  it("turns Mollie's 422 for an amount above what remains into 'rejected' with the Dutch refund message", async () => {
    const id = await paidPayment();
    const error = await providerError(
      mollie.createRefund({ providerPaymentId: id, amountCents: 1235, description: "te veel" }),
    );
    expect(error.kind).toBe("rejected");
    expect(error.statusCode).toBe(422);
    expect(error.field).toBe("amount");
    expect(error.operation).toBe("createRefund");
    expect(error.message).toBe(providerMessages.refundErrors.amountTooHigh);
    expect(error.message).toMatch(/niets terugbetaald/);
    expect(error.detail).toContain("higher than the amount that remains");
    expect(fake.refunds.size).toBe(0);
  });

  it("reports another 422 (a payment that cannot be refunded) as rejected with the general refund message", async () => {
    const { providerPaymentId } = await mollie.createPayment(order); // still open
    const error = await providerError(
      mollie.createRefund({ providerPaymentId, amountCents: 100, description: "" }),
    );
    expect(error.kind).toBe("rejected");
    expect(error.message).toBe(providerMessages.refundErrors.rejected);
  });

  it("reports a key Mollie refuses (401) as a configuration problem, in the staff's words", async () => {
    const id = await paidPayment();
    const wrongKey = createMollieProvider({ apiKey: "test_WrongWrongWrongWrongWrongWrong1" });
    const error = await providerError(
      wrongKey.createRefund({ providerPaymentId: id, amountCents: 100, description: "" }),
    );
    expect(error.kind).toBe("configuration");
    expect(error.statusCode).toBe(401);
    expect(error.message).toBe(providerMessages.refundErrors.configuration);
    expect(fake.refunds.size).toBe(0);
  });

  it("reports an unknown payment (404) as not_found", async () => {
    const error = await providerError(
      mollie.createRefund({ providerPaymentId: "tr_nothere1", amountCents: 100, description: "" }),
    );
    expect(error.kind).toBe("not_found");
    expect(error.message).toBe(providerMessages.refundErrors.not_found);
  });

  it("turns a network error into 'unavailable' and tells the staff to check before trying again", async () => {
    server.use(http.post(`${MOLLIE_API}/payments/:id/refunds`, () => HttpResponse.error()));
    const error = await providerError(
      mollie.createRefund({ providerPaymentId: "tr_any00001", amountCents: 100, description: "" }),
    );
    expect(error.kind).toBe("unavailable");
    expect(error.message).toBe(providerMessages.refundErrors.unavailable);
    expect(error.detail).toMatch(/Could not reach Mollie/);
  });

  it("reads a refund's current status back from Mollie (getRefund)", async () => {
    const id = await paidPayment();
    const { providerRefundId } = await mollie.createRefund({
      providerPaymentId: id,
      amountCents: 100,
      description: "",
    });
    expect(await mollie.getRefund({ providerPaymentId: id, providerRefundId })).toEqual({
      providerRefundId,
      status: "pending",
    });
    fake.setRefundStatus(providerRefundId, "refunded");
    expect(await mollie.getRefund({ providerPaymentId: id, providerRefundId })).toEqual({
      providerRefundId,
      status: "refunded",
    });
    expect(fake.lastRequest(`/refunds/${providerRefundId}`)?.method).toBe("GET");
    const missing = await providerError(
      mollie.getRefund({ providerPaymentId: id, providerRefundId: "re_nothere1" }),
    );
    expect(missing.kind).toBe("not_found");
    expect(missing.operation).toBe("getRefund");
    const malformed = await providerError(
      mollie.getRefund({ providerPaymentId: id, providerRefundId: "x/../1" }),
    );
    expect(malformed.kind).toBe("not_found");
  });

  it("refuses a non-Mollie payment id or a non-positive amount without calling Mollie", async () => {
    for (const input of [
      { providerPaymentId: "tst_abcdefghijklmnop", amountCents: 100 },
      { providerPaymentId: "tr_ok000001", amountCents: 0 },
      { providerPaymentId: "tr_ok000001", amountCents: 12.5 },
    ]) {
      const error = await providerError(mollie.createRefund({ ...input, description: "" }));
      expect(error.kind).toBe("rejected");
    }
    expect(fake.requests).toHaveLength(0);
  });
});

describe("the mocked network", () => {
  it("refuses a request no handler covers, so nothing reaches the real Mollie", async () => {
    await expect(fetch(`${MOLLIE_API}/refunds`)).rejects.toThrow();
    expect(fake.requests).toHaveLength(0);
  });
});

describe("method ids", () => {
  it("maps every shop method to the same Mollie id and back", () => {
    for (const id of PAYMENT_METHOD_IDS) expect(fromMollieMethod(id)).toBe(id);
  });

  it("reads Mollie ids the shop does not sell with as undefined", () => {
    for (const id of ["giftcard", "in3", "riverty", null, undefined, ""])
      expect(fromMollieMethod(id)).toBeUndefined();
  });
});

describe("redactSecrets", () => {
  it("masks the given secrets and anything shaped like a Mollie key or token", () => {
    expect(redactSecrets("a s3cr3t b", ["s3cr3t"])).toBe("a [redacted] b");
    expect(redactSecrets("key live_abcdefghijklmnop1234 and access_Xyz12345678")).toBe(
      "key live_[redacted] and access_[redacted]",
    );
    expect(redactSecrets("payment tr_fake00001, field test_mode_enabled")).toBe(
      "payment tr_fake00001, field test_mode_enabled",
    );
  });
});
