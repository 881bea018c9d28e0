import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, redactUrl } from "./logger";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return { lines, log: createLogger("debug", stream) };
}

describe("redactUrl", () => {
  it.each([
    ["/winkel", "/winkel"],
    ["/winkel?orderby=price", "/winkel?orderby=price"],
    ["/mijn-account/wachtwoord-herstellen?token=abc123", "/mijn-account/wachtwoord-herstellen?token=***"],
    ["/afrekenen/bestelling-ontvangen/7?key=wc_order_secret", "/afrekenen/bestelling-ontvangen/7?key=***"],
    ["/api/betalingen/webhook?id=tr_123&x=1", "/api/betalingen/webhook?id=***&x=1"],
    [
      "/x?order_key=k&api_key=k&_csrf=t&security=t&add_fee_nonce=t",
      "/x?order_key=***&api_key=***&_csrf=***&security=***&add_fee_nonce=***",
    ],
    ["/x?TOKEN=a", "/x?TOKEN=***"],
    ["/x?", "/x"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(redactUrl(input)).toBe(expected);
  });
});

describe("createLogger", () => {
  it("redacts cookies, credentials and e-mail bodies at every level", () => {
    const { lines, log } = capture();
    log.info(
      {
        req: {
          headers: { cookie: "maatglas_sid=SECRET-SID", authorization: "Bearer SECRET-AUTH", accept: "x" },
        },
        res: { headers: { "set-cookie": ["maatglas_sid=SECRET-SET"] } },
      },
      "request",
    );
    log.info(
      { email: { id: 1, kind: "reset" }, text: "SECRET-BODY link", html: "<p>SECRET-HTML</p>" },
      "mail",
    );
    log.debug({ mail: { text: "SECRET-NESTED", html_body: "SECRET-NESTED-HTML" } }, "nested mail");
    const out = lines.join("");
    for (const secret of [
      "SECRET-SID",
      "SECRET-AUTH",
      "SECRET-SET",
      "SECRET-BODY",
      "SECRET-HTML",
      "SECRET-NESTED",
    ]) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain("[redacted]");
    expect(JSON.parse(lines[0]).req.headers.accept).toBe("x");
    expect(JSON.parse(lines[1]).email).toEqual({ id: 1, kind: "reset" });
  });
});
