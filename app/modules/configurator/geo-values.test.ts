import { describe, expect, it } from "vitest";
import { geoMessages } from "~/i18n/nl.geo";
import { validationMessages as m } from "~/i18n/nl.validation";
import { defaultTestValues, priceTest, TEST_DISTANCE_KM } from "./builder-check";
import { collectOptionData } from "./collect";
import { evaluatePrice } from "./formula";
import { geoValueLabel } from "./geo-values";
import { type OptionDefinitionInput, optionDefinitionSchema, parseOptionDefinition } from "./options.schema";

const def = parseOptionDefinition({
  basePrice: "100",
  mainFormula: "{uni_cpo_price} + {uni_cpo_km} * 0.5 + {uni_cpo_adres}",
  options: [
    { slug: "adres", type: "map", label: "Adres", required: true },
    { slug: "km", type: "postcode_distance", label: "Postcode", required: true, maxKm: 100 },
  ],
});
const optional = parseOptionDefinition({
  basePrice: "100",
  mainFormula: "{uni_cpo_price} + {uni_cpo_km} * 0.5",
  options: [{ slug: "km", type: "postcode_distance", label: "Postcode" }],
});

describe("map picker collection", () => {
  it("sends the address and the marker's place, normalised", () => {
    const c = collectOptionData(def, {
      uni_cpo_adres: "  Dam 1,   Amsterdam ",
      uni_cpo_adres_latlng: "52.3731, 4.8926",
      uni_cpo_km: "1012 js",
    });
    expect(c.errors).toEqual({});
    expect(c.values).toMatchObject({
      uni_cpo_adres: "Dam 1, Amsterdam",
      uni_cpo_adres_latlng: "52.373100,4.892600",
    });
    expect(geoValueLabel(def.options[0] as never, c.values)).toBe("Dam 1, Amsterdam");
  });

  it("accepts a typed address without a place (the form without JavaScript)", () => {
    const c = collectOptionData(def, { uni_cpo_adres: "Dam 1", uni_cpo_km: "1012JS" });
    expect(c.ok).toBe(true);
    expect(c.values.uni_cpo_adres_latlng).toBe("");
  });

  it("refuses an empty required address, a place off the globe, a too long address and a non-string", () => {
    const errors = (data: Record<string, unknown>) =>
      collectOptionData(def, { uni_cpo_km: "1012JS", ...data }).errors.uni_cpo_adres;
    expect(errors({ uni_cpo_adres: " " })).toBe(m.required);
    expect(errors({ uni_cpo_adres: "Dam 1", uni_cpo_adres_latlng: "95,4" })).toBe(geoMessages.latLngInvalid);
    expect(errors({ uni_cpo_adres: "Dam 1", uni_cpo_adres_latlng: "here" })).toBe(geoMessages.latLngInvalid);
    expect(errors({ uni_cpo_adres: "x".repeat(201) })).toBe(geoMessages.addressTooLong);
    expect(errors({ uni_cpo_adres: ["Dam 1"] })).toBe(m.default);
  });

  it("hides 'required' in silent mode but still refuses to price", () => {
    const c = collectOptionData(def, { uni_cpo_km: "1012JS" }, { silent: true });
    expect(c.errors).toEqual({});
    expect(collectOptionData(def, { uni_cpo_km: "1012JS" }).ok).toBe(false);
  });
});

describe("distance by postcode collection", () => {
  it("normalises the postcode and never reads a distance or origin from the browser", () => {
    const c = collectOptionData(def, {
      uni_cpo_adres: "Dam 1",
      uni_cpo_km: "1012js",
      uni_cpo_km_origin: "9999 ZZ",
      uni_cpo_km_km: "0",
    });
    expect(c.values).toMatchObject({ uni_cpo_km: "1012 JS", uni_cpo_km_postcode: "1012 JS" });
    expect(c.values).not.toHaveProperty("uni_cpo_km_origin");
  });

  it("refuses what is not a Dutch postcode", () => {
    for (const bad of ["12", "1012", "B-1000", "1012 SS", "0123 AB", "38.2"])
      expect(collectOptionData(def, { uni_cpo_adres: "x", uni_cpo_km: bad }).errors.uni_cpo_km, bad).toBe(
        geoMessages.postcodeInvalid,
      );
  });

  it("reads the postcode of a stored line whose {name} already holds km", () => {
    const c = collectOptionData(def, {
      uni_cpo_adres: "x",
      uni_cpo_km: "34.8",
      uni_cpo_km_postcode: "1012 JS",
    });
    expect(c.values).toMatchObject({ uni_cpo_km: "1012 JS", uni_cpo_km_postcode: "1012 JS" });
  });

  it("prices km only once the server resolved them; an optional empty postcode adds nothing", () => {
    const c = collectOptionData(def, { uni_cpo_adres: "x", uni_cpo_km: "1012 JS" });
    const r = evaluatePrice(def, c.values);
    expect(r.ok).toBe(false);
    const resolved = evaluatePrice(def, { ...c.values, uni_cpo_km: "34.8" });
    expect(resolved.ok && resolved.priceExcl?.toString()).toBe("117.4");
    const none = collectOptionData(optional, { uni_cpo_km: "" });
    expect(none.ok).toBe(true);
    const free = evaluatePrice(optional, none.values);
    expect(free.ok && free.priceExcl?.toString()).toBe("100");
  });

  it("shows the distance readably on the cart line", () => {
    const label = geoValueLabel(def.options[1] as never, {
      uni_cpo_km: "34.8",
      uni_cpo_km_postcode: "1012 JS",
    });
    expect(label).toBe("1012 JS (34,8 km hemelsbreed)");
  });
});

describe("definitions and the builder", () => {
  it("reserves the _latlng, _origin and _postcode suffixes", () => {
    for (const slug of ["adres_latlng", "x_origin", "x_postcode"]) {
      const input: OptionDefinitionInput = {
        basePrice: "1",
        mainFormula: "1",
        options: [{ slug, type: "map", label: "A" }],
      };
      expect(optionDefinitionSchema.safeParse(input).success, slug).toBe(false);
    }
  });

  it("refuses a map view off the globe and a zero maxKm", () => {
    const bad = (o: Record<string, unknown>) =>
      optionDefinitionSchema.safeParse({ basePrice: "1", mainFormula: "1", options: [{ label: "A", ...o }] })
        .success;
    expect(bad({ slug: "a", type: "map", center: { lat: 95, lng: 5 } })).toBe(false);
    expect(bad({ slug: "a", type: "map", zoom: 25 })).toBe(false);
    expect(bad({ slug: "a", type: "postcode_distance", maxKm: 0 })).toBe(false);
    expect(bad({ slug: "a", type: "map", center: { lat: 52, lng: 5 }, zoom: 12 })).toBe(true);
  });

  it("prices the builder's test configuration at the test distance, without a geocoder", () => {
    const test = defaultTestValues(def);
    const priced = priceTest(def, test);
    expect(priced.ok).toBe(true);
    if (!priced.ok) return;
    expect(priced.exclCents).toBe(10_000 + Number(TEST_DISTANCE_KM) * 50);
    expect(priced.variables).toContainEqual({ name: "uni_cpo_km", value: TEST_DISTANCE_KM });
  });
});
