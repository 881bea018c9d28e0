import { describe, expect, it } from "vitest";
import { colourMessages as c } from "~/i18n/nl.colour";
import { validationMessages as m } from "~/i18n/nl.validation";
import { collectOptionData } from "./collect";
import { checkColour, colourLabel, normaliseColour } from "./colour-values";
import { formDefaults, resetValues } from "./form-defaults";
import { evaluatePrice } from "./formula";
import { parseOptionDefinition } from "./options.schema";
import { typedValueLabel } from "./typed-labels";

const def = parseOptionDefinition({
  basePrice: "10",
  mainFormula: "{uni_cpo_price} + {uni_cpo_kleur}",
  options: [
    { slug: "kleur", type: "colour_picker", label: "Kleur", defaultColour: "#1f1f1f" },
    { slug: "rand", type: "colour_picker", label: "Rand", required: true },
  ],
});
const [kleur, rand] = def.options as Extract<(typeof def.options)[number], { type: "colour_picker" }>[];

describe("colour picker values", () => {
  it("normalises hex colours and refuses anything else", () => {
    expect(normaliseColour("#ABC")).toBe("#aabbcc");
    expect(normaliseColour(" #1F1F1F ")).toBe("#1f1f1f");
    for (const bad of ["1f1f1f", "#12345", "#ggg", "red", "#1f1f1f1f", "rgb(0,0,0)"])
      expect(normaliseColour(bad)).toBeNull();
  });

  it("collects {name} as lowercase #rrggbb, empty when optional, required message when required", () => {
    expect(checkColour(kleur, { uni_cpo_kleur: "#FF0000" })).toEqual({ value: "#ff0000", extra: {} });
    expect(checkColour(kleur, {})).toEqual({ value: "", extra: {} });
    expect(checkColour(rand, { uni_cpo_rand: "" })).toMatchObject({ error: m.required, requiredError: true });
    expect(checkColour(kleur, { uni_cpo_kleur: "blauw" }).error).toBe(c.invalidColour);
    expect(checkColour(kleur, { uni_cpo_kleur: ["#ff0000"] }).error).toBe(c.invalidColour);
    expect(checkColour(kleur, { uni_cpo_kleur: `#${"f".repeat(50)}` }).error).toBe(c.invalidColour);
  });

  it("goes through collectOptionData like every option (silent mode hides only 'required')", () => {
    const r = collectOptionData(def, { uni_cpo_kleur: "#0a0", uni_cpo_rand: "#123456" });
    expect(r).toMatchObject({ ok: true, values: { uni_cpo_kleur: "#00aa00", uni_cpo_rand: "#123456" } });
    expect(collectOptionData(def, {}).errors).toEqual({ uni_cpo_rand: m.required });
    expect(collectOptionData(def, {}, { silent: true }).errors).toEqual({});
    expect(collectOptionData(def, { uni_cpo_rand: "x" }, { silent: true }).errors).toEqual({
      uni_cpo_rand: c.invalidColour,
    });
  });

  it("is a formula variable worth 0: a colour never changes the price", () => {
    const a = collectOptionData(def, { uni_cpo_kleur: "#ff0000", uni_cpo_rand: "#000000" });
    const r = evaluatePrice(def, a.values);
    expect(r.ok && r.priceExcl?.toString()).toBe("10");
  });

  it("starts and resets at its default colour; without a default it starts empty", () => {
    expect(formDefaults(def)).toEqual({ uni_cpo_kleur: "#1f1f1f" });
    expect(resetValues(def.options)).toEqual({ uni_cpo_kleur: "#1f1f1f" });
  });

  it("reads as the upper-case code on the cart line and order", () => {
    expect(colourLabel("#1f1f1f")).toBe("#1F1F1F");
    expect(typedValueLabel(kleur, { uni_cpo_kleur: "#00aa00" })).toBe("#00AA00");
  });

  it("refuses a malformed default colour in the definition", () => {
    expect(() =>
      parseOptionDefinition({
        basePrice: "1",
        mainFormula: "1",
        options: [{ slug: "k", type: "colour_picker", label: "K", defaultColour: "zwart" }],
      }),
    ).toThrow();
  });
});
