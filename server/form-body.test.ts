import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formBodiesOnly, PAGE_BODY_LIMIT_BYTES } from "./form-body";

let base = "";
let server: http.Server;
const warnings: { status: number; stack?: string }[] = [];

beforeAll(async () => {
  const app = express();
  const log = pino({ level: "warn" }, { write: (line: string) => warnings.push(JSON.parse(line)) });
  app.use((req, _res, next) => {
    req.log = log;
    next();
  });
  app.use(formBodiesOnly(["/api/betalingen/webhook"]));
  app.use((_req, res) => void res.status(200).send("page"));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** A raw request, so methods, lengths and chunked bodies are sent exactly as written. */
function send(method: string, path: string, headers: Record<string, string>, body = bodies.get(headers)) {
  return new Promise<{ status: number; text: string; allow?: string }>((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers, agent: false }, (res) => {
      let text = "";
      res.on("data", (c) => {
        text += c;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text, allow: res.headers.allow }));
    });
    req.on("error", reject);
    req.end(body);
  });
}
const FORM = "application/x-www-form-urlencoded";
const bodies = new WeakMap<Record<string, string>, string>();
/** Headers with the body's type and length; `send` sends that body with them. */
function withLength(type: string | undefined, body: string): Record<string, string> {
  const headers = {
    ...(type ? { "content-type": type } : {}),
    "content-length": String(Buffer.byteLength(body)),
  };
  bodies.set(headers, body);
  return headers;
}

describe("formBodiesOnly", () => {
  it("passes reads and same-origin form posts", async () => {
    expect((await send("GET", "/winkelmand", {})).status).toBe(200);
    expect((await send("HEAD", "/winkelmand", {})).status).toBe(200);
    expect((await send("POST", "/winkelmand", withLength(FORM, "a=1"))).status).toBe(200);
    expect((await send("POST", "/winkelmand", withLength(`${FORM}; charset=UTF-8`, ""))).status).toBe(200);
    expect(
      (await send("POST", "/winkelmand", { ...withLength(FORM, "a=1"), origin: base }, "a=1")).status,
    ).toBe(200);
  });

  it.each([
    ["application/json", '{"a":1}'],
    ["text/plain", "a=1"],
    [undefined, "a=1"],
    ["multipart/form-data; boundary=x", "--x\r\nbroken"],
    ["application/x-www-form-urlencodedx", "a=1"],
  ])("refuses %s with a Dutch 415 and a warning without a stack", async (type, body) => {
    warnings.length = 0;
    const res = await send("POST", "/mijn-account", withLength(type, body));
    expect(res.status).toBe(415);
    expect(res.text).toContain('lang="nl"');
    expect(warnings).toHaveLength(1);
    expect(warnings[0].status).toBe(415);
    expect(warnings[0].stack).toBeUndefined();
  });

  it("refuses other methods (405), unbounded (411) and large (413) bodies, and other origins (400)", async () => {
    const put = await send("PUT", "/winkelmand", withLength(FORM, "a=1"));
    expect(put.status).toBe(405);
    expect(put.allow).toBe("GET, HEAD, POST");
    expect((await send("DELETE", "/winkelmand", {})).status).toBe(405);
    expect(
      (await send("POST", "/winkelmand", { "content-type": FORM, "transfer-encoding": "chunked" }, "a=1"))
        .status,
    ).toBe(411);
    const big = "a=".padEnd(PAGE_BODY_LIMIT_BYTES + 10, "x");
    expect((await send("POST", "/winkelmand", withLength(FORM, big), big)).status).toBe(413);
    for (const origin of ["https://evil.example", "null", "not a url"]) {
      expect((await send("POST", "/winkelmand", { ...withLength(FORM, "a=1"), origin })).status, origin).toBe(
        400,
      );
    }
  });

  it("lets the payment webhook take its provider's post as it comes, but only as a POST", async () => {
    expect((await send("POST", "/api/betalingen/webhook", withLength("application/json", "{}"))).status).toBe(
      200,
    );
    expect((await send("PUT", "/api/betalingen/webhook", withLength(FORM, "id=1"))).status).toBe(405);
  });
});
