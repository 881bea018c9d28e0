import { describe, expect, it } from "vitest";
import { checkDraft, defaultTestValues } from "./builder-check";
import { draftOfDefinition, fieldOfPath, formulaVariables } from "./builder-definition";
import { draftFields, parseDraftForm } from "./builder-form";
import { validateDraft } from "./builder-validation";
import { parseOptionDefinition } from "./options.schema";
import { slidingDoorDefinition } from "./sample-sliding-door";

/** The option builder with the map picker and the distance by postcode (docs/decisions/024). */

const roundTrip = (draft: ReturnType<typeof draftOfDefinition>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(draftFields(draft))) form.append(k, v);
  return parseDraftForm(form);
};

const def = parseOptionDefinition({
  basePrice: "50",
  mainFormula: "{uni_cpo_price} + {uni_cpo_afstand} * 0.75",
  options: [
    {
      slug: "adres",
      type: "map",
      label: "Adres",
      placeholder: "Straat 1, Plaats",
      center: { lat: 52.09, lng: 5.12 },
      zoom: 12,
    },
    { slug: "afstand", type: "postcode_distance", label: "Postcode", placeholder: "1234 AB", maxKm: 80 },
  ],
});

describe("the builder and the geo option types", () => {
  it("round-trips both types with their placeholder and JSON settings", () => {
    const back = validateDraft(roundTrip(draftOfDefinition(def)));
    expect(back.ok && back.definition).toEqual(def);
    const draft = draftOfDefinition(def);
    expect(draft.options[0]).toMatchObject({ placeholder: "Straat 1, Plaats" });
    expect(JSON.parse(draft.options[0].extra)).toMatchObject({ center: { lat: 52.09, lng: 5.12 }, zoom: 12 });
    expect(JSON.parse(draft.options[1].extra)).toMatchObject({ maxKm: 80 });
  });

  it("round-trips the sliding door with its map and distance options", () => {
    const back = validateDraft(roundTrip(draftOfDefinition(slidingDoorDefinition)));
    expect(back.ok && back.definition).toEqual(slidingDoorDefinition);
  });

  it("reports a broken setting beside the type's JSON field", () => {
    const draft = draftOfDefinition(def);
    draft.options[1].extra = JSON.stringify({ maxKm: -3 });
    const v = validateDraft(draft);
    if (v.ok) throw new Error("a negative maxKm was accepted");
    expect(Object.keys(v.errors)).toContain("o.1.extra");
    expect(fieldOfPath(["options", 0, "zoom"])).toBe("o.0.extra");
  });

  it("offers {name} of both as formula variables and prices the test configuration at the test distance", () => {
    const names = formulaVariables(def).map((v) => v.name);
    expect(names).toEqual(expect.arrayContaining(["uni_cpo_adres", "uni_cpo_afstand"]));
    const check = checkDraft(draftOfDefinition(def), defaultTestValues);
    expect(check.ok).toBe(true);
    // 50 + 25 km × 0,75 = 68,75 excl. btw.
    expect(check.test?.ok && check.test.exclCents).toBe(6875);
  });
});
