/**
 * MSW handlers with a tiny in-memory fake of Mollie's Payments and Methods API (v2), answering in Mollie's
 * real response shapes (HAL JSON, `{ status, title, detail, field, _links }` errors). Use it with
 * `setupServer(...fake.handlers)` from `msw/node` and `onUnhandledRequest: "error"`; the official client's
 * HTTPS requests to https://api.mollie.com/v2/… are intercepted before they leave the process.
 *
 *   const fake = createFakeMollie({ apiKey: KEY });
 *   const server = setupServer(...fake.handlers);
 *   fake.setStatus(id, "paid");       // what the shopper did on Mollie's hosted page
 *   fake.requests                     // every request Mollie "received": method, url, headers, body
 *
 * Only what the shop uses is modelled: POST /payments, GET /payments/:id (here), GET /methods
 * (mollie-methods.ts) and POST /payments/:id/refunds (a paid payment, up to its remaining amount; the refund
 * starts "pending") and GET /payments/:id/refunds/:refundId (mollie-refunds.ts). MOLLIE_API and mollieError
 * (for a test's own handlers) are in mollie-api.ts.
 */
import { HttpResponse, http } from "msw";
import {
  AMOUNT_VALUE,
  DOCS,
  type FakeMollieContext,
  type FakeMolliePaymentStatus,
  HAL,
  link,
  MOLLIE_API,
  type MollieAmount,
  type MolliePaymentBody,
  mollieError,
  type RecordedMollieRequest,
  toCents,
} from "./mollie-api";
import { DEFAULT_FAKE_METHODS, type FakeMollieMethod, fakeMollieMethodsHandler } from "./mollie-methods";
import { fakeMollieRefunds } from "./mollie-refunds";

export interface FakeMollieOptions {
  /** When set, only `Authorization: Bearer <apiKey>` is accepted; otherwise any test_/live_ key is. */
  apiKey?: string;
  /** The methods enabled on the fake account (default DEFAULT_FAKE_METHODS). */
  methods?: readonly FakeMollieMethod[];
  /** Clock for createdAt/paidAt/…; default the real one. */
  now?: () => Date;
}

export function createFakeMollie(options: FakeMollieOptions = {}) {
  const now = options.now ?? (() => new Date());
  const enabledMethods = options.methods ?? DEFAULT_FAKE_METHODS;
  const payments = new Map<string, MolliePaymentBody>();
  const requests: RecordedMollieRequest[] = [];
  let sequence = 0;

  /** Checks the Authorization header like Mollie does; returns the key's mode, or an error response. */
  function authenticate(request: Request): "test" | "live" | HttpResponse<Record<string, unknown>> {
    const header = request.headers.get("authorization") ?? "";
    const match = /^Bearer ((test|live)_\w+)$/.exec(header);
    if (!match || (options.apiKey !== undefined && match[1] !== options.apiKey)) {
      return mollieError(401, "Missing authentication, or failed to authenticate");
    }
    return match[2] as "test" | "live";
  }

  async function record(request: Request): Promise<unknown> {
    const text = request.method === "POST" ? await request.clone().text() : "";
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    requests.push({ method: request.method, url: new URL(request.url), headers: request.headers, body });
    return body;
  }

  function createPayment(body: Record<string, unknown>, mode: "test" | "live") {
    const amount = body.amount as Partial<MollieAmount> | undefined;
    if (!amount || typeof amount.value !== "string" || !AMOUNT_VALUE.test(amount.value)) {
      return mollieError(422, "The amount contains an invalid value", "amount.value");
    }
    if (amount.currency !== "EUR")
      return mollieError(422, "The currency is not supported", "amount.currency");
    if (typeof body.description !== "string" || body.description === "") {
      return mollieError(422, "The description is invalid", "description");
    }
    if (typeof body.redirectUrl !== "string" || !/^https?:\/\//.test(body.redirectUrl)) {
      return mollieError(422, "The redirect URL is invalid", "redirectUrl");
    }
    const method = body.method ?? null;
    if (method !== null) {
      const enabled = enabledMethods.find((m) => m.id === method);
      if (!enabled) return mollieError(422, "The payment method is invalid", "method");
      const cents = toCents(amount.value);
      if (cents < enabled.minimumCents)
        return mollieError(422, "The amount is lower than the minimum", "amount");
      if (enabled.maximumCents !== null && cents > enabled.maximumCents) {
        return mollieError(422, "The amount is higher than the maximum", "amount");
      }
    }
    sequence += 1;
    const id = `tr_fake${String(sequence).padStart(5, "0")}`;
    const created = now();
    const payment: MolliePaymentBody = {
      resource: "payment",
      id,
      mode,
      createdAt: created.toISOString(),
      amount: { currency: "EUR", value: amount.value },
      description: body.description,
      method: typeof method === "string" ? method : null,
      metadata: body.metadata ?? null,
      status: "open",
      isCancelable: false,
      expiresAt: new Date(created.getTime() + 15 * 60_000).toISOString(),
      ...(typeof body.locale === "string" ? { locale: body.locale } : {}),
      profileId: "pfl_fake0001",
      sequenceType: "oneoff",
      redirectUrl: body.redirectUrl,
      ...(typeof body.webhookUrl === "string" ? { webhookUrl: body.webhookUrl } : {}),
      details: null,
      _links: {
        self: link(`${MOLLIE_API}/payments/${id}`),
        checkout: link(`https://www.mollie.com/checkout/select-method/${id.slice(3)}`, "text/html"),
        dashboard: link(`https://my.mollie.com/dashboard/org_fake/payments/${id}`, "text/html"),
        documentation: link(`${DOCS}/create-payment`, "text/html"),
      },
    };
    payments.set(id, payment);
    return HttpResponse.json(payment, { status: 201, headers: HAL });
  }

  /** The payment with this id; throws when there is none. */
  function findPayment(id: string): MolliePaymentBody {
    const payment = payments.get(id);
    if (!payment) throw new Error(`fake Mollie has no payment ${id}`);
    return payment;
  }

  const context: FakeMollieContext = {
    payments,
    payment: findPayment,
    now,
    nextSequence: () => {
      sequence += 1;
      return sequence;
    },
    record,
    authenticate,
  };
  const refundPart = fakeMollieRefunds(context);
  const refunds = refundPart.refunds;

  const handlers = [
    ...refundPart.handlers,

    http.post(`${MOLLIE_API}/payments`, async ({ request }) => {
      const body = await record(request);
      const mode = authenticate(request);
      if (typeof mode !== "string") return mode;
      if (typeof body !== "object" || body === null) return mollieError(400, "The request body is invalid");
      return createPayment(body as Record<string, unknown>, mode);
    }),

    http.get(`${MOLLIE_API}/payments/:id`, async ({ request, params }) => {
      await record(request);
      const mode = authenticate(request);
      if (typeof mode !== "string") return mode;
      const payment = payments.get(String(params.id));
      if (!payment) return mollieError(404, `No payment exists with token ${String(params.id)}.`);
      return HttpResponse.json(payment, { headers: HAL });
    }),

    fakeMollieMethodsHandler(context, enabledMethods),
  ];

  return {
    handlers,
    /** The stored payments by id (mutable, for odd cases a test wants to set up). */
    payments,
    /** The refunds Mollie "made", by id. */
    refunds,
    /** Every request the fake received, oldest first. */
    requests,

    /** The payment with this id; throws when there is none. */
    payment: findPayment,

    /**
     * Moves a payment to a status, as the shopper's action on Mollie's hosted page would (then call the webhook
     * yourself). A paid payment gets a method (the one given, the chosen one, or iDEAL) and amounts; the checkout
     * link disappears once the payment is no longer open.
     */
    setStatus(id: string, status: FakeMolliePaymentStatus, extra: { method?: string } = {}) {
      const payment = findPayment(id);
      const at = now().toISOString();
      payment.status = status;
      if (extra.method !== undefined) payment.method = extra.method;
      if (status === "paid") {
        payment.method ??= "ideal";
        payment.paidAt = at;
        payment.amountRefunded = { currency: "EUR", value: "0.00" };
        payment.amountRemaining = { ...payment.amount };
      }
      if (status === "failed") payment.failedAt = at;
      if (status === "canceled") payment.canceledAt = at;
      if (status === "expired") payment.expiredAt = at;
      if (status !== "open") {
        delete payment._links.checkout;
        delete payment.expiresAt;
      }
    },
    /** Moves a refund to a status, as Mollie does while it processes it (a failed one gives the amount back). */
    setRefundStatus: refundPart.setRefundStatus,

    /** The last request to a path ending in `pathSuffix` (e.g. "/payments"), or undefined. */
    lastRequest(pathSuffix = ""): RecordedMollieRequest | undefined {
      return requests.findLast((r) => r.url.pathname.endsWith(pathSuffix));
    },

    reset() {
      payments.clear();
      refunds.clear();
      requests.length = 0;
      sequence = 0;
    },
  };
}

export type FakeMollie = ReturnType<typeof createFakeMollie>;
