import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { createFakeMollie } from "../../../../tests/mocks/mollie";
import { createMollieProvider } from "./mollie";
import { type CreatePaymentInput, PaymentProviderError } from "./provider";

/** Shared set-up of the Mollie provider's tests (payments, refunds, methods and errors). */

// Shaped like a real Mollie test key (test_ + 30 characters); not a real one.
export const KEY = "test_Dk3xW9vQpLm2Rt7YbN4sHc8JfZa6Ge";

export const order: CreatePaymentInput = {
  orderId: "ord_42",
  orderNumber: "1042",
  amountCents: 1234,
  currency: "EUR",
  description: "Bestelling 1042 – Maatglas",
  redirectUrl: "https://maatglas.example/afrekenen/bestelling-ontvangen/42?key=wc_order_abc",
  webhookUrl: "https://maatglas.example/api/betalingen/mollie/webhook",
  method: "ideal",
};

/**
 * Call at a test file's top level: the fake Mollie (listening for the file, emptied after each test), the
 * provider with KEY, and the helpers below.
 */
export function mollieProviderSetup() {
  const fake = createFakeMollie({ apiKey: KEY });
  const server = setupServer(...fake.handlers);

  beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
  afterEach(() => {
    server.resetHandlers();
    fake.reset();
  });
  afterAll(() => server.close());

  const mollie = createMollieProvider({ apiKey: KEY });

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

  return { fake, server, mollie, createBody, providerError };
}
