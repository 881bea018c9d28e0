/** Dutch strings of refunds (the back office's refund page, the refund service and the shopper's refund e-mail). */
export const adminRefundsMessages = {
  title: (number: string) => `Terugbetalen – ${number}`,
  intro:
    "Een terugbetaling gaat altijd via de betaaldienst die de betaling ontving. Een volledige terugbetaling zet de bestelling op „Terugbetaald”; een gedeeltelijke laat de status staan.",
  backToOrder: "Terug naar de bestelling",
  payments: "Betalingen",
  refunds: "Terugbetalingen",
  noRefunds: "Er is nog niets terugbetaald.",
  columns: {
    payment: "Betaling",
    provider: "Betaaldienst",
    method: "Methode",
    status: "Status",
    amount: "Bedrag",
    refunded: "Terugbetaald",
    refundable: "Nog terug te betalen",
    date: "Datum",
    description: "Omschrijving",
    by: "Door",
    refundId: "Kenmerk",
  },
  summary: {
    paid: "Betaald",
    refunded: "Terugbetaald",
    refundable: "Nog terug te betalen",
  },
  doublePayment: (date: string) =>
    `Deze bestelling is twee keer betaald (gemeld op ${date}). Betaal de dubbele betaling terug met de knop hieronder.`,
  doublePaymentButton: (amount: string) => `Dubbele betaling terugbetalen (${amount})`,
  form: {
    legend: "Nieuwe terugbetaling",
    amount: "Bedrag (€)",
    amountHelp: (max: string) => `Bijvoorbeeld 12,50. Hoogstens ${max}.`,
    description: "Omschrijving",
    descriptionHelp:
      "De klant ziet deze tekst in de e-mail en, waar de betaaldienst dat doet, op het rekeningafschrift.",
    payment: "Betaling",
    paymentOption: (id: string, amount: string, refundable: string) =>
      `${id} – ${amount} (nog ${refundable} terug te betalen)`,
    submit: "Terugbetalen",
    testEnvironment: "Testomgeving: er wordt geen echt geld teruggestort.",
  },
  nothingRefundable: "Er is van deze bestelling niets (meer) terug te betalen.",
  notRefunded: "Er is niets terugbetaald.",
  refundStatus: {
    reserved: "Wordt verwerkt",
    queued: "In de wachtrij",
    pending: "In behandeling",
    processing: "In behandeling",
    refunded: "Terugbetaald",
    failed: "Mislukt",
    canceled: "Geannuleerd",
  } as Record<string, string>,
  errors: {
    amountRequired: "Vul het bedrag in dat je wilt terugbetalen.",
    amountInvalid: "Vul een bedrag in euro's in, bijvoorbeeld 12,50.",
    amountDecimals: "Gebruik hoogstens twee cijfers achter de komma.",
    amountPositive: "Het bedrag moet groter zijn dan € 0,00.",
    amountTooHigh: (max: string) => `Je kunt van deze betaling nog hoogstens ${max} terugbetalen.`,
    descriptionTooLong: "De omschrijving mag hoogstens 255 tekens lang zijn.",
    paymentRequired: "Kies de betaling die je wilt terugbetalen.",
    paymentUnknown: "Kies een betaalde betaling van deze bestelling.",
    nothingPaid: "Deze bestelling heeft geen betaalde betaling; er is niets terug te betalen.",
    providerNotConfigured: (provider: string) =>
      `Deze betaling is via ${provider} gedaan, maar ${provider} is nu niet ingesteld (geen bruikbare API-sleutel voor de huidige modus). Er is niets terugbetaald. Een terugbetaling gaat altijd via de betaaldienst die de betaling ontving: stel ${provider} in bij Instellingen → Betalingen.`,
    noDoublePayment: "Deze bestelling heeft geen dubbele betaling om terug te betalen.",
    doubleAlreadyRefunded: "De dubbele betaling is al terugbetaald; er is niets opnieuw terugbetaald.",
    unknownIntent: "Onbekende actie.",
  },
  providerNames: { mollie: "Mollie", test: "de testomgeving" },
  providerLabels: { mollie: "Mollie", test: "Testomgeving" },
  event: (amount: string, provider: string, refundId: string, description: string) =>
    `${amount} terugbetaald via ${provider} (${refundId})${description ? `: ${description}` : ""}`,
  doubleEvent: (amount: string, provider: string, refundId: string) =>
    `Dubbele betaling van ${amount} terugbetaald via ${provider} (${refundId})`,
  failedLater: (amount: string, provider: string, refundId: string) =>
    `Terugbetaling van ${amount} via ${provider} (${refundId}) is mislukt; het bedrag kan opnieuw worden terugbetaald.`,
  auditFailed: (number: string, amount: string) =>
    `Terugbetaling van ${amount} voor ${number} is mislukt bij de betaaldienst`,
  audit: (number: string, amount: string) => `Terugbetaling van ${amount} voor ${number}`,
  auditDouble: (number: string, amount: string) =>
    `Dubbele betaling van ${amount} voor ${number} terugbetaald`,
  doubleDescription: (number: string) => `Dubbele betaling bestelling ${number}`,
  email: {
    subject: (number: string) => `Terugbetaling voor je bestelling ${number}`,
    heading: "Terugbetaling",
    greeting: (name: string) => `Beste ${name},`,
    intro: (amount: string, number: string) =>
      `We hebben ${amount} van je bestelling ${number} aan je terugbetaald.`,
    full: "Daarmee is het volledige bedrag van je bestelling terugbetaald.",
    double: "Je had deze bestelling twee keer betaald; dit is de tweede betaling.",
    reason: "Omschrijving",
    timing:
      "Het bedrag staat binnen enkele werkdagen weer op je rekening; hoe snel precies hangt af van je bank of betaalmethode.",
    closing: "Met vriendelijke groet,",
  },
} as const;
