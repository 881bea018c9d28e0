/**
 * The pay-for-order page's add-fee call (spec §3.2, §4.3, §7.1, §8): the request it sends and the answer it
 * gets. Pure, shared by the server action and the page's script.
 *
 * Request (POST ajax_url, form-encoded): action, add_fee_order, add_fee_pay, add_fee_paymethod, add_fee_key,
 * add_fee_nonce. The nonce is the session's CSRF token; the dispatcher checks it for this action instead of
 * `security` (see server/app.ts). Nothing else is accepted: a posted amount, fee or total is refused (400),
 * so a forged amount can never reach the order — the server computes the fee itself.
 *
 * Answer: { success, recalc, message (HTML), alert (text) }.
 */

/** The action name (the Mollie plugin's `mollie_payments_add_fee`-style name), registered in server/app.ts. */
export const ADD_FEE_ACTION = "mollie_payments_add_fee";

/** The form fields the page's script posts, besides `action`. */
export const ADD_FEE_FIELDS = [
  "add_fee_order",
  "add_fee_pay",
  "add_fee_paymethod",
  "add_fee_key",
  "add_fee_nonce",
] as const;

/** Fields the call may carry: the above, `action`, and `security` (the dispatcher's usual token name). */
const ALLOWED = new Set<string>(["action", "security", ...ADD_FEE_FIELDS]);

export interface AddFeeAnswer {
  success: boolean;
  /** True when the order's totals changed: the page replaces its totals table with `message`. */
  recalc: boolean;
  /** HTML: the new order table (success) or a notice to insert before the form (failure). */
  message: string;
  /** Plain Dutch text for the page's alert box; "" on success. */
  alert: string;
}

export type AddFeeRequest = { orderId: number; orderKey: string; methodId: string };

export type AddFeeParse =
  | { ok: true; request: AddFeeRequest }
  | { ok: false; reason: "unexpectedField" | "notFound" | "unknownMethod" };

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** Checks the shape of a posted add-fee call (the order, key and method are checked against the DB later). */
export function parseAddFeeRequest(body: Record<string, unknown>): AddFeeParse {
  for (const name of Object.keys(body))
    if (!ALLOWED.has(name)) return { ok: false, reason: "unexpectedField" };
  const orderText = text(body.add_fee_order);
  const orderId = /^\d{1,12}$/.test(orderText) ? Number(orderText) : Number.NaN;
  const orderKey = text(body.add_fee_key);
  if (!Number.isSafeInteger(orderId) || orderId < 1 || !orderKey || orderKey.length > 100) {
    return { ok: false, reason: "notFound" };
  }
  const methodId = text(body.add_fee_paymethod);
  if (!/^[a-z_]{1,40}$/.test(methodId)) return { ok: false, reason: "unknownMethod" };
  return { ok: true, request: { orderId, orderKey, methodId } };
}

/** What the page does with an answer (spec §7.1, §8), as data: the script applies it to the DOM. */
export type AddFeeOutcome =
  | { kind: "recalc"; html: string }
  | { kind: "unchanged" }
  | { kind: "refused"; alert: string; html: string }
  | { kind: "ajaxError"; alert: string };

/**
 * Reads the answer of the add-fee call. `status` is the HTTP status (0 for a network failure). A JSON answer
 * with `success: false` is the server's refusal (its alert and message are shown, whatever the 4xx status);
 * anything else that is not a 2xx success — network error, 5xx, a non-JSON body — is an "ajax error".
 */
export function addFeeOutcome(status: number, body: unknown, ajaxError: string): AddFeeOutcome {
  const answer = typeof body === "object" && body !== null ? (body as Partial<AddFeeAnswer>) : null;
  if (answer && answer.success === false && status >= 200 && status < 500) {
    const fallback = (answer as { data?: { message?: unknown } }).data?.message;
    const alert =
      typeof answer.alert === "string" && answer.alert
        ? answer.alert
        : typeof fallback === "string" && fallback
          ? fallback
          : ajaxError;
    return { kind: "refused", alert, html: typeof answer.message === "string" ? answer.message : "" };
  }
  if (answer?.success !== true || status < 200 || status >= 300) {
    return { kind: "ajaxError", alert: ajaxError };
  }
  if (answer.recalc && typeof answer.message === "string" && answer.message) {
    return { kind: "recalc", html: answer.message };
  }
  return { kind: "unchanged" };
}
