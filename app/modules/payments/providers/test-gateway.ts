/**
 * The pure core of the built-in test gateway: the shop's provider while the admin chose the test environment
 * (the sample shop's start), so it takes (pretend) payments offline — never a stand-in for a missing Mollie key. The shopper is sent to the shop's own hosted test page, picks
 * how the payment ends, and is sent back; the status then reads like a Mollie status.
 *
 * Here: the status model, the outcomes the test page offers (with Dutch labels), the check of a chosen outcome,
 * ids and the method list. Storage (the payments table) and the page/route are the server's part.
 *
 * Status model: a test payment starts `open`. From open (or pending/authorized, which the test page never
 * produces but a stored row might carry) any outcome may be chosen; `open` leaves it open (the shopper went
 * back without paying and may pay later). Once final (paid, failed, canceled, expired) a payment never changes;
 * choosing that same outcome again (a double submit, the back button) is accepted and changes nothing.
 */
import { PAYMENT_METHODS } from "../psd2";
import { providerMessages } from "./nl.providers";
import { type AvailablePaymentMethod, isFinalPaymentStatus, type PaymentStatus } from "./provider";

/** The outcomes the hosted test page offers, in the order it shows them. Each is the status it leads to. */
export const TEST_GATEWAY_OUTCOMES = [
  "paid",
  "failed",
  "canceled",
  "expired",
  "open",
] as const satisfies readonly PaymentStatus[];
export type TestGatewayOutcome = (typeof TEST_GATEWAY_OUTCOMES)[number];

export const TEST_GATEWAY_INITIAL_STATUS = "open" satisfies PaymentStatus;

export interface TestGatewayOption {
  value: TestGatewayOutcome;
  /** Dutch label: Betaald, Mislukt, Geannuleerd, Verlopen, Open. */
  label: string;
  /** One Dutch sentence on what choosing it means. */
  hint: string;
}

/** The choices of the hosted test page (radio buttons: value, label, hint). */
export const TEST_GATEWAY_OPTIONS: readonly TestGatewayOption[] = TEST_GATEWAY_OUTCOMES.map((value) => ({
  value,
  label: providerMessages.statuses[value],
  hint: providerMessages.testGateway.outcomeHints[value],
}));

export function isTestGatewayOutcome(value: unknown): value is TestGatewayOutcome {
  return typeof value === "string" && (TEST_GATEWAY_OUTCOMES as readonly string[]).includes(value);
}

export type TestGatewayOutcomeError = "outcomeRequired" | "outcomeUnknown" | "alreadyFinal";

export type TestGatewayOutcomeResult =
  | {
      ok: true;
      outcome: TestGatewayOutcome;
      /** The payment's status after the choice. */
      status: PaymentStatus;
      /** False when the status stays what it was (nothing to store, no webhook to fire). */
      changed: boolean;
    }
  | { ok: false; reason: TestGatewayOutcomeError /** Dutch, for the test page. */; error: string };

/**
 * Checks an outcome posted from the test page (raw form value) against the payment's current status and says
 * what the status becomes. Never throws; a refusal carries a Dutch message for the page.
 */
export function chooseTestGatewayOutcome(
  currentStatus: PaymentStatus,
  input: unknown,
): TestGatewayOutcomeResult {
  const errors = providerMessages.testGateway.errors;
  const value = typeof input === "string" ? input.trim() : input;
  if (value === undefined || value === null || value === "") {
    return { ok: false, reason: "outcomeRequired", error: errors.outcomeRequired };
  }
  if (!isTestGatewayOutcome(value))
    return { ok: false, reason: "outcomeUnknown", error: errors.outcomeUnknown };
  if (isFinalPaymentStatus(currentStatus)) {
    if (value === currentStatus) return { ok: true, outcome: value, status: currentStatus, changed: false };
    return {
      ok: false,
      reason: "alreadyFinal",
      error: errors.alreadyFinal(providerMessages.statuses[currentStatus]),
    };
  }
  return { ok: true, outcome: value, status: value, changed: value !== currentStatus };
}

const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const ID_LENGTH = 16;
const TEST_PAYMENT_ID = new RegExp(`^tst_[A-Za-z0-9]{${ID_LENGTH}}$`);

/**
 * A new test payment id, `tst_` + 16 random letters/digits (≈95 bits: unguessable, since the test page URL
 * carries it). Pass `randomBytes` only in tests.
 */
export function createTestPaymentId(
  randomBytes: (length: number) => Uint8Array = (length) => crypto.getRandomValues(new Uint8Array(length)),
): string {
  let id = "tst_";
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 62).
  const limit = 256 - (256 % ID_ALPHABET.length);
  while (id.length < 4 + ID_LENGTH) {
    for (const byte of randomBytes(ID_LENGTH)) {
      if (byte < limit && id.length < 4 + ID_LENGTH) id += ID_ALPHABET[byte % ID_ALPHABET.length];
    }
  }
  return id;
}

/** A new test refund id, `tre_` + 16 random letters/digits (made like a test payment id). */
export function createTestRefundId(randomBytes?: (length: number) => Uint8Array): string {
  return `tre_${createTestPaymentId(randomBytes).slice(4)}`;
}

/** True for an id createTestPaymentId could have made (check it before looking a posted id up). */
export function isTestPaymentId(value: unknown): value is string {
  return typeof value === "string" && TEST_PAYMENT_ID.test(value);
}

/** The test gateway offers every method the shop knows, for any positive amount, under the shop's Dutch titles. */
export function testGatewayMethods(amountCents: number): AvailablePaymentMethod[] {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return [];
  return PAYMENT_METHODS.map((method) => ({ id: method.id, description: method.title }));
}
