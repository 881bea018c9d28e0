import { describe, expect, it } from "vitest";
import { checkDraft, checkForm, defaultTestValues, testValuesOf } from "./builder-check";
import { draftOfDefinition } from "./builder-definition";
import { draftFields } from "./builder-form";
import { applyIntent } from "./builder-intents";
import { sampleDoorDefinition } from "./sample-door";

describe("checkDraft", () => {
  it("prices the default test configuration of the sample door with its breakdown", () => {
    const test = defaultTestValues(sampleDoorDefinition);
    expect(test).toMatchObject({
      uni_cpo_height: "1500",
      uni_cpo_width: "400",
      uni_cpo_handle: "rvs-32",
      uni_cpo_lock: "geen",
    });
    const check = checkDraft(draftOfDefinition(sampleDoorDefinition), test);
    expect(check.ok).toBe(true);
    // max(1.5 * 0.4, 0.8) * 185 + 39 + 57 + 0 = 244 excl.; 295.24 incl. 21 % btw.
    expect(check.test).toMatchObject({ ok: true, exclCents: 24400, inclCents: 29524, disabled: false });
    if (check.test?.ok) expect(check.test.variables).toContainEqual({ name: "uni_cpo_handle", value: "39" });
  });

  it("refuses a formula that fails on the test configuration (division by zero)", () => {
    const draft = {
      ...draftOfDefinition(sampleDoorDefinition),
      mainFormula: "{uni_cpo_price} / {uni_cpo_lock}",
    };
    const check = checkDraft(draft, defaultTestValues(sampleDoorDefinition));
    expect(check.ok).toBe(false);
    expect(check.errors.mainFormula).toMatch(/Deling door nul/);
  });

  it("reports an unknown variable without pricing", () => {
    const draft = { ...draftOfDefinition(sampleDoorDefinition), mainFormula: "{uni_cpo_hoogte} * 2" };
    const check = checkDraft(draft, {});
    expect(check).toMatchObject({
      ok: false,
      errors: { mainFormula: expect.stringMatching(/uni_cpo_hoogte/) },
    });
    expect(check.test).toBeUndefined();
  });

  it("reports an invalid test configuration without refusing the definition", () => {
    const test = { ...defaultTestValues(sampleDoorDefinition), uni_cpo_height: "10" };
    const check = checkDraft(draftOfDefinition(sampleDoorDefinition), test);
    expect(check.ok).toBe(true);
    expect(check.test).toMatchObject({ ok: false, fieldErrors: { uni_cpo_height: expect.any(String) } });
  });

  it("shows a disabling rule and the maximum price", () => {
    const draft = draftOfDefinition(sampleDoorDefinition);
    draft.rules = [{ condition: "{uni_cpo_height} > 2500", formula: "", disable: true }];
    const tall = { ...defaultTestValues(sampleDoorDefinition), uni_cpo_height: "2600" };
    expect(checkDraft(draft, tall).test).toMatchObject({
      ok: true,
      disabled: true,
      disabledReason: "formula",
      ruleIndex: 0,
    });
    const capped = { ...draftOfDefinition(sampleDoorDefinition), maxPrice: "200" };
    expect(checkDraft(capped, defaultTestValues(sampleDoorDefinition)).test).toMatchObject({
      ok: true,
      disabled: true,
      disabledReason: "max_price",
      exclCents: 20000,
    });
  });
});

describe("testValuesOf", () => {
  it("takes posted test values over the defaults and defaults options added since", () => {
    const values = testValuesOf(sampleDoorDefinition, [
      ["test.uni_cpo_height", "2000"],
      ["test.uni_cpo_lock", "cilinderslot"],
      ["test.uni_cpo_width", ""],
      ["test.uni_cpo_handle", "renamed-since"],
      ["test.uni_cpo_unknown", "x"],
    ]);
    expect(values).toMatchObject({
      uni_cpo_height: "2000",
      uni_cpo_width: "400",
      uni_cpo_lock: "cilinderslot",
    });
    expect(values).not.toHaveProperty("uni_cpo_unknown");
  });
});

describe("checkForm", () => {
  it("checks the posted draft after the intent, with the posted test values", () => {
    const fields = Object.entries(draftFields(draftOfDefinition(sampleDoorDefinition)));
    const posted: [string, string][] = [
      ...fields,
      ["test.uni_cpo_height", "2000"],
      ["test.uni_cpo_width", "800"],
    ];
    const result = checkForm(posted, (d) => applyIntent(d, { kind: "add-option", type: "select" }).draft);
    expect(result.draft.options.at(-1)).toMatchObject({ type: "select", slug: "optie-1" });
    expect(result.check.ok).toBe(true);
    expect(result.test).toMatchObject({
      uni_cpo_height: "2000",
      uni_cpo_width: "800",
      "uni_cpo_optie-1": "keuze-1",
    });
    // 1.6 m² × 185 + 39 + 57 = 392 excl. btw.
    expect(result.check.test).toMatchObject({ ok: true, exclCents: 39200 });
    expect(result.variables.map((v) => v.name)).toContain("uni_cpo_optie-1");
  });

  it("keeps a draft the schema refuses, with its errors and the posted test values", () => {
    const fields = Object.entries(
      draftFields({ ...draftOfDefinition(sampleDoorDefinition), basePrice: "veel" }),
    );
    const result = checkForm([...fields, ["test.uni_cpo_height", "1999"]]);
    expect(result.check.ok).toBe(false);
    expect(result.check.errors.basePrice).toBe("Vul een bedrag in, bijvoorbeeld 39 of 107.129.");
    expect(result.draft.basePrice).toBe("veel");
    expect(result.test).toEqual({ uni_cpo_height: "1999" });
  });
});
