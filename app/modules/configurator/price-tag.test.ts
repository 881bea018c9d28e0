import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import { parseOptionDefinition, withProductSettings } from "./options.schema";
import { dynamicTexts } from "./price-call.server";
import { priceVars } from "./pricing";

const base = { basePrice: "10", mainFormula: "{uni_cpo_price}" };

describe("price tag parts (spec §2.5, §3.5)", () => {
  it("a stored definition without them stays valid and has empty parts", () => {
    const def = parseOptionDefinition({ ...base, options: [] });
    expect(def.priceTag).toEqual({ prefix: "", postfix: "", taxSuffix: "" });
    expect(def.settings).toEqual({});
  });

  it("keeps the product's prefix, postfix and tax suffix", () => {
    const def = parseOptionDefinition({
      ...base,
      priceTag: { prefix: "Uw prijs", postfix: "per deur", taxSuffix: "incl. 21% btw" },
      options: [],
    });
    expect(def.priceTag).toEqual({ prefix: "Uw prijs", postfix: "per deur", taxSuffix: "incl. 21% btw" });
  });

  it("returns them in the price variables; an empty tax suffix is 'incl. btw'", () => {
    const vars = priceVars({
      priceExcl: new Decimal("100"),
      quantity: 2,
      priceSuffix: "Uw prijs",
      pricePostfix: "per deur",
      priceTaxSuffix: "incl. 21% btw",
    });
    expect(vars.price_suffix).toBe("Uw prijs");
    expect(vars.price_postfix).toBe("per deur");
    expect(vars.price_tax_suffix).toBe("incl. 21% btw");
    expect(vars.total_tax_suffix).toBe("incl. 21% btw");
    const plain = priceVars({ priceExcl: new Decimal("100"), quantity: 1, priceTaxSuffix: "" });
    expect(plain.price_tax_suffix).toBe("incl. btw");
  });

  it("rejects overlong texts", () => {
    expect(() =>
      parseOptionDefinition({ ...base, priceTag: { prefix: "x".repeat(101) }, options: [] }),
    ).toThrow();
  });
});

describe("product page settings (spec §3.6)", () => {
  const shop = { calc_on: true, ajax_add_to_cart: true, redirect_to_cart: false };

  it("a product without its own settings uses the shop's", () => {
    expect(withProductSettings(shop, {})).toEqual(shop);
  });

  it("the product's own setting wins, also when it is false", () => {
    expect(withProductSettings(shop, { ajax_add_to_cart: false })).toEqual({
      ...shop,
      ajax_add_to_cart: false,
    });
    expect(withProductSettings(shop, { redirect_to_cart: true })).toEqual({
      ...shop,
      redirect_to_cart: true,
    });
  });
});

describe("dynamic labels (spec §3.4 is_dynamic_label, §4.4 all_options_data)", () => {
  const def = parseOptionDefinition({
    ...base,
    options: [
      { slug: "height", type: "text_input", numeric: true, label: "Hoogte" },
      {
        slug: "width",
        type: "text_input",
        numeric: true,
        label: "Breedte bij hoogte {# uni_cpo_height #} mm",
        is_dynamic_label: true,
      },
      { slug: "note", type: "text_input", label: "Opmerking {# uni_cpo_height #}" },
      { slug: "total", type: "dynamic_notice", label: "Totaal", text: "Totaal: {# total #}" },
    ],
  });

  it("defaults to false", () => {
    expect(def.options.map((o) => o.is_dynamic_label)).toEqual([false, true, false, false]);
  });

  it("fills only the labels marked dynamic, and the notices' texts", () => {
    const vars = priceVars({ priceExcl: new Decimal("100"), quantity: 1 });
    expect(dynamicTexts(def, { uni_cpo_height: "2000" }, vars)).toEqual({
      uni_cpo_width: "Breedte bij hoogte 2000 mm",
      uni_cpo_total_text: "Totaal: € 121,00",
    });
  });

  it("removes the markers of values not known yet", () => {
    expect(dynamicTexts(def, {}, null)).toEqual({
      uni_cpo_width: "Breedte bij hoogte mm",
      uni_cpo_total_text: "Totaal:",
    });
  });
});
