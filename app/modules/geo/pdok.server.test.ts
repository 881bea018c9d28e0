import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createFakePdok, FAKE_PDOK_URL } from "../../../tests/mocks/pdok";
import { GeocoderError } from "./geocoder";
import { createPdokGeocoder } from "./pdok.server";

const fake = createFakePdok();
const server = setupServer(...fake.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  fake.fail(null);
  fake.requests.length = 0;
});

const fresh = () => createPdokGeocoder({ baseUrl: FAKE_PDOK_URL, timeoutMs: 200, cacheMs: 60_000 });

async function failureOf(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(GeocoderError);
    return (e as GeocoderError).failure;
  }
  throw new Error("expected a GeocoderError");
}

describe("the PDOK geocoder (MSW fake)", () => {
  it("finds a postcode area with its place and asks PDOK for type:postcode", async () => {
    const hit = await fresh().postcode("3011ad");
    expect(hit).toMatchObject({ postcode: "3011 AD", city: "Rotterdam", street: "Coolsingel", lat: 51.9225 });
    const asked = fake.requests[0];
    expect(asked.pathname).toBe("/bzk/locatieserver/search/v3_1/free");
    expect(asked.searchParams.getAll("fq")).toEqual(["postcode:3011AD", "type:postcode"]);
    expect(asked.searchParams.get("fl")).toContain("centroide_ll");
  });

  it("finds an address by postcode and house number, a letter picking that one", async () => {
    const g = fresh();
    expect(await g.postcode("9711 LV", "1")).toMatchObject({ houseNumber: "1", street: "Grote Markt" });
    expect(await g.postcode("9711 LV", "1a")).toMatchObject({ houseNumber: "1A" });
    expect(await g.postcode("9711 LV", "1b")).toBeNull();
    expect(fake.requests.at(-1)?.searchParams.getAll("fq")).toEqual([
      "postcode:9711LV",
      "type:adres",
      "huisnummer:1",
    ]);
  });

  it("answers null for an unknown postcode and for text that is no postcode (without asking PDOK)", async () => {
    const g = fresh();
    expect(await g.postcode("9999 ZZ")).toBeNull();
    expect(fake.requests).toHaveLength(1);
    expect(await g.postcode("not a postcode")).toBeNull();
    expect(await g.postcode("3011 AD", "x")).toBeNull();
    expect(fake.requests).toHaveLength(1);
  });

  it("searches free text for addresses", async () => {
    const found = await fresh().search("coolsingel rotterdam");
    expect(found.map((a) => a.label)).toEqual(["Coolsingel 40, 3011AD Rotterdam"]);
    expect(await fresh().search("   ")).toEqual([]);
  });

  it("keeps found answers for a while, so the live price does not ask again on every change", async () => {
    const g = fresh();
    await g.postcode("3011 AD");
    await g.postcode("3011AD");
    expect(fake.requests).toHaveLength(1);
  });

  it.each([
    ["http500", "unreachable"],
    ["http503", "unreachable"],
    ["network", "unreachable"],
    ["timeout", "unreachable"],
    ["garbage", "bad_answer"],
  ] as const)("turns %s into a typed GeocoderError (%s), never a result", async (failure, kind) => {
    fake.fail(failure);
    const g = fresh();
    expect(await failureOf(g.postcode("3011 AD"))).toBe(kind);
    expect(await failureOf(g.search("coolsingel"))).toBe(kind);
    // A failure is not kept: once PDOK answers again, so does the geocoder.
    fake.fail(null);
    expect(await g.postcode("3011 AD")).not.toBeNull();
  });
});
