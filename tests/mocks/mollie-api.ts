/**
 * What the parts of the fake Mollie (mollie.ts, mollie-refunds.ts, mollie-methods.ts) share: the API address,
 * Mollie's amount and link shapes, its error answer, and the fake's state as the parts see it.
 */
import { HttpResponse } from "msw";

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

export interface MollieLink {
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

export interface RecordedMollieRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** Parsed JSON body (POST), or undefined. */
  body: unknown;
}

export const HAL = { "Content-Type": "application/hal+json" };
export const DOCS = "https://docs.mollie.com/reference";
export const link = (href: string, type = "application/hal+json"): MollieLink => ({ href, type });

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

export const AMOUNT_VALUE = /^\d+\.\d{2}$/;
export const toCents = (value: string) => Math.round(Number(value) * 100);
export const fromCents = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/** The fake's shared state and request handling, as createFakeMollie hands it to its parts. */
export interface FakeMollieContext {
  /** The stored payments by id. */
  payments: Map<string, MolliePaymentBody>;
  /** The payment with this id; throws when there is none. */
  payment(id: string): MolliePaymentBody;
  /** The clock for createdAt/paidAt/…. */
  now: () => Date;
  /** The next number of the one sequence payment and refund ids are made from. */
  nextSequence(): number;
  /** Stores the request in the fake's request list; returns its parsed JSON body (POST), or undefined. */
  record(request: Request): Promise<unknown>;
  /** Checks the Authorization header like Mollie does; returns the key's mode, or an error response. */
  authenticate(request: Request): "test" | "live" | HttpResponse<Record<string, unknown>>;
}
