/**
 * The fake Mollie's refunds: POST /payments/:id/refunds (a paid payment, up to its remaining amount; the refund
 * starts "pending"), GET /payments/:id/refunds/:refundId, and moving a refund on as Mollie does.
 */
import { HttpResponse, http } from "msw";
import {
  AMOUNT_VALUE,
  DOCS,
  type FakeMollieContext,
  fromCents,
  HAL,
  link,
  MOLLIE_API,
  type MollieAmount,
  type MollieLink,
  type MolliePaymentBody,
  mollieError,
  toCents,
} from "./mollie-api";

/** A refund as Mollie's POST /v2/payments/:id/refunds returns it. */
export interface MollieRefundBody {
  resource: "refund";
  id: string;
  mode: "test" | "live";
  amount: MollieAmount;
  description: string;
  metadata: unknown;
  status: "queued" | "pending" | "processing" | "refunded" | "failed" | "canceled";
  paymentId: string;
  createdAt: string;
  _links: { self: MollieLink; payment: MollieLink; documentation: MollieLink };
}

/** The refund part of createFakeMollie: its handlers, the refunds Mollie "made" by id, and setRefundStatus. */
export function fakeMollieRefunds(ctx: FakeMollieContext) {
  const { payments, record, authenticate, now } = ctx;
  const refunds = new Map<string, MollieRefundBody>();

  function createRefund(payment: MolliePaymentBody, body: Record<string, unknown>, mode: "test" | "live") {
    const amount = body.amount as Partial<MollieAmount> | undefined;
    if (!amount || typeof amount.value !== "string" || !AMOUNT_VALUE.test(amount.value)) {
      return mollieError(422, "The amount contains an invalid value", "amount.value");
    }
    if (amount.currency !== "EUR")
      return mollieError(422, "The currency is not supported", "amount.currency");
    if (payment.status !== "paid") return mollieError(422, "The payment cannot be refunded");
    const remaining = toCents((payment.amountRemaining ?? payment.amount).value);
    const cents = toCents(amount.value);
    if (cents <= 0) return mollieError(422, "The amount contains an invalid value", "amount.value");
    if (cents > remaining) {
      return mollieError(422, "The amount is higher than the amount that remains to be refunded", "amount");
    }
    const refunded = toCents((payment.amountRefunded ?? { value: "0.00" }).value) + cents;
    payment.amountRefunded = { currency: "EUR", value: fromCents(refunded) };
    payment.amountRemaining = { currency: "EUR", value: fromCents(remaining - cents) };
    const id = `re_fake${String(ctx.nextSequence()).padStart(5, "0")}`;
    const refund: MollieRefundBody = {
      resource: "refund",
      id,
      mode,
      amount: { currency: "EUR", value: amount.value },
      description: typeof body.description === "string" ? body.description : "",
      metadata: body.metadata ?? null,
      status: "pending",
      paymentId: payment.id,
      createdAt: now().toISOString(),
      _links: {
        self: link(`${MOLLIE_API}/payments/${payment.id}/refunds/${id}`),
        payment: link(`${MOLLIE_API}/payments/${payment.id}`),
        documentation: link(`${DOCS}/create-refund`, "text/html"),
      },
    };
    refunds.set(id, refund);
    return HttpResponse.json(refund, { status: 201, headers: HAL });
  }

  const handlers = [
    http.get(`${MOLLIE_API}/payments/:id/refunds/:refundId`, async ({ request, params }) => {
      await record(request);
      const mode = authenticate(request);
      if (typeof mode !== "string") return mode;
      const refund = refunds.get(String(params.refundId));
      if (!refund || refund.paymentId !== String(params.id)) {
        return mollieError(404, `No refund exists with token ${String(params.refundId)}.`);
      }
      return HttpResponse.json(refund, { headers: HAL });
    }),
    http.post(`${MOLLIE_API}/payments/:id/refunds`, async ({ request, params }) => {
      const body = await record(request);
      const mode = authenticate(request);
      if (typeof mode !== "string") return mode;
      const payment = payments.get(String(params.id));
      if (!payment) return mollieError(404, `No payment exists with token ${String(params.id)}.`);
      if (typeof body !== "object" || body === null) return mollieError(400, "The request body is invalid");
      return createRefund(payment, body as Record<string, unknown>, mode);
    }),
  ];

  return {
    handlers,
    refunds,

    /** Moves a refund to a status, as Mollie does while it processes it (a failed one gives the amount back). */
    setRefundStatus(id: string, status: MollieRefundBody["status"]) {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`fake Mollie has no refund ${id}`);
      const payment = ctx.payment(refund.paymentId);
      if ((status === "failed" || status === "canceled") && refund.status !== status) {
        const back = toCents(refund.amount.value);
        payment.amountRefunded = {
          currency: "EUR",
          value: fromCents(toCents(payment.amountRefunded?.value ?? "0.00") - back),
        };
        payment.amountRemaining = {
          currency: "EUR",
          value: fromCents(toCents(payment.amountRemaining?.value ?? "0.00") + back),
        };
      }
      refund.status = status;
    },
  };
}
