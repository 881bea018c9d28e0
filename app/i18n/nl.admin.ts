/**
 * Dutch strings of the admin area (/beheer): login, first-run, access denied, the payment settings screen.
 * The payment field labels and validation messages themselves live in nl.payments.ts.
 */
export const adminMessages = {
  title: "Beheer",
  nav: {
    label: "Beheermenu",
    home: "Beheer",
    loggedInAs: (email: string) => `Ingelogd als ${email}`,
    logout: "Uitloggen",
    toShop: "Naar de winkel",
    /** Side navigation, one entry per section (app/modules/accounts/roles.ts). */
    sections: {
      dashboard: "Overzicht",
      orders: "Bestellingen",
      products: "Producten",
      categories: "Categorieën",
      customers: "Klanten",
      email: "E-mail",
      payments: "Betalingen",
      settings: "Instellingen",
      users: "Gebruikers",
      audit: "Logboek",
      reviews: "Beoordelingen",
    },
  },
  /** The Dutch names of the roles. */
  roles: {
    administrator: "Beheerder",
    shop_manager: "Winkelbeheerder",
    editor: "Redacteur",
    customer: "Klant",
  },
  table: {
    pagination: "Paginering",
    previous: "← Vorige",
    next: "Volgende →",
    pageOf: (page: number, pages: number) => `Pagina ${page} van ${pages}`,
    count: (n: number) => (n === 1 ? "1 resultaat" : `${n} resultaten`),
    search: "Zoeken",
    filter: "Filteren",
    reset: "Wissen",
    empty: "Niets gevonden.",
  },
  login: {
    title: "Inloggen voor beheer",
    email: "E-mailadres",
    password: "Wachtwoord",
    submit: "Inloggen",
    errors: {
      emailRequired: "Vul je e-mailadres in.",
      passwordRequired: "Vul je wachtwoord in.",
      invalid: "Onbekend e-mailadres of onjuist wachtwoord.",
      rateLimited: "Te veel mislukte pogingen. Probeer het over 15 minuten opnieuw.",
      notAllowed: "Dit account heeft geen toegang tot het beheer.",
    },
  },
  setup: {
    title: "Eerste beheerder aanmaken",
    intro: "Er is nog geen beheerder. Maak hier het eerste beheerdersaccount aan.",
    email: "E-mailadres",
    password: "Wachtwoord",
    passwordHint: "Minstens 12 tekens.",
    passwordRepeat: "Herhaal het wachtwoord",
    submit: "Beheerder aanmaken",
    errors: {
      emailInvalid: "Vul een geldig e-mailadres in.",
      passwordTooShort: "Het wachtwoord moet minstens 12 tekens lang zijn.",
      passwordTooLong: "Het wachtwoord mag hoogstens 200 tekens lang zijn.",
      passwordMismatch: "De wachtwoorden komen niet overeen.",
      alreadyExists: "Er is al een beheerder. Log in met dat account.",
      emailTaken: "Dit e-mailadres is al in gebruik.",
    },
  },
  forbidden: {
    title: "Geen toegang",
    text: "Je bent ingelogd, maar dit account heeft geen toegang tot het beheer. Log in met een beheerdersaccount.",
    sectionText:
      "Je rol geeft geen toegang tot dit onderdeel van het beheer. Vraag een beheerder als je het nodig hebt.",
    toAdmin: "Naar het beheer",
  },
  payments: {
    title: "Betaalinstellingen",
    intro:
      "Kies wie de online betalingen afhandelt: de ingebouwde testomgeving (er wordt niet echt betaald) of Mollie. Bankoverschrijving werkt altijd.",
    general: "Algemeen",
    providerHelp:
      "Met de testomgeving kiezen klanten zelf hoe een betaling afloopt en ziet elke betaalpagina dat dit een testwinkel is. Met Mollie betalen klanten echt (in testmodus met de test-API-sleutel).",
    status: {
      test: "De testomgeving is actief: klanten betalen niet echt en zien op elke betaalpagina dat dit een testwinkel is.",
      mollieTest: "Mollie is actief in testmodus (test-API-sleutel): er wordt niet echt betaald.",
      mollieLive: "Mollie is actief: klanten betalen echt.",
    },
    problems: {
      noProvider:
        "Er is geen betaalprovider gekozen. Online betaalmethoden staan uit; klanten kunnen alleen per bankoverschrijving betalen.",
      missingKey:
        "Mollie is gekozen, maar er is geen API-sleutel opgeslagen voor de huidige modus (test-API-sleutel in testmodus, anders de live-API-sleutel). Online betaalmethoden staan uit; klanten kunnen alleen per bankoverschrijving betalen.",
      wrongModeKey:
        "Mollie is gekozen, maar de opgeslagen API-sleutel hoort bij de andere modus (een live_-sleutel in testmodus of een test_-sleutel in live modus). Online betaalmethoden staan uit; klanten kunnen alleen per bankoverschrijving betalen.",
      unreadableKey:
        "Mollie is gekozen, maar de opgeslagen API-sleutel voor de huidige modus kan niet worden ontsleuteld: ENCRYPTION_KEY is anders dan toen de sleutel werd opgeslagen. Vul de sleutel opnieuw in (of zet dezelfde ENCRYPTION_KEY terug). Online betaalmethoden staan uit; klanten kunnen alleen per bankoverschrijving betalen.",
    },
    testModeHelp:
      "Alleen voor Mollie: zolang de testmodus aan staat, betaalt de winkel met de test-API-sleutel.",
    storedKey: (masked: string) => `Opgeslagen sleutel: ${masked}. Laat het veld leeg om die te houden.`,
    noStoredKey: "Nog geen sleutel opgeslagen.",
    unreadableKey:
      "De opgeslagen sleutel kan niet worden ontsleuteld (is ENCRYPTION_KEY gewijzigd?). Vul hem opnieuw in.",
    deleteKey: "Opgeslagen sleutel verwijderen",
    required: "verplicht",
    overview: "Overzicht",
    overviewMethod: "Betaalmethode",
    overviewStatus: "Status",
    overviewSurcharge: "Toeslag",
    on: "Aan",
    off: "Uit",
    methods: "Betaalmethoden",
    enabled: "Inschakelen",
    title_: "Titel bij het afrekenen",
    save: "Wijzigingen opslaan",
    saved: "De instellingen zijn opgeslagen.",
    notSaved: "De instellingen zijn niet opgeslagen. Verbeter de velden met een foutmelding.",
    psd2Heading: "Let op: toeslag niet toegestaan",
    errors: {
      titleRequired: "Vul een titel in.",
      titleTooLong: "De titel mag hoogstens 100 tekens lang zijn.",
    },
  },
} as const;
