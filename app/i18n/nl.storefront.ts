/**
 * The storefront's own Dutch strings (header, footer, listing, product page, errors, dates): the part of the
 * catalog every shop page shows. Browser code imports this and the domain files it needs (`nl.cart.ts`,
 * `nl.checkout.ts`…) rather than the whole catalog in `nl.ts`, which would ship every area's strings.
 */
export const storefrontMessages = {
  site: {
    name: "Maatglas",
    tagline: "Glazen deuren op maat",
    skipToContent: "Direct naar de inhoud",
    loading: "Pagina wordt geladen",
    backToTop: "Terug naar boven",
    home: "Home",
  },
  /** Spec §2.2: the names of every lightbox / modal dialog and of its close button. */
  dialog: {
    label: "Dialoogvenster (druk op Escape om te sluiten)",
    close: "Sluiten (druk op Escape om te sluiten)",
    closeText: "Sluiten",
  },
  nav: {
    mainMenu: "Hoofdmenu",
    openMenu: "Menu openen",
    closeMenu: "Menu sluiten",
    back: "Terug",
    submenuOf: (label: string) => `Submenu van ${label}`,
    shop: "Winkel",
    allProducts: "Alle producten",
    configurator: "Deur op maat",
    accessories: "Beslag en accessoires",
    service: "Klantenservice",
    cart: "Winkelmand",
    account: "Mijn account",
    checkout: "Afrekenen",
  },
  notice: {
    dismiss: "Sluiten",
    dismissLabel: "Melding sluiten",
    label: "Winkelmelding",
  },
  footer: {
    company: "Bedrijfsgegevens",
    contact: "Contact",
    kvk: "KvK",
    vat: "Btw-nummer",
    email: "E-mail",
    phone: "Telefoon",
    shop: "Winkel",
    rights: (year: number, name: string) => `© ${year} ${name} · Alle prijzen zijn inclusief btw.`,
  },
  price: {
    inclVat: "incl. btw",
    exclVat: "excl. btw",
    from: "Vanaf",
  },
  shop: {
    title: "Winkel",
    categoryTitle: (name: string) => `Categorie: ${name}`,
    sortLabel: "Sorteren",
    sortSubmit: "Sorteren",
    orderby: {
      menu_order: "Standaard sortering",
      popularity: "Sorteer op populariteit",
      rating: "Sorteer op gemiddelde beoordeling",
      date: "Sorteer op nieuwste",
      price: "Sorteer op prijs: laag naar hoog",
      "price-desc": "Sorteer op prijs: hoog naar laag",
    },
    resultCount: (from: number, to: number, total: number) =>
      total === 0
        ? "Geen producten gevonden"
        : total === 1
          ? "Toont het enige resultaat"
          : `Toont ${from}–${to} van ${total} resultaten`,
    empty: "Er zijn geen producten gevonden die aan je selectie voldoen.",
    pagination: "Paginering",
    previous: "Vorige",
    next: "Volgende",
    page: (n: number) => `Pagina ${n}`,
    chooseOptions: "Opties kiezen",
    viewProduct: "Bekijk product",
    addToCart: "In winkelmand",
    categories: "Categorieën",
    rating: (avg: string) => `Beoordeeld met ${avg} van de 5`,
  },
  configurator: {
    calculating: "Berekenen…",
    /** After the price when more than one is ordered: the price tag shows one door's price. */
    perPiece: "per stuk",
    calculate: "Bereken prijs",
    reset: "Formulier wissen",
    orderingDisabled:
      "Deze configuratie kan niet online besteld worden. Neem contact met ons op voor een offerte.",
    formulaError:
      "De prijs kan op dit moment niet worden berekend. Bestellen is daarom uitgeschakeld; neem contact met ons op.",
    quantity: "Aantal",
    increase: "Aantal verhogen",
    decrease: "Aantal verlagen",
    quantityInvalid: (max: number) => `Kies een aantal van 1 tot en met ${max}.`,
    addToCart: "In winkelmand",
    unknownProduct: "Dit product bestaat niet (meer).",
    fixErrors: "Controleer de gemarkeerde velden.",
    resetGroup: (label: string) => `Keuze wissen: ${label}`,
    choose: "Maak een keuze",
    networkError: "De prijs kon niet worden opgehaald. Controleer je verbinding en probeer het opnieuw.",
    resetChoice: "Keuze wissen",
    addNetworkError:
      "Het product kon niet worden toegevoegd: er is geen verbinding. Controleer je verbinding en probeer het opnieuw.",
    addFailed:
      "Het product kon niet aan je winkelmand worden toegevoegd. Controleer je keuzes en probeer het opnieuw.",
  },
  ajax: {
    unknownAction: "Onbekende actie.",
    badRequest: "Ongeldig verzoek.",
    tooLarge: "Het verzoek is te groot.",
    csrf: "Je sessie is verlopen. Vernieuw de pagina en probeer het opnieuw.",
    tooManyRequests: "Te veel verzoeken achter elkaar. Wacht een moment en probeer het opnieuw.",
  },
  cart: {
    title: "Winkelmand",
    empty: "Je winkelmand is nog leeg.",
    product: "Product",
    price: "Prijs",
    quantity: "Aantal",
    total: "Totaal",
    subtotal: "Subtotaal",
    continueShopping: "Verder winkelen",
    itemsInCart: (n: number) => (n === 1 ? "1 artikel in je winkelmand" : `${n} artikelen in je winkelmand`),
  },
  product: {
    description: "Beschrijving",
    backToShop: "Terug naar de winkel",
    categories: "Categorieën",
  },
  errors: {
    notFoundTitle: "Pagina niet gevonden",
    notFoundText:
      "De pagina die je zoekt bestaat niet (meer). Controleer het adres of ga verder in de winkel.",
    serverErrorTitle: "Er ging iets mis",
    serverErrorText:
      "Er is een onverwachte fout opgetreden. Probeer het over een moment opnieuw. Blijft het misgaan, neem dan contact met ons op.",
    toHome: "Naar de homepage",
    toShop: "Naar de winkel",
    badRequestTitle: "Dit verzoek kunnen we niet verwerken",
    badRequestText:
      "De gegevens kwamen niet aan zoals een formulier van deze site ze verstuurt. Ga terug, vernieuw de pagina en probeer het opnieuw.",
    csrfTitle: "Formulier verlopen",
    csrfText:
      "Je sessie is verlopen, dus we hebben niets gewijzigd. Ga terug, vernieuw de pagina en verstuur het formulier opnieuw.",
    badFormTitle: "Ongeldig formulier",
    badFormText:
      "Dit formulier konden we niet lezen, dus we hebben niets gewijzigd. Vernieuw de pagina en probeer het opnieuw.",
  },
  // Search (issue 12 point 9): the header's search box, its suggestions and the results page /zoeken.
  search: {
    label: "Zoeken naar producten",
    placeholder: "Zoeken…",
    submit: "Zoeken",
    suggestions: "Zoeksuggesties",
    noResults: "Geen resultaten",
    available: (n: number) => (n === 1 ? "1 resultaat beschikbaar" : `${n} resultaten beschikbaar`),
    title: "Zoeken",
    resultsTitle: (q: string) => `Zoekresultaten voor “${q}”`,
    prompt: "Typ een zoekterm om producten te vinden.",
    empty: "Er zijn geen producten gevonden die aan je zoekopdracht voldoen.",
    orderbyRelevance: "Sorteer op relevantie",
    tooMany: "Je zoekt wel erg snel. Wacht even en probeer het opnieuw.",
  },
  months: [
    "januari",
    "februari",
    "maart",
    "april",
    "mei",
    "juni",
    "juli",
    "augustus",
    "september",
    "oktober",
    "november",
    "december",
  ],
  monthsShort: ["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"],
  weekdays: ["zondag", "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag"],
  weekdaysShort: ["zo", "ma", "di", "wo", "do", "vr", "za"],
  /** Dates, range sliders and the price matrix of the configurator (issue 13). */
  optionWidgets: {
    days: (n: number) => (n === 1 ? "1 dag" : `${n} dagen`),
    at: (day: string, time: string) => `${day} om ${time}`,
    fromTo: (from: string, to: string) => `van ${from} tot ${to}`,
    /** Beside a slider's input when what was typed was changed (companionAdjustment). */
    adjustedRange: (value: string, min: string, max: string) =>
      `Aangepast naar ${value}: kies van ${min} tot ${max}.`,
    adjustedStep: (value: string, step: string) => `Aangepast naar ${value}: in stappen van ${step}.`,
    cell: (col: string, row: string) => `${col} × ${row}`,
    start: "Begindatum",
    end: "Einddatum",
    day: (n: number) => `Dag ${n}`,
    date: "Datum",
    time: "Tijd",
    from: "Van",
    to: "Tot",
    value: "Waarde",
    openCalendar: "Kies in kalender",
    closeCalendar: "Kalender sluiten",
    calendarLoading: "Kalender laden…",
    notAvailable: "niet leverbaar",
    chooseCell: (col: string, row: string, price: string) => `${col} × ${row}: ${price}`,
    clearCell: "Keuze wissen",
    companionHelp: "Typ een waarde of gebruik de schuifregelaar.",
  },
  /** The product gallery and its full-screen lightbox (issue 12). */
  gallery: {
    label: "Productafbeeldingen",
    open: "Afbeelding vergroten",
    thumbs: "Afbeeldingen",
    show: (title: string, n: number, total: number) => `${title} (afbeelding ${n} van ${total})`,
    close: "Sluiten (Esc)",
    zoom: "In- of uitzoomen",
    prev: "Vorige (pijl links)",
    next: "Volgende (pijl rechts)",
    fullscreen: "Volledig scherm aan of uit",
    /** The lightbox's failed-image message: the link (to the image) is its first words. */
    failedLink: "De afbeelding",
    failedRest: "kon niet worden geladen.",
  },
  /** Issue 12: the listing's quick view (spec §2.3, §7.11). */
  quickView: {
    trigger: "Snel bekijken",
    loading: "Product laden…",
    failed: "Dit product kon niet worden geladen.",
    notFound: "Dit product bestaat niet (meer).",
    images: "Productafbeeldingen",
    image: (n: number, total: number) => `Afbeelding ${n} van ${total}`,
    previous: "Vorige afbeelding",
    next: "Volgende afbeelding",
    details: "Bekijk alle productdetails",
  },
  // polish (issue 16): footer trust row, privacy notice
  paymentLogos: {
    label: "Betaalmethoden",
  },
  legalNav: {
    heading: "Klantenservice",
    terms: "Algemene voorwaarden",
    privacy: "Privacybeleid",
    withdrawal: "Herroepingsrecht en retourneren",
    shipping: "Verzending en levering",
    faq: "Veelgestelde vragen",
    contact: "Contact",
  },
  /** The sentence below a form that collects personal data. */
  privacyNotice: {
    before: "We gebruiken je gegevens alleen om je bestelling of vraag af te handelen. Lees ons ",
    link: "privacybeleid",
    after: ".",
  },
  configuratorRange: {
    between: (min: string, max: string) => `${min}–${max}`,
    atLeast: (min: string) => `minimaal ${min}`,
    atMost: (max: string) => `maximaal ${max}`,
    label: "Toegestaan:",
  },
} as const;
