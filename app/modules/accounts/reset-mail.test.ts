import { describe, expect, it } from "vitest";
import { passwordResetEmail, resetLink } from "./reset-mail";

describe("password reset e-mail", () => {
  it("builds the link on the configured origin with the token encoded", () => {
    expect(resetLink("https://maatglas.nl/", "a+b/c")).toBe(
      "https://maatglas.nl/mijn-account/wachtwoord-herstellen?token=a%2Bb%2Fc",
    );
  });

  it("carries the link in text and (escaped) HTML, in Dutch", () => {
    const link = "https://maatglas.nl/mijn-account/wachtwoord-herstellen?token=x&y=<z>";
    const mail = passwordResetEmail(link);
    expect(mail.subject).toBe("Stel een nieuw wachtwoord in voor je Maatglas-account");
    expect(mail.text).toContain(link);
    expect(mail.text).toContain("1 uur geldig");
    expect(mail.html).toContain(
      'href="https://maatglas.nl/mijn-account/wachtwoord-herstellen?token=x&amp;y=&lt;z&gt;"',
    );
    expect(mail.html).not.toContain("<z>");
  });
});
