/**
 * Dutch strings of checkout, order placement, the thank-you and payment-return pages, the built-in test payment
 * page, the terms page and the order e-mails. Code refers to them by English keys (see app/modules/checkout).
 */
export const checkoutMessages = {
  title: "Afrekenen",
  empty: "Je winkelmand is leeg, dus er valt nog niets af te rekenen.",
  toShop: "Naar de winkel",
  backToCart: "Terug naar je winkelmand",
  billingTitle: "Factuurgegevens",
  shippingTitle: "Afleveradres",
  shipToDifferentAddress: "Op een ander adres bezorgen?",
  notesTitle: "Aanvullende informatie",
  fields: {
    first_name: "Voornaam",
    last_name: "Achternaam",
    company: "Bedrijfsnaam (optioneel)",
    postcode: "Postcode",
    house_number: "Huisnummer",
    house_number_suffix: "Toevoeging (optioneel)",
    address_1: "Straat",
    city: "Plaats",
    country: "Land",
    email: "E-mailadres",
    phone: "Telefoonnummer",
    order_comments: "Opmerkingen bij je bestelling (optioneel)",
    account_password: "Wachtwoord",
  },
  help: {
    postcode: "Vier cijfers en twee letters, bijvoorbeeld 1234 AB. In België vier cijfers.",
    house_number_suffix: "Bijvoorbeeld A, bis of 2 hoog. Laat leeg als je adres geen toevoeging heeft.",
    phone: "We bellen alleen om de levering van je deur af te spreken.",
    order_comments: "Bijvoorbeeld over de bereikbaarheid van het afleveradres.",
    account_password: (min: number) =>
      `Minstens ${min} tekens. Met je account zie je je bestellingen terug en hoef je je adres niet opnieuw in te vullen.`,
    showHelp: (label: string) => `Uitleg bij ${label}`,
  },
  countries: { NL: "Nederland", BE: "België" },
  required: "verplicht",
  shippingMethodTitle: "Verzendmethode",
  paymentMethodTitle: "Betaalmethode",
  free: "Gratis",
  freeFrom: (amount: string) => `gratis vanaf ${amount}`,
  paymentMethods: {
    test: {
      title: "Testbetaling",
      description:
        "Betaal via de testomgeving van de webwinkel. Er wordt geen geld afgeschreven; je kiest zelf hoe de betaling afloopt.",
    },
    banktransfer: {
      title: "Bankoverschrijving",
      description:
        "Maak het totaalbedrag over zodra je de bestelling hebt geplaatst. We beginnen met het maken van je deur als de betaling binnen is.",
    },
  },
  updateTotals: "Totalen bijwerken",
  review: {
    title: "Je bestelling",
    product: "Product",
    total: "Totaal",
    subtotal: "Subtotaal",
    shipping: "Verzending",
    fee: "Transactiekosten",
    vat: "Waarvan btw",
    orderTotal: "Totaal",
    quantity: (n: number) => `× ${n}`,
    updating: "Totalen worden bijgewerkt…",
  },
  account: {
    create: "Een account aanmaken?",
    intro: "Maak een account aan door een wachtwoord te kiezen. Je kunt dan je bestellingen terugzien.",
    show: "Wachtwoord tonen",
    hide: "Wachtwoord verbergen",
    created: "Je account is aangemaakt en je bent ingelogd.",
  },
  terms: {
    before: "Ik heb de ",
    link: "algemene voorwaarden",
    after: " gelezen en ga ermee akkoord",
    close: "Sluiten",
  },
  madeToMeasure:
    "Ik begrijp dat mijn deur op maat wordt gemaakt: de opgegeven maten zijn definitief en voor maatwerk geldt het herroepingsrecht van 14 dagen niet.",
  placeOrder: "Bestellen en betalen",
  placing: "Bestelling wordt geplaatst…",
  confirmNewPrices: "Nieuwe prijzen accepteren, bestellen en betalen",
  errors: {
    required: "Dit veld is verplicht.",
    tooLong: (n: number) => `Gebruik hoogstens ${n} tekens.`,
    email: "Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.",
    phone: "Vul een geldig telefoonnummer in, bijvoorbeeld 06 12345678.",
    postcodeNL: "Vul een geldige Nederlandse postcode in, bijvoorbeeld 1234 AB.",
    postcodeBE: "Vul een geldige Belgische postcode in: vier cijfers, bijvoorbeeld 2000.",
    houseNumber: "Vul een geldig huisnummer in, bijvoorbeeld 12.",
    houseNumberTwice: "Vul de toevoeging alleen in het veld Toevoeging in.",
    suffix: "Een toevoeging bestaat uit hoogstens 6 letters of cijfers, bijvoorbeeld A of bis.",
    country: "Kies Nederland of België.",
    shippingMethod: "Kies een verzendmethode.",
    paymentMethod: "Kies een betaalmethode.",
    terms: "Lees en accepteer de algemene voorwaarden om je bestelling te plaatsen.",
    madeToMeasure:
      "Bevestig dat je maatwerk bestelt zonder herroepingsrecht en dat de maten definitief zijn.",
    passwordShort: (n: number) => `Kies een wachtwoord van minstens ${n} tekens.`,
    passwordLong: (n: number) => `Kies een wachtwoord van hoogstens ${n} tekens.`,
    accountRateLimited:
      "Vanaf dit adres zijn net te veel accounts aangemaakt. Bestel zonder account of probeer het over een uur opnieuw.",
    fixErrors: "Controleer de gemarkeerde velden; je bestelling is nog niet geplaatst.",
    cartChanged:
      "Je winkelmand is intussen gewijzigd (bijvoorbeeld in een ander tabblad). Controleer je bestelling en plaats hem opnieuw.",
    emptyOnSubmit: "Je winkelmand is leeg of verlopen; er is niets besteld.",
    unavailable: (names: string) =>
      `Dit product kan niet meer zo besteld worden: ${names}. Verwijder het uit je winkelmand en stel het opnieuw samen.`,
    pricesChanged:
      "De prijs van een of meer producten is gewijzigd sinds je ze in je winkelmand legde. Controleer de nieuwe prijzen hieronder en bevestig je bestelling.",
    priceChange: (name: string, was: string, now: string) => `${name}: was ${was}, nu ${now}`,
    totalChanged: (total: string) =>
      `Met de gekozen verzend- en betaalmethode is het totaal van je bestelling ${total}. Controleer het overzicht hieronder en plaats je bestelling opnieuw; er is nog niets besteld.`,
    paymentStart: "De betaling kon niet worden gestart. Probeer het opnieuw.",
  },
  received: {
    title: "Bestelling ontvangen",
    thanks: "Bedankt. Je bestelling is ontvangen.",
    number: "Bestelnummer",
    date: "Datum",
    email: "E-mail",
    total: "Totaal",
    paymentMethod: "Betaalmethode",
    status: "Status",
    details: "Bestelgegevens",
    billing: "Factuuradres",
    shipping: "Afleveradres",
    shippingMethod: "Verzendmethode",
    note: "Opmerking",
    configuration: "Configuratie",
    bankTitle: "Onze bankgegevens",
    bankIntro: (amount: string, number: string, madeToMeasure: boolean) =>
      `Maak ${amount} over onder vermelding van bestelnummer ${number}. Zodra de betaling binnen is, ${madeToMeasure ? "gaan we aan de slag met je deur" : "maken we je bestelling klaar"}.`,
    accountName: "Rekeninghouder",
    iban: "IBAN",
    bic: "BIC",
    reference: "Omschrijving",
    notPaid: "We hebben je betaling nog niet ontvangen.",
    // polish (issue 16): payment status and next steps on the thank-you page
    paymentStatus: "Betaalstatus",
    paymentPaid: "Betaald",
    paymentAwaitingTransfer: "Wacht op je overboeking",
    paymentOpen: (status: string) => `Nog niet betaald (${status})`,
    nextTitle: "Wat gebeurt er nu?",
    nextConfirmation: {
      before: "Je krijgt een bevestiging van je bestelling per e-mail op ",
      after: ". Niets ontvangen? Kijk ook in je map met ongewenste e-mail.",
    },
    nextTransfer: "Maak het totaalbedrag over met de gegevens hierboven; zodra het binnen is, beginnen we.",
    nextProduction:
      "We maken je deur op jouw maten. De productie- en levertijd is doorgaans ongeveer 3 weken na ontvangst van je betaling.",
    /** An order without made-to-measure goods (only fittings and ready-made products). */
    nextPreparation: "We maken je bestelling klaar zodra je betaling binnen is.",
    nextDelivery: "Is je bestelling klaar, dan nemen we contact met je op om de levering af te spreken.",
    nextPickup: "Is je bestelling klaar, dan laten we je weten wanneer je haar kunt afhalen.",
  },
  paymentReturn: {
    waitingTitle: "Je betaling wordt verwerkt",
    waiting:
      "We wachten op de bevestiging van je betaling. Deze pagina ververst vanzelf; je hoeft niets te doen.",
    refreshNow: "Nu verversen",
    failedTitle: "Betaling niet gelukt",
    failed: "Je betaling is mislukt. Er is niets afgeschreven. Probeer het opnieuw.",
    canceled: "Je hebt de betaling geannuleerd. Je bestelling staat nog open; je kunt alsnog betalen.",
    expired: "Je betaling is verlopen omdat ze niet op tijd is afgerond. Je kunt alsnog betalen.",
    payAgain: "Opnieuw betalen",
    continuePayment: "Verder met betalen",
  },
  testPayment: {
    title: "Testbetaling",
    order: (number: string) => `Bestelling ${number}`,
    amount: "Bedrag",
    outcome: "Uitkomst",
    done: (status: string) => `Deze testbetaling is afgerond: ${status}.`,
    back: "Terug naar de webwinkel",
  },
  email: {
    confirmationSubject: (number: string) => `Je bestelling ${number} bij Maatglas`,
    newOrderSubject: (number: string) => `Nieuwe bestelling ${number}`,
    greeting: (name: string) => `Beste ${name},`,
    confirmationPaid:
      "Bedankt voor je bestelling. We hebben je betaling ontvangen en gaan aan de slag met je deur.",
    confirmationBank:
      "Bedankt voor je bestelling. Maak het totaalbedrag over; zodra de betaling binnen is, gaan we aan de slag met je deur.",
    /** The same for an order without made-to-measure goods. */
    confirmationPaidReady:
      "Bedankt voor je bestelling. We hebben je betaling ontvangen en maken je bestelling klaar.",
    confirmationBankReady:
      "Bedankt voor je bestelling. Maak het totaalbedrag over; zodra de betaling binnen is, maken we je bestelling klaar.",
    newOrderIntro: (name: string) => `Er is een nieuwe bestelling geplaatst door ${name}.`,
    view: "Bekijk je bestelling",
    closing: "Met vriendelijke groet,",
  },
} as const;
