import { describe, expect, it } from "vitest";
import { checkDraft, defaultTestValues } from "~/modules/configurator/builder-check";
import { draftOfDefinition, formulaVariables } from "~/modules/configurator/builder-definition";
import { newOption } from "~/modules/configurator/builder-draft";
import { validateDraft } from "~/modules/configurator/builder-validation";
import { evaluatePrice } from "~/modules/configurator/formula";
import { parseOptionDefinition } from "~/modules/configurator/options.schema";
import { slidingDoorDefinition } from "~/modules/configurator/sample-sliding-door";

/** The `file_upload` option type in the schema, the formula and the option builder. */

const withPhoto = parseOptionDefinition({
  basePrice: "10",
  mainFormula: "{uni_cpo_price} + {uni_cpo_foto} * 5 + {uni_cpo_foto_width} / 100",
  options: [{ slug: "foto", type: "file_upload", label: "Foto" }],
});

describe("the file_upload option", () => {
  it("defaults to jpg and zip up to 2 MB, and refuses unknown types and huge limits", () => {
    const option = withPhoto.options[0];
    expect(option).toMatchObject({ type: "file_upload", fileTypes: [], maxKb: 0, required: false });
    const bad = (extra: object) => () =>
      parseOptionDefinition({ ...withPhoto, options: [{ ...option, ...extra }] });
    expect(bad({ fileTypes: ["exe"] })).toThrow();
    expect(bad({ maxKb: 51_201 })).toThrow();
    expect(bad({ maxKb: -1 })).toThrow();
    expect(() =>
      parseOptionDefinition({ ...withPhoto, options: [option, { ...option, slug: "foto_width" }] }),
    ).toThrow(/reserved slug/);
  });

  it("prices {name} as 1 with a file and 0 without, with the image's width", () => {
    const id = "0f8fad5b-d9cb-469f-a165-70867728950e";
    const priced = evaluatePrice(withPhoto, { uni_cpo_foto: id, uni_cpo_foto_width: 800 });
    expect(priced.ok && priced.priceExcl?.toString()).toBe("23");
    const none = evaluatePrice(withPhoto, {});
    expect(none.ok && none.priceExcl?.toString()).toBe("10");
  });

  it("is edited in the builder as the type's JSON; a new one starts valid; its variables are listed", () => {
    const draft = draftOfDefinition(slidingDoorDefinition);
    const photo = draft.options.find((o) => o.slug === "foto_opening");
    expect(JSON.parse(photo?.extra ?? "{}")).toMatchObject({ fileTypes: ["jpg", "png", "pdf"], maxKb: 5120 });
    draft.options.push({ ...newOption("file_upload", () => false), slug: "nieuw_bestand", label: "Nieuw" });
    const v = validateDraft(draft);
    expect(v.ok).toBe(true);
    const broken = draftOfDefinition(slidingDoorDefinition);
    const i = broken.options.findIndex((o) => o.slug === "foto_opening");
    broken.options[i].extra = JSON.stringify({ fileTypes: ["exe"] });
    const refused = validateDraft(broken);
    expect(Object.keys(refused.ok ? {} : refused.errors)).toContain(`o.${i}.extra`);
    expect(checkDraft(draftOfDefinition(slidingDoorDefinition), defaultTestValues).test?.ok).toBe(true);
    expect(formulaVariables(slidingDoorDefinition).map((x) => x.name)).toEqual(
      expect.arrayContaining([
        "uni_cpo_foto_opening",
        "uni_cpo_foto_opening_width",
        "uni_cpo_foto_opening_height",
      ]),
    );
  });
});
