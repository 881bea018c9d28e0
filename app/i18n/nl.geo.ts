/**
 * Dutch texts of the map picker, the distance by postcode and the checkout's address autofill
 * (docs/decisions/024). A catalog of its own, so pages without these widgets do not carry the strings.
 */
export const geoMessages = {
  addressPlaceholder: "Straat en huisnummer, plaats",
  search: "Zoek adres",
  searching: "Adres zoeken…",
  results: "Gevonden adressen",
  noResults: "Geen adres gevonden. Controleer de spelling of typ het adres zelf in.",
  searchFailed: "Zoeken lukt nu niet. Typ het adres zelf in of probeer het zo opnieuw.",
  mapLabel: "Kaart van het montageadres; sleep de markering naar de juiste plek.",
  mapLoading: "Kaart laden…",
  markerMoved: "Markering verplaatst: de plek op de kaart is aangepast.",
  postcodePlaceholder: "1234 AB",
  postcodeInvalid: "Vul een Nederlandse postcode in, bijvoorbeeld 3521 AZ.",
  latLngInvalid: "De plek op de kaart is ongeldig. Kies het adres opnieuw.",
  addressTooLong: "Dit adres is te lang (hoogstens 200 tekens).",
  unknownPostcode: "Deze postcode kennen we niet. Controleer de postcode.",
  geocoderDown:
    "De afstand kan nu niet worden berekend, omdat de adresservice niet bereikbaar is. Probeer het over een paar minuten opnieuw.",
  originMissing:
    "De afstand kan nu niet worden berekend: de winkel heeft geen geldige vertrekpostcode ingesteld. Neem contact met ons op.",
  tooFar: (km: string) => `Dit adres ligt buiten ons montagegebied (hoogstens ${km} km).`,
  distance: (postcode: string, km: string) => `${postcode} (${km} km hemelsbreed)`,
  distanceFrom: (origin: string) => `Afstand vanaf ${origin}, hemelsbreed.`,
  autofillFilled: "Straat en plaats zijn ingevuld bij deze postcode.",
  autofillNotFound: "Geen adres gevonden bij deze postcode en dit huisnummer. Vul straat en plaats zelf in.",
  autofillFailed: "Adres automatisch invullen lukt nu niet. Vul straat en plaats zelf in.",
} as const;
