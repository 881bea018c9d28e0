import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PAYMENT_METHOD_IDS } from "../psd2";
import { PAYMENT_STATUSES, type PaymentStatus } from "./provider";
import {
  chooseTestGatewayOutcome,
  createTestPaymentId,
  isTestGatewayOutcome,
  isTestPaymentId,
  TEST_GATEWAY_INITIAL_STATUS,
  TEST_GATEWAY_OPTIONS,
  testGatewayMethods,
} from "./test-gateway";

describe("test gateway outcomes", () => {
  it("offers Betaald, Mislukt, Geannuleerd, Verlopen and Open, in that order, each with a hint", () => {
    expect(TEST_GATEWAY_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      ["paid", "Betaald"],
      ["failed", "Mislukt"],
      ["canceled", "Geannuleerd"],
      ["expired", "Verlopen"],
      ["open", "Open"],
    ]);
    for (const option of TEST_GATEWAY_OPTIONS) expect(option.hint).toMatch(/^[A-Z].+\.$/);
  });

  it("starts every test payment open", () => {
    expect(TEST_GATEWAY_INITIAL_STATUS).toBe("open");
  });

  it("knows only its five outcomes", () => {
    for (const value of ["paid", "failed", "canceled", "expired", "open"])
      expect(isTestGatewayOutcome(value)).toBe(true);
    for (const value of ["pending", "authorized", "Betaald", "PAID", "", null, 1]) {
      expect(isTestGatewayOutcome(value)).toBe(false);
    }
  });
});

describe("chooseTestGatewayOutcome", () => {
  it.each([
    ["paid", "paid"],
    ["failed", "failed"],
    ["canceled", "canceled"],
    ["expired", "expired"],
  ] as const)("turns an open payment into %s", (outcome, status) => {
    expect(chooseTestGatewayOutcome("open", outcome)).toEqual({ ok: true, outcome, status, changed: true });
  });

  it("leaves an open payment open when the shopper picks Open (nothing to store)", () => {
    expect(chooseTestGatewayOutcome("open", "open")).toEqual({
      ok: true,
      outcome: "open",
      status: "open",
      changed: false,
    });
  });

  it("accepts a form value with stray whitespace", () => {
    expect(chooseTestGatewayOutcome("open", " paid\n")).toMatchObject({ ok: true, status: "paid" });
  });

  it.each(["pending", "authorized"] as const)("lets a %s payment still end in any outcome", (current) => {
    expect(chooseTestGatewayOutcome(current, "paid")).toMatchObject({
      ok: true,
      status: "paid",
      changed: true,
    });
    expect(chooseTestGatewayOutcome(current, "open")).toMatchObject({
      ok: true,
      status: "open",
      changed: true,
    });
  });

  it.each([undefined, null, "", "   "])("asks for a choice when none is posted (%j)", (input) => {
    expect(chooseTestGatewayOutcome("open", input)).toEqual({
      ok: false,
      reason: "outcomeRequired",
      error: "Kies hoe de testbetaling afloopt.",
    });
  });

  it.each(["pending", "authorized", "refunded", "Betaald", "PAID", ["paid"], 1, { value: "paid" }])(
    "refuses an outcome the page does not offer (%j)",
    (input) => {
      expect(chooseTestGatewayOutcome("open", input)).toEqual({
        ok: false,
        reason: "outcomeUnknown",
        error: "Kies een van de getoonde uitkomsten.",
      });
    },
  );

  it("never changes a final payment, and says so in Dutch", () => {
    expect(chooseTestGatewayOutcome("paid", "failed")).toEqual({
      ok: false,
      reason: "alreadyFinal",
      error: "Deze testbetaling is al afgerond (betaald) en kan niet meer veranderen.",
    });
    expect(chooseTestGatewayOutcome("expired", "paid")).toMatchObject({ ok: false, reason: "alreadyFinal" });
    expect(chooseTestGatewayOutcome("canceled", "open")).toMatchObject({ ok: false, reason: "alreadyFinal" });
  });

  it("accepts the same final outcome twice (double submit) without a change", () => {
    expect(chooseTestGatewayOutcome("paid", "paid")).toEqual({
      ok: true,
      outcome: "paid",
      status: "paid",
      changed: false,
    });
  });

  it("never leaves a final status, whatever is posted (property)", () => {
    const finals: PaymentStatus[] = ["paid", "failed", "canceled", "expired"];
    fc.assert(
      fc.property(fc.constantFrom(...finals), fc.anything(), (current, input) => {
        const result = chooseTestGatewayOutcome(current, input);
        if (result.ok) {
          expect(result.status).toBe(current);
          expect(result.changed).toBe(false);
        }
      }),
    );
  });

  it("only ever yields one of the five outcome statuses (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAYMENT_STATUSES),
        fc.oneof(fc.string(), fc.anything()),
        (current, input) => {
          const result = chooseTestGatewayOutcome(current, input);
          if (result.ok) expect(["paid", "failed", "canceled", "expired", "open"]).toContain(result.status);
          else expect(result.error.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe("test payment ids", () => {
  it("are tst_ plus 16 letters and digits, and differ", () => {
    const ids = new Set(Array.from({ length: 200 }, () => createTestPaymentId()));
    expect(ids.size).toBe(200);
    for (const id of ids) {
      expect(id).toMatch(/^tst_[A-Za-z0-9]{16}$/);
      expect(isTestPaymentId(id)).toBe(true);
    }
  });

  it("skip random bytes that would bias the alphabet", () => {
    // 248..255 are rejected (248 = 4 × 62); 0 → "a", 61 → "9", 62 → "a" again.
    const batches = [new Uint8Array(16).fill(255), Uint8Array.from([0, 61, 62, 248, ...Array(12).fill(1)])];
    const id = createTestPaymentId((length) => {
      const next = batches.shift() ?? new Uint8Array(length).fill(2);
      return next;
    });
    expect(id).toBe(`tst_a9a${"b".repeat(12)}c`);
  });

  it.each([
    "",
    "tst_",
    "tst_short",
    "tr_abcdefghijklmnop",
    "tst_abcdefghijklmno!",
    "tst_abcdefghijklmnopq",
    42,
  ])("rejects %j as a test payment id", (value) => {
    expect(isTestPaymentId(value)).toBe(false);
  });
});

describe("testGatewayMethods", () => {
  it("offers every shop method under its Dutch title", () => {
    const methods = testGatewayMethods(1234);
    expect(methods.map((m) => m.id)).toEqual([...PAYMENT_METHOD_IDS]);
    expect(methods.find((m) => m.id === "banktransfer")?.description).toBe("Bankoverschrijving");
  });

  it.each([0, -1, 1.5])("offers nothing for an amount of %s cents", (amountCents) => {
    expect(testGatewayMethods(amountCents)).toEqual([]);
  });
});
