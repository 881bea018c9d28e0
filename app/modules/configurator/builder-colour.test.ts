import { describe, expect, it } from "vitest";
import { checkDraft, defaultTestValues } from "./builder-check";
import { draftOfDefinition } from "./builder-definition";
import { newOption } from "./builder-draft";
import { draftFields, parseDraftForm } from "./builder-form";
import { validateDraft } from "./builder-validation";
import { slidingDoorDefinition } from "./sample-sliding-door";

/** The option builder with the colour picker, the preview layers and the designer product id (issue 13). */

const roundTrip = (draft: ReturnType<typeof draftOfDefinition>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(draftFields(draft))) form.append(k, v);
  return parseDraftForm(form);
};

describe("the builder: colour picker, layers and designer link", () => {
  it("round-trips the colour picker, the layers and a designerProductId through the form fields", () => {
    const back = validateDraft(roundTrip(draftOfDefinition(slidingDoorDefinition)));
    expect(back.ok && back.definition.layers).toEqual(slidingDoorDefinition.layers);
    const colour = back.ok ? back.definition.options.find((o) => o.slug === "profielkleur") : undefined;
    expect(colour).toMatchObject({ type: "colour_picker", defaultColour: "#1f1f1f", imagify: true });
    const decor = back.ok ? back.definition.options.find((o) => o.slug === "decor") : undefined;
    expect(decor && "suboptions" in decor && decor.suboptions[1].designerProductId).toBe("demo-strepen");
  });

  it("edits the colour picker's settings in its type JSON and reports a bad colour there", () => {
    const draft = draftOfDefinition(slidingDoorDefinition);
    const i = draft.options.findIndex((o) => o.slug === "profielkleur");
    expect(JSON.parse(draft.options[i].extra)).toMatchObject({ defaultColour: "#1f1f1f", imagify: true });
    draft.options[i].extra = JSON.stringify({ defaultColour: "zwart" });
    const v = validateDraft(draft);
    expect(v.ok ? {} : v.errors).toHaveProperty(`o.${i}.extra`);
  });

  it("reports a bad layer beside the product settings JSON, a bad designer id beside the suboption's JSON", () => {
    const draft = draftOfDefinition(slidingDoorDefinition);
    const top = JSON.parse(draft.extra);
    draft.extra = JSON.stringify({
      ...top,
      layers: [{ kind: "tint", id: "x", image: "/a.png", option: "decor" }],
    });
    const v = validateDraft(draft);
    expect(v.ok ? {} : v.errors).toHaveProperty("extra");

    const again = draftOfDefinition(slidingDoorDefinition);
    const i = again.options.findIndex((o) => o.slug === "decor");
    again.options[i].suboptions[1].extra = JSON.stringify({ designerProductId: "geen geldige id!" });
    const w = validateDraft(again);
    expect(w.ok ? {} : w.errors).toHaveProperty(`o.${i}.s.1.extra`);
  });

  it("a new colour picker starts valid and test prices start from valid values", () => {
    const draft = draftOfDefinition(slidingDoorDefinition);
    draft.options.push({ ...newOption("colour_picker", () => false), slug: "nieuwe_kleur", label: "Nieuw" });
    expect(validateDraft(draft).ok).toBe(true);
    const check = checkDraft(draftOfDefinition(slidingDoorDefinition), defaultTestValues);
    expect(check.ok && check.test?.ok).toBe(true);
  });
});
