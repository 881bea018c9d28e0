import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ORDERBY } from "~/modules/catalog/orderby";
import { COOKIES } from "~/utils/cookies";
import { type KeyedRequest, pageCacheKey } from "./page-cache-key";

const base: KeyedRequest = { method: "GET", url: "/", cookie: undefined, host: "shop.test", secure: true };
const key = (r: Partial<KeyedRequest>) => pageCacheKey({ ...base, ...r });

describe("pageCacheKey: which requests the page cache may answer", () => {
  it("takes every public page type, by GET and HEAD", () => {
    for (const url of [
      "/",
      "/winkel",
      "/product-categorie/glazen-deuren",
      "/product/glazen-deur-op-maat",
      "/product/rvs-greep-2",
      "/algemene-voorwaarden",
    ]) {
      expect(key({ url }), url).not.toBeNull();
      expect(key({ url, method: "HEAD" }), url).toBe(key({ url }));
    }
  });

  it("takes a content page's /{slug} (pages, issue 15), never a slug a route of the shop uses", () => {
    for (const url of ["/over-ons", "/montage", "/veelgestelde-vragen", "/showroom-2026"]) {
      expect(key({ url }), url).not.toBeNull();
    }
    for (const url of ["/winkelmand", "/mijn-account", "/afrekenen", "/beheer", "/zoeken", "/over-ons?x=1"]) {
      expect(key({ url }), url).toBeNull();
    }
  });

  it("refuses every other method", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "OPTIONS", undefined]) {
      expect(key({ method, url: "/winkel" }), String(method)).toBeNull();
    }
  });

  it("refuses personal pages, data requests and paths written another way than the shop links them", () => {
    for (const url of [
      "/winkelmand",
      "/afrekenen",
      "/afrekenen/bestelling-ontvangen/1",
      "/mijn-account",
      "/beheer",
      "/beheer/producten",
      "/betaling/test/tr_1",
      "/api/ajax",
      "/api/health",
      "/winkel.data",
      "/product/glazen-deur-op-maat.data",
      "/_root.data",
      "/winkel/",
      "/WINKEL",
      "//winkel",
      "/product/Glazen-Deur",
      "/product/glazen%2Fdeur",
      "/product/",
      "/product/a/b",
      "/product-categorie/x/y",
      "/melding-sluiten",
      "/onbekend/pad",
      "/zoeken",
      "/sitemap.xml",
      "/over-ons/",
      "/Over-ons",
      "/over-ons.data",
      "",
      undefined,
    ]) {
      expect(key({ url }), String(url)).toBeNull();
    }
  });

  it("allows only a known sort and a page number on the listings, and no query elsewhere", () => {
    for (const orderby of ORDERBY) expect(key({ url: `/winkel?orderby=${orderby}` }), orderby).not.toBeNull();
    expect(key({ url: "/winkel?page=2" })).not.toBeNull();
    expect(key({ url: "/product-categorie/deurgrepen?orderby=price&page=3" })).not.toBeNull();
    for (const url of [
      "/?wc-ajax=get_refreshed_fragments",
      "/winkel?wc-ajax=add_to_cart",
      "/winkel?orderby=price&wc-ajax=add_to_cart",
      "/winkel?orderby=unknown",
      "/winkel?page=0",
      "/winkel?page=10000",
      "/winkel?page=2&page=3",
      "/winkel?page",
      "/winkel?",
      "/winkel?utm_source=x",
      "/?page=2",
      "/product/glazen-deur-op-maat?uni_cpo_width=800",
      "/algemene-voorwaarden?x=1",
    ]) {
      expect(key({ url }), url).toBeNull();
    }
    // Another order of the same parameters is another entry (never a wrong page).
    expect(key({ url: "/winkel?orderby=price&page=2" })).not.toBe(
      key({ url: "/winkel?page=2&orderby=price" }),
    );
  });

  it("refuses a visitor with a login flag or a cart cookie, whatever its value", () => {
    for (const name of [COOKIES.loggedIn, COOKIES.itemsInCart, COOKIES.cartHash]) {
      for (const value of ["1", "0", ""]) {
        expect(key({ cookie: `${name}=${value}` }), `${name}=${value}`).toBeNull();
        expect(key({ cookie: `maatglas_sid=abc; ${name}=${value}; x=y` }), name).toBeNull();
      }
    }
  });

  it("keys by the dismissed store notices, not by the session or other cookies", () => {
    const plain = key({});
    expect(key({ cookie: "maatglas_sid=abc.def" })).toBe(plain);
    expect(key({ cookie: "maatglas_sid=other.one; _ga=1" })).toBe(plain);
    expect(key({ cookie: "store_notice1=shown" })).toBe(plain);
    const hidden = key({ cookie: "store_notice1=hidden" });
    expect(hidden).not.toBe(plain);
    expect(key({ cookie: "maatglas_sid=x; store_notice1=hidden" })).toBe(hidden);
    expect(key({ cookie: "store_notice2=hidden" })).not.toBe(hidden);
    expect(key({ cookie: "store_notice2=hidden; store_notice1=hidden" })).toBe(
      key({ cookie: "store_notice1=hidden; store_notice2=hidden" }),
    );
  });

  it("keys by host, scheme, path and query", () => {
    const keys = new Set([
      key({}),
      key({ host: "evil.test" }),
      key({ secure: false }),
      key({ url: "/winkel" }),
      key({ url: "/winkel?page=2" }),
    ]);
    expect(keys.size).toBe(5);
  });
});

describe("every cookie read while rendering has a decision in the page cache key", () => {
  /** The cookies the key handles (server/page-cache-key.ts), as the code names them. */
  const DECIDED = new Set([
    "COOKIES.session",
    "COOKIES.loggedIn",
    "COOKIES.itemsInCart",
    "COOKIES.cartHash",
    "storeNoticeCookieName(notice.id)",
  ]);

  function sources(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const file = path.join(dir, e.name);
      if (e.isDirectory()) return sources(file);
      return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [file] : [];
    });
  }

  it("finds only decided cookies in readCookie calls (a new one must be decided in page-cache-key.ts)", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const read = new Set<string>();
    for (const file of [...sources(path.join(root, "app")), ...sources(path.join(root, "server"))]) {
      const text = fs.readFileSync(file, "utf8").replace(/export function readCookie\(/g, "");
      for (const m of text.matchAll(/readCookie\([^,]+,\s*([\w.]+(?:\([\w.]*\))?)/g)) read.add(m[1]);
    }
    expect(read.size).toBeGreaterThan(0);
    expect([...read].filter((name) => !DECIDED.has(name))).toEqual([]);
  });
});
