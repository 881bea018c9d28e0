import { setupServer } from "msw/node";
import { afterAll, beforeAll } from "vitest";
import { setGeocoder } from "~/modules/geo/geocoder.server";
import { createPdokGeocoder } from "~/modules/geo/pdok.server";
import { createFakePdok } from "../mocks/pdok";

/**
 * For DB tests that price the sliding door: its address and distance options ask the geocoder, so a fake PDOK
 * (tests/mocks/pdok.ts) answers through MSW for the whole file, and every other request is an error.
 */
export function useFakeGeocoder(): void {
  const pdok = setupServer(...createFakePdok().handlers);
  beforeAll(() => {
    pdok.listen({ onUnhandledFrame: "error" });
    setGeocoder(createPdokGeocoder({ timeoutMs: 1000 }));
  });
  afterAll(() => {
    pdok.close();
    setGeocoder(undefined);
  });
}
