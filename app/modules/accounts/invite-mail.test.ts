import { describe, expect, it } from "vitest";
import { inviteEmail } from "./invite-mail";

describe("invitation e-mail", () => {
  const link = "https://maatglas.nl/mijn-account/wachtwoord-herstellen?token=a&b=<c>";
  const mail = inviteEmail(link, "https://maatglas.nl/beheer/inloggen", "Winkelbeheerder");

  it("names the role, the 7-day link and the login page in Dutch", () => {
    expect(mail.subject).toBe("Je bent uitgenodigd voor Maatglas");
    expect(mail.text).toContain("met de rol Winkelbeheerder.");
    expect(mail.text).toContain("7 dagen geldig, één keer te gebruiken");
    expect(mail.text).toContain(link);
    expect(mail.text).toContain("https://maatglas.nl/beheer/inloggen");
  });

  it("escapes the link in the HTML part", () => {
    expect(mail.html).toContain(
      'href="https://maatglas.nl/mijn-account/wachtwoord-herstellen?token=a&amp;b=&lt;c&gt;"',
    );
    expect(mail.html).not.toContain("<c>");
    expect(mail.html).toContain('<html lang="nl">');
  });
});
