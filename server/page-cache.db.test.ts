import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import express from "express";
import helmet from "helmet";
import type { Kysely } from "kysely";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bumpShopVersion } from "~/modules/cache/shop-version.server";
import { COOKIES, readCookie } from "~/utils/cookies";
import { csrfTokenFor, isValidCsrfToken, verifySessionCookie } from "~/utils/session.server";
import type { Database } from "../db/schema";
import { testEngines, twoInstances } from "../tests/helpers/databases";
import { CACHE_HEADER, createPageCache } from "./page-cache";
import { compileTrust, resolveSession } from "./request-basics";

// The page cache in front of a small Express app built like the shop's (per-request CSP nonce through helmet,
// the signed session, the capture hook before the pages), on a real database: pages read a setting, so a change
// stored and bumped on one instance must show on it at once and on the other within a second.

const secret = { current: "page-cache-test-secret-page-cache-test" };
const TITLE = "page_cache_test_title";

interface Instance {
  origin: string;
  renders: () => number;
  stats: () => { hits: number; stored: number; entries: number; bytes: number };
  /** Runs once, during the next page render (after the capture read the generation). */
  duringNextRender: (fn: () => Promise<void>) => void;
  close: () => Promise<void>;
}

async function instance(db: Kysely<Database>, maxBytes?: number): Promise<Instance> {
  let renders = 0;
  let during: (() => Promise<void>) | null = null;
  const app = express();
  const cache = createPageCache({
    db,
    secret,
    trust: compileTrust(["loopback"]),
    production: false,
    log: pino({ level: "silent" }),
    fallback: app,
    maxBytes,
  });
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          "script-src": ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
        },
      },
    }),
  );
  app.use((req, res, next) => {
    res.locals.sessionId = resolveSession(secret, req, res, false);
    next();
  });
  app.post("/melding-sluiten", express.urlencoded({ extended: false }), (req, res) => {
    const ok = isValidCsrfToken(secret, res.locals.sessionId, req.body?._csrf);
    res.status(ok ? 303 : 403).end();
  });
  app.use(cache.capture);
  app.get(["/", "/winkel", "/product/:slug", "/winkelmand", "/broken/:kind"], async (req, res) => {
    renders += 1;
    const hook = during;
    during = null;
    if (hook) await hook();
    const row = await db.selectFrom("settings").select("value").where("key", "=", TITLE).executeTakeFirst();
    const nonce = res.locals.cspNonce as string;
    const token = csrfTokenFor(secret, res.locals.sessionId);
    const notice = readCookie(req.headers.cookie, "store_notice7") === "hidden" ? "" : "<p>notice 7</p>";
    if (req.params.kind === "cookie") res.append("Set-Cookie", "other=1; Path=/");
    if (req.params.kind === "status") res.status(404);
    const form = req.params.kind === "no-token" ? "" : `<input name="_csrf" value="${token}">`;
    res
      .type("html")
      .send(
        `<!doctype html><html><head><script nonce="${nonce}">1</script></head><body>${notice}` +
          `<h1>${row?.value ?? "untitled"}</h1><form method="post">${form}</form>` +
          `<script type="application/json">{"nonce":"${token}"}</script>${"x".repeat(2000)}</body></html>`,
      );
  });
  const server = http.createServer((req, res) => {
    if (cache.pageCache(req, res)) return;
    app(req, res);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    renders: () => renders,
    stats: cache.stats,
    duringNextRender: (fn) => {
      during = fn;
    },
    close: () => new Promise((r) => server.close(() => r())),
  };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function call(
  origin: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const url = new URL(path, origin);
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: init.method ?? "GET",
        headers: init.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString("utf8") });
        });
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

/** A browser: keeps its cookies. */
class Visitor {
  cookies = new Map<string, string>();
  constructor(readonly origin: string) {}
  get cookie() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  async get(path: string, headers: Record<string, string> = {}, method = "GET") {
    const answer = await call(this.origin, path, { method, headers: { cookie: this.cookie, ...headers } });
    for (const c of answer.headers["set-cookie"] ?? []) {
      const [pair] = c.split(";");
      const i = pair.indexOf("=");
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return answer;
  }
  post(path: string, token: string) {
    return call(this.origin, path, {
      method: "POST",
      headers: { cookie: this.cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ _csrf: token }).toString(),
    });
  }
  get sessionId() {
    return verifySessionCookie(secret, this.cookies.get(COOKIES.session))?.id ?? "";
  }
}

const tokenOf = (a: Answer) => /name="_csrf" value="([^"]+)"/.exec(a.body)?.[1] ?? "";
const nonceOf = (a: Answer) => /<script nonce="([^"]+)"/.exec(a.body)?.[1] ?? "";
const cspNonceOf = (a: Answer) => /'nonce-([^']+)'/.exec(String(a.headers["content-security-policy"]))?.[1];
const titleOf = (a: Answer) => /<h1>([^<]*)<\/h1>/.exec(a.body)?.[1];

async function setTitle(db: Kysely<Database>, value: string) {
  await db
    .insertInto("settings")
    .values({ key: TITLE, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}

for (const engine of testEngines()) {
  describe(`the anonymous page cache [${engine}]`, () => {
    let dbs: Awaited<ReturnType<typeof twoInstances>>;
    let a: Instance;
    let b: Instance;
    beforeAll(async () => {
      dbs = await twoInstances(engine);
      await setTitle(dbs.a.kysely, "Deuren");
      a = await instance(dbs.a.kysely);
      b = await instance(dbs.b.kysely);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await dbs?.close();
    });

    it("answers the second visitor from the cache, with a token and nonce of their own", async () => {
      const first = new Visitor(a.origin);
      const second = new Visitor(a.origin);
      const renders = a.renders();
      const one = await first.get("/product/deur");
      const two = await second.get("/product/deur");
      expect(one.headers[CACHE_HEADER.toLowerCase()]).toBe("miss");
      expect(two.headers[CACHE_HEADER.toLowerCase()]).toBe("hit");
      expect(a.renders()).toBe(renders + 1);
      // Each gets its own session, and the token of that session; the nonce of its own CSP header.
      expect(first.sessionId).not.toBe("");
      expect(second.sessionId).not.toBe(first.sessionId);
      expect(tokenOf(one)).toBe(csrfTokenFor(secret, first.sessionId));
      expect(tokenOf(two)).toBe(csrfTokenFor(secret, second.sessionId));
      expect(two.body).toContain(`{"nonce":"${tokenOf(two)}"}`);
      expect(two.body).not.toContain(tokenOf(one));
      expect(nonceOf(one)).toBe(cspNonceOf(one));
      expect(nonceOf(two)).toBe(cspNonceOf(two));
      expect(nonceOf(two)).not.toBe(nonceOf(one));
      expect(two.body).not.toContain(nonceOf(one));
      // The rest of the page and the security headers are the same.
      expect(two.body.replaceAll(tokenOf(two), "T").replaceAll(nonceOf(two), "N")).toBe(
        one.body.replaceAll(tokenOf(one), "T").replaceAll(nonceOf(one), "N"),
      );
      for (const name of [
        "x-frame-options",
        "x-content-type-options",
        "strict-transport-security",
        "referrer-policy",
      ]) {
        expect(two.headers[name], name).toBe(one.headers[name]);
      }
      expect(String(two.headers["content-security-policy"]).replace(nonceOf(two), "N")).toBe(
        String(one.headers["content-security-policy"]).replace(nonceOf(one), "N"),
      );
      for (const answer of [one, two]) {
        expect(answer.headers["cache-control"]).toBe("no-cache");
        expect(answer.headers.vary).toMatch(/Cookie/);
      }
      // The token works for its own session only.
      expect((await second.post("/melding-sluiten", tokenOf(two))).status).toBe(303);
      expect((await second.post("/melding-sluiten", tokenOf(one))).status).toBe(403);
      expect((await first.post("/melding-sluiten", tokenOf(two))).status).toBe(403);
      expect((await first.post("/melding-sluiten", tokenOf(one))).status).toBe(303);
    });

    it("gives a returning visitor a hit without a new session cookie, and many visitors many tokens", async () => {
      const visitor = new Visitor(a.origin);
      await visitor.get("/winkel");
      const again = await visitor.get("/winkel");
      expect(again.headers[CACHE_HEADER.toLowerCase()]).toBe("hit");
      expect(again.headers["set-cookie"]).toBeUndefined();
      expect(tokenOf(again)).toBe(csrfTokenFor(secret, visitor.sessionId));
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => new Visitor(a.origin).get("/winkel")),
      );
      expect(new Set(answers.map(tokenOf)).size).toBe(20);
      expect(new Set(answers.map(nonceOf)).size).toBe(20);
      expect(answers.every((x) => x.headers[CACHE_HEADER.toLowerCase()] === "hit")).toBe(true);
    });

    it("shows a change on the next request of the same instance, and on the other instance within a second", async () => {
      const visitor = new Visitor(a.origin);
      const other = new Visitor(b.origin);
      await visitor.get("/");
      await other.get("/");
      expect((await visitor.get("/")).headers[CACHE_HEADER.toLowerCase()]).toBe("hit");
      expect((await other.get("/")).headers[CACHE_HEADER.toLowerCase()]).toBe("hit");
      await setTitle(dbs.a.kysely, "Glazen deuren");
      await bumpShopVersion(dbs.a.kysely);
      const changedAt = Date.now();
      expect(titleOf(await visitor.get("/"))).toBe("Glazen deuren");
      let seen = titleOf(await other.get("/"));
      while (seen !== "Glazen deuren" && Date.now() - changedAt < 2000) {
        await new Promise((r) => setTimeout(r, 20));
        seen = titleOf(await other.get("/"));
      }
      expect(seen).toBe("Glazen deuren");
      expect(Date.now() - changedAt).toBeLessThan(1000);
      // And both cache the new page again.
      expect((await visitor.get("/")).headers[CACHE_HEADER.toLowerCase()]).toBe("hit");
      expect((await other.get("/")).headers[CACHE_HEADER.toLowerCase()]).toBe("hit");
    });

    it("does not keep a page rendered while the shop changed", async () => {
      const visitor = new Visitor(a.origin);
      a.duringNextRender(async () => {
        await setTitle(dbs.a.kysely, "Schuifdeuren");
        await bumpShopVersion(dbs.a.kysely);
      });
      const renders = a.renders();
      await visitor.get("/product/schuif");
      const next = await visitor.get("/product/schuif");
      expect(next.headers[CACHE_HEADER.toLowerCase()]).toBe("miss");
      expect(a.renders()).toBe(renders + 2);
      expect(titleOf(next)).toBe("Schuifdeuren");
    });

    it("never answers a visitor with a cart or a login from the cache, nor personal pages, POSTs or data requests", async () => {
      const anonymous = new Visitor(a.origin);
      await anonymous.get("/winkel?orderby=price");
      expect((await anonymous.get("/winkel?orderby=price")).headers[CACHE_HEADER.toLowerCase()]).toBe("hit");
      for (const cookie of [`${COOKIES.itemsInCart}=1`, `${COOKIES.loggedIn}=1`, `${COOKIES.cartHash}=abc`]) {
        const personal = new Visitor(a.origin);
        await personal.get("/");
        const [name, value] = cookie.split("=");
        personal.cookies.set(name, value);
        for (let i = 0; i < 2; i++) {
          const renders = a.renders();
          const answer = await personal.get("/winkel?orderby=price");
          expect(answer.headers[CACHE_HEADER.toLowerCase()], cookie).toBeUndefined();
          expect(a.renders(), cookie).toBe(renders + 1);
          expect(tokenOf(answer)).toBe(csrfTokenFor(secret, personal.sessionId));
        }
      }
      for (const path of [
        "/winkelmand",
        "/winkel.data",
        "/winkel/",
        "/WINKEL",
        "/winkel?wc-ajax=get_refreshed_fragments",
        "/winkel?orderby=nope",
        "/?page=2",
      ]) {
        const renders = a.renders();
        const first = await anonymous.get(path);
        const second = await anonymous.get(path);
        expect(second.headers[CACHE_HEADER.toLowerCase()], path).not.toBe("hit");
        // Express matches some of these to a page route (case-insensitive, trailing slash): rendered both times.
        expect(a.renders() - renders, path).toBe(first.status === 200 ? 2 : 0);
      }
      const renders = a.renders();
      expect((await anonymous.post("/melding-sluiten", tokenOf(await anonymous.get("/")))).status).toBe(303);
      expect(a.renders()).toBe(renders);
    });

    it("keeps the store notice's two variants apart by the dismissal cookie", async () => {
      const sees = new Visitor(a.origin);
      const dismissed = new Visitor(a.origin);
      dismissed.cookies.set("store_notice7", "hidden");
      const unrelated = new Visitor(a.origin);
      unrelated.cookies.set("store_notice7", "shown");
      for (let i = 0; i < 2; i++) {
        expect((await sees.get("/product/notice")).body).toContain("notice 7");
        expect((await dismissed.get("/product/notice")).body).not.toContain("notice 7");
        expect((await unrelated.get("/product/notice")).body).toContain("notice 7");
      }
      expect((await dismissed.get("/product/notice")).headers[CACHE_HEADER.toLowerCase()]).toBe("hit");
      expect((await sees.get("/product/notice")).headers[CACHE_HEADER.toLowerCase()]).toBe("hit");
    });

    it("answers HEAD from the GET's entry, and gzip to a client that asks for it", async () => {
      const visitor = new Visitor(a.origin);
      const page = await visitor.get("/product/head");
      const head = await visitor.get("/product/head", {}, "HEAD");
      expect(head.status).toBe(200);
      expect(head.headers[CACHE_HEADER.toLowerCase()]).toBe("hit");
      expect(head.body).toBe("");
      expect(Number(head.headers["content-length"])).toBe(Buffer.byteLength(page.body));
      expect(head.headers["content-security-policy"]).toMatch(/'nonce-[^']+'/);
      const zipped = await visitor.get("/product/head", { "accept-encoding": "gzip, br" });
      expect(zipped.headers["content-encoding"]).toBe("gzip");
      expect(zipped.body.replaceAll(nonceOf(zipped), "N")).toBe(page.body.replaceAll(nonceOf(page), "N"));
      const refused = await visitor.get("/product/head", { "accept-encoding": "gzip;q=0, identity" });
      expect(refused.headers["content-encoding"]).toBeUndefined();
    });

    it("does not store a page with another cookie, another status, or without the token", async () => {
      const visitor = new Visitor(a.origin);
      for (const kind of ["cookie", "status", "no-token"]) {
        const renders = a.renders();
        await visitor.get(`/broken/${kind}`);
        await visitor.get(`/broken/${kind}`);
        expect(a.renders() - renders, kind).toBe(2);
      }
    });

    it("keeps at most maxBytes of pages, dropping the least recently used", async () => {
      const small = await instance(dbs.a.kysely, 64 * 1024);
      try {
        const visitor = new Visitor(small.origin);
        for (let i = 0; i < 60; i++) await visitor.get(`/product/p${i}`);
        const { entries, bytes } = small.stats();
        expect(bytes).toBeLessThanOrEqual(64 * 1024);
        expect(entries).toBeGreaterThan(5);
        expect(entries).toBeLessThan(60);
        // The newest page is still there, the oldest is gone.
        expect((await visitor.get("/product/p59")).headers[CACHE_HEADER.toLowerCase()]).toBe("hit");
        expect((await visitor.get("/product/p0")).headers[CACHE_HEADER.toLowerCase()]).toBe("miss");
      } finally {
        await small.close();
      }
    });
  });
}
