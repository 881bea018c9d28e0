import { describe, expect, it } from "vitest";
import { draftOfDefinition, formulaVariables } from "./builder-definition";
import { type Draft, emptyDraft } from "./builder-draft";
import { draftFields, parseDraftForm } from "./builder-form";
import { applyIntent, parseIntent } from "./builder-intents";
import { formulaProblems, validateDraft } from "./builder-validation";
import { parseOptionDefinition } from "./options.schema";
import { sampleDoorDefinition } from "./sample-door";

const roundTrip = (d: Draft) => parseDraftForm(Object.entries(draftFields(d)));

/** The example: two size fields, a select with rates and the area formula. */
function taatsdeurDraft(): Draft {
  let d = emptyDraft();
  d = applyIntent(d, { kind: "add-option", type: "text_input" }).draft;
  d = applyIntent(d, { kind: "add-option", type: "text_input" }).draft;
  d = applyIntent(d, { kind: "add-option", type: "select" }).draft;
  d.options[0] = {
    ...d.options[0],
    slug: "hoogte",
    label: "Hoogte in mm",
    required: true,
    min: "1500",
    max: "2600",
  };
  d.options[1] = {
    ...d.options[1],
    slug: "breedte",
    label: "Breedte in mm",
    required: true,
    min: "400",
    max: "1200",
  };
  d.options[2] = {
    ...d.options[2],
    slug: "greep",
    label: "Greep",
    suboptions: [
      {
        slug: "rvs",
        label: "RVS",
        rate: "39",
        default: true,
        image: "",
        colour: "",
        galleryImage: "",
        extra: "{}",
      },
      {
        slug: "zwart",
        label: "Zwart",
        rate: "59",
        default: false,
        image: "",
        colour: "",
        galleryImage: "",
        extra: "{}",
      },
    ],
  };
  d.mainFormula = "{uni_cpo_hoogte} * {uni_cpo_breedte} / 1000000 * 450 + {uni_cpo_greep}";
  return d;
}

describe("draft ↔ definition", () => {
  it("round-trips the sample door losslessly through the draft and the form fields", () => {
    const draft = draftOfDefinition(sampleDoorDefinition);
    const back = validateDraft(roundTrip(draft));
    expect(back.ok).toBe(true);
    if (back.ok) expect(back.definition).toEqual({ ...sampleDoorDefinition });
  });

  it("keeps fields the builder does not edit (colour, pattern, compare, price tag, settings)", () => {
    const def = parseOptionDefinition({
      basePrice: "10",
      mainFormula: "{uni_cpo_price}",
      priceTag: { prefix: "vanaf", postfix: "", taxSuffix: "" },
      settings: { ajax_add_to_cart: false },
      options: [
        { slug: "a", type: "number", label: "A", validation: { min: 1, compare: { field: "b", op: "lt" } } },
        { slug: "b", type: "number", label: "B" },
        { slug: "t", type: "text_input", label: "T", validation: { pattern: "[A-Z]+" } },
        {
          slug: "k",
          type: "radio",
          variant: "colour",
          label: "K",
          suboptions: [{ slug: "r", label: "Rood", rate: "1", colour: "#f00" }],
        },
      ],
    });
    const back = validateDraft(roundTrip(draftOfDefinition(def)));
    expect(back.ok && back.definition).toEqual(def);
  });

  it("starts a new configurable product from an empty definition that prices at the base price", () => {
    const v = validateDraft(emptyDraft());
    expect(v.ok && v.definition.options).toEqual([]);
    expect(v.ok && v.definition.mainFormula).toBe("{uni_cpo_price}");
  });

  it("builds the taatsdeur definition of the issue", () => {
    const v = validateDraft(roundTrip(taatsdeurDraft()));
    expect(v.ok).toBe(true);
    if (!v.ok) return;
    expect(v.definition.options.map((o) => o.slug)).toEqual(["hoogte", "breedte", "greep"]);
    expect(v.definition.options[0]).toMatchObject({
      numeric: true,
      required: true,
      validation: { min: 1500, max: 2600 },
    });
  });

  it("writes a disabling rule as the formula `disable` and reads it back as the checkbox", () => {
    const d = {
      ...taatsdeurDraft(),
      rules: [{ condition: "{uni_cpo_hoogte} > 2500", formula: "", disable: true }],
    };
    const v = validateDraft(roundTrip(d));
    expect(v.ok && v.definition.rules).toEqual([
      { condition: "{uni_cpo_hoogte} > 2500", formula: "disable" },
    ]);
    if (v.ok) expect(draftOfDefinition(v.definition).rules[0]).toMatchObject({ disable: true, formula: "" });
  });

  it("edits a radio's variant, a suboption's image and colour, and says in Dutch what is wrong with them", () => {
    const d = taatsdeurDraft();
    d.options[2] = { ...d.options[2], type: "radio", variant: "colour" };
    d.options[2].suboptions[0] = { ...d.options[2].suboptions[0], colour: "#111", image: "/img/rvs.jpg" };
    const v = validateDraft(roundTrip(d));
    expect(v.ok && v.definition.options[2]).toMatchObject({
      type: "radio",
      variant: "colour",
      suboptions: [{ slug: "rvs", colour: "#111", image: "/img/rvs.jpg" }, { slug: "zwart" }],
    });
    d.options[2].suboptions[1] = { ...d.options[2].suboptions[1], colour: "zwart", image: "http://x" };
    const bad = validateDraft(d);
    expect(!bad.ok && bad.errors["o.2.s.1.colour"]).toMatch(/#rrggbb/);
    expect(!bad.ok && bad.errors["o.2.s.1.image"]).toMatch(/pad op deze site/);
  });

  it("sets and clears a suboption's gallery image (image changer), and refuses one that is not an id", () => {
    const d = taatsdeurDraft();
    d.options[2].suboptions[1] = { ...d.options[2].suboptions[1], galleryImage: "12" };
    const images = (draft: Draft) => {
      const v = validateDraft(roundTrip(draft));
      if (!v.ok) throw new Error("expected a valid draft");
      const option = v.definition.options[2];
      return { v, list: "suboptions" in option ? option.suboptions.map((s) => s.galleryImage) : [] };
    };
    const set = images(d);
    expect(set.list).toEqual([undefined, 12]);
    expect(draftOfDefinition(set.v.definition).options[2].suboptions.map((s) => s.galleryImage)).toEqual([
      "",
      "12",
    ]);
    d.options[2].suboptions[1].galleryImage = "";
    expect(images(d).list).toEqual([undefined, undefined]);
    d.options[2].suboptions[1].galleryImage = "abc";
    const bad = validateDraft(roundTrip(d));
    expect(bad.ok ? {} : bad.errors).toEqual({
      "o.2.s.1.galleryImage": "Kies een afbeelding van dit product.",
    });
  });

  it("reads visibility conditions, with `in` as a comma list", () => {
    const d = taatsdeurDraft();
    d.options[1].conditions = [{ field: "greep", op: "in", value: "rvs, zwart" }];
    d.options[1].match = "any";
    const v = validateDraft(roundTrip(d));
    expect(v.ok && v.definition.options[1].visibility).toEqual({
      match: "any",
      conditions: [{ field: "greep", op: "in", value: ["rvs", "zwart"] }],
    });
  });
});

describe("validateDraft puts each error beside its field", () => {
  it("a duplicate slug, a bad rate and a bad number", () => {
    const d = taatsdeurDraft();
    d.options[1].slug = "hoogte";
    d.options[2].suboptions[1].rate = "veel";
    const v = validateDraft(d);
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(v.errors["o.1.slug"]).toBe("Deze slug komt al voor; elke slug moet uniek zijn.");
    expect(v.errors["o.2.s.1.rate"]).toBe("Vul een bedrag in, bijvoorbeeld 39 of 107.129.");
  });

  it("a syntax error and an unknown variable in the formula fields", () => {
    const d = taatsdeurDraft();
    d.mainFormula = "{uni_cpo_hoogte} * {uni_cpo_lengte}";
    d.derived = [{ slug: "opp", formula: "{uni_cpo_hoogte} * (" }];
    d.rules = [{ condition: "{uni_nov_cpo_opp} > 2", formula: "{uni_cpo_price} * 2", disable: false }];
    const v = validateDraft(d);
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(v.errors.mainFormula).toMatch(/Onbekende variabele: \{uni_cpo_lengte\}/);
    expect(v.errors["d.0.formula"]).toBeDefined();
    expect(v.errors["r.0.condition"]).toBeUndefined();
  });

  it("a derived value may only use earlier derived values", () => {
    const d = taatsdeurDraft();
    d.derived = [
      { slug: "a", formula: "{uni_nov_cpo_b} + 1" },
      { slug: "b", formula: "2" },
    ];
    expect(formulaProblems(validateDraftDefinition(d))["d.0.formula"]).toMatch(/uni_nov_cpo_b/);
  });

  it("refuses `disable` as a condition", () => {
    const d = { ...taatsdeurDraft(), rules: [{ condition: "disable", formula: "1", disable: false }] };
    const v = validateDraft(d);
    expect(!v.ok && v.errors["r.0.condition"]).toMatch(/disable/);
  });

  it("reports a damaged hidden extra field", () => {
    const d = taatsdeurDraft();
    d.options[0].extra = "{kapot";
    const v = validateDraft(d);
    expect(!v.ok && v.errors["o.0.extra"]).toBeDefined();
  });
});

function validateDraftDefinition(d: Draft) {
  const v = validateDraft({ ...d, derived: [] });
  if (!v.ok) throw new Error("expected a valid base");
  return { ...v.definition, derived: d.derived };
}

describe("formulaVariables", () => {
  it("lists the base price, each option, the count variants and derived values from the definition", () => {
    const names = formulaVariables(sampleDoorDefinition).map((v) => v.name);
    expect(names).toEqual([
      "uni_cpo_price",
      "uni_cpo_height",
      "uni_cpo_height_count",
      "uni_cpo_height_count_spaces",
      "uni_cpo_width",
      "uni_cpo_width_count",
      "uni_cpo_width_count_spaces",
      "uni_cpo_handle",
      "uni_cpo_hinges",
      "uni_cpo_lock",
    ]);
    const withDerived = formulaVariables({
      options: [
        { slug: "extra", type: "checkbox", label: "" },
        { slug: "melding", type: "dynamic_notice", label: "" },
      ],
      derived: [{ slug: "opp" }],
    }).map((v) => v.name);
    expect(withDerived).toEqual(["uni_cpo_price", "uni_cpo_extra", "uni_cpo_extra_count", "uni_nov_cpo_opp"]);
  });

  it("every listed variable is accepted by the pricing module", () => {
    const names = formulaVariables(sampleDoorDefinition).map((v) => `{${v.name}}`);
    const def = { ...sampleDoorDefinition, mainFormula: names.join(" + ") };
    expect(formulaProblems(def)).toEqual({});
  });
});

describe("intents", () => {
  it("parses the intent buttons and refuses anything else", () => {
    expect(parseIntent("add-option", "select")).toEqual({ kind: "add-option", type: "select" });
    expect(parseIntent("add-option", "bogus")).toEqual({ kind: "add-option", type: "text_input" });
    expect(parseIntent("move-up:3")).toEqual({ kind: "move", index: 3, to: 2 });
    expect(parseIntent("move-down:0")).toEqual({ kind: "move", index: 0, to: 1 });
    expect(parseIntent("move:4:0")).toEqual({ kind: "move", index: 4, to: 0 });
    expect(parseIntent("remove-suboption:2:1")).toEqual({ kind: "remove-suboption", index: 2, sub: 1 });
    expect(parseIntent("remove:x")).toBeNull();
    expect(parseIntent("remove:-1")).toBeNull();
    expect(parseIntent("drop-table")).toBeNull();
  });

  it("moves options up and down, and ignores moves past either end", () => {
    const d = taatsdeurDraft();
    const up = applyIntent(d, parseIntent("move-up:2")!);
    expect(up.draft.options.map((o) => o.slug)).toEqual(["hoogte", "greep", "breedte"]);
    expect(up.focus).toBe(1);
    expect(applyIntent(d, parseIntent("move-up:0")!).draft.options).toEqual(d.options);
    expect(applyIntent(d, parseIntent("move-down:2")!).draft.options).toEqual(d.options);
    expect(applyIntent(d, parseIntent("move:2:0")!).draft.options.map((o) => o.slug)).toEqual([
      "greep",
      "hoogte",
      "breedte",
    ]);
  });

  it("duplicates with a fresh slug, removes, and adds suboptions and conditions", () => {
    let d = taatsdeurDraft();
    d = applyIntent(d, { kind: "duplicate", index: 2 }).draft;
    expect(d.options.map((o) => o.slug)).toEqual(["hoogte", "breedte", "greep", "greep-2"]);
    expect(d.options[3].suboptions).toEqual(d.options[2].suboptions);
    expect(d.options[3].suboptions).not.toBe(d.options[2].suboptions);
    d = applyIntent(d, { kind: "remove", index: 0 }).draft;
    expect(d.options.map((o) => o.slug)).toEqual(["breedte", "greep", "greep-2"]);
    d = applyIntent(d, { kind: "add-suboption", index: 1 }).draft;
    expect(d.options[1].suboptions.map((s) => s.slug)).toEqual(["rvs", "zwart", "keuze-3"]);
    d = applyIntent(d, { kind: "remove-suboption", index: 1, sub: 0 }).draft;
    expect(d.options[1].suboptions.map((s) => s.slug)).toEqual(["zwart", "keuze-3"]);
    d = applyIntent(d, { kind: "add-condition", index: 2 }).draft;
    expect(d.options[2].conditions).toEqual([{ field: "breedte", op: "eq", value: "" }]);
    d = applyIntent(d, { kind: "add-rule" }).draft;
    d = applyIntent(d, { kind: "add-derived" }).draft;
    expect([d.rules.length, d.derived.length]).toEqual([1, 1]);
    d = applyIntent(d, { kind: "remove-rule", index: 0 }).draft;
    expect(d.rules).toEqual([]);
  });

  it("gives each added option a unique slug and a choice option its first suboption", () => {
    let d = emptyDraft();
    for (const type of ["select", "number", "checkbox"] as const)
      d = applyIntent(d, { kind: "add-option", type }).draft;
    expect(d.options.map((o) => o.slug)).toEqual(["optie-1", "optie-2", "optie-3"]);
    expect(d.options[0].suboptions).toHaveLength(1);
    expect(d.options[1].suboptions).toHaveLength(0);
  });
});

describe("parseDraftForm", () => {
  it("ignores unknown names and refuses absurd indexes", () => {
    const d = parseDraftForm([
      ["basePrice", "5"],
      ["mainFormula", "{uni_cpo_price}"],
      ["price", "0"],
      ["o.0.type", "nonsense"],
      ["o.0.slug", "a"],
    ]);
    expect(d.options).toHaveLength(1);
    expect(d.options[0].type).toBe("text_input");
    expect(() => parseDraftForm([["o.999.slug", "x"]])).toThrow(RangeError);
  });
});
