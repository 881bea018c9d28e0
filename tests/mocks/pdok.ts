/**
 * A tiny fake of PDOK's Locatieserver v3_1 `/free` endpoint, answering in its real response shape
 * (`{ response: { numFound, start, maxScore, numFoundExact, docs } }`, points as `POINT(lng lat)`). It knows a
 * handful of addresses and understands what the shop asks: `fq=type:adres|type:postcode`, `fq=postcode:…`,
 * `fq=huisnummer:…` and free text `q`. Use its MSW handlers in unit tests (`setupServer(...fake.handlers)`), or
 * `startFakePdokServer()` for a real server process in e2e (GEOCODER_URL). `fake.fail(…)` makes it answer 5xx,
 * hang (timeout) or drop the connection.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { HttpResponse, http as mswHttp } from "msw";

export const FAKE_PDOK_URL = "https://api.pdok.nl/bzk/locatieserver/search/v3_1";

interface FakeAddress {
  straatnaam: string;
  huisnummer: number;
  huisletter?: string;
  postcode: string;
  woonplaatsnaam: string;
  lat: number;
  lng: number;
}

/** Real places (coordinates rounded); distances from Utrecht's 3521 AZ are what the tests expect. */
export const FAKE_ADDRESSES: readonly FakeAddress[] = [
  {
    straatnaam: "Stadsplateau",
    huisnummer: 1,
    postcode: "3521AZ",
    woonplaatsnaam: "Utrecht",
    lat: 52.0894,
    lng: 5.1077,
  },
  {
    straatnaam: "Coolsingel",
    huisnummer: 40,
    postcode: "3011AD",
    woonplaatsnaam: "Rotterdam",
    lat: 51.9225,
    lng: 4.4792,
  },
  {
    straatnaam: "Dam",
    huisnummer: 1,
    postcode: "1012JS",
    woonplaatsnaam: "Amsterdam",
    lat: 52.3731,
    lng: 4.8926,
  },
  {
    straatnaam: "Grote Markt",
    huisnummer: 1,
    postcode: "9711LV",
    woonplaatsnaam: "Groningen",
    lat: 53.2185,
    lng: 6.5681,
  },
  {
    straatnaam: "Grote Markt",
    huisnummer: 1,
    huisletter: "A",
    postcode: "9711LV",
    woonplaatsnaam: "Groningen",
    lat: 53.2186,
    lng: 6.5682,
  },
];

export type FakePdokFailure = "http500" | "http503" | "timeout" | "network" | "garbage" | null;

const label = (a: FakeAddress) =>
  `${a.straatnaam} ${a.huisnummer}${a.huisletter ?? ""}, ${a.postcode} ${a.woonplaatsnaam}`;

function adresDoc(a: FakeAddress) {
  return {
    type: "adres",
    weergavenaam: label(a),
    straatnaam: a.straatnaam,
    huisnummer: a.huisnummer,
    ...(a.huisletter ? { huisletter: a.huisletter } : {}),
    postcode: a.postcode,
    woonplaatsnaam: a.woonplaatsnaam,
    centroide_ll: `POINT(${a.lng} ${a.lat})`,
    id: `adr-${a.postcode}-${a.huisnummer}${a.huisletter ?? ""}`,
    score: 10,
  };
}

function postcodeDoc(a: FakeAddress) {
  return {
    type: "postcode",
    weergavenaam: `${a.straatnaam}, ${a.postcode} ${a.woonplaatsnaam}`,
    straatnaam: a.straatnaam,
    postcode: a.postcode,
    woonplaatsnaam: a.woonplaatsnaam,
    centroide_ll: `POINT(${a.lng} ${a.lat})`,
    id: `pcd-${a.postcode}`,
    score: 10,
  };
}

/** The `/free` answer for a query string, as PDOK would give it. */
export function fakePdokAnswer(params: URLSearchParams) {
  const fq = params.getAll("fq");
  const filter = (key: string) => fq.find((f) => f.startsWith(`${key}:`))?.slice(key.length + 1);
  const type = filter("type") ?? "adres";
  const postcode = filter("postcode");
  const huisnummer = filter("huisnummer");
  const words = (params.get("q") ?? "")
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  let found = FAKE_ADDRESSES.filter(
    (a) =>
      (!postcode || a.postcode === postcode) &&
      (!huisnummer || String(a.huisnummer) === huisnummer) &&
      words.every((w) => label(a).toLowerCase().includes(w)),
  );
  if (type === "postcode")
    found = found.filter((a, i) => found.findIndex((b) => b.postcode === a.postcode) === i);
  const rows = Number(params.get("rows") ?? 10);
  const docs = found.slice(0, rows).map(type === "postcode" ? postcodeDoc : adresDoc);
  return {
    response: { numFound: found.length, start: 0, maxScore: 10, numFoundExact: true, docs },
  };
}

export function createFakePdok() {
  let failure: FakePdokFailure = null;
  const requests: URL[] = [];
  const handlers = [
    mswHttp.get(`${FAKE_PDOK_URL}/free`, async ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      if (failure === "http500" || failure === "http503")
        return HttpResponse.json({ error: "down" }, { status: failure === "http500" ? 500 : 503 });
      if (failure === "network") return HttpResponse.error();
      if (failure === "garbage") return HttpResponse.json({ unexpected: true });
      if (failure === "timeout") await new Promise((r) => setTimeout(r, 10_000));
      return HttpResponse.json(fakePdokAnswer(url.searchParams));
    }),
  ];
  return {
    handlers,
    requests,
    fail(next: FakePdokFailure) {
      failure = next;
    },
  };
}

/** The base URL (…/v3_1) of a fake PDOK server on `port`. */
export function fakePdokUrl(port: number): string {
  return `http://127.0.0.1:${port}/bzk/locatieserver/search/v3_1`;
}

/**
 * The same fake as a real HTTP server on a free port (for e2e, where the shop runs in another process): its base
 * URL ends in /v3_1 like PDOK's. `fail` switches the answers as in createFakePdok.
 */
export async function startFakePdokServer(port = 0) {
  let failure: FakePdokFailure = null;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/health") {
      res.writeHead(200).end("ok");
      return;
    }
    if (!url.pathname.endsWith("/v3_1/free")) {
      res.writeHead(404).end();
      return;
    }
    if (failure === "network") {
      req.socket.destroy();
      return;
    }
    if (failure === "http500" || failure === "http503") {
      res.writeHead(failure === "http500" ? 500 : 503, { "content-type": "application/json" }).end("{}");
      return;
    }
    res
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify(fakePdokAnswer(url.searchParams)));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: fakePdokUrl(bound),
    fail(next: FakePdokFailure) {
      failure = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
