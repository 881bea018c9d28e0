/**
 * Dutch strings of paying: the payment methods at checkout, the transaction fee line, the pay-for-order page
 * (`/afrekenen/betalen/{id}?key=`) and its add-fee call. Code refers to them by English keys (see
 * app/modules/payments).
 */
export const payOrderMessages = {
  /** The fee's order line and totals row: "Transactiekosten Creditcard". */
  feeLine: (method: string) => `Transactiekosten ${method}`,
  /** Under a method at checkout and on the pay-for-order page. */
  methodDescriptions: {
    testGateway:
      "Testomgeving: je gaat naar de testbetaalpagina van de webwinkel en kiest zelf hoe de betaling afloopt. Er wordt geen geld afgeschreven.",
    mollie: "Je betaalt veilig via Mollie.",
    banktransfer:
      "Maak het totaalbedrag over zodra je de bestelling hebt geplaatst. We beginnen met het maken van je deur als de betaling binnen is.",
  },
  /** On every shopper page of paying (checkout, pay-for-order, test payment, thank-you) while the shop takes no real payments. */
  testShop: {
    title: "Testwinkel",
    text: "Dit is een testwinkel: er worden geen echte betalingen gedaan en bestellingen worden niet geleverd.",
  },
  /** A test payment posted while Mollie (not the test environment) is the shop's payment provider. */
  testGatewayOff:
    "Testbetalingen zijn uitgeschakeld: deze webwinkel neemt echte betalingen aan. Ga terug naar je bestelling om te betalen.",
  /** The payment's description at the provider (hosted page, bank statement). */
  paymentDescription: (orderNumber: string, shop: string) => `Bestelling ${orderNumber} – ${shop}`,
  noMethods:
    "Er zijn op dit moment geen betaalmethoden beschikbaar. Neem contact met ons op om te bestellen.",
  page: {
    title: (number: string) => `Bestelling ${number} betalen`,
    metaTitle: "Bestelling betalen",
    intro: "Controleer je bestelling, kies een betaalmethode en klik op Betalen.",
    methods: "Betaalmethode",
    update: "Bijwerken",
    pay: "Betalen",
    paying: "Bezig…",
    updating: "De transactiekosten worden bijgewerkt…",
    updated: "De betaalmethode en het totaal zijn bijgewerkt.",
    confirmChanged:
      "De transactiekosten zijn aangepast aan de gekozen betaalmethode. Controleer het nieuwe totaal en klik opnieuw op Betalen.",
    notPayable: "Deze bestelling kan niet (meer) online worden betaald.",
    toOrder: "Bekijk je bestelling",
    otherMethod: "Andere betaalmethode kiezen",
    closeAlert: "Melding sluiten",
    previous: {
      failed:
        "Je betaling is mislukt. Er is niets afgeschreven. Kies een betaalmethode en probeer het opnieuw.",
      canceled:
        "Je hebt de betaling geannuleerd. Je bestelling staat nog open; je kunt hieronder alsnog betalen.",
      expired: "Je betaling is verlopen omdat ze niet op tijd is afgerond. Je kunt hieronder alsnog betalen.",
    },
  },
  /** The page configuration's "ajax error" (spec §8: network/HTTP failure of the add-fee call). */
  ajaxError:
    "De transactiekosten konden niet worden bijgewerkt door een verbindingsfout. Controleer je verbinding en probeer het opnieuw.",
  /** Refusals of the add-fee call and the pay-for-order form (4xx; the order is left untouched). */
  errors: {
    notFound: "Deze bestelling is niet gevonden. Gebruik de link uit je bevestigingsmail.",
    notPayable: "Deze bestelling is al betaald of kan niet meer worden betaald.",
    unknownMethod: "Kies een van de getoonde betaalmethoden.",
    fixedMethod: "De betaalmethode van deze bestelling ligt vast en kan niet worden gewijzigd.",
    unexpectedField: "Het verzoek bevat gegevens die niet worden geaccepteerd. Vernieuw de pagina.",
    changedMeanwhile: "De bestelling is intussen gewijzigd. Vernieuw de pagina en probeer het opnieuw.",
    noticeSuffix: "Kies een andere betaalmethode of vernieuw de pagina.",
  },
} as const;
