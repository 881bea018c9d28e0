import { type OptionDefinition, parseOptionDefinition } from "./options.schema";

/** Where the seed writes the sliding door's preview layers (db/seed/layer-images.ts), in the public media. */
export const SLIDING_DOOR_LAYER_URL = "/media/layers/glazen-schuifdeur";

/**
 * The sample sliding door "Glazen schuifdeur op maat" (issue 13): a standard size from the price matrix, a rail
 * length on a slider, an installation date (not before today + 21 days, no Sundays), a delivery window, extras
 * and an engraving priced per character. Rates excl. btw. A delivery window shorter than 7 days costs € 15 per
 * day less; the engraving € 2,50 per character (spaces free). colour: a profile colour that tints the preview's frame, and a
 * glass decor whose patterned choices load a design in the (demo) product designer (€ 45 / € 65).
 */
export const slidingDoorDefinition: OptionDefinition = parseOptionDefinition({
  version: 1,
  basePrice: "95",
  mainFormula:
    "{uni_cpo_price} + {uni_cpo_standaardmaat} + {uni_cpo_rail_lengte} * 0.09 + {uni_cpo_extras} + {uni_cpo_gravure_count} * 2.5 + max(0, 7 - {uni_cpo_leverperiode_duration}) * 15 + {uni_cpo_decor} + {uni_cpo_afstand} * 0.5",
  options: [
    {
      slug: "standaardmaat",
      type: "matrix",
      label: "Standaardmaat (breedte × hoogte in mm)",
      cartLabel: "Standaardmaat",
      required: true,
      columnLabel: "Breedte",
      rowLabel: "Hoogte",
      columns: ["800", "900", "1000", "1100"],
      rows: ["2015", "2115", "2215"],
      cells: [
        ["489", "519", "549", "579"],
        ["509", "539", "569", "599"],
        ["", "569", "599", "629"],
      ],
    },
    {
      slug: "rail_lengte",
      type: "range_slider",
      label: "Raillengte",
      required: true,
      min: 1600,
      max: 4000,
      step: 10,
      unit: "mm",
      helpText:
        "Van 1600 tot 4000 mm. Kies een rail van minstens twee keer de deurbreedte, zodat de deur helemaal open kan.",
    },
    // --- colour (issue 13 points 4 and 10) ---
    {
      slug: "profielkleur",
      type: "colour_picker",
      label: "Profielkleur",
      defaultColour: "#1f1f1f",
      imagify: true,
      helpText: "De kleur van het aluminium profiel; het voorbeeld kleurt mee.",
    },
    {
      slug: "decor",
      type: "radio",
      label: "Glasdecor",
      suboptions: [
        { slug: "helder", label: "Helder glas", rate: "0", default: true },
        { slug: "strepen", label: "Matte strepen", rate: "45", designerProductId: "demo-strepen" },
        { slug: "motief", label: "Zandstraalmotief", rate: "65", designerProductId: "demo-motief" },
      ],
    },
    {
      slug: "extras",
      type: "checkbox",
      label: "Extra's",
      suboptions: [
        { slug: "soft-close", label: "Soft-close demper", rate: "95" },
        { slug: "wandstop", label: "Wandstop", rate: "25" },
      ],
    },
    {
      slug: "gravure",
      type: "text_input",
      label: "Gravure (€ 2,50 per teken)",
      cartLabel: "Gravure",
      placeholder: "Bijvoorbeeld: Familie Jansen",
      validation: { maxLength: 40 },
    },
    {
      slug: "montagedatum",
      type: "date",
      label: "Montagedatum",
      required: true,
      mode: "single",
      minDaysAhead: 21,
      maxDaysAhead: 365,
      disabledWeekdays: [0],
      helpText: "Vanaf 3 weken na vandaag, niet op zondag.",
    },
    {
      slug: "leverperiode",
      type: "date",
      label: "Leverperiode",
      required: true,
      mode: "range",
      minDaysAhead: 14,
      maxDaysAhead: 365,
      helpText: "Is het venster korter dan 7 dagen, dan komt er € 15 bij voor elke dag dat het korter is.",
    },
    // geo (docs/decisions/024): the installation address on a map, and € 0,50 per km from the shop's postcode.
    {
      slug: "montageadres",
      type: "map",
      label: "Montageadres",
      required: true,
      helpText: "Zoek het adres en sleep zo nodig de markering naar de juiste ingang.",
    },
    {
      slug: "afstand",
      type: "postcode_distance",
      label: "Postcode van het montageadres",
      cartLabel: "Montageafstand",
      required: true,
      maxKm: 250,
      helpText: "Voorrijkosten: € 0,50 per km (excl. btw), hemelsbreed gemeten vanaf onze werkplaats.",
    },
    {
      slug: "total",
      type: "dynamic_notice",
      label: "Totaal {# total #}",
      cartLabel: "Totaal",
      text: "Totaalprijs incl. btw: {# total #}",
    },
    // uploads (issue 13 point 7)
    {
      slug: "foto_opening",
      type: "file_upload",
      label: "Foto of tekening van de muuropening",
      cartLabel: "Foto muuropening",
      fileTypes: ["jpg", "png", "pdf"],
      maxKb: 5120,
      helpText: "Een foto of tekening helpt ons de maat te controleren.",
    },
  ],
  layers: [
    { kind: "base", id: "muur", image: `${SLIDING_DOOR_LAYER_URL}/muur.png` },
    {
      kind: "swap",
      id: "decor",
      option: "decor",
      images: {
        strepen: `${SLIDING_DOOR_LAYER_URL}/decor-strepen.png`,
        motief: `${SLIDING_DOOR_LAYER_URL}/decor-motief.png`,
      },
    },
    { kind: "tint", id: "profiel", image: `${SLIDING_DOOR_LAYER_URL}/profiel.png`, option: "profielkleur" },
    { kind: "base", id: "schaduw", image: `${SLIDING_DOOR_LAYER_URL}/schaduw.png`, excluded: true },
  ],
});
