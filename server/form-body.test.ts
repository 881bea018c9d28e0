import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formBodiesOnly, PAGE_BODY_LIMIT_BYTES } from "./form-body";

let base = "";
/** An upload page as server/app.ts registers the product image upload. */
const UPLOAD_PATH = /^\/beheer\/producten\/\d+\/afbeeldingen(\.data)?$/;
const UPLOAD_LIMIT = 1024 * 1024;
let server: http.Server;
const warnings: { status: number; stack?: string }[] = [];

beforeAll(async () => {
  const app = express();
  const log = pino({ level: "warn" }, { write: (line: string) => warnings.push(JSON.parse(line)) });
  app.use((req, _res, next) => {
    req.log = log;
    next();
  });
  app.use(formBodiesOnly(["/api/betalingen/webhook"], [{ pattern: UPLOAD_PATH, limitBytes: UPLOAD_LIMIT }]));
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

  it("takes multipart only on an upload path, up to that path's own limit, same origin only", async () => {
    const multipart = "multipart/form-data; boundary=x";
    const body = '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n';
    for (const path of ["/beheer/producten/5/afbeeldingen", "/beheer/producten/5/afbeeldingen.data"])
      expect((await send("POST", path, withLength(multipart, body))).status).toBe(200);
    // The upload page's other forms are plain forms.
    expect((await send("POST", "/beheer/producten/5/afbeeldingen", withLength(FORM, "a=1"))).status).toBe(
      200,
    );
    // Anywhere else multipart stays refused, as does JSON on the upload path.
    expect((await send("POST", "/beheer/producten/5", withLength(multipart, body))).status).toBe(415);
    expect((await send("POST", "/beheer/producten/x/afbeeldingen", withLength(multipart, body))).status).toBe(
      415,
    );
    expect(
      (await send("POST", "/beheer/producten/5/afbeeldingen", withLength("application/json", "{}"))).status,
    ).toBe(415);
    // Bigger than the page limit is fine here, bigger than the upload limit is not (refused before it is read).
    const big = { "content-type": multipart, "content-length": String(PAGE_BODY_LIMIT_BYTES + 1) };
    const tooBig = { "content-type": multipart, "content-length": String(UPLOAD_LIMIT + 1) };
    expect((await send("POST", "/beheer/producten/5/afbeeldingen", big, "")).status).not.toBe(413);
    expect((await send("POST", "/beheer/producten/5/afbeeldingen", tooBig, "")).status).toBe(413);
    const other = { ...withLength(multipart, body), origin: "http://elders.example" };
    expect((await send("POST", "/beheer/producten/5/afbeeldingen", other, body)).status).toBe(400);
  });
});
