import { describe, expect, it } from "vitest";
import {
  addressLines,
  needsBankTransfer,
  type StoredOrder,
  toOrderView,
} from "~/modules/checkout/order-view";
import { escapeHtml, newOrderEmail, orderConfirmationEmail } from "./order-emails";

const shop = {
  name: "Maatglas B.V.",
  bank: { account_name: "Maatglas B.V.", iban: "NL91 ABNA 0417 1643 00", bic: "ABNANL2A" },
};

function stored(over: Partial<StoredOrder> = {}): StoredOrder {
  return {
    id: 7,
    number: "MG-10007",
    order_key: "wc_order_abc",
    status: "on-hold",
    created_at: "2026-11-22T08:05:00.000Z",
    email: "jan@example.nl",
    billing: JSON.stringify({
      firstName: "Jan",
      lastName: "de Vries",
      company: "",
      street: "Glasweg",
      houseNumber: 12,
      houseNumberSuffix: "A",
      postcode: "3542 AB",
      city: "Utrecht",
      country: "NL",
      email: "jan@example.nl",
      phone: "06 12345678",
    }),
    shipping: JSON.stringify({
      firstName: "Piet",
      lastName: "Jansen",
      street: "Damrak",
      houseNumber: 1,
      postcode: "1012 LG",
      city: "Amsterdam",
      country: "BE",
    }),
    shipping_method: "bezorgen",
    payment_method: "banktransfer",
    customer_note: "Bel <even> aan",
    subtotal_incl_cents: 74050,
    shipping_incl_cents: 0,
    fee_incl_cents: 0,
    total_incl_cents: 74050,
    vat_cents: 12852,
    lines: [
      {
        kind: "product",
        name: "Glazen deur op maat",
        quantity: 1,
        unit_incl_cents: 74050,
        total_incl_cents: 74050,
        snapshot: JSON.stringify({ options: [{ label: "Greep", valueLabel: "RVS rond 180 cm" }] }),
      },
      {
        kind: "shipping",
        name: "Bezorgen",
        quantity: 1,
        unit_incl_cents: 0,
        total_incl_cents: 0,
        snapshot: "{}",
      },
    ],
    ...over,
  };
}

describe("order view", () => {
  it("reads the stored order: lines with configuration, shipping label, payment label", () => {
    const v = toOrderView(stored());
    expect(v.lines).toEqual([
      {
        name: "Glazen deur op maat",
        quantity: 1,
        unitInclCents: 74050,
        totalInclCents: 74050,
        options: [{ label: "Greep", value: "RVS rond 180 cm" }],
      },
    ]);
    expect(v.shippingLabel).toBe("Bezorgen");
    expect(v.paymentLabel).toBe("Bankoverschrijving");
    expect(v.paid).toBe(false);
    expect(toOrderView(stored({ billing: "not json" })).billing).toEqual({});
  });

  it("writes addresses the Dutch way", () => {
    const v = toOrderView(stored());
    expect(addressLines(v.billing)).toEqual([
      "Jan de Vries",
      "Glasweg 12 A",
      "3542 AB  Utrecht",
      "Nederland",
    ]);
    expect(addressLines(v.shipping).at(-1)).toBe("België");
  });

  it("shows bank details only for an unpaid bank-transfer order", () => {
    expect(needsBankTransfer(toOrderView(stored()))).toBe(true);
    expect(needsBankTransfer(toOrderView(stored({ status: "processing" })))).toBe(false);
    expect(needsBankTransfer(toOrderView(stored({ payment_method: "test", status: "pending" })))).toBe(false);
  });
});

describe("order e-mails", () => {
  it("confirms a bank-transfer order in Dutch with the lines, the address and the bank details", () => {
    const mail = orderConfirmationEmail(toOrderView(stored()), shop, "https://maatglas.nl/afrekenen/x");
    expect(mail.subject).toBe("Je bestelling MG-10007 bij Maatglas");
    expect(mail.text).toContain("Beste Jan,");
    expect(mail.text).toContain("Maak het totaalbedrag over");
    expect(mail.text).toContain("Glazen deur op maat × 1: € 740,50");
    expect(mail.text).toContain("Greep: RVS rond 180 cm");
    expect(mail.text).toContain("Verzending (Bezorgen): Gratis");
    expect(mail.text).toContain("IBAN: NL91 ABNA 0417 1643 00");
    expect(mail.text).toContain("Omschrijving: MG-10007");
    expect(mail.text).toContain("22 november 2026 9:05");
    expect(mail.text).toContain("Damrak 1");
    expect(mail.html).toContain("<h1");
    expect(mail.html).toContain("NL91 ABNA 0417 1643 00");
  });

  it("a paid order's confirmation has no bank details", () => {
    const mail = orderConfirmationEmail(
      toOrderView(stored({ status: "processing", payment_method: "test" })),
      shop,
      "x",
    );
    expect(mail.text).toContain("We hebben je betaling ontvangen");
    expect(mail.text).not.toContain("IBAN");
  });

  it("speaks of making the door only when the order has a made-to-measure line", () => {
    const handle = {
      kind: "product",
      name: "Deurgreep mat zwart 32 cm",
      quantity: 1,
      unit_incl_cents: 4719,
      total_incl_cents: 4719,
      snapshot: JSON.stringify({ options: [] }),
    };
    const door = orderConfirmationEmail(toOrderView(stored()), shop, "x");
    expect(door.text).toContain("gaan we aan de slag met je deur");
    const ready = orderConfirmationEmail(toOrderView(stored({ lines: [handle] })), shop, "x");
    expect(ready.text).toContain(
      "Maak het totaalbedrag over; zodra de betaling binnen is, maken we je bestelling klaar.",
    );
    expect(ready.text).toContain("Zodra de betaling binnen is, maken we je bestelling klaar.");
    expect(ready.text).not.toContain("deur");
    const paid = orderConfirmationEmail(
      toOrderView(stored({ lines: [handle], status: "processing", payment_method: "test" })),
      shop,
      "x",
    );
    expect(paid.text).toContain("We hebben je betaling ontvangen en maken je bestelling klaar.");
  });

  it("tells the shop who ordered what, with the note escaped in HTML", () => {
    const mail = newOrderEmail(toOrderView(stored()));
    expect(mail.subject).toBe("Nieuwe bestelling MG-10007");
    expect(mail.text).toContain("Er is een nieuwe bestelling geplaatst door Jan de Vries.");
    expect(mail.text).toContain("Bel <even> aan");
    expect(mail.html).toContain("Bel &lt;even&gt; aan");
    expect(mail.html).not.toContain("<even>");
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});
