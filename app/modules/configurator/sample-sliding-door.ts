import { type OptionDefinition, parseOptionDefinition } from "./options.schema";

/**
 * The sample sliding door "Glazen schuifdeur op maat" (issue 13): a standard size from the price matrix, a rail
 * length on a slider, an installation date (not before today + 21 days, no Sundays), a delivery window, extras
 * and an engraving priced per character. Rates excl. btw. A delivery window shorter than 7 days costs € 15 per
 * day less; the engraving € 2,50 per character (spaces free).
 */
export const slidingDoorDefinition: OptionDefinition = parseOptionDefinition({
  version: 1,
  basePrice: "95",
  mainFormula:
    "{uni_cpo_price} + {uni_cpo_standaardmaat} + {uni_cpo_rail_lengte} * 0.09 + {uni_cpo_extras} + {uni_cpo_gravure_count} * 2.5 + max(0, 7 - {uni_cpo_leverperiode_duration}) * 15",
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
      helpText: "Minstens twee keer de deurbreedte.",
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
      helpText: "Een venster korter dan 7 dagen kost € 15 per dag minder.",
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
      helpText: "Een foto of tekening helpt ons de maat te controleren (jpg, png of pdf, tot 5 MB).",
    },
  ],
});
