import { z } from "zod";
import { type GeoAddress, GeocoderError } from "./geocoder";
import { normalisePostcode } from "./postcode";

/**
 * Reading PDOK Locatieserver v3_1 answers (pure). `/free` answers a Solr envelope:
 * `{ response: { numFound, start, maxScore, numFoundExact, docs: [ { type, weergavenaam, straatnaam, huisnummer,
 * huisletter, huisnummertoevoeging, postcode, woonplaatsnaam, centroide_ll: "POINT(lng lat)", … } ] } }`.
 * Docs without a usable point are skipped; an envelope of another shape is a GeocoderError ("bad_answer").
 */

/** The fields the shop asks PDOK for (`fl`). */
export const PDOK_FIELDS = [
  "id",
  "type",
  "weergavenaam",
  "straatnaam",
  "huisnummer",
  "huisletter",
  "huisnummertoevoeging",
  "postcode",
  "woonplaatsnaam",
  "centroide_ll",
].join(" ");

const docSchema = z.object({
  type: z.string().optional(),
  weergavenaam: z.string().optional(),
  straatnaam: z.string().optional(),
  huisnummer: z.union([z.number(), z.string()]).optional(),
  huisletter: z.string().optional(),
  huisnummertoevoeging: z.string().optional(),
  postcode: z.string().optional(),
  woonplaatsnaam: z.string().optional(),
  centroide_ll: z.string().optional(),
});

const envelopeSchema = z.object({
  response: z.object({ numFound: z.number(), docs: z.array(z.unknown()) }),
});

const POINT = /^POINT\(\s*(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s*\)$/;

/** `POINT(4.47917 51.92234)` (longitude first) → { lat, lng }; null when it is not such a point. */
export function parsePoint(wkt: string): { lat: number; lng: number } | null {
  const m = POINT.exec(wkt.trim());
  if (!m) return null;
  const lng = Number(m[1]);
  const lat = Number(m[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

function addressOf(raw: unknown): GeoAddress | null {
  const parsed = docSchema.safeParse(raw);
  if (!parsed.success) return null;
  const d = parsed.data;
  const point = d.centroide_ll ? parsePoint(d.centroide_ll) : null;
  if (!point) return null;
  const number = d.huisnummer === undefined ? "" : String(d.huisnummer);
  const addition = d.huisnummertoevoeging ? `-${d.huisnummertoevoeging}` : "";
  return {
    label: d.weergavenaam ?? "",
    street: d.straatnaam ?? "",
    houseNumber: number ? `${number}${d.huisletter ?? ""}${addition}` : "",
    postcode: (d.postcode && normalisePostcode(d.postcode)) || "",
    city: d.woonplaatsnaam ?? "",
    ...point,
  };
}

/** The addresses of a `/free` answer, in PDOK's order (best first). Throws GeocoderError("bad_answer"). */
export function parsePdokAnswer(json: unknown): GeoAddress[] {
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) throw new GeocoderError("bad_answer", "PDOK answered without response.docs");
  return envelope.data.response.docs.map(addressOf).filter((a): a is GeoAddress => a !== null);
}
