import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { providerMessages } from "./nl.providers";
import {
  amountValue,
  isFinalPaymentStatus,
  isPaymentStatus,
  PAYMENT_PROVIDER_ERROR_KINDS,
  PAYMENT_STATUSES,
  PaymentProviderError,
  parseAmountValue,
} from "./provider";

describe("amountValue", () => {
  it.each([
    [12345, "123.45"],
    [0, "0.00"],
    [1, "0.01"],
    [5, "0.05"],
    [10, "0.10"],
    [99, "0.99"],
    [100, "1.00"],
    [1234, "12.34"],
    [100_000_000, "1000000.00"],
    [-150, "-1.50"],
    [-5, "-0.05"],
    [Number.MAX_SAFE_INTEGER, "90071992547409.91"],
  ])("%i cents → %s", (cents, value) => {
    expect(amountValue(cents)).toBe(value);
  });

  it.each([12.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    "refuses %s (not integer cents)",
    (cents) => {
      expect(() => amountValue(cents)).toThrow(RangeError);
    },
  );
});

describe("parseAmountValue", () => {
  it.each([
    ["123.45", 12345],
    ["0.00", 0],
    ["0.01", 1],
    ["0.1", 10],
    ["0.5", 50],
    ["10", 1000],
    ["1000000.00", 100_000_000],
    ["007.10", 710],
    ["-1.50", -150],
    ["-0.00", 0],
    ["90071992547409.91", Number.MAX_SAFE_INTEGER],
  ])("%s → %i cents", (value, cents) => {
    expect(parseAmountValue(value)).toBe(cents);
    expect(Object.is(parseAmountValue(value), -0)).toBe(false);
  });

  it.each([
    "",
    "1.234",
    "1,50",
    "1.",
    ".50",
    " 1.50",
    "1.50 ",
    "+1.50",
    "1e2",
    "€1.50",
    "1.5O",
    "NaN",
    "90071992547409.92",
    "99999999999999999999.00",
  ])("refuses %j", (value) => {
    expect(() => parseAmountValue(value)).toThrow(RangeError);
  });

  it("refuses a value that is not a string", () => {
    expect(() => parseAmountValue(12.34 as unknown as string)).toThrow(RangeError);
  });

  it("is the exact inverse of amountValue for every safe integer", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => {
        expect(parseAmountValue(amountValue(cents))).toBe(cents === 0 ? 0 : cents);
      }),
    );
  });

  it("always writes exactly two decimals", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(amountValue(cents)).toMatch(/^-?\d+\.\d{2}$/);
      }),
    );
  });
});

describe("payment statuses", () => {
  it("knows Mollie's seven statuses and nothing else", () => {
    expect(PAYMENT_STATUSES).toEqual([
      "open",
      "pending",
      "authorized",
      "paid",
      "failed",
      "canceled",
      "expired",
    ]);
    for (const status of PAYMENT_STATUSES) expect(isPaymentStatus(status)).toBe(true);
    for (const other of ["refunded", "PAID", "", null, 1]) expect(isPaymentStatus(other)).toBe(false);
  });

  it("treats paid, failed, canceled and expired as final; open, pending and authorized can still change", () => {
    expect(PAYMENT_STATUSES.filter(isFinalPaymentStatus)).toEqual(["paid", "failed", "canceled", "expired"]);
  });
});

describe("PaymentProviderError", () => {
  it("carries a Dutch message for the shopper and the technical story separately", () => {
    const cause = new Error("socket hang up");
    const error = new PaymentProviderError("unavailable", {
      operation: "getPayment",
      detail: "getPayment: Could not reach Mollie: socket hang up",
      cause,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("PaymentProviderError");
    expect(error.message).toBe(
      "De betaaldienst is tijdelijk niet bereikbaar. Probeer het over een paar minuten opnieuw.",
    );
    expect(error.userMessage).toBe(error.message);
    expect(error.detail).toContain("socket hang up");
    expect(error.cause).toBe(cause);
    expect(error.operation).toBe("getPayment");
    expect(error.retryable).toBe(true);
    expect(error.statusCode).toBeUndefined();
  });

  it.each(PAYMENT_PROVIDER_ERROR_KINDS)(
    "has a Dutch message for kind %s; only 'unavailable' is retryable",
    (kind) => {
      const error = new PaymentProviderError(kind, {
        operation: "createPayment",
        detail: "x",
        statusCode: 500,
      });
      expect(error.message).toBe(providerMessages.errors[kind]);
      expect(error.message.length).toBeGreaterThan(10);
      expect(error.statusCode).toBe(500);
      expect(error.retryable).toBe(kind === "unavailable");
    },
  );
});
