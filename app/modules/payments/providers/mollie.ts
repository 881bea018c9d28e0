/**
 * The Mollie implementation of PaymentProvider, on Mollie's official client (`@mollie/api-client`).
 *
 * - Amounts: our integer cents ⇄ Mollie's `{ currency: "EUR", value: "12.34" }` (amountValue/parseAmountValue).
 * - Methods: our ids are Mollie's ids. Klarna is `klarna` (the client marks klarnapaylater/klarnapaynow/
 *   klarnasliceit deprecated "use klarna instead"); payments made with those older ids read back as `klarna`.
 * - Statuses: Mollie's payment statuses are ours one to one; an unknown status is an error, never a guess.
 * - Metadata: `{ order_id, order_number }`; getPayment refuses a payment without our order id.
 * - Refunds: `paymentRefunds.create` on the payment's own id, with our idempotency key (the refund row's id), so
 *   the client's retry of a 5xx never refunds twice. Mollie answers 422 for an amount above what remains.
 * - Errors: every failure becomes a PaymentProviderError with a Dutch message. The API key is redacted from
 *   every text we keep, and the client's error object (which may hold request details) is not passed on.
 * - The client retries a 5xx twice, 2 s apart (or after Retry-After); `timeoutMs` bounds a whole call so a
 *   hanging Mollie never hangs checkout.
 *
 * Server-only: import it from `*.server.ts` code only (the client refuses to run in a browser anyway).
 */
import { createMollieClient, Locale, PaymentMethod as MollieMethod } from "@mollie/api-client";
import { isPaymentMethodId, PAYMENT_METHOD_IDS, type PaymentMethodId } from "../psd2";
import {
  type AvailablePaymentMethod,
  amountValue,
  type CreatedPayment,
  type CreatedRefund,
  type CreatePaymentInput,
  type CreateRefundInput,
  isPaymentStatus,
  isRefundStatus,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentProviderErrorKind,
  type PaymentProviderOperation,
  type ProviderPayment,
  parseAmountValue,
} from "./provider";

export interface MollieProviderOptions {
  /** A Mollie API key: `test_…` or `live_…`. */
  apiKey: string;
  /** Give up on one call after this many milliseconds (default 20 000; Mollie's own retries included). */
  timeoutMs?: number;
  /** Override Mollie's endpoint (default https://api.mollie.com/v2/). Mollie's client accepts HTTPS only. */
  apiEndpoint?: string;
}

/** Our method id → Mollie's. */
export const MOLLIE_METHOD: Record<PaymentMethodId, MollieMethod> = {
  ideal: MollieMethod.ideal,
  bancontact: MollieMethod.bancontact,
  creditcard: MollieMethod.creditcard,
  paypal: MollieMethod.paypal,
  applepay: MollieMethod.applepay,
  klarna: MollieMethod.klarna,
  banktransfer: MollieMethod.banktransfer,
};

/** Mollie's method id → ours (the deprecated Klarna ids included); undefined for a method the shop does not sell with. */
export function fromMollieMethod(method: string | null | undefined): PaymentMethodId | undefined {
  if (method == null) return undefined;
  if (method === "klarnapaylater" || method === "klarnapaynow" || method === "klarnasliceit") return "klarna";
  return PAYMENT_METHOD_IDS.find((id) => MOLLIE_METHOD[id] === method);
}

const API_KEY = /^(test|live)_\w{20,}$/;
const PAYMENT_ID = /^tr_[A-Za-z0-9]+$/;
const REFUND_ID = /^re_[A-Za-z0-9]+$/;
/** Mollie's limit for a payment description. */
const DESCRIPTION_MAX = 255;
const DEFAULT_TIMEOUT_MS = 20_000;

export function createMollieProvider(options: MollieProviderOptions): PaymentProvider {
  const { apiKey, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  if (typeof apiKey !== "string" || !API_KEY.test(apiKey)) {
    // Say what is wrong without repeating the value: it may be a real key pasted into the wrong field.
    throw new PaymentProviderError("configuration", {
      operation: "configure",
      detail: "Mollie API key missing or malformed (expected test_… or live_…)",
    });
  }
  const client = createMollieClient({
    apiKey,
    ...(options.apiEndpoint ? { apiEndpoint: options.apiEndpoint } : {}),
  });
  const redact = (text: string) => redactSecrets(text, [apiKey]);

  async function call<T>(operation: PaymentProviderOperation, run: () => Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new PaymentProviderError("unavailable", {
              operation,
              detail: `Mollie did not answer within ${timeoutMs} ms`,
            }),
          ),
        timeoutMs,
      );
    });
    try {
      return await Promise.race([run(), timeout]);
    } catch (error) {
      throw toProviderError(operation, error, redact);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    name: "mollie",

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const invalid = invalidCreateInput(input);
      if (invalid)
        throw new PaymentProviderError("rejected", { operation: "createPayment", detail: invalid });
      const payment = await call("createPayment", () =>
        client.payments.create({
          amount: { currency: "EUR", value: amountValue(input.amountCents) },
          description: input.description.slice(0, DESCRIPTION_MAX),
          redirectUrl: input.redirectUrl,
          ...(input.webhookUrl ? { webhookUrl: input.webhookUrl } : {}),
          method: MOLLIE_METHOD[input.method],
          metadata: { order_id: input.orderId, order_number: input.orderNumber },
          ...(input.locale ? { locale: Locale[input.locale] } : {}),
        }),
      );
      const status = readStatus("createPayment", payment.status);
      // Mollie always links a new one-off payment to its hosted page; should it ever not, the return page
      // (which reads the status) is the safe place to send the shopper.
      return {
        providerPaymentId: payment.id,
        checkoutUrl: payment.getCheckoutUrl() ?? input.redirectUrl,
        status,
      };
    },

    async getPayment(providerPaymentId: string): Promise<ProviderPayment> {
      // The id usually comes from the webhook's POST body, so from anyone: check it before it goes into a URL.
      if (typeof providerPaymentId !== "string" || !PAYMENT_ID.test(providerPaymentId)) {
        throw new PaymentProviderError("not_found", {
          operation: "getPayment",
          detail: `Not a Mollie payment id: ${JSON.stringify(String(providerPaymentId).slice(0, 40))}`,
        });
      }
      const payment = await call("getPayment", () => client.payments.get(providerPaymentId));
      const status = readStatus("getPayment", payment.status);
      const amountCents = readAmount("getPayment", payment.amount);
      const orderId = readOrderId(payment.metadata);
      if (orderId === undefined) {
        throw new PaymentProviderError("unexpected", {
          operation: "getPayment",
          detail: `Mollie payment ${payment.id} carries no order_id in its metadata (not created by this shop?)`,
        });
      }
      const method = fromMollieMethod(payment.method);
      return {
        providerPaymentId: payment.id,
        status,
        amountCents,
        ...(method ? { method } : {}),
        metadata: { orderId },
      };
    },

    async listMethods({ amountCents }: { amountCents: number }): Promise<AvailablePaymentMethod[]> {
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
        throw new PaymentProviderError("rejected", {
          operation: "listMethods",
          detail: `amountCents must be a positive integer, got ${amountCents}`,
        });
      }
      const methods = await call("listMethods", () =>
        client.methods.list({
          amount: { currency: "EUR", value: amountValue(amountCents) },
          locale: Locale.nl_NL,
        }),
      );
      const seen = new Set<PaymentMethodId>();
      const result: AvailablePaymentMethod[] = [];
      for (const method of methods) {
        const id = fromMollieMethod(method.id);
        if (!id || seen.has(id)) continue;
        seen.add(id);
        result.push({ id, description: method.description });
      }
      return result;
    },

    async createRefund(input: CreateRefundInput): Promise<CreatedRefund> {
      const invalid = invalidRefundInput(input);
      if (invalid) throw new PaymentProviderError("rejected", { operation: "createRefund", detail: invalid });
      const refund = await call("createRefund", () =>
        client.paymentRefunds.create({
          paymentId: input.providerPaymentId,
          amount: { currency: "EUR", value: amountValue(input.amountCents) },
          ...(input.description.trim()
            ? { description: input.description.trim().slice(0, DESCRIPTION_MAX) }
            : {}),
          ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
        }),
      );
      if (!isRefundStatus(refund.status)) {
        throw new PaymentProviderError("unexpected", {
          operation: "createRefund",
          detail: `Unknown Mollie refund status ${JSON.stringify(refund.status)} (refund ${refund.id})`,
        });
      }
      return { providerRefundId: refund.id, status: refund.status };
    },

    async getRefund({ providerPaymentId, providerRefundId }): Promise<CreatedRefund> {
      if (!PAYMENT_ID.test(providerPaymentId) || !REFUND_ID.test(providerRefundId)) {
        throw new PaymentProviderError("not_found", {
          operation: "getRefund",
          detail: `Not a Mollie payment/refund id pair: ${JSON.stringify(`${providerPaymentId}/${providerRefundId}`.slice(0, 60))}`,
        });
      }
      const refund = await call("getRefund", () =>
        client.paymentRefunds.get(providerRefundId, { paymentId: providerPaymentId }),
      );
      if (!isRefundStatus(refund.status)) {
        throw new PaymentProviderError("unexpected", {
          operation: "getRefund",
          detail: `Unknown Mollie refund status ${JSON.stringify(refund.status)} (refund ${refund.id})`,
        });
      }
      return { providerRefundId: refund.id, status: refund.status };
    },
  };
}

/** Why a createRefund input cannot go to Mollie (a bug in the caller), or null when it can. */
function invalidRefundInput(input: CreateRefundInput): string | null {
  if (typeof input.providerPaymentId !== "string" || !PAYMENT_ID.test(input.providerPaymentId)) {
    return `Not a Mollie payment id: ${JSON.stringify(String(input.providerPaymentId).slice(0, 40))}`;
  }
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    return `amountCents must be a positive integer, got ${input.amountCents}`;
  }
  return null;
}

/** Why a createPayment input cannot go to Mollie (a bug in the caller), or null when it can. */
function invalidCreateInput(input: CreatePaymentInput): string | null {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    return `amountCents must be a positive integer, got ${input.amountCents}`;
  }
  if (input.currency !== "EUR") return `currency must be EUR, got ${input.currency}`;
  if (!isPaymentMethodId(input.method)) return `unknown payment method ${JSON.stringify(input.method)}`;
  if (!input.description?.trim()) return "description is empty";
  if (!input.orderId) return "orderId is empty";
  return null;
}

function readStatus(operation: PaymentProviderOperation, status: unknown) {
  if (isPaymentStatus(status)) return status;
  throw new PaymentProviderError("unexpected", {
    operation,
    detail: `Unknown Mollie payment status ${JSON.stringify(status)}`,
  });
}

function readAmount(
  operation: PaymentProviderOperation,
  amount: { currency: string; value: string },
): number {
  if (amount?.currency !== "EUR") {
    throw new PaymentProviderError("unexpected", {
      operation,
      detail: `Mollie payment amount not in EUR: ${JSON.stringify(amount)}`,
    });
  }
  try {
    return parseAmountValue(amount.value);
  } catch (error) {
    throw new PaymentProviderError("unexpected", { operation, detail: String(error), cause: error });
  }
}

function readOrderId(metadata: unknown): string | undefined {
  if (typeof metadata !== "object" || metadata === null) return undefined;
  const orderId = (metadata as { order_id?: unknown }).order_id;
  if (typeof orderId === "string" && orderId !== "") return orderId;
  if (typeof orderId === "number" && Number.isSafeInteger(orderId)) return String(orderId);
  return undefined;
}

/** Replaces the given secrets, and anything shaped like a Mollie key or token, with a mask. */
export function redactSecrets(text: string, secrets: readonly string[] = []): string {
  let out = text;
  for (const secret of secrets) if (secret) out = out.split(secret).join("[redacted]");
  return out.replace(/\b(live|test|access)_[A-Za-z0-9]{8,}/g, "$1_[redacted]");
}

function kindForStatus(statusCode: number): PaymentProviderErrorKind {
  if (statusCode === 401 || statusCode === 403) return "configuration";
  if (statusCode === 404 || statusCode === 410) return "not_found";
  if (statusCode === 429 || statusCode >= 500) return "unavailable";
  if (statusCode >= 400) return "rejected";
  return "unexpected";
}

/**
 * Turns whatever the Mollie client threw into a PaymentProviderError. The client throws its ApiError for
 * everything: an answer from Mollie (statusCode from the error body), a network failure (no statusCode,
 * message "request to … failed, reason: …") and an unreadable answer ("Received unexpected response…").
 */
function toProviderError(
  operation: PaymentProviderOperation,
  error: unknown,
  redact: (text: string) => string,
): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  const raw = error instanceof Error ? error : new Error(String(error));
  const message = redact(raw.message || "unknown error");
  const statusCode = numberOrUndefined((raw as { statusCode?: unknown }).statusCode);
  const field = stringOrUndefined((raw as { field?: unknown }).field);
  const title = stringOrUndefined((raw as { title?: unknown }).title);

  let kind: PaymentProviderErrorKind;
  let detail: string;
  if (statusCode !== undefined) {
    kind = kindForStatus(statusCode);
    detail = `Mollie answered ${statusCode}${title ? ` ${title}` : ""}: ${message}${field ? ` (field: ${field})` : ""}`;
  } else if (/unexpected response/i.test(message)) {
    kind = "unexpected";
    detail = `Mollie answered something unreadable: ${message}`;
  } else {
    kind = "unavailable";
    detail = `Could not reach Mollie: ${message}`;
  }
  // A fresh, secret-free cause: the client's own error may carry request details we do not want in logs.
  const cause = new Error(`${raw.name}: ${message}`);
  return new PaymentProviderError(kind, {
    operation,
    detail: `${operation}: ${detail}`,
    cause,
    ...(statusCode !== undefined ? { statusCode } : {}),
    ...(field !== undefined ? { field: redact(field) } : {}),
  });
}

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}
