import { env } from "~/utils/env.server";
import type { Geocoder } from "./geocoder";
import { createPdokGeocoder } from "./pdok.server";

let current: Geocoder | undefined;

/** The shop's geocoder: PDOK's Locatieserver, or the one GEOCODER_URL names (same API; e.g. a proxy or a fake). */
export function geocoder(): Geocoder {
  current ??= createPdokGeocoder({ baseUrl: env().GEOCODER_URL });
  return current;
}

/** Replaces the shop's geocoder (tests: a fresh one without kept answers); undefined goes back to the default. */
export function setGeocoder(next: Geocoder | undefined): void {
  current = next;
}
