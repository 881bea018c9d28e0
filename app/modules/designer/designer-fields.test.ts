import { describe, expect, it } from "vitest";
import { formPayload } from "~/modules/configurator/form-payload";
import { collectDesignerData } from "./designer-fields";

describe("collectDesignerData (spec §3.7 nbd-field, nbdFinalPrice)", () => {
  it("reads the nbd-field map of a JSON body", () => {
    expect(collectDesignerData({ "nbd-field": { product: "demo-strepen", views: 2 } })).toEqual({
      fields: { product: "demo-strepen", views: "2" },
    });
  });

  it("reads form fields named nbd-field[key] (the form without a JSON body)", () => {
    const form = new FormData();
    form.append("nbd-field[product]", "demo-motief");
    form.append("nbd-field[view]", "Voorkant");
    form.append("nbdFinalPrice", "12,5");
    expect(collectDesignerData(formPayload(form))).toEqual({
      fields: { product: "demo-motief", view: "Voorkant" },
      finalPrice: "12.5",
    });
  });

  it("skips odd keys and values, caps lengths, and is null without designer data", () => {
    const r = collectDesignerData({
      "nbd-field": { "bad key": "x", ok: "y".repeat(500), obj: { a: 1 } },
      nbdFinalPrice: "gratis",
    });
    expect(r).toEqual({ fields: { ok: "y".repeat(200) } });
    expect(collectDesignerData({ uni_cpo_x: "1" })).toBeNull();
    expect(collectDesignerData({ "nbd-field": [], nbdFinalPrice: "" })).toBeNull();
  });
});
