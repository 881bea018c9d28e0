import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { MOLLIE_API } from "../../../../tests/mocks/mollie-api";
import { createMollieProvider } from "./mollie";
import { KEY, mollieProviderSetup, order } from "./mollie.fixtures";
import { providerMessages } from "./nl.providers";

// The Mollie provider's refunds: createRefund and getRefund against the fake Mollie.
const { fake, server, mollie, providerError } = mollieProviderSetup();

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
