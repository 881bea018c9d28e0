import { describe, expect, it } from "vitest";
import {
  displayLabel,
  fieldName,
  type OptionDefinitionInput,
  optionDefinitionSchema,
  parseOptionDefinition,
  renderLabel,
} from "./options.schema";
import { sampleDoorDefinition } from "./sample-door";

const minimal = (options: unknown[], extra: Partial<OptionDefinitionInput> = {}) => ({
  basePrice: "10",
  mainFormula: "{uni_cpo_price}",
  options,
  ...extra,
});

describe("optionDefinitionSchema", () => {
  it("holds the sample door with its Dutch labels, slugs and rates", () => {
    const d = sampleDoorDefinition;
    expect(d.version).toBe(1);
    expect(d.basePrice).toBe("185");
    expect(d.options.map((o) => fieldName(o.slug))).toEqual([
      "uni_cpo_height",
      "uni_cpo_width",
      "uni_cpo_handle",
      "uni_cpo_hinges",
      "uni_cpo_lock",
      "uni_cpo_total",
    ]);
    expect(d.options.map((o) => [o.type, o.label])).toEqual([
      ["text_input", "Netto glashoogte in mm"],
      ["text_input", "Netto glasbreedte in mm"],
      ["select", "Greep"],
      ["select", "Scharnieren"],
      ["select", "Slot"],
      ["dynamic_notice", "Totaal {# total #}"],
    ]);
    const rates = (slug: string) => {
      const o = d.options.find((x) => x.slug === slug);
      return o && "suboptions" in o ? Object.fromEntries(o.suboptions.map((s) => [s.slug, s.rate])) : {};
    };
    expect(rates("handle")).toEqual({
      "rvs-32": "39",
      "rvs-40": "39",
      "zwart-32": "39",
      "zwart-40": "39",
      "mat-rvs-32": "39",
      "mat-rvs-40": "39",
      "rvs-rond-180": "135",
      "zwart-rond-180": "185",
    });
    expect(rates("hinges")).toEqual({ rvs: "57", zwart: "74", brons: "74", goud: "74" });
    expect(rates("lock")).toEqual({ geen: "0", "design-slot": "107.129", cilinderslot: "123.981" });
  });

  it("fills defaults: version, required false, text variant, no rules", () => {
    const d = parseOptionDefinition(
      minimal([{ slug: "r", type: "radio", label: "R", suboptions: [{ slug: "a", label: "A", rate: "1" }] }]),
    );
    expect(d).toMatchObject({
      version: 1,
      rules: [],
      derived: [],
      options: [{ required: false, variant: "text" }],
    });
  });

  it("accepts suboptions as a map and keeps their order", () => {
    const d = parseOptionDefinition(
      minimal([
        {
          slug: "s",
          type: "select",
          label: "S",
          suboptions: { zeta: { label: "Z", rate: "1" }, alpha: { label: "A", rate: "2.5" } },
        },
      ]),
    );
    const s = d.options[0];
    expect(s.type === "select" && s.suboptions).toEqual([
      { slug: "zeta", label: "Z", rate: "1" },
      { slug: "alpha", label: "A", rate: "2.5" },
    ]);
  });

  const invalid: [string, unknown][] = [
    ["an upper-case slug", minimal([{ slug: "Height", type: "number", label: "H" }])],
    ["a slug with a space", minimal([{ slug: "a b", type: "number", label: "H" }])],
    [
      "a duplicate slug",
      minimal([
        { slug: "a", type: "number", label: "A" },
        { slug: "a", type: "textarea", label: "B" },
      ]),
    ],
    ["the reserved slug price", minimal([{ slug: "price", type: "number", label: "P" }])],
    ["a slug ending in _count", minimal([{ slug: "a_count", type: "number", label: "P" }])],
    ["an unknown type", minimal([{ slug: "a", type: "spreadsheet", label: "A" }])],
    [
      "a numeric rate",
      minimal([{ slug: "s", type: "select", label: "S", suboptions: [{ slug: "x", label: "X", rate: 1 }] }]),
    ],
    [
      "a rate that is not a decimal",
      minimal([
        { slug: "s", type: "select", label: "S", suboptions: [{ slug: "x", label: "X", rate: "1,5" }] },
      ]),
    ],
    ["no suboptions", minimal([{ slug: "s", type: "select", label: "S", suboptions: [] }])],
    [
      "duplicate suboptions",
      minimal([
        {
          slug: "s",
          type: "select",
          label: "S",
          suboptions: [
            { slug: "x", label: "X", rate: "1" },
            { slug: "x", label: "Y", rate: "2" },
          ],
        },
      ]),
    ],
    ["a negative base price", { ...minimal([]), basePrice: "-1" }],
    [
      "a visibility rule on an unknown option",
      minimal([
        { slug: "a", type: "number", label: "A", visibility: { conditions: [{ field: "zz", op: "empty" }] } },
      ]),
    ],
    [
      "a comparison with an unknown option",
      minimal([
        { slug: "a", type: "number", label: "A", validation: { compare: { field: "zz", op: "gt" } } },
      ]),
    ],
    [
      "an invalid pattern",
      minimal([{ slug: "t", type: "textarea", label: "T", validation: { pattern: "(" } }]),
    ],
    [
      "an unknown radio variant",
      minimal([
        {
          slug: "r",
          type: "radio",
          variant: "3d",
          label: "R",
          suboptions: [{ slug: "a", label: "A", rate: "1" }],
        },
      ]),
    ],
  ];
  for (const [what, input] of invalid) {
    it(`rejects ${what}`, () => expect(optionDefinitionSchema.safeParse(input).success).toBe(false));
  }
});

describe("labels and names", () => {
  it("fieldName prefixes uni_cpo_", () => expect(fieldName("mat-rvs")).toBe("uni_cpo_mat-rvs"));

  it("displayLabel strips {# #} markers", () => {
    expect(displayLabel("Totaal {# total #}")).toBe("Totaal");
    expect(displayLabel("{#a#}Prijs {# b #} per deur")).toBe("Prijs per deur");
    expect(displayLabel("Greep")).toBe("Greep");
  });

  it("renderLabel fills markers with computed values", () => {
    expect(renderLabel("Totaal {# total #}", { total: "€ 740,50" })).toBe("Totaal € 740,50");
    expect(renderLabel("Totaal {# missing #}", {})).toBe("Totaal");
  });
});
