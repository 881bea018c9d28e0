import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import type { AjaxContext, AjaxResult } from "~/routes/api/ajax.server";
import { COOKIES, readCookie } from "~/utils/cookies";
import { parseEnv } from "~/utils/env.server";
import { csrfTokenFor, verifySessionCookie } from "~/utils/session.server";
import { openSqlite } from "../db/dialect.server";
import { migrateToLatest } from "../db/migrate.server";
import { startFastPath } from "../tests/helpers/fast-path";
import { createApp } from "./app";

// The background calls' rules, through the listener server/index.ts serves (fast path, then Express).

const SECRET = "fast-path-secret-fast-path-secret-00";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "maatglas-fast-path-"));
const closers: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const close of closers) await close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(vars: Record<string, string> = {}) {
  const lines: string[] = [];
  const logDestination = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  const config = parseEnv({
    DATA_DIR: path.join(dataDir, String(closers.length)),
    LOG_LEVEL: "info",
    NODE_ENV: "test",
    APP_SECRET: SECRET,
    ...vars,
  });
  const { listener, database } = await createApp({ config, logDestination });
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  closers.push(async () => {
    await new Promise<void>((r) => server.close(() => r()));
    await database.close();
  });
  const door = await database.kysely
    .selectFrom("products")
    .select("id")
    .where("slug", "=", "glazen-deur-op-maat")
    .executeTakeFirstOrThrow();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, lines, db: database.kysely, doorId: door.id };
}

const DOOR = {
  uni_cpo_height: "2000",
  uni_cpo_width: "800",
  uni_cpo_handle: "rvs-rond-180",
  uni_cpo_hinges: "rvs",
  uni_cpo_lock: "cilinderslot",
};

/** A session of the shop: its cookie header and CSRF token, from a first background call. */
async function session(base: string) {
  const res = await fetch(`${base}/?wc-ajax=get_refreshed_fragments`);
  const value = readCookie(
    res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
    COOKIES.session,
  );
  const id = verifySessionCookie({ current: SECRET }, value)?.id ?? "";
  return { id, cookie: `${COOKIES.session}=${value}`, token: csrfTokenFor({ current: SECRET }, id) };
}

function post(url: string, body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string>) {
  return fetch(url, { method: "POST", headers, body });
}

describe("the fast path keeps the background calls' rules", async () => {
  const shop = await start();
  const priceBody = (token: string) =>
    JSON.stringify({
      action: "uni_cpo_price_calc",
      security: token,
      data: { product_id: shop.doorId, ...DOOR },
    });

  it("issues the session cookie on the first call, with the request id and the JSON headers", async () => {
    const res = await fetch(`${shop.base}/product/x?wc-ajax=get_refreshed_fragments`, {
      headers: { "x-request-id": "first-call-1" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toBe("first-call-1");
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const issued = res.headers.getSetCookie().find((c) => c.startsWith(`${COOKIES.session}=`)) ?? "";
    expect(issued).toContain("HttpOnly");
    expect(issued).not.toContain("Secure");
    expect((await res.json()).cart.count).toBe(0);
    // A generated id when none (or a malformed one) is sent; a known session gets no new cookie.
    const s = await session(shop.base);
    const again = await fetch(`${shop.base}/?wc-ajax=get_refreshed_fragments`, {
      headers: { cookie: s.cookie, "x-request-id": "bad id!" },
    });
    expect(again.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers.getSetCookie().filter((c) => c.startsWith(`${COOKIES.session}=`))).toEqual([]);
    // A personal page's path keeps its private cache rule.
    const cart = await fetch(`${shop.base}/winkelmand?wc-ajax=get_refreshed_fragments`);
    expect(cart.headers.get("cache-control")).toBe("private, no-store");
  });

  it("prices the door from JSON and from the old form encoding alike; never trusts a posted price", async () => {
    const s = await session(shop.base);
    const json = await post(`${shop.base}/api/ajax`, priceBody(s.token), {
      "content-type": "application/json",
      cookie: s.cookie,
    });
    expect(json.status).toBe(200);
    const priced = await json.json();
    expect(priced.data.price_vars.price).toBe("€ 740,50");
    const form = new URLSearchParams({ action: "uni_cpo_price_calc", security: s.token });
    form.set("data[product_id]", String(shop.doorId));
    for (const [k, v] of Object.entries(DOOR)) form.set(`data[${k}]`, v);
    form.set("data[raw_price]", "1");
    form.set("data[price]", "1");
    const encoded = await post(`${shop.base}/api/ajax/`, form.toString(), {
      "content-type": "application/x-www-form-urlencoded",
      cookie: s.cookie,
    });
    expect(encoded.status).toBe(200);
    expect((await encoded.json()).data).toEqual(priced.data);
    // A gzip-encoded body is read as Express read it.
    const gzipped = await post(`${shop.base}/api/ajax`, new Uint8Array(gzipSync(priceBody(s.token))), {
      "content-type": "application/json",
      "content-encoding": "gzip",
      cookie: s.cookie,
    });
    expect((await gzipped.json()).data.price_vars.price).toBe("€ 740,50");
  });

  it("refuses a missing or foreign CSRF token with 403", async () => {
    const s = await session(shop.base);
    const other = await session(shop.base);
    for (const token of ["", other.token]) {
      const res = await post(`${shop.base}/api/ajax`, priceBody(token), {
        "content-type": "application/json",
        cookie: s.cookie,
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        success: false,
        data: { message: expect.stringMatching(/sessie/) },
      });
    }
    const add = await post(`${shop.base}/?wc-ajax=add_to_cart`, `product_id=1&security=${other.token}`, {
      "content-type": "application/x-www-form-urlencoded",
      cookie: s.cookie,
    });
    expect(add.status).toBe(403);
    expect((await add.json()).error).toBe(true);
  });

  it("answers oversized bodies 413, malformed ones 400 and unknown actions 400/404, in JSON", async () => {
    const s = await session(shop.base);
    const headers = { "content-type": "application/json", cookie: s.cookie };
    const big = JSON.stringify({ action: "uni_cpo_price_calc", pad: "x".repeat(65 * 1024) });
    const tooLarge = await post(`${shop.base}/api/ajax`, big, headers);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ success: false, data: { message: "Het verzoek is te groot." } });
    const wcLarge = await post(`${shop.base}/?wc-ajax=add_to_cart`, "x".repeat(17 * 1024), {
      ...headers,
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(wcLarge.status).toBe(413);
    expect((await wcLarge.json()).error).toBe(true);
    const manyFields = Array.from({ length: 2001 }, (_, i) => `f${i}=1`).join("&");
    const tooMany = await post(`${shop.base}/api/ajax`, manyFields, {
      ...headers,
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(tooMany.status).toBe(413);
    for (const malformed of ['{"action":', '"a string"', "nope"]) {
      const res = await post(`${shop.base}/api/ajax`, malformed, headers);
      expect(res.status, malformed).toBe(400);
      expect(await res.json()).toEqual({ success: false, data: { message: "Ongeldig verzoek." } });
    }
    const wcBroken = await post(`${shop.base}/?wc-ajax=get_refreshed_fragments`, "{nope", headers);
    expect(wcBroken.status).toBe(400);
    const latin = await post(`${shop.base}/api/ajax`, "{}", {
      ...headers,
      "content-type": "application/json; charset=iso-8859-1",
    });
    expect(latin.status).toBe(400);
    const unknown = await post(`${shop.base}/api/ajax`, JSON.stringify({ action: "explode" }), headers);
    expect(unknown.status).toBe(400);
    expect((await fetch(`${shop.base}/api/ajax`)).status).toBe(404);
    expect((await post(`${shop.base}/api/ajax/other`, "{}", headers)).status).toBe(404);
    expect((await fetch(`${shop.base}/?wc-ajax=add_to_cart`, { headers })).status).toBe(405);
    // Pages are not the fast path's: /api/ajaxfoo and a query without wc-ajax reach Express.
    expect((await fetch(`${shop.base}/winkel?orderby=price`)).headers.get("content-type")).toContain(
      "text/html",
    );
  });

  it("answers 429 with Retry-After once the session's price bucket is empty", async () => {
    const s = await session(shop.base);
    await shop.db
      .insertInto("rate_limits")
      .values({ key: `price:${s.id}`, tokens: 0, updated_ms: Date.now() + 2000 })
      .execute();
    const res = await post(`${shop.base}/api/ajax`, priceBody(s.token), {
      "content-type": "application/json",
      cookie: s.cookie,
    });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("1");
    expect((await res.json()).data.message).toMatch(/Te veel verzoeken/);
    const other = await session(shop.base);
    const fine = await post(`${shop.base}/api/ajax`, priceBody(other.token), {
      "content-type": "application/json",
      cookie: other.cookie,
    });
    expect(fine.status).toBe(200);
  });

  it("logs every call like pino-http with the client address, never its cookie", async () => {
    const s = await session(shop.base);
    const sid = s.cookie.split("=")[1];
    const res = await post(`${shop.base}/api/ajax`, priceBody(s.token), {
      "content-type": "application/json",
      cookie: s.cookie,
      "x-request-id": "logged-call-1",
      "x-forwarded-for": "203.0.113.7",
    });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 20));
    const line = shop.lines
      .map((l) => JSON.parse(l))
      .find((l) => l.req?.id === "logged-call-1" && l.msg === "request completed");
    expect(line).toMatchObject({ req: { method: "POST", url: "/api/ajax", ip: "203.0.113.7" } });
    expect(line.res.statusCode).toBe(200);
    expect(line.req.headers.cookie).toBe("[redacted]");
    expect(shop.lines.join("")).not.toContain(sid);
    expect(shop.lines.join("")).not.toContain(s.token);
  });
});

describe("TRUST_PROXY decides the Secure flag of the session cookie", () => {
  it("sets Secure for HTTPS behind a trusted proxy, not for a forged X-Forwarded-Proto", async () => {
    const trusting = await start({ NODE_ENV: "production" });
    const strict = await start({ NODE_ENV: "production", TRUST_PROXY: "10.0.0.0/8" });
    // A public host name (on localhost every production cookie is Secure), HTTPS as the proxy says.
    const cookieOf = (base: string) =>
      new Promise<string>((resolve, reject) => {
        const url = new URL(`${base}/?wc-ajax=get_refreshed_fragments`);
        http
          .get(
            {
              host: url.hostname,
              port: url.port,
              path: url.pathname + url.search,
              headers: { host: "shop.example", "x-forwarded-proto": "https" },
            },
            (res) => {
              res.resume();
              resolve(
                (res.headers["set-cookie"] ?? []).find((c) => c.startsWith(`${COOKIES.session}=`)) ?? "",
              );
            },
          )
          .on("error", reject);
      });
    expect(await cookieOf(trusting.base)).toContain("Secure");
    const forged = await cookieOf(strict.base);
    expect(forged).toContain(`${COOKIES.session}=`);
    expect(forged).not.toContain("Secure");
  });
});

/**
 * The fast path alone over an empty database, with one test action `name` (its CSRF field is `security`), and a
 * call of that action in the session `sessionId` carrying the request id it is given.
 */
async function startWithAction(
  name: string,
  action: (ctx: AjaxContext) => Promise<AjaxResult>,
  sessionId: string,
) {
  const db = openSqlite(":memory:");
  await migrateToLatest(db.kysely);
  const secret = { current: SECRET };
  const shop = await startFastPath(db.kysely, {
    secret,
    actions: { [name]: Object.assign(action, { csrfField: "security" }) },
  });
  closers.push(async () => {
    await shop.close();
    await db.close();
  });
  const call = (requestId: string) =>
    post(
      `${shop.base}/api/ajax`,
      JSON.stringify({ action: name, security: csrfTokenFor(secret, sessionId) }),
      {
        "content-type": "application/json",
        cookie: shop.cookieOf(sessionId),
        "x-request-id": requestId,
      },
    );
  return { shop, call };
}

describe("an action that throws", () => {
  it("answers 500 JSON, is logged, and the server keeps answering", async () => {
    const { shop, call } = await startWithAction(
      "boom",
      async () => {
        throw new Error("boom in an action");
      },
      "session-that-meets-a-throwing-action",
    );
    const res = await call("boom-1");
    expect(res.status).toBe(500);
    expect((await res.json()).success).toBe(false);
    expect((await call("boom-1")).status).toBe(500);
    await new Promise((r) => setTimeout(r, 20));
    const logged = shop.lines.map((l) => JSON.parse(l)).find((l) => l.msg === "unhandled error");
    expect(logged).toMatchObject({ level: 50, req: { id: "boom-1" }, err: { message: "boom in an action" } });
  });
});

describe("answers written together at the end of an event-loop turn", () => {
  it("an answer Node refuses to write ends its own connection; the others of its turn are written", async () => {
    let calls = 0;
    const { shop, call } = await startWithAction(
      "cookie",
      async () => {
        calls++;
        // A header value with a line break: Node's setHeader throws for it.
        const cookies = calls === 1 ? ["bad=line\nbreak"] : [];
        return { status: 200, body: { success: true }, cookies };
      },
      "session-with-a-bad-answer-in-its-batch",
    );
    const both = await Promise.allSettled([call("batch-1"), call("batch-2")]);
    expect(both.filter((r) => r.status === "fulfilled" && r.value.status === 200)).toHaveLength(1);
    expect(both.filter((r) => r.status === "rejected")).toHaveLength(1);
    expect((await call("batch-3")).status).toBe(200);
    await new Promise((r) => setTimeout(r, 20));
    expect(shop.lines.map((l) => JSON.parse(l).msg)).toContain("answer not written");
  });
});

describe("an action's context", () => {
  it("makes the request's logger on first use, from a getter on its prototype, not one per call", async () => {
    const seen: AjaxContext[] = [];
    const { shop, call } = await startWithAction(
      "note",
      async (ctx) => {
        seen.push(ctx);
        ctx.log.warn("noted by an action");
        return { status: 200, body: { success: true } };
      },
      "session-whose-action-logs",
    );
    expect((await call("note-1")).status).toBe(200);
    expect((await call("note-2")).status).toBe(200);
    await new Promise((r) => setTimeout(r, 20));
    const noted = shop.lines.map((l) => JSON.parse(l)).filter((l) => l.msg === "noted by an action");
    expect(noted.map((l) => l.req?.id)).toEqual(["note-1", "note-2"]);
    // An own accessor (an object literal's `get log()`) is allocated in the old generation with each call and
    // keeps the whole request alive through minor GCs (decision 011): the getter must come from the prototype.
    expect(seen).toHaveLength(2);
    for (const ctx of seen) expect(Object.getOwnPropertyDescriptor(ctx, "log")).toBeUndefined();
    expect(Object.getPrototypeOf(seen[0])).toBe(Object.getPrototypeOf(seen[1]));
  });
});
