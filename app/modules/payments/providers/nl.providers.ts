/**
 * Dutch strings of the payment providers (Mollie and the built-in test gateway). Code refers to them by
 * English keys. They belong in the Dutch catalog (`~/i18n/nl.payments.ts`, key `providers`); they live here
 * only until that file can be edited, so move them and change the imports, nothing else.
 */
export const providerMessages = {
  /** What a shopper reads when the payment provider refuses or fails; see PaymentProviderError.kind. */
  errors: {
    configuration:
      "Betalen is op dit moment niet mogelijk door een storing in onze webwinkel. Probeer het later opnieuw of neem contact met ons op.",
    rejected:
      "De betaling kon niet worden gestart. Kies een andere betaalmethode of probeer het later opnieuw.",
    not_found: "Deze betaling is niet gevonden.",
    unavailable: "De betaaldienst is tijdelijk niet bereikbaar. Probeer het over een paar minuten opnieuw.",
    unexpected: "Er ging iets mis bij het betalen. Probeer het later opnieuw.",
  },
  /** What the shop's staff reads when a refund fails at the provider; see PaymentProviderError.kind. */
  refundErrors: {
    configuration:
      "De betaaldienst weigert de API-sleutel van de webwinkel. Er is niets terugbetaald. Controleer de sleutel bij Instellingen → Betalingen.",
    rejected: "De betaaldienst weigert deze terugbetaling. Er is niets terugbetaald.",
    amountTooHigh:
      "De betaaldienst weigert deze terugbetaling: het bedrag is hoger dan wat er van deze betaling nog terugbetaald kan worden. Er is niets terugbetaald.",
    not_found:
      "De betaaldienst kent deze betaling niet (met de huidige API-sleutel; is de betaling in de andere modus gedaan, test of live?). Er is niets terugbetaald.",
    unavailable:
      "De betaaldienst was niet bereikbaar of antwoordde niet op tijd. Controleer in het dashboard van de betaaldienst of de terugbetaling toch is uitgevoerd voordat je het opnieuw probeert.",
    unexpected:
      "De betaaldienst gaf een onverwacht antwoord. Controleer in het dashboard van de betaaldienst of de terugbetaling is uitgevoerd voordat je het opnieuw probeert.",
  },
  /** A payment's status as the shop shows it (admin order page, thank-you page). */
  statuses: {
    open: "Open",
    pending: "In behandeling",
    authorized: "Geautoriseerd",
    paid: "Betaald",
    failed: "Mislukt",
    canceled: "Geannuleerd",
    expired: "Verlopen",
  },
  testGateway: {
    title: "Testbetaling",
    intro:
      "Dit is de testomgeving van de webwinkel: er wordt geen geld afgeschreven. Kies hoe deze betaling afloopt.",
    submit: "Doorgaan",
    outcomeHints: {
      paid: "De betaling slaagt.",
      failed: "De betaling mislukt, bijvoorbeeld omdat de bank haar weigert.",
      canceled: "Je breekt de betaling af.",
      expired: "De betaling verloopt, omdat ze niet op tijd is afgerond.",
      open: "Je gaat terug naar de webwinkel zonder te betalen; de betaling blijft openstaan.",
    },
    errors: {
      outcomeRequired: "Kies hoe de testbetaling afloopt.",
      outcomeUnknown: "Kies een van de getoonde uitkomsten.",
      alreadyFinal: (statusLabel: string) =>
        `Deze testbetaling is al afgerond (${statusLabel.toLowerCase()}) en kan niet meer veranderen.`,
    },
  },
} as const;
