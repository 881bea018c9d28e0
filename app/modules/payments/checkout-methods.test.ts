import { describe, expect, it } from "vitest";
import { checkoutMethodsFrom, isFixedGateway, isPayableStatus, methodFee } from "./checkout-methods";
import { PAYMENT_METHODS } from "./psd2";

const noFee = { payment_surcharge: "no_fee" };
const settings = (
  apiKey: string | null,
  disabled: string[] = [],
  provider: "test" | "mollie" | null = apiKey ? "mollie" : "test",
) => ({
  provider,
  apiKey,
  methods: PAYMENT_METHODS.map((m) => ({
    id: m.id,
    enabled: !disabled.includes(m.id),
    title: m.id === "creditcard" ? "Creditcard (Visa, Mastercard)" : m.title,
    surcharge:
      m.id === "creditcard"
        ? { payment_surcharge: "percentage", percentage: 1.5, surcharge_limit: 2 }
        : noFee,
  })),
});

describe("checkout payment methods from the settings", () => {
  it("offers the enabled methods in order, under the admin's titles; no separate test method", () => {
    const methods = checkoutMethodsFrom(settings(null, ["klarna", "applepay"]));
    expect(methods.map((m) => m.id)).toEqual(["ideal", "bancontact", "creditcard", "paypal", "banktransfer"]);
    expect(methods.find((m) => m.id === "creditcard")?.title).toBe("Creditcard (Visa, Mastercard)");
    expect(methods.some((m) => (m.id as string) === "test")).toBe(false);
  });

  it("Mollie without a usable key, or no provider chosen: only bank transfer is offered, never the test gateway", () => {
    for (const view of [settings(null, [], "mollie"), settings(null, [], null)]) {
      const methods = checkoutMethodsFrom(view);
      expect(methods.map((m) => m.id)).toEqual(["banktransfer"]);
      expect(methods[0]).toMatchObject({ online: false });
    }
    // The test environment chosen explicitly ignores any stored Mollie key.
    const test = checkoutMethodsFrom(settings("live_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", [], "test"));
    expect(test.filter((m) => m.online).every((m) => m.provider === "test")).toBe(true);
  });

  it("with the test environment every online method goes through the test gateway; with Mollie and a key through Mollie", () => {
    const offline = checkoutMethodsFrom(settings(null));
    expect(offline.filter((m) => m.online).every((m) => m.provider === "test")).toBe(true);
    expect(offline.find((m) => m.id === "ideal")?.description).toMatch(/Testomgeving/);
    const live = checkoutMethodsFrom(settings("live_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"));
    expect(live.filter((m) => m.online).every((m) => m.provider === "mollie")).toBe(true);
    expect(live.find((m) => m.id === "ideal")?.description).toMatch(/Mollie/);
  });

  it("Bankoverschrijving is always the shop's own offline transfer", () => {
    for (const key of [null, "test_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"]) {
      const bank = checkoutMethodsFrom(settings(key)).find((m) => m.id === "banktransfer");
      expect(bank?.online).toBe(false);
      expect(bank?.description).toMatch(/totaalbedrag over/);
    }
  });

  it("all disabled: nothing to offer", () => {
    expect(
      checkoutMethodsFrom(
        settings(
          null,
          PAYMENT_METHODS.map((m) => m.id),
        ),
      ),
    ).toEqual([]);
  });
});

describe("a method's fee", () => {
  const [, , creditcard] = checkoutMethodsFrom(settings(null));

  it("is the surcharge on the base incl. btw, labelled 'Transactiekosten {title}'", () => {
    expect(methodFee(creditcard, 74050)).toEqual({
      feeExclCents: 200,
      feeVatCents: 42,
      feeInclCents: 242,
      label: "Transactiekosten Creditcard (Visa, Mastercard)",
    });
    expect(methodFee(creditcard, 10000).feeInclCents).toBe(182);
  });

  it("is nothing for no_fee or an unknown method", () => {
    expect(methodFee({ title: "iDEAL", surcharge: noFee }, 74050).feeInclCents).toBe(0);
    expect(methodFee(undefined, 74050)).toEqual({
      feeExclCents: 0,
      feeVatCents: 0,
      feeInclCents: 0,
      label: "",
    });
  });
});

describe("pay-for-order rules", () => {
  it("only pending and failed orders can be paid", () => {
    expect(["pending", "failed"].every(isPayableStatus)).toBe(true);
    for (const s of ["on-hold", "processing", "completed", "cancelled", "refunded", "onbekend"]) {
      expect(isPayableStatus(s), s).toBe(false);
    }
  });

  it("a payment in progress (pending, authorized) fixes the gateway", () => {
    expect(isFixedGateway("pending")).toBe(true);
    expect(isFixedGateway("authorized")).toBe(true);
    for (const s of [undefined, "open", "paid", "failed", "canceled", "expired"])
      expect(isFixedGateway(s)).toBe(false);
  });
});
