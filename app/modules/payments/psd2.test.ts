import { describe, expect, it } from "vitest";
import { PAYMENT_METHODS, psd2Warning, surchargeForbidden } from "./psd2";

// The rule table of the issue, written out independently of the module.
const expected: [id: string, title: string, forbidden: boolean][] = [
  ["ideal", "iDEAL", true], // SEPA credit transfer
  ["bancontact", "Bancontact", true], // Belgian debit-card scheme
  ["creditcard", "Creditcard", true], // consumer card
  ["paypal", "PayPal", false], // three-party scheme, outside art. 62(4)
  ["applepay", "Apple Pay", true], // a card payment
  ["klarna", "Klarna", true], // BNPL, forbidden by the shop's own rule
  ["banktransfer", "Bankoverschrijving", true], // SEPA credit transfer
];

describe("PSD2 surcharge guard", () => {
  it("lists the methods with their Dutch default titles, in checkout order", () => {
    expect(PAYMENT_METHODS.map((m) => [m.id, m.title])).toEqual(expected.map(([id, title]) => [id, title]));
  });

  it.each(expected)("%s (%s): surcharge forbidden = %s", (id, _title, forbidden) => {
    expect(surchargeForbidden(id)).toBe(forbidden);
    expect(PAYMENT_METHODS.find((m) => m.id === id)?.surchargeForbidden).toBe(forbidden);
  });

  it("treats an unknown method as forbidden (warn rather than miss one)", () => {
    expect(surchargeForbidden("sofort")).toBe(true);
    expect(psd2Warning("sofort", "fixed_fee")).toContain("sofort");
  });

  const types = ["fixed_fee", "percentage", "fixed_fee_percentage", "something_else"];
  const warningCases = expected.flatMap(([id, title, forbidden]) => [
    [id, "no_fee", null] as const,
    ...types.map((type) => [id, type, forbidden ? title : null] as const),
  ]);

  it.each(warningCases)("psd2Warning(%s, %s) names %s", (id, type, title) => {
    const warning = psd2Warning(id, type);
    if (title === null) {
      expect(warning).toBeNull();
    } else {
      expect(warning).toMatch(/^Let op: in de EU mag je consumenten geen toeslag rekenen voor /);
      expect(warning).toContain(`voor ${title} (PSD2`);
    }
  });

  it("gives the exact Dutch text for iDEAL", () => {
    expect(psd2Warning("ideal", "percentage")).toBe(
      "Let op: in de EU mag je consumenten geen toeslag rekenen voor iDEAL (PSD2, art. 7:520 BW). Kies „Geen toeslag” voor deze betaalmethode.",
    );
  });
});
