import { describe, expect, it } from "vitest";
import { parseForm } from "~/components/forms/parse";
import { adminRefundsMessages } from "~/i18n/nl.admin-refunds";
import { formatRefundAmount, parseRefundAmount, refundFormSchema } from "./refund-form";

const e = adminRefundsMessages.errors;

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

describe("parseRefundAmount", () => {
  it.each([
    ["12,50", 1250],
    ["12.50", 1250],
    ["12,5", 1250],
    ["12", 1200],
    [" 0,01 ", 1],
    ["1.234,56", 123456],
    ["€ 740,50", 74050],
    ["740,50", 74050],
    ["0,29", 29],
    ["1,10", 110],
  ])("reads %j as %i cents", (input, cents) => {
    expect(parseRefundAmount(input)).toEqual({ ok: true, cents });
  });

  it.each([
    ["", e.amountRequired],
    ["   ", e.amountRequired],
    [undefined, e.amountRequired],
    ["0", e.amountPositive],
    ["0,00", e.amountPositive],
    ["-5", e.amountPositive],
    ["12,505", e.amountDecimals],
    ["twaalf", e.amountInvalid],
    ["12,50 euro", e.amountInvalid],
    ["1e3", e.amountInvalid],
    ["99999999", e.amountInvalid],
  ])("refuses %j with a Dutch message", (input, error) => {
    expect(parseRefundAmount(input)).toEqual({ ok: false, error });
  });

  it("round-trips every cent value the form prefills", () => {
    for (const cents of [1, 9, 10, 99, 100, 1250, 74050, 123456, 10000000]) {
      expect(parseRefundAmount(formatRefundAmount(cents))).toEqual({ ok: true, cents });
    }
    expect(formatRefundAmount(74050)).toBe("740,50");
    expect(formatRefundAmount(5)).toBe("0,05");
  });
});

describe("refundFormSchema", () => {
  it("gives cents, the trimmed description and the payment id", () => {
    const submission = parseForm(
      form({ amount: "12,50", description: "  Kras  ", payment_id: "7" }),
      refundFormSchema,
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      amount: 1250,
      description: "Kras",
      payment_id: 7,
    });
  });

  it("takes a missing payment id and description as none", () => {
    const submission = parseForm(form({ amount: "1" }), refundFormSchema);
    expect(submission.status === "success" && submission.value).toEqual({
      amount: 100,
      description: "",
      payment_id: null,
    });
  });

  it("puts each Dutch message beside its field and keeps what was typed", () => {
    const submission = parseForm(
      form({ amount: "12,505", description: "x".repeat(256), payment_id: "abc" }),
      refundFormSchema,
    );
    expect(submission.status).toBe("error");
    const reply = submission.reply();
    expect(reply.error).toEqual({
      amount: [e.amountDecimals],
      description: [e.descriptionTooLong],
      payment_id: [e.paymentUnknown],
    });
    expect(reply.initialValue).toMatchObject({ amount: "12,505", payment_id: "abc" });
  });
});
