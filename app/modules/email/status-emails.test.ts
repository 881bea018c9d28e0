import { describe, expect, it } from "vitest";
import { customerNoteEmail, hasStatusMail, type StatusMailInput, statusEmail } from "./status-emails";

const input: StatusMailInput = {
  number: "MG-10004",
  name: "Jan",
  link: "https://maatglas.nl/mijn-account/bestellingen/4",
  company: {
    name: "Maatglas",
    street: "Glasweg 1",
    postcode: "3542 AB",
    city: "Utrecht",
    country: "Nederland",
    kvk: "12345678",
    vat: "NL001234567B01",
    email: "info@maatglas.nl",
    phone: "030 123 45 67",
  },
};

describe("status e-mails", () => {
  it.each([
    ["in-production", "Je bestelling MG-10004 is in productie", "in productie genomen"],
    ["shipped", "Je bestelling MG-10004 is verzonden", "is verzonden"],
    ["completed", "Je bestelling MG-10004 is afgerond", "is afgerond"],
  ] as const)(
    "%s: Dutch subject, greeting, text and html, link and company details",
    (status, subject, phrase) => {
      const mail = statusEmail(status, input);
      expect(mail.subject).toBe(subject);
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain("Beste Jan,");
        expect(body).toContain(phrase);
        expect(body).toContain("https://maatglas.nl/mijn-account/bestellingen/4");
        expect(body).toContain("KvK 12345678");
        expect(body).toContain("Btw-nummer NL001234567B01");
        expect(body).toContain("info@maatglas.nl");
        expect(body).toContain("Met vriendelijke groet,");
      }
      expect(mail.html.startsWith('<!doctype html><html lang="nl">')).toBe(true);
    },
  );

  it("shows the track & trace only in the shipped mail: a code as text, a web address as a link", () => {
    expect(statusEmail("shipped", input, "3SABC123").text).toContain("Track & trace: 3SABC123");
    expect(statusEmail("shipped", input, "3SABC123").html).toContain("<strong>3SABC123</strong>");
    const linked = statusEmail("shipped", input, "https://jouw.postnl.nl/track?b=3S&x=1");
    expect(linked.html).toContain('<a href="https://jouw.postnl.nl/track?b=3S&amp;x=1">');
    expect(statusEmail("shipped", input, "  ").text).toContain("geen track & trace-code");
    expect(statusEmail("completed", input, "3SABC123").text).not.toContain("3SABC123");
    // Not a web address: never a link (no javascript: or other schemes).
    expect(statusEmail("shipped", input, "javascript:alert(1)").html).not.toContain('href="javascript');
  });

  it("escapes what the shop typed in the html", () => {
    const mail = customerNoteEmail(input, 'Levering <b>donderdag</b> & "vrijdag"\nTweede regel');
    expect(mail.subject).toBe("Een bericht over je bestelling MG-10004");
    expect(mail.html).toContain(
      "Levering &lt;b&gt;donderdag&lt;/b&gt; &amp; &quot;vrijdag&quot;<br>Tweede regel",
    );
    expect(mail.text).toContain('Levering <b>donderdag</b> & "vrijdag"\nTweede regel');
  });

  it("knows which statuses have a customer mail", () => {
    expect(["in-production", "shipped", "completed"].every(hasStatusMail)).toBe(true);
    expect(["processing", "cancelled", "refunded", "pending", "on-hold", "failed"].some(hasStatusMail)).toBe(
      false,
    );
  });
});
