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
 * Only what the shop uses is modelled: POST /payments, GET /payments/:id, GET /methods and
 * POST /payments/:id/refunds (a paid payment, up to its remaining amount; the refund starts "pending") and
 * GET /payments/:id/refunds/:refundId.
 */
import { HttpResponse, http } from "msw";

export const MOLLIE_API = "https://api.mollie.com/v2";

export type FakeMolliePaymentStatus =
  | "open"
  | "pending"
  | "authorized"
  | "paid"
  | "failed"
  | "canceled"
  | "expired";

export interface MollieAmount {
  currency: string;
  value: string;
}

interface MollieLink {
  href: string;
  type: string;
}

/** A payment as Mollie's GET /v2/payments/:id returns it (the fields the fake fills). */
export interface MolliePaymentBody {
  resource: "payment";
  id: string;
  mode: "test" | "live";
  createdAt: string;
  amount: MollieAmount;
  description: string;
  method: string | null;
  metadata: unknown;
  status: FakeMolliePaymentStatus;
  isCancelable: boolean;
  expiresAt?: string;
  paidAt?: string;
  failedAt?: string;
  canceledAt?: string;
  expiredAt?: string;
  amountRefunded?: MollieAmount;
  amountRemaining?: MollieAmount;
  locale?: string;
  profileId: string;
  sequenceType: "oneoff";
  redirectUrl: string;
  webhookUrl?: string;
  details: Record<string, unknown> | null;
  _links: { self: MollieLink; checkout?: MollieLink; dashboard: MollieLink; documentation: MollieLink };
}

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

export interface FakeMollieMethod {
  id: string;
  /** Per locale; `en_US` is the default, as at Mollie. */
  description: { en_US: string; nl_NL?: string };
  minimumCents: number;
  maximumCents: number | null;
}

export interface RecordedMollieRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** Parsed JSON body (POST), or undefined. */
  body: unknown;
}

/** What a Mollie test account typically has enabled; two methods the shop does not sell with included. */
export const DEFAULT_FAKE_METHODS: readonly FakeMollieMethod[] = [
  { id: "ideal", description: { en_US: "iDEAL", nl_NL: "iDEAL" }, minimumCents: 1, maximumCents: 5_000_000 },
  {
    id: "creditcard",
    description: { en_US: "Card", nl_NL: "Creditcard" },
    minimumCents: 1,
    maximumCents: 1_000_000,
  },
  {
    id: "giftcard",
    description: { en_US: "Gift cards", nl_NL: "Cadeaukaarten" },
    minimumCents: 1,
    maximumCents: null,
  },
  {
    id: "bancontact",
    description: { en_US: "Bancontact", nl_NL: "Bancontact" },
    minimumCents: 2,
    maximumCents: 5_000_000,
  },
  { id: "paypal", description: { en_US: "PayPal", nl_NL: "PayPal" }, minimumCents: 1, maximumCents: 800_000 },
  {
    id: "applepay",
    description: { en_US: "Apple Pay", nl_NL: "Apple Pay" },
    minimumCents: 1,
    maximumCents: 1_000_000,
  },
  {
    id: "klarna",
    description: { en_US: "Pay with Klarna", nl_NL: "Betaal met Klarna" },
    minimumCents: 100,
    maximumCents: 1_000_000,
  },
  {
    id: "in3",
    description: { en_US: "iDEAL in3", nl_NL: "iDEAL in3" },
    minimumCents: 5_000,
    maximumCents: 300_000,
  },
  {
    id: "banktransfer",
    description: { en_US: "Bank transfer", nl_NL: "Overboeking" },
    minimumCents: 1,
    maximumCents: 100_000_000,
  },
];

export interface FakeMollieOptions {
  /** When set, only `Authorization: Bearer <apiKey>` is accepted; otherwise any test_/live_ key is. */
  apiKey?: string;
  /** The methods enabled on the fake account (default DEFAULT_FAKE_METHODS). */
  methods?: readonly FakeMollieMethod[];
  /** Clock for createdAt/paidAt/…; default the real one. */
  now?: () => Date;
}

const HAL = { "Content-Type": "application/hal+json" };
const DOCS = "https://docs.mollie.com/reference";
const link = (href: string, type = "application/hal+json"): MollieLink => ({ href, type });

/** A response in Mollie's error shape, e.g. `mollieError(422, "The amount is too high", "amount")`. */
export function mollieError(
  status: number,
  detail: string,
  field?: string,
): HttpResponse<Record<string, unknown>> {
  const titles: Record<number, string> = {
    400: "Bad Request",
    401: "Unauthorized Request",
    404: "Not Found",
    422: "Unprocessable Entity",
    429: "Too Many Requests",
    500: "Internal Server Error",
    503: "Service Unavailable",
  };
  return HttpResponse.json(
    {
      status,
      title: titles[status] ?? "Error",
      detail,
      ...(field ? { field } : {}),
      _links: { documentation: link("https://docs.mollie.com/overview/handling-errors", "text/html") },
    },
    { status, headers: HAL },
  );
}

const AMOUNT_VALUE = /^\d+\.\d{2}$/;
const toCents = (value: string) => Math.round(Number(value) * 100);
const fromCents = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

export function createFakeMollie(options: FakeMollieOptions = {}) {
  const now = options.now ?? (() => new Date());
  const enabledMethods = options.methods ?? DEFAULT_FAKE_METHODS;
  const payments = new Map<string, MolliePaymentBody>();
  const refunds = new Map<string, MollieRefundBody>();
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
    sequence += 1;
    const id = `re_fake${String(sequence).padStart(5, "0")}`;
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

    http.get(`${MOLLIE_API}/methods`, async ({ request }) => {
      await record(request);
      const mode = authenticate(request);
      if (typeof mode !== "string") return mode;
      const query = new URL(request.url).searchParams;
      const value = query.get("amount[value]");
      const locale = query.get("locale") === "nl_NL" ? "nl_NL" : "en_US";
      if (value !== null && (!AMOUNT_VALUE.test(value) || query.get("amount[currency]") !== "EUR")) {
        return mollieError(400, "The amount is invalid", "amount");
      }
      const cents = value === null ? null : toCents(value);
      const methods = enabledMethods
        .filter(
          (m) =>
            cents === null ||
            (cents >= m.minimumCents && (m.maximumCents === null || cents <= m.maximumCents)),
        )
        .map((m) => ({
          resource: "method",
          id: m.id,
          description: m.description[locale] ?? m.description.en_US,
          minimumAmount: { value: fromCents(m.minimumCents), currency: "EUR" },
          maximumAmount:
            m.maximumCents === null ? null : { value: fromCents(m.maximumCents), currency: "EUR" },
          image: {
            size1x: `https://www.mollie.com/external/icons/payment-methods/${m.id}.png`,
            size2x: `https://www.mollie.com/external/icons/payment-methods/${m.id}%402x.png`,
            svg: `https://www.mollie.com/external/icons/payment-methods/${m.id}.svg`,
          },
          status: "activated",
          _links: { self: link(`${MOLLIE_API}/methods/${m.id}`) },
        }));
      return HttpResponse.json(
        {
          count: methods.length,
          _embedded: { methods },
          _links: { self: link(request.url), documentation: link(`${DOCS}/list-methods`, "text/html") },
        },
        { headers: HAL },
      );
    }),
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
    payment(id: string): MolliePaymentBody {
      const payment = payments.get(id);
      if (!payment) throw new Error(`fake Mollie has no payment ${id}`);
      return payment;
    },

    /**
     * Moves a payment to a status, as the shopper's action on Mollie's hosted page would (then call the webhook
     * yourself). A paid payment gets a method (the one given, the chosen one, or iDEAL) and amounts; the checkout
     * link disappears once the payment is no longer open.
     */
    setStatus(id: string, status: FakeMolliePaymentStatus, extra: { method?: string } = {}) {
      const payment = this.payment(id);
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
    setRefundStatus(id: string, status: MollieRefundBody["status"]) {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`fake Mollie has no refund ${id}`);
      const payment = this.payment(refund.paymentId);
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
