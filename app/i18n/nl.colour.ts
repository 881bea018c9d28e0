/**
 * Issue 13 points 4, 5 and 10: the colour picker, the layered preview image, the form reset and the designer
 * link. Two exports, so the product page's JS carries only the storefront's strings: `colourMessages` (the
 * option form) and `colourOfficeMessages` (the server's refusals and the back office).
 */
export const colourMessages = {
  picker: {
    clear: "Wissen",
    reset: "Standaard",
    choose: "Kies kleur",
    current: "Huidige kleur",
    none: "geen kleur",
    loading: "Kleurkiezer laden…",
    hexLabel: "Kleurcode (#rrggbb)",
    close: "Kleurkiezer sluiten",
  },
  /** Validation of a colour picker's value. */
  invalidColour: "Kies een geldige kleur (#rrggbb).",
  preview: {
    label: "Voorbeeld van je configuratie",
  },
  designer: {
    heading: "Ontwerp",
    loading: "Ontwerp laden…",
    notFound: "Het product bestaat niet of heeft geen weergaven!",
    failed: "Product laden mislukt",
    views: (n: number) => (n === 1 ? "1 weergave" : `${n} weergaven`),
    synced: "Ontwerp gekoppeld",
  },
} as const;

export const colourOfficeMessages = {
  /** The server's refusals of a posted preview image. */
  preview: {
    invalid: "Het voorbeeldbeeld is geen geldige PNG-, JPEG- of WebP-afbeelding.",
    tooLarge: (kb: number) => `Het voorbeeldbeeld is groter dan ${kb} kB.`,
    tooWide: (px: number) => `Het voorbeeldbeeld is groter dan ${px} × ${px} pixels.`,
    alt: (product: string) => `Voorbeeld van de klant: ${product}`,
  },
  designer: {
    field: (key: string) => `Ontwerp ${key}`,
    /** The designer's displayed price, recorded only (the shop's formula prices the line). */
    finalPrice: "Prijs getoond door de ontwerper (niet gebruikt)",
  },
  builder: {
    suboptionExtra: "Overige instellingen (JSON)",
    definitionExtra: "Productinstellingen en voorbeeldlagen (JSON)",
    definitionExtraHelp:
      'Onder meer "layers": de lagen van het voorbeeldbeeld, in tekenvolgorde. {"kind": "base", "id": "muur", "image": "/pad.png"}; {"kind": "tint", "id": "frame", "image": "/pad.png", "option": "profielkleur"} (gekleurd met een kleurkiezer); {"kind": "swap", "id": "decor", "option": "decor", "images": {"keuze": "/pad.png"}}; "excluded": true laat een laag weg.',
    typeHelp:
      'defaultColour: de standaardkleur als "#1f1f1f" (leeg: geen); imagify: true kleurt de lagen van het voorbeeld die aan deze optie gekoppeld zijn. Lagen staan in de productinstellingen (JSON) onder "layers". Een keuze kan "designerProductId" krijgen (in de JSON van de keuze): dan laadt die keuze het ontwerp.',
  },
} as const;
