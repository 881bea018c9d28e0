import { describe, expect, it } from "vitest";
import { ADD_FEE_ACTION, addFeeOutcome, parseAddFeeRequest } from "./add-fee";

const valid = {
  action: ADD_FEE_ACTION,
  add_fee_order: "42",
  add_fee_pay: "1",
  add_fee_paymethod: "creditcard",
  add_fee_key: "wc_order_abc",
  add_fee_nonce: "token",
};

describe("parsing the add-fee call", () => {
  it("reads the order, key and method", () => {
    expect(parseAddFeeRequest(valid)).toEqual({
      ok: true,
      request: { orderId: 42, orderKey: "wc_order_abc", methodId: "creditcard" },
    });
    expect(parseAddFeeRequest({ ...valid, security: "token" }).ok).toBe(true);
  });

  it("refuses any field it does not know: a posted amount never reaches the order", () => {
    for (const extra of ["amount", "add_fee_amount", "fee", "total", "data[fee]"]) {
      expect(parseAddFeeRequest({ ...valid, [extra]: "0.01" }), extra).toEqual({
        ok: false,
        reason: "unexpectedField",
      });
    }
  });

  it("a bad order id or key is 'not found'; a malformed method is 'unknown'", () => {
    for (const order of ["", "0", "-1", "1e3", "abc", "12.5", "9999999999999"]) {
      expect(parseAddFeeRequest({ ...valid, add_fee_order: order }), order).toMatchObject({
        reason: "notFound",
      });
    }
    expect(parseAddFeeRequest({ ...valid, add_fee_key: "" })).toMatchObject({ reason: "notFound" });
    expect(parseAddFeeRequest({ ...valid, add_fee_key: "k".repeat(101) })).toMatchObject({
      reason: "notFound",
    });
    expect(parseAddFeeRequest({ ...valid, add_fee_order: ["1"] as unknown as string })).toMatchObject({
      reason: "notFound",
    });
    for (const method of ["", "Creditcard", "credit card", "<b>", "x".repeat(41)]) {
      expect(parseAddFeeRequest({ ...valid, add_fee_paymethod: method }), method).toMatchObject({
        reason: "unknownMethod",
      });
    }
  });
});

describe("what the page does with the answer", () => {
  const AJAX = "ajax error";

  it("success + recalc: replace the table; success without recalc: nothing to replace", () => {
    expect(addFeeOutcome(200, { success: true, recalc: true, message: "<table/>", alert: "" }, AJAX)).toEqual(
      {
        kind: "recalc",
        html: "<table/>",
      },
    );
    expect(
      addFeeOutcome(200, { success: true, recalc: false, message: "<table/>", alert: "" }, AJAX),
    ).toEqual({
      kind: "unchanged",
    });
  });

  it("not success: the server's alert and message, also on a 4xx", () => {
    const refused = { success: false, recalc: false, message: "<div>x</div>", alert: "Nee." };
    for (const status of [200, 400, 404, 409]) {
      expect(addFeeOutcome(status, refused, AJAX)).toEqual({
        kind: "refused",
        alert: "Nee.",
        html: "<div>x</div>",
      });
    }
    // The dispatcher's own refusal (a bad nonce): its message is the alert.
    expect(addFeeOutcome(403, { success: false, data: { message: "Sessie verlopen." } }, AJAX)).toEqual({
      kind: "refused",
      alert: "Sessie verlopen.",
      html: "",
    });
  });

  it("network or HTTP failure: the page config's ajax error", () => {
    for (const [status, body] of [
      [0, null],
      [500, { success: false, alert: "x" }],
      [502, null],
      [200, null],
      [200, "<html>"],
      [204, {}],
    ] as const) {
      expect(addFeeOutcome(status, body, AJAX), `${status}`).toEqual({ kind: "ajaxError", alert: AJAX });
    }
  });
});
