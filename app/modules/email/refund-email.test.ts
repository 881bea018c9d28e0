import { describe, expect, it } from "vitest";
import { type RefundEmailInput, refundEmail } from "./refund-email";

const base: RefundEmailInput = {
  orderNumber: "MG-10042",
  name: "Jan",
  amountCents: 1250,
  full: false,
  double: false,
  description: "",
  shopName: "Maatglas B.V.",
};

describe("refundEmail", () => {
  it("says how much of which order was refunded, in Dutch, as text and HTML", () => {
    const mail = refundEmail(base);
    expect(mail.subject).toBe("Terugbetaling voor je bestelling MG-10042");
    expect(mail.text).toBe(
      `${[
        "Beste Jan,",
        "We hebben € 12,50 van je bestelling MG-10042 aan je terugbetaald.",
        "Het bedrag staat binnen enkele werkdagen weer op je rekening; hoe snel precies hangt af van je bank of betaalmethode.",
        "Met vriendelijke groet,\nMaatglas B.V.",
      ].join("\n\n")}\n`,
    );
    expect(mail.html).toContain('<html lang="nl">');
    expect(mail.html).toContain('<h1 style="font-size:20px">Terugbetaling</h1>');
    expect(mail.html).toContain("<p>We hebben € 12,50 van je bestelling MG-10042 aan je terugbetaald.</p>");
    expect(mail.text).not.toContain("volledige");
    expect(mail.text).not.toContain("Omschrijving");
  });

  it("says so when everything is refunded, and gives the staff's description", () => {
    const mail = refundEmail({
      ...base,
      amountCents: 74050,
      full: true,
      description: "Bestelling geannuleerd",
    });
    expect(mail.text).toContain(
      "We hebben € 740,50 van je bestelling MG-10042 aan je terugbetaald. Daarmee is het volledige bedrag van je bestelling terugbetaald.",
    );
    expect(mail.text).toContain("Omschrijving: Bestelling geannuleerd");
    expect(mail.html).toContain("<p>Omschrijving: Bestelling geannuleerd</p>");
  });

  it("explains a double payment's refund", () => {
    const mail = refundEmail({ ...base, amountCents: 123456, double: true });
    expect(mail.text).toContain(
      "We hebben € 1.234,56 van je bestelling MG-10042 aan je terugbetaald. Je had deze bestelling twee keer betaald; dit is de tweede betaling.",
    );
  });

  it("escapes what the staff and the shopper typed in the HTML", () => {
    const mail = refundEmail({ ...base, name: "<b>Jan</b>", description: 'Kras & "deuk" <script>' });
    expect(mail.html).toContain("Beste &lt;b&gt;Jan&lt;/b&gt;,");
    expect(mail.html).toContain("Omschrijving: Kras &amp; &quot;deuk&quot; &lt;script&gt;");
    expect(mail.html).not.toContain("<script>");
    expect(mail.text).toContain('Omschrijving: Kras & "deuk" <script>');
  });
});
