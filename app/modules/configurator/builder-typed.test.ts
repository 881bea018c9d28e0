import { describe, expect, it } from "vitest";
import { checkDraft, defaultTestValues } from "./builder-check";
import { draftOfDefinition, formulaVariables } from "./builder-definition";
import { newOption } from "./builder-draft";
import { draftFields, parseDraftForm } from "./builder-form";
import { validateDraft } from "./builder-validation";
import { slidingDoorDefinition } from "./sample-sliding-door";

/** The option builder with the date, range-slider and matrix types (issue 13). */

const roundTrip = (draft: ReturnType<typeof draftOfDefinition>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(draftFields(draft))) form.append(k, v);
  return parseDraftForm(form);
};

describe("the builder and the new option types", () => {
  it("round-trips the sliding door through the draft and the form fields", () => {
    const back = validateDraft(roundTrip(draftOfDefinition(slidingDoorDefinition)));
    expect(back.ok && back.definition).toEqual(slidingDoorDefinition);
  });

  it("a slider's min/max/step are the builder's own fields; the rest is the type's JSON", () => {
    const draft = draftOfDefinition(slidingDoorDefinition);
    const rail = draft.options.find((o) => o.slug === "rail_lengte");
    expect(rail).toMatchObject({ min: "1600", max: "4000", step: "10" });
    expect(JSON.parse(rail?.extra ?? "{}")).toEqual({ is_dynamic_label: false, double: false, unit: "mm" });
  });

  it("a broken type setting is reported beside the type's JSON field", () => {
    const draft = draftOfDefinition(slidingDoorDefinition);
    const i = draft.options.findIndex((o) => o.slug === "standaardmaat");
    draft.options[i].extra = JSON.stringify({ ...JSON.parse(draft.options[i].extra), cells: [["1"]] });
    const v = validateDraft(draft);
    expect(v.ok).toBe(false);
    expect(Object.keys(v.ok ? {} : v.errors)).toContain(`o.${i}.extra`);
  });

  it("new date, slider and matrix options start valid", () => {
    for (const type of ["date", "range_slider", "matrix"] as const) {
      const draft = draftOfDefinition(slidingDoorDefinition);
      draft.options.push({ ...newOption(type, () => false), slug: `nieuw_${type}`, label: "Nieuw" });
      expect(validateDraft(draft).ok, type).toBe(true);
    }
  });

  it("test prices start from valid values and list the new variables", () => {
    const check = checkDraft(draftOfDefinition(slidingDoorDefinition), defaultTestValues);
    expect(check.ok).toBe(true);
    expect(check.test?.ok).toBe(true);
    const names = formulaVariables(slidingDoorDefinition).map((v) => v.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "uni_cpo_leverperiode_duration",
        "uni_cpo_rail_lengte_from",
        "uni_cpo_rail_lengte_to",
        "uni_cpo_standaardmaat_col",
        "uni_cpo_standaardmaat_row",
        "uni_cpo_gravure_count",
      ]),
    );
  });
});
