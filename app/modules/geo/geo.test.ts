import { describe, expect, it } from "vitest";
import { FAKE_ADDRESSES, fakePdokAnswer } from "../../../tests/mocks/pdok";
import { EARTH_RADIUS_KM, haversineKm, kmText, latLngText, parseLatLng } from "./distance";
import { GeocoderError } from "./geocoder";
import { parsePdokAnswer, parsePoint } from "./pdok";
import { compactPostcode, normalisePostcode, parseHouseNumber } from "./postcode";

const utrecht = { lat: 52.0894, lng: 5.1077 };
const rotterdam = { lat: 51.9225, lng: 4.4792 };

describe("haversine distance", () => {
  it("is 0 for one point and symmetric", () => {
    expect(haversineKm(utrecht, utrecht)).toBe(0);
    expect(haversineKm(utrecht, rotterdam)).toBeCloseTo(haversineKm(rotterdam, utrecht), 9);
  });

  it("gives one degree of latitude as 2πR/360 and a degree of longitude shrinking with cos(lat)", () => {
    const degree = (2 * Math.PI * EARTH_RADIUS_KM) / 360;
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(degree, 6);
    expect(haversineKm({ lat: 60, lng: 0 }, { lat: 60, lng: 0.001 })).toBeCloseTo(
      degree * 0.001 * Math.cos(Math.PI / 3),
      4,
    );
    // Antipodes: half the circumference, no NaN from rounding above 1.
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
  });

  it("measures Utrecht – Rotterdam city halls at about 46 km as the crow flies", () => {
    const km = haversineKm(utrecht, rotterdam);
    expect(km).toBeGreaterThan(45);
    expect(km).toBeLessThan(47);
    expect(kmText(km)).toMatch(/^4[56]\.\d$/);
  });

  it("rounds km to one decimal as a formula-ready decimal string", () => {
    expect(kmText(0)).toBe("0");
    expect(kmText(38.24)).toBe("38.2");
    expect(kmText(38.25)).toBe("38.3");
    expect(kmText(12)).toBe("12");
  });

  it("writes and reads lat,lng and refuses values off the globe", () => {
    expect(latLngText(utrecht)).toBe("52.089400,5.107700");
    expect(parseLatLng("52.0894, 5.1077")).toEqual(utrecht);
    expect(parseLatLng("91,5")).toBeNull();
    expect(parseLatLng("52,181")).toBeNull();
    expect(parseLatLng("52.1")).toBeNull();
    expect(parseLatLng("abc,def")).toBeNull();
  });
});

describe("postcodes and house numbers", () => {
  it("normalises Dutch postcodes and refuses others", () => {
    expect(normalisePostcode("3521az")).toBe("3521 AZ");
    expect(normalisePostcode(" 3521 AZ ")).toBe("3521 AZ");
    expect(compactPostcode("3521 AZ")).toBe("3521AZ");
    for (const bad of [
      "0521 AZ",
      "352 AZ",
      "3521 A",
      "3521 SS",
      "3521 sa",
      "3521 SD",
      "35211 AZ",
      "B-1000",
      "",
    ])
      expect(normalisePostcode(bad), bad).toBeNull();
  });

  it("reads house numbers with a letter or an addition", () => {
    expect(parseHouseNumber("40")).toEqual({ number: "40", addition: "" });
    expect(parseHouseNumber("12a")).toEqual({ number: "12", addition: "A" });
    expect(parseHouseNumber("7-2")).toEqual({ number: "7", addition: "2" });
    expect(parseHouseNumber("007")).toEqual({ number: "7", addition: "" });
    expect(parseHouseNumber("0")).toBeNull();
    expect(parseHouseNumber("a12")).toBeNull();
  });
});

describe("PDOK answers", () => {
  it("reads POINT(lng lat) with longitude first", () => {
    expect(parsePoint("POINT(4.47917 51.92234)")).toEqual({ lat: 51.92234, lng: 4.47917 });
    expect(parsePoint("POINT(200 10)")).toBeNull();
    expect(parsePoint("POLYGON((1 2))")).toBeNull();
  });

  it("turns /free docs into addresses, best first, with letter and addition in the house number", () => {
    const found = parsePdokAnswer({
      response: {
        numFound: 3,
        start: 0,
        maxScore: 9,
        numFoundExact: true,
        docs: [
          {
            type: "adres",
            weergavenaam: "Coolsingel 40, 3011AD Rotterdam",
            straatnaam: "Coolsingel",
            huisnummer: 40,
            huisletter: "B",
            huisnummertoevoeging: "2",
            postcode: "3011AD",
            woonplaatsnaam: "Rotterdam",
            centroide_ll: "POINT(4.4792 51.9225)",
          },
          { type: "adres", weergavenaam: "no point" },
          {
            type: "postcode",
            postcode: "3521AZ",
            woonplaatsnaam: "Utrecht",
            centroide_ll: "POINT(5.1 52.1)",
          },
        ],
      },
    });
    expect(found).toEqual([
      {
        label: "Coolsingel 40, 3011AD Rotterdam",
        street: "Coolsingel",
        houseNumber: "40B-2",
        postcode: "3011 AD",
        city: "Rotterdam",
        lat: 51.9225,
        lng: 4.4792,
      },
      { label: "", street: "", houseNumber: "", postcode: "3521 AZ", city: "Utrecht", lat: 52.1, lng: 5.1 },
    ]);
  });

  it("refuses an answer without response.docs as a bad answer (never as 'not found')", () => {
    for (const bad of [null, {}, { response: {} }, { response: { numFound: 1, docs: "x" } }, "<html>"]) {
      expect(() => parsePdokAnswer(bad)).toThrow(GeocoderError);
      try {
        parsePdokAnswer(bad);
      } catch (e) {
        expect((e as GeocoderError).failure).toBe("bad_answer");
      }
    }
  });

  it("reads every answer of the test fake (it speaks the same shape)", () => {
    const all = parsePdokAnswer(fakePdokAnswer(new URLSearchParams([["fq", "type:adres"]])));
    expect(all).toHaveLength(FAKE_ADDRESSES.length);
  });
});
