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
    added: "Het product is succesvol toegevoegd!",
    viewCart: "Bekijk winkelwagen",
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
  home: {
    heroTitle: "Glazen deuren, op de millimeter gemaakt",
    heroText:
      "Geef de netto glashoogte en -breedte op, kies greep, scharnieren en slot en zie direct je prijs. Gehard veiligheidsglas, gemaakt in Nederland.",
    heroCta: "Stel je deur samen",
    shopCta: "Bekijk het assortiment",
    featured: "Populaire producten",
    categories: "Shop per categorie",
    usps: ["Op maat gemaakt tot op de millimeter", "Prijs direct berekend", "Veilig betalen met iDEAL"],
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
} as const;
