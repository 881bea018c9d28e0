import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { uploadMessages } from "~/i18n/nl.uploads";
import { COOKIES, readCookie } from "~/utils/cookies";
import { EnvError, parseEnv } from "~/utils/env.server";
import { csrfTokenFor, verifySessionCookie } from "~/utils/session.server";
import { SLIDING_DOOR_SLUG } from "../db/seed/index";
import { createApp } from "./app";

// The upload calls over HTTP, through the listener server/index.ts serves: multipart through the fast path,
// removal by another session refused (GET /api/uploads/{id} is a page route: see the e2e spec).

const SECRET = "uploads-http-secret-uploads-http-00";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "maatglas-uploads-http-"));
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  const config = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent", NODE_ENV: "test", APP_SECRET: SECRET });
  const { listener, database } = await createApp({
    config,
    logDestination: new Writable({ write: (_c, _e, cb) => cb() }),
  });
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  closers.push(async () => {
    await new Promise<void>((r) => server.close(() => r()));
    await database.close();
  });
  const door = await database.kysely
    .selectFrom("products")
    .select("id")
    .where("slug", "=", SLIDING_DOOR_SLUG)
    .executeTakeFirstOrThrow();
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, doorId: door.id };
}

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
  return { cookie: `${COOKIES.session}=${value}`, token: csrfTokenFor({ current: SECRET }, id) };
}

describe("uploads over HTTP", async () => {
  const shop = await start();
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#ffffff" } })
    .png()
    .toBuffer();
  const form = (token: string, file: Blob, extra: Record<string, string> = {}) => {
    const f = new FormData();
    for (const [k, v] of Object.entries({
      action: "uni_cpo_upload_file",
      security: token,
      productId: String(shop.doorId),
      slug: "foto_opening",
      file_name: "muur.png",
      chunk: "0",
      chunks: "1",
      ...extra,
    }))
      f.append(k, v);
    f.append("file", file, "muur.png");
    return f;
  };

  it("takes a multipart chunk, answers {success, data:{file:{id,width,height}}}, refuses another session's removal", async () => {
    const me = await session(shop.base);
    const res = await fetch(`${shop.base}/api/ajax`, {
      method: "POST",
      headers: { cookie: me.cookie },
      body: form(me.token, new Blob([png])),
    });
    expect(res.status).toBe(200);
    const json = (await res.json()) as { success: boolean; data: { file: { id: string } } };
    expect(json).toMatchObject({ success: true, data: { file: { width: 64, height: 48 } } });
    const other = await session(shop.base);
    const removal = await fetch(`${shop.base}/api/ajax`, {
      method: "POST",
      headers: { cookie: other.cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        action: "uni_cpo_remove_file",
        security: other.token,
        attach_id: json.data.file.id,
      }),
    });
    expect(removal.status).toBe(403);
    expect(await removal.json()).toEqual({ success: false, data: { error: uploadMessages.notYours } });
  });

  it("refuses a foreign CSRF token (403) and a body over one chunk (413)", async () => {
    const me = await session(shop.base);
    const other = await session(shop.base);
    const forged = await fetch(`${shop.base}/api/ajax`, {
      method: "POST",
      headers: { cookie: me.cookie },
      body: form(other.token, new Blob([png])),
    });
    expect(forged.status).toBe(403);
    const huge = await fetch(`${shop.base}/api/ajax`, {
      method: "POST",
      headers: { cookie: me.cookie },
      body: form(me.token, new Blob([Buffer.alloc(2 * 1024 * 1024)])),
    });
    expect(huge.status).toBe(413);
  });
});

describe("the upload store settings", () => {
  it("refuses to start with UPLOAD_STORE=s3 but no bucket settings (never a silent local fallback)", () => {
    expect(() => parseEnv({ UPLOAD_STORE: "s3" })).toThrow(EnvError);
    expect(() => parseEnv({ UPLOAD_STORE: "s3", S3_BUCKET: "maatglas", S3_REGION: "eu-west-1" })).toThrow(
      /S3_ACCESS_KEY_ID/,
    );
    const ok = parseEnv({
      UPLOAD_STORE: "s3",
      S3_BUCKET: "maatglas",
      S3_REGION: "eu-west-1",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(ok).toMatchObject({ UPLOAD_STORE: "s3", S3_FORCE_PATH_STYLE: true });
    expect(parseEnv({}).UPLOAD_STORE).toBe("local");
  });
});
