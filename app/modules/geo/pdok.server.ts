import { type GeoAddress, type Geocoder, GeocoderError } from "./geocoder";
import { PDOK_FIELDS, parsePdokAnswer } from "./pdok";
import { compactPostcode, normalisePostcode, parseHouseNumber } from "./postcode";

/** PDOK Locatieserver v3_1 (free, no key): https://api.pdok.nl/bzk/locatieserver/search/v3_1/ui/ */
export const PDOK_LOCATIESERVER_URL = "https://api.pdok.nl/bzk/locatieserver/search/v3_1";

export interface PdokOptions {
  /** The Locatieserver base URL (ending in /v3_1); default PDOK's own. */
  baseUrl?: string;
  /** A call that takes longer is abandoned as "unreachable". */
  timeoutMs?: number;
  /** How long a found answer is reused (failures are never kept). */
  cacheMs?: number;
  now?: () => number;
}

const CACHE_ENTRIES = 2000;

/**
 * The PDOK geocoder: `/free` with Solr filter queries (`fq=type:adres`, `fq=postcode:3011AD`,
 * `fq=huisnummer:40`). Answers are kept in memory for `cacheMs` (the live price asks again on every change of
 * the form); a network error, a timeout or a non-2xx status is a GeocoderError("unreachable").
 */
export function createPdokGeocoder(options: PdokOptions = {}): Geocoder {
  const base = (options.baseUrl ?? PDOK_LOCATIESERVER_URL).replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 3000;
  const cacheMs = options.cacheMs ?? 6 * 3600_000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { at: number; value: GeoAddress[] }>();

  async function free(params: [string, string][]): Promise<GeoAddress[]> {
    const query = new URLSearchParams([...params, ["fl", PDOK_FIELDS]]);
    const url = `${base}/free?${query}`;
    const hit = cache.get(url);
    if (hit && now() - hit.at < cacheMs) return hit.value;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GeocoderError("unreachable", `PDOK not reachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new GeocoderError("unreachable", `PDOK answered HTTP ${response.status}`);
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new GeocoderError("bad_answer", "PDOK answered no JSON");
    }
    const value = parsePdokAnswer(json);
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(url, { at: now(), value });
    return value;
  }

  return {
    async search(text, rows = 5) {
      const q = text.trim().slice(0, 200);
      if (!q) return [];
      return free([
        ["q", q],
        ["fq", "type:adres"],
        ["rows", String(Math.min(Math.max(rows, 1), 10))],
      ]);
    },
    async postcode(raw, houseNumber) {
      const postcode = normalisePostcode(raw);
      if (!postcode) return null;
      const params: [string, string][] = [["fq", `postcode:${compactPostcode(postcode)}`]];
      if (houseNumber === undefined) {
        params.push(["fq", "type:postcode"], ["rows", "1"]);
        return (await free(params))[0] ?? null;
      }
      const house = parseHouseNumber(houseNumber);
      if (!house) return null;
      params.push(["fq", "type:adres"], ["fq", `huisnummer:${house.number}`], ["rows", "10"]);
      const found = await free(params);
      // An addition ("12a", "7-2") picks that one; without one, the plain number comes first when it exists.
      const wanted = `${house.number}${house.addition}`.toUpperCase();
      const plain = (a: GeoAddress) => a.houseNumber.replace("-", "").toUpperCase();
      return found.find((a) => plain(a) === wanted) ?? (house.addition ? null : (found[0] ?? null));
    },
  };
}
