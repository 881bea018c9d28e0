import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { COOKIES, readCookie } from "~/utils/cookies";
import { parseEnv } from "~/utils/env.server";
import { csrfTokenFor, verifySessionCookie } from "~/utils/session.server";
import { createApp } from "./app";

const OLD_SECRET = "old-secret-old-secret-old-secret-old";
const NEW_SECRET = "new-secret-new-secret-new-secret-new";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "maatglas-app-"));
const closers: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const close of closers) await close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The whole shop in-process on SQLite (DATA_DIR in a temp folder), its log lines captured. */
async function start(vars: Record<string, string>, host = "127.0.0.1") {
  const lines: string[] = [];
  const logDestination = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  const config = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: "info", NODE_ENV: "test", ...vars });
  const { listener, database } = await createApp({ config, logDestination });
  // As server/index.ts serves it: the background calls' fast path, then the Express app.
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, host, () => resolve()));
  closers.push(async () => {
    await new Promise<void>((r) => server.close(() => r()));
    await database.close();
  });
  const port = (server.address() as AddressInfo).port;
  /** The request log line of the call with this X-Request-Id. */
  const logOf = (id: string) =>
    lines.map((l) => JSON.parse(l)).find((l) => l.req?.id === id && l.msg === "request completed");
  return { port, lines, logOf, database };
}

describe("TRUST_PROXY decides when X-Forwarded-For is believed", () => {
  it("believes the loopback proxy by default, and nobody else when set to another range", async () => {
    const trusting = await start({});
    const strict = await start({ TRUST_PROXY: "10.0.0.0/8" });
    for (const [shop, expected] of [
      [trusting, "203.0.113.9"],
      [strict, "127.0.0.1"],
    ] as const) {
      const id = `xff-${shop.port}`;
      const res = await fetch(`http://127.0.0.1:${shop.port}/api/health`, {
        headers: { "x-forwarded-for": "203.0.113.9", "x-request-id": id },
      });
      expect(res.status).toBe(200);
      await new Promise((r) => setTimeout(r, 20));
      expect(shop.logOf(id)?.req.ip).toBe(expected);
    }
  });

  const external = Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i && i.family === "IPv4" && !i.internal)?.address;
  it.skipIf(!external)(
    "ignores a forged X-Forwarded-For from a peer that is not loopback (default)",
    async () => {
      const shop = await start({}, "0.0.0.0");
      const id = "xff-external";
      await fetch(`http://${external}:${shop.port}/api/health`, {
        headers: { "x-forwarded-for": "203.0.113.9", "x-request-id": id },
      });
      await new Promise((r) => setTimeout(r, 20));
      expect(shop.logOf(id)?.req.ip).toMatch(new RegExp(`${external?.replaceAll(".", "\\.")}$`));
    },
  );
});

describe("APP_SECRET_PREVIOUS keeps sessions, CSRF tokens and guest carts through a rotation", () => {
  async function call(port: number, endpoint: string, cookie: string, fields?: Record<string, string>) {
    const res = await fetch(`http://127.0.0.1:${port}/?wc-ajax=${endpoint}`, {
      method: fields ? "POST" : "GET",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
      body: fields ? new URLSearchParams(fields) : undefined,
    });
    const setCookie = readCookie(
      res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; "),
      COOKIES.session,
    );
    return { status: res.status, body: await res.json(), setCookie };
  }
  const cookieOf = (value: string) => `${COOKIES.session}=${value}`;

  it("accepts the old cookie and token, re-signs the cookie with the new secret, keeps the cart", async () => {
    const before = await start({ APP_SECRET: OLD_SECRET });
    const product = await before.database.kysely
      .selectFrom("products")
      .select("id")
      .where("type", "=", "simple")
      .executeTakeFirstOrThrow();
    // A guest under the old secret: a session cookie, the token issued for it, one product in the cart.
    const first = await call(before.port, "get_refreshed_fragments", "");
    const oldCookie = first.setCookie ?? "";
    const sessionId = oldCookie.split(".")[0];
    expect(verifySessionCookie({ current: OLD_SECRET }, oldCookie)?.id).toBe(sessionId);
    const oldToken = csrfTokenFor({ current: OLD_SECRET }, sessionId);
    const add = { product_id: String(product.id), quantity: "1", security: oldToken };
    const added = await call(before.port, "add_to_cart", cookieOf(oldCookie), add);
    expect(added.status).toBe(200);
    expect(added.body.cart.count).toBe(1);

    // Rotated: APP_SECRET is new, the old one is APP_SECRET_PREVIOUS.
    const during = await start({ APP_SECRET: NEW_SECRET, APP_SECRET_PREVIOUS: OLD_SECRET });
    const kept = await call(during.port, "get_refreshed_fragments", cookieOf(oldCookie));
    expect(kept.status).toBe(200);
    expect(kept.body.cart.count).toBe(1);
    const newCookie = kept.setCookie ?? "";
    expect(newCookie).not.toBe(oldCookie);
    expect(verifySessionCookie({ current: NEW_SECRET }, newCookie)).toEqual({ id: sessionId, resign: false });
    const again = await call(during.port, "add_to_cart", cookieOf(oldCookie), add);
    expect(again.status).toBe(200);
    expect(again.body.cart.count).toBe(2);
    // A cookie already signed with the new secret is not re-issued.
    expect(
      (await call(during.port, "get_refreshed_fragments", cookieOf(newCookie))).setCookie,
    ).toBeUndefined();

    // APP_SECRET_PREVIOUS removed: the old cookie and token are worthless, the re-signed cookie still works.
    const after = await start({ APP_SECRET: NEW_SECRET });
    const stale = await call(after.port, "get_refreshed_fragments", cookieOf(oldCookie));
    expect(stale.body.cart.count).toBe(0);
    expect(stale.setCookie?.split(".")[0]).not.toBe(sessionId);
    expect((await call(after.port, "add_to_cart", cookieOf(newCookie), add)).status).toBe(403);
    const current = await call(after.port, "get_refreshed_fragments", cookieOf(newCookie));
    expect(current.body.cart.count).toBe(2);
    expect(current.setCookie).toBeUndefined();
  });
});
