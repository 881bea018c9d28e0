/**
 * The one interface checkout, the webhook and the admin use to take payments, whichever provider is behind it:
 * Mollie (`./mollie.ts`) or the built-in test gateway (`./test-gateway.ts`), as the admin chose (payment settings).
 * Amounts are integer euro cents at this boundary, like everywhere else in the shop.
 */
import type { PaymentMethodId } from "../psd2";
import { providerMessages } from "./nl.providers";

/** Every state a payment can be in (Mollie's payment statuses, which the test gateway reuses). */
export const PAYMENT_STATUSES = [
  "open",
  "pending",
  "authorized",
  "paid",
  "failed",
  "canceled",
  "expired",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Statuses a payment never leaves (refunds and chargebacks aside). `authorized` is not final: it becomes paid
 * on capture, or expires/is canceled.
 */
export const FINAL_PAYMENT_STATUSES = [
  "paid",
  "failed",
  "canceled",
  "expired",
] as const satisfies readonly PaymentStatus[];
export type FinalPaymentStatus = (typeof FINAL_PAYMENT_STATUSES)[number];

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === "string" && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

export function isFinalPaymentStatus(status: PaymentStatus): status is FinalPaymentStatus {
  return (FINAL_PAYMENT_STATUSES as readonly string[]).includes(status);
}

export interface CreatePaymentInput {
  /** The shop's order id; comes back as `metadata.orderId` from getPayment (the webhook's link to the order). */
  orderId: string;
  /** The order number the shopper sees; also sent along in the provider's metadata. */
  orderNumber: string;
  /** Positive integer cents, incl. btw (what the shopper pays). */
  amountCents: number;
  currency: "EUR";
  /** Shown on the hosted payment page and the bank statement (e.g. "Bestelling 1042 – Maatglas"). */
  description: string;
  /** Where the provider sends the shopper back after paying, failing or canceling. */
  redirectUrl: string;
  /**
   * The URL the provider POSTs `id=<providerPaymentId>` to on every status change. Left out when the shop runs
   * on an address the provider cannot reach (localhost); the reconciliation job then picks the status up.
   */
  webhookUrl?: string;
  method: PaymentMethodId;
  /** Language of the hosted page; without it the provider picks one from the shopper's browser. */
  locale?: "nl_NL";
}

export interface CreatedPayment {
  providerPaymentId: string;
  /** Send the shopper here (HTTP 303) to pay. */
  checkoutUrl: string;
  status: PaymentStatus;
}

export interface ProviderPayment {
  providerPaymentId: string;
  status: PaymentStatus;
  amountCents: number;
  /** The method the shopper paid (or is paying) with; absent while not chosen or when it is not one of ours. */
  method?: PaymentMethodId;
  /** Compare `orderId` with the order the shop has on file for this payment before acting on a status. */
  metadata: { orderId: string };
}

export interface AvailablePaymentMethod {
  id: PaymentMethodId;
  /** The provider's (Dutch) name of the method. */
  description: string;
}

/** A refund's states (Mollie's refund statuses, which the test gateway reuses). */
export const REFUND_STATUSES = ["queued", "pending", "processing", "refunded", "failed", "canceled"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export function isRefundStatus(value: unknown): value is RefundStatus {
  return typeof value === "string" && (REFUND_STATUSES as readonly string[]).includes(value);
}

export interface CreateRefundInput {
  /** The provider's id of the paid payment to refund (from the payments row, with its own provider). */
  providerPaymentId: string;
  /** Positive integer cents; at most what the provider still has to refund on the payment. */
  amountCents: number;
  /** Shown on the shopper's bank statement where the provider supports it. */
  description: string;
  /** Sent as the provider's idempotency key (where it has one): a retried request never refunds twice. */
  idempotencyKey?: string;
}

export interface CreatedRefund {
  providerRefundId: string;
  status: RefundStatus;
}

export interface PaymentProvider {
  /** Which implementation this is; stored with each payment. */
  readonly name: "mollie" | "test";
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** The provider's current view of a payment (call it from the webhook and the return page; never trust the URL). */
  getPayment(providerPaymentId: string): Promise<ProviderPayment>;
  /** The methods the provider offers for this amount (cents incl. btw), limited to the shop's methods. */
  listMethods(input: { amountCents: number }): Promise<AvailablePaymentMethod[]>;
  /** Refunds (part of) a paid payment of this provider. Call it only for a payment this provider took. */
  createRefund(input: CreateRefundInput): Promise<CreatedRefund>;
  /** The provider's current view of a refund (a Mollie refund starts pending and ends refunded or failed). */
  getRefund(input: { providerPaymentId: string; providerRefundId: string }): Promise<CreatedRefund>;
}

/**
 * What went wrong, as far as the caller needs to act on it:
 * - configuration: the provider refused our credentials (wrong or revoked API key); tell the administrator.
 * - rejected: the provider refused this request (amount out of range for the method, invalid URL, …).
 * - not_found: no such payment.
 * - unavailable: network error, timeout, rate limit or a provider-side 5xx; retrying later may work.
 * - unexpected: a response we could not understand, or anything else.
 */
export const PAYMENT_PROVIDER_ERROR_KINDS = [
  "configuration",
  "rejected",
  "not_found",
  "unavailable",
  "unexpected",
] as const;
export type PaymentProviderErrorKind = (typeof PAYMENT_PROVIDER_ERROR_KINDS)[number];

/** Which call failed; `configure` is the provider's construction (e.g. a malformed API key). */
export type PaymentProviderOperation =
  | "configure"
  | "createPayment"
  | "getPayment"
  | "listMethods"
  | "createRefund"
  | "getRefund";

export interface PaymentProviderErrorOptions {
  operation: PaymentProviderOperation;
  /** Technical detail for logs (never shown to shoppers). Must not contain secrets. */
  detail: string;
  /** HTTP status the provider answered with, if it answered. */
  statusCode?: number;
  /** The request field the provider complained about, if it named one. */
  field?: string;
  /** The underlying error, already stripped of secrets. */
  cause?: unknown;
}

/**
 * The Dutch text of an error: a refund's errors are read by the shop's staff (what happened to the money and
 * what to do), every other call's by the shopper.
 */
function errorMessage(kind: PaymentProviderErrorKind, options: PaymentProviderErrorOptions): string {
  if (options.operation !== "createRefund" && options.operation !== "getRefund") {
    return providerMessages.errors[kind];
  }
  if (kind === "rejected" && options.field?.startsWith("amount"))
    return providerMessages.refundErrors.amountTooHigh;
  return providerMessages.refundErrors[kind];
}

/**
 * The one error a PaymentProvider throws. `message` is Dutch and safe to show a shopper (or, for a refund,
 * the shop's staff); `detail` and `cause` are the technical story for the logs. Neither ever contains an API key.
 */
export class PaymentProviderError extends Error {
  override readonly name = "PaymentProviderError";
  readonly kind: PaymentProviderErrorKind;
  readonly operation: PaymentProviderOperation;
  readonly detail: string;
  readonly statusCode?: number;
  readonly field?: string;

  constructor(kind: PaymentProviderErrorKind, options: PaymentProviderErrorOptions) {
    super(errorMessage(kind, options), options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
    this.operation = options.operation;
    this.detail = options.detail;
    if (options.statusCode !== undefined) this.statusCode = options.statusCode;
    if (options.field !== undefined) this.field = options.field;
  }

  /** The Dutch text for the shopper (same as `message`). */
  get userMessage(): string {
    return this.message;
  }

  /** True when the same call may succeed later (network trouble, provider outage, rate limit). */
  get retryable(): boolean {
    return this.kind === "unavailable";
  }
}

/**
 * Integer cents as the decimal string payment APIs expect: 12345 → "123.45", 5 → "0.05", -150 → "-1.50".
 * Throws a RangeError for anything but a safe integer (cents are never fractional here).
 */
export function amountValue(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`amountValue expects integer cents, got ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${(abs % 100).toString().padStart(2, "0")}`;
}

const AMOUNT_VALUE = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * A payment API's decimal amount string back to integer cents, without floating point: "123.45" → 12345,
 * "0.5" → 50, "10" → 1000. Throws a RangeError for anything else (more than 2 decimals, commas, spaces,
 * exponents, an amount beyond Number.MAX_SAFE_INTEGER cents).
 */
export function parseAmountValue(value: string): number {
  const match = typeof value === "string" ? AMOUNT_VALUE.exec(value) : null;
  if (!match) throw new RangeError(`Not a decimal amount with at most 2 decimals: ${JSON.stringify(value)}`);
  const [, sign, euros, fraction = ""] = match;
  const cents = Number(euros) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount out of range: ${value}`);
  return sign === "-" && cents !== 0 ? -cents : cents;
}
