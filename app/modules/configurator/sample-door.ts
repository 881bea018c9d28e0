import { type OptionDefinition, parseOptionDefinition } from "./options.schema";

/**
 * The sample glass door (spec §3.4, §9.1): size in mm, handle, hinges and lock. Base price 185 per m² glass,
 * at least 0.8 m² charged. Rates excl. btw.
 */
export const sampleDoorDefinition: OptionDefinition = parseOptionDefinition({
  version: 1,
  basePrice: "185",
  mainFormula:
    "max({uni_cpo_height} * {uni_cpo_width} / 1000000, 0.8) * {uni_cpo_price} + {uni_cpo_handle} + {uni_cpo_hinges} + {uni_cpo_lock}",
  rules: [],
  derived: [],
  options: [
    {
      slug: "height",
      type: "text_input",
      numeric: true,
      label: "Netto glashoogte in mm",
      required: true,
      validation: { min: 1500, max: 2600, step: 1 },
    },
    {
      slug: "width",
      type: "text_input",
      numeric: true,
      label: "Netto glasbreedte in mm",
      required: true,
      validation: { min: 400, max: 1200, step: 1 },
    },
    {
      slug: "handle",
      type: "select",
      label: "Greep",
      required: true,
      suboptions: [
        { slug: "rvs-32", label: "RVS 32 cm", rate: "39" },
        { slug: "rvs-40", label: "RVS 40 cm", rate: "39" },
        { slug: "zwart-32", label: "Zwart 32 cm", rate: "39" },
        { slug: "zwart-40", label: "Zwart 40 cm", rate: "39" },
        { slug: "mat-rvs-32", label: "Mat RVS 32 cm", rate: "39" },
        { slug: "mat-rvs-40", label: "Mat RVS 40 cm", rate: "39" },
        { slug: "rvs-rond-180", label: "RVS rond 180 cm", rate: "135" },
        { slug: "zwart-rond-180", label: "Zwart rond 180 cm", rate: "185" },
      ],
    },
    {
      slug: "hinges",
      type: "select",
      label: "Scharnieren",
      required: true,
      suboptions: [
        { slug: "rvs", label: "RVS", rate: "57" },
        { slug: "zwart", label: "Zwart", rate: "74" },
        { slug: "brons", label: "Brons", rate: "74" },
        { slug: "goud", label: "Goud", rate: "74" },
      ],
    },
    {
      slug: "lock",
      type: "select",
      label: "Slot",
      required: true,
      suboptions: [
        { slug: "geen", label: "Geen slot", rate: "0", default: true },
        { slug: "design-slot", label: "Designslot", rate: "107.129" },
        { slug: "cilinderslot", label: "Cilinderslot", rate: "123.981" },
      ],
    },
    {
      slug: "total",
      type: "dynamic_notice",
      label: "Totaal {# total #}",
      cartLabel: "Totaal",
      text: "Totaalprijs incl. btw: {# total #}",
    },
  ],
});
