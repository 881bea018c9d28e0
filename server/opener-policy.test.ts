import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COOKIES } from "~/utils/cookies";
import { isAnonymousPublicPage, openerPolicy } from "./opener-policy";

const PUBLIC = [
  "/",
  "/winkel",
  "/winkel?orderby=price",
  "/product-categorie/binnendeuren",
  "/product/glazen-deur-op-maat",
  "/over-ons",
  "/algemene-voorwaarden",
];
const PERSONAL_PATHS = [
  "/winkelmand",
  "/afrekenen",
  "/mijn-account",
  "/mijn-account/bestellingen",
  "/beheer",
  "/beheer/producten",
  "/betaling/test/1",
];
const PERSONAL_COOKIES = [
  `${COOKIES.loggedIn}=1`,
  `${COOKIES.itemsInCart}=1`,
  `${COOKIES.cartHash}=abc`,
  `maatglas_sid=x; ${COOKIES.itemsInCart}=1`,
];

describe("isAnonymousPublicPage", () => {
  it("is true for every public page type without a cart or login, also with a session cookie", () => {
    for (const url of PUBLIC) {
      expect(isAnonymousPublicPage("GET", url), url).toBe(true);
      expect(isAnonymousPublicPage("HEAD", url, "maatglas_sid=abc.def"), url).toBe(true);
    }
  });

  it("is false for the personal pages, for a visitor with a cart or login, and for anything but GET or HEAD", () => {
    for (const url of PERSONAL_PATHS) expect(isAnonymousPublicPage("GET", url), url).toBe(false);
    for (const url of PUBLIC) {
      for (const cookie of PERSONAL_COOKIES)
        expect(isAnonymousPublicPage("GET", url, cookie), `${url} ${cookie}`).toBe(false);
      expect(isAnonymousPublicPage("POST", url), url).toBe(false);
    }
  });
});

describe("openerPolicy", () => {
  let server: http.Server;
  let base = "";
  beforeAll(async () => {
    const app = express();
    app.use(openerPolicy);
    app.use((_req, res) => {
      res.send("ok");
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const coop = async (url: string, init: RequestInit = {}) =>
    (await fetch(`${base}${url}`, init)).headers.get("cross-origin-opener-policy");

  it("leaves it off an anonymous visitor's public page", async () => {
    for (const url of PUBLIC) expect(await coop(url), url).toBeNull();
  });

  it("sets same-origin on personal pages, for a visitor with a cart or login, and on posts", async () => {
    for (const url of PERSONAL_PATHS) expect(await coop(url), url).toBe("same-origin");
    for (const cookie of PERSONAL_COOKIES) {
      expect(await coop("/product/glazen-deur-op-maat", { headers: { cookie } }), cookie).toBe("same-origin");
    }
    expect(await coop("/winkel", { method: "POST" })).toBe("same-origin");
    // Paths the page cache does not key (other letter case, a trailing slash, a data request) are treated as personal.
    for (const url of ["/Winkel", "/winkel/", "/product/glazen-deur-op-maat.data", "/winkel?x=1"]) {
      expect(await coop(url), url).toBe("same-origin");
    }
  });
});
