/**
 * Dutch text of the shop's legal and service pages (algemene voorwaarden, privacybeleid, herroepingsrecht en
 * retourneren, verzending en levering, veelgestelde vragen). One module, so the later page builder can take the
 * pages over in one move. Each page is built from the company details in the shop settings.
 */

/** The company details a legal text names (the `company` settings group). */
export interface LegalCompany {
  name: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
  kvk: string;
  vat: string;
  email: string;
  phone: string;
}

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalPageText {
  title: string;
  /** One line for search engines and link previews. */
  description: string;
  intro: string;
  sections: LegalSection[];
}

const address = (c: LegalCompany) =>
  [c.street, [c.postcode, c.city].filter(Boolean).join(" "), c.country].filter(Boolean).join(", ");
const reach = (c: LegalCompany) =>
  [c.email && `per e-mail (${c.email})`, c.phone && `telefonisch (${c.phone})`]
    .filter(Boolean)
    .join(" of ") || "via de contactpagina";

export const legalMessages = {
  updated: "Laatst bijgewerkt: november 2026",
  companyTitle: "Onze gegevens",
  companyName: "Bedrijfsnaam",
  companyAddress: "Adres",
  terms: (c: LegalCompany): LegalPageText => ({
    title: "Algemene voorwaarden",
    description: `De algemene voorwaarden van ${c.name} voor glazen deuren op maat en accessoires.`,
    intro: `Deze algemene voorwaarden gelden voor elke bestelling bij ${c.name} (KvK ${c.kvk}, ${address(c)}). Door te bestellen ga je ermee akkoord. We sturen ze je ook mee met de bevestiging van je bestelling.`,
    sections: [
      {
        heading: "1. Toepasselijkheid",
        paragraphs: [
          "Deze voorwaarden gelden voor alle aanbiedingen, bestellingen en overeenkomsten via deze webwinkel. Afwijkingen gelden alleen als we die schriftelijk (ook per e-mail) met je afspreken.",
        ],
      },
      {
        heading: "2. Maatwerk",
        paragraphs: [
          "Glazen deuren worden op jouw maten en specificaties gemaakt. Controleer de opgegeven netto glasmaten, het beslag en de opties zorgvuldig: na het plaatsen van de bestelling zijn ze definitief.",
        ],
      },
      {
        heading: "3. Totstandkoming en betaling",
        paragraphs: [
          'De overeenkomst komt tot stand zodra je op "Bestellen en betalen" klikt en wij je bestelling per e-mail bevestigen. Met die knop ga je een betalingsverplichting aan.',
          "Alle prijzen zijn in euro's en inclusief 21 % btw. Verzendkosten en eventuele transactiekosten zie je voordat je bestelt. Je betaalt vooraf met een van de aangeboden betaalmethoden (onder andere iDEAL) of per bankoverschrijving. We beginnen met de productie zodra je betaling binnen is.",
        ],
      },
      {
        heading: "4. Herroepingsrecht",
        paragraphs: [
          "Voor producten die volgens jouw specificaties zijn vervaardigd, zoals een glazen deur op maat, geldt het herroepingsrecht van 14 dagen niet (artikel 6:230p sub f BW). Daar wijzen we je bij het bestellen op.",
          "Losse, niet op maat gemaakte producten (zoals grepen, scharnieren en sloten) mag je binnen 14 dagen na ontvangst zonder opgave van redenen herroepen. Hoe dat werkt staat op de pagina Herroepingsrecht en retourneren.",
        ],
      },
      {
        heading: "5. Levering",
        paragraphs: [
          "Maatwerk wordt doorgaans binnen ongeveer 3 weken na ontvangst van je betaling geleverd; we maken vooraf een afspraak over het moment van bezorgen. Lukt leveren niet binnen 30 dagen, dan mag je de overeenkomst kosteloos ontbinden en betalen we terug wat je al betaald hebt.",
          "Het risico van beschadiging of verlies gaat op jou over zodra je de producten hebt ontvangen.",
        ],
      },
      {
        heading: "6. Conformiteit en garantie",
        paragraphs: [
          "Je hebt recht op een product dat doet wat je er redelijkerwijs van mag verwachten (wettelijke garantie, artikel 7:17 BW). Dat recht blijft altijd bestaan, ook naast onze eigen garantie van 2 jaar op gehard glas en beslag.",
          "Controleer je bestelling bij levering. Meld zichtbare schade of afwijkingen liefst binnen 48 uur, met foto's; andere gebreken binnen bekwame tijd (binnen twee maanden na ontdekking is altijd op tijd).",
        ],
      },
      {
        heading: "7. Klachten en geschillen",
        paragraphs: [
          `Heb je een klacht, neem dan contact met ons op ${reach(c)}. We antwoorden binnen 14 dagen. Komen we er samen niet uit, dan kun je je klacht ook voorleggen via het Europese ODR-platform (ec.europa.eu/consumers/odr).`,
          "Op deze voorwaarden en elke overeenkomst met ons is Nederlands recht van toepassing.",
        ],
      },
    ],
  }),
  privacy: (c: LegalCompany): LegalPageText => ({
    title: "Privacybeleid",
    description: `Hoe ${c.name} omgaat met je persoonsgegevens.`,
    intro: `${c.name} (${address(c)}) is verantwoordelijk voor de verwerking van je persoonsgegevens zoals beschreven in dit privacybeleid. We houden ons aan de Algemene verordening gegevensbescherming (AVG).`,
    sections: [
      {
        heading: "Welke gegevens we verwerken",
        paragraphs: [
          "Als je bestelt, een account aanmaakt, een beoordeling schrijft of ons een vraag stelt:",
        ],
        list: [
          "naam, adres, postcode en woonplaats (factuur- en afleveradres);",
          "e-mailadres en telefoonnummer;",
          "je bestelling: de gekozen producten, maten en opties, en de betaalstatus;",
          "bij een account: je wachtwoord, alleen versleuteld opgeslagen;",
          "technische gegevens die nodig zijn om de webwinkel te laten werken (zoals je IP-adres in logbestanden).",
        ],
      },
      {
        heading: "Waarom we ze verwerken",
        paragraphs: [
          "Om je bestelling te maken, te leveren en af te rekenen (uitvoering van de overeenkomst), om je over je bestelling te mailen of te bellen over de levering, om onze wettelijke administratie- en belastingplicht na te komen en om misbruik van de webwinkel te voorkomen (gerechtvaardigd belang).",
          "We verkopen je gegevens nooit en gebruiken ze niet voor geautomatiseerde besluiten.",
        ],
      },
      {
        heading: "Met wie we ze delen",
        paragraphs: [
          "Alleen met partijen die we nodig hebben om je bestelling uit te voeren: onze betaaldienstverlener (voor de betaling), de vervoerder (voor de bezorging) en onze hostingpartij. Met hen hebben we verwerkersafspraken gemaakt.",
        ],
      },
      {
        heading: "Hoe lang we ze bewaren",
        paragraphs: [
          "Bestel- en factuurgegevens bewaren we 7 jaar, zoals de belastingwet vraagt. Een account blijft bestaan tot je het laat verwijderen. Gegevens van een niet afgeronde bestelling verwijderen we binnen een jaar.",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: [
          "We gebruiken alleen functionele cookies: voor je winkelmand, om ingelogd te blijven en om formulieren te beveiligen. Daarvoor is geen toestemming nodig. We gebruiken geen tracking- of advertentiecookies.",
        ],
      },
      {
        heading: "Je rechten",
        paragraphs: [
          `Je mag je gegevens inzien, laten corrigeren of verwijderen, de verwerking laten beperken, bezwaar maken en je gegevens laten overdragen. Stuur je verzoek ${reach(c)}; we reageren binnen een maand. Ben je niet tevreden over hoe we met je gegevens omgaan, dan kun je een klacht indienen bij de Autoriteit Persoonsgegevens.`,
        ],
      },
      {
        heading: "Beveiliging",
        paragraphs: [
          "De webwinkel werkt via een beveiligde verbinding (https). Wachtwoorden en betaalsleutels slaan we alleen versleuteld op en alleen medewerkers die het nodig hebben, kunnen bij je gegevens.",
        ],
      },
    ],
  }),
  withdrawal: (c: LegalCompany): LegalPageText => ({
    title: "Herroepingsrecht en retourneren",
    description:
      "Wanneer je een bestelling mag herroepen en hoe retourneren werkt, en waarom maatwerk daarvan is uitgezonderd.",
    intro:
      "Bij een aankoop op afstand heb je als consument in de regel 14 dagen bedenktijd. Voor producten die we speciaal voor jou op maat maken, geldt die bedenktijd niet. Hieronder lees je wat dat voor je bestelling betekent.",
    sections: [
      {
        heading: "Maatwerk: geen herroepingsrecht",
        paragraphs: [
          "Een glazen deur op maat wordt na je bestelling volgens jouw maten en keuzes gesneden, gehard en afgewerkt. Zo'n product kunnen we niet aan iemand anders verkopen. Daarom is het herroepingsrecht voor maatwerk wettelijk uitgesloten (artikel 6:230p sub f BW). Bij het afrekenen vragen we je dat uitdrukkelijk te bevestigen.",
          "Controleer je maten daarom goed voordat je bestelt. Twijfel je? Neem contact met ons op; we denken graag mee.",
        ],
      },
      {
        heading: "Losse producten: 14 dagen bedenktijd",
        paragraphs: [
          "Producten die niet op maat zijn gemaakt, zoals losse grepen, scharnieren, sloten en rails, mag je binnen 14 dagen na ontvangst zonder opgave van redenen herroepen. Daarna heb je nog 14 dagen om ze terug te sturen.",
        ],
        list: [
          `Meld je herroeping ${reach(c)}, met je bestelnummer. Je mag daarvoor ook het modelformulier voor herroeping uit de wet gebruiken.`,
          `Stuur het product compleet en onbeschadigd terug naar ${address(c)}. De kosten van het terugsturen zijn voor jou.`,
          "We betalen het aankoopbedrag en de standaard verzendkosten binnen 14 dagen na je melding terug, met dezelfde betaalmethode. We mogen wachten tot we het product terug hebben.",
          "Ga zorgvuldig met het product om: als je het meer hebt gebruikt dan nodig om het te bekijken, mogen we de waardevermindering in rekening brengen.",
        ],
      },
      {
        heading: "Schade of een gebrek",
        paragraphs: [
          "Is je deur of een ander product beschadigd bezorgd of klopt er iets niet? Dat valt niet onder het herroepingsrecht maar onder de wettelijke garantie (conformiteit): dan herstellen of vervangen we het product, ook bij maatwerk. Meld het ons liefst binnen 48 uur na levering, met foto's.",
        ],
      },
    ],
  }),
  shipping: (
    c: LegalCompany,
    methods: { label: string; cost: string; pickup: boolean }[],
  ): LegalPageText => ({
    title: "Verzending en levering",
    description: "Levertijd, bezorging en afhalen van je glazen deur op maat.",
    intro: `We leveren in Nederland en België. Glazen deuren zijn groot en zwaar: we bezorgen ze zelf of met een gespecialiseerde vervoerder, goed verpakt.`,
    sections: [
      {
        heading: "Verzendmethoden en kosten",
        paragraphs: [
          "Bij het afrekenen kies je een van deze verzendmethoden; je ziet de kosten voordat je bestelt.",
        ],
        list: methods.map(
          (m) => `${m.label}: ${m.cost}${m.pickup ? ` (afhalen bij ${c.name}, ${address(c)})` : ""}`,
        ),
      },
      {
        heading: "Levertijd",
        paragraphs: [
          "Maatwerk maken we na ontvangst van je betaling; de levertijd is doorgaans ongeveer 3 weken. Losse producten die op voorraad zijn, versturen we binnen 2 werkdagen.",
          "Zodra je deur klaar is, nemen we contact met je op om een bezorgmoment af te spreken. Lukt leveren niet binnen 30 dagen na je bestelling, dan mag je de bestelling kosteloos annuleren.",
        ],
      },
      {
        heading: "Bij de bezorging",
        paragraphs: [
          "We bezorgen tot achter de eerste deur op de begane grond. Zorg dat er iemand thuis is die kan helpen tillen en controleer de verpakking en het glas meteen. Meld schade liefst binnen 48 uur, met foto's.",
        ],
      },
    ],
  }),
} as const;
