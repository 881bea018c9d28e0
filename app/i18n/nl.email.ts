/** Dutch texts of the account e-mails sent from the checkout. */
export const emailMessages = {
  accountExists: {
    subject: "Je hebt al een account bij Maatglas",
    title: "Je hebt al een account",
    greeting: (name: string) => `Hallo ${name},`,
    intro: (number: string) =>
      `Bij je bestelling ${number} vroeg je om een account aan te maken met dit e-mailadres. Er bestaat al een Maatglas-account met dit adres, dus we hebben geen nieuw account aangemaakt. Je bestelling is gewoon geplaatst.`,
    login: "Log in met je e-mailadres en je wachtwoord om je bestellingen en adressen te zien:",
    loginButton: "Inloggen",
    reset: "Weet je je wachtwoord niet meer? Vraag hier een nieuw wachtwoord aan:",
    resetButton: "Nieuw wachtwoord aanvragen",
    notYou: "Heb je deze bestelling niet zelf geplaatst? Neem dan contact met ons op.",
    closing: "Met vriendelijke groet,",
    signature: "Maatglas",
  },
} as const;
