import { delay, HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { createFakeMollie } from "../../../../tests/mocks/mollie";
import { MOLLIE_API, mollieError } from "../../../../tests/mocks/mollie-api";
import { PAYMENT_METHOD_IDS } from "../psd2";
import { createMollieProvider, fromMollieMethod, redactSecrets } from "./mollie";
import { KEY, mollieProviderSetup, order } from "./mollie.fixtures";
import { providerMessages } from "./nl.providers";
import { PaymentProviderError } from "./provider";

// The Mollie provider's methods, errors and redaction. Payments: mollie-payments.test.ts; refunds: mollie-refunds.test.ts.
const { fake, server, mollie, providerError } = mollieProviderSetup();

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

describe("the mocked network", () => {
  it("refuses a request no handler covers, so nothing reaches the real Mollie", async () => {
    // MSW reports the refused request on console.error: expected here, so it is captured and checked, not printed.
    const printed = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await expect(fetch(`${MOLLIE_API}/refunds`)).rejects.toThrow();
      expect(fake.requests).toHaveLength(0);
      expect(printed).toHaveBeenCalledWith(expect.stringContaining("without a matching request handler"));
    } finally {
      printed.mockRestore();
    }
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
