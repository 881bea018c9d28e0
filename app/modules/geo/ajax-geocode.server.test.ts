import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { geoMessages } from "~/i18n/nl.geo";
import type { AjaxContext } from "~/routes/api/ajax.server";
import { createFakePdok } from "../../../tests/mocks/pdok";
import { geocodeAction } from "./ajax-geocode.server";
import { setGeocoder } from "./geocoder.server";
import { createPdokGeocoder } from "./pdok.server";

const fake = createFakePdok();
const server = setupServer(...fake.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterAll(() => {
  server.close();
  setGeocoder(undefined);
});
beforeEach(() => {
  fake.fail(null);
  fake.requests.length = 0;
  setGeocoder(createPdokGeocoder({ timeoutMs: 300 }));
});

const warnings: unknown[] = [];
const ctx = { log: { warn: (o: unknown) => warnings.push(o) } } as unknown as AjaxContext;
const call = (body: Record<string, unknown>) => geocodeAction(ctx, { action: "maatglas_geocode", ...body });

describe("maatglas_geocode", () => {
  it("searches free text and answers the addresses", async () => {
    const r = await call({ q: "Dam Amsterdam" });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      success: true,
      data: { results: [{ label: "Dam 1, 1012JS Amsterdam", lat: 52.3731, lng: 4.8926 }] },
    });
  });

  it("looks up a postcode with a house number (the checkout's autofill)", async () => {
    const r = await call({ postcode: "3011ad", huisnummer: "40" });
    expect(r.body).toMatchObject({
      success: true,
      data: { results: [{ street: "Coolsingel", city: "Rotterdam" }] },
    });
    const none = await call({ postcode: "3011 AD", huisnummer: "41" });
    expect(none.body).toEqual({ success: true, data: { results: [] } });
    const badNumber = await call({ postcode: "3011 AD", huisnummer: "abc" });
    expect(badNumber.body).toEqual({ success: true, data: { results: [] } });
  });

  it("refuses a request without a usable query (400) and never calls PDOK for it", async () => {
    for (const body of [{}, { q: "ab" }, { q: ["Dam"] }, { postcode: "B-1000" }]) {
      const r = await call(body);
      expect(r.status).toBe(400);
    }
    expect(fake.requests.length).toBe(0);
  });

  it("answers 503 with a Dutch message when PDOK cannot be reached, and logs a warning", async () => {
    fake.fail("http503");
    warnings.length = 0;
    const search = await call({ q: "Coolsingel" });
    expect(search).toMatchObject({
      status: 503,
      body: { success: false, data: { message: geoMessages.searchFailed } },
    });
    const autofill = await call({ postcode: "1012JS", huisnummer: "1" });
    expect(autofill).toMatchObject({
      status: 503,
      body: { success: false, data: { message: geoMessages.autofillFailed } },
    });
    expect(warnings).toHaveLength(2);
  });
});
