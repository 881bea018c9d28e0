import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
// Relative imports on purpose: none of these modules use the `~/` alias.
import { createOrderOnce } from "../../app/modules/orders/orders.server";
import { openSqlite } from "../../db/dialect.server";
import { newEmail, PASSWORD } from "../helpers/account";

// Issue 8: the log holds no secrets. A second production server (same build) runs with LOG_LEVEL=debug and its
// stdout captured; a shopper logs in, asks for a password reset, opens the reset link and a thank-you page, and
// none of the session ids, the reset token or the order key may appear in anything it logged.

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

async function startServer(port: number, dataDir: string) {
  const out: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "debug",
      NODE_ENV: "production",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      SMTP_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (c) => out.push(String(c)));
  child.stderr?.on("data", (c) => out.push(String(c)));
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = () =>
    new Promise<string>((resolve) => {
      child.once("exit", () => resolve(out.join("")));
      child.kill("SIGTERM");
    });
  return { stop };
}

async function csrf(request: APIRequestContext, path = "/mijn-account"): Promise<string> {
  const html = await (await request.get(path)).text();
  return /"nonce":"([^"]+)"/.exec(html)?.[1] ?? "";
}

test("the log holds no session id, reset token or order key", async ({ playwright }) => {
  test.setTimeout(90_000);
  const port = await freePort();
  const dataDir = `data/e2e-logs-${port}`;
  fs.rmSync(dataDir, { recursive: true, force: true });
  const server = await startServer(port, dataDir);
  const secrets = new Set<string>();
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    const request = await playwright.request.newContext({
      baseURL,
      maxRedirects: 0,
      extraHTTPHeaders: { "X-Forwarded-For": `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}` },
    });
    const remember = async () => {
      for (const c of (await request.storageState()).cookies) {
        if (c.name === "maatglas_sid") {
          secrets.add(c.value);
          secrets.add(c.value.split(".")[0]);
        }
      }
    };
    const email = newEmail();
    // An account, then a fresh log-in (the session id rotates each time).
    const registered = await request.post("/mijn-account", {
      form: { _csrf: await csrf(request), intent: "register", email, password: PASSWORD, first_name: "Anna" },
    });
    expect(registered.status()).toBe(303);
    await remember();
    await request.post("/mijn-account/uitloggen", { form: { _csrf: await csrf(request) } });
    await remember();
    const loggedIn = await request.post("/mijn-account", {
      form: { _csrf: await csrf(request), intent: "login", email, password: PASSWORD },
    });
    expect(loggedIn.status()).toBe(303);
    await remember();
    expect((await request.get("/mijn-account")).status()).toBe(200);

    // A password reset: the token travels in the e-mail (the outbox) and in the link's URL.
    const asked = await request.post("/mijn-account/wachtwoord-vergeten", {
      form: { _csrf: await csrf(request, "/mijn-account/wachtwoord-vergeten"), email },
    });
    expect(asked.status()).toBe(200);
    const db = openSqlite(path.join(dataDir, "maatglas.db"));
    let token = "";
    let orderId = 0;
    let orderKey = "";
    try {
      const mail = await db.kysely
        .selectFrom("email_outbox")
        .select("text_body")
        .where("to_address", "=", email)
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      token = decodeURIComponent(/[?&]token=([^\s&]+)/.exec(mail.text_body)?.[1] ?? "");
      const order = await createOrderOnce(db.kysely, {
        idempotencyKey: `e2e-logs-${randomBytes(6).toString("hex")}`,
        status: "on-hold",
        sessionId: null,
        userId: null,
        email,
        billing: {
          firstName: "Anna",
          lastName: "de Vries",
          company: "",
          street: "Kerkstraat",
          houseNumber: 12,
          houseNumberSuffix: "",
          postcode: "3511 AB",
          city: "Utrecht",
          country: "NL",
          email,
          phone: "0612345678",
        },
        shipping: {
          firstName: "Anna",
          lastName: "de Vries",
          company: "",
          street: "Kerkstraat",
          houseNumber: 12,
          houseNumberSuffix: "",
          postcode: "3511 AB",
          city: "Utrecht",
          country: "NL",
        },
        shippingMethod: "bezorgen",
        paymentMethod: "banktransfer",
        customerNote: "",
        subtotalInclCents: 12100,
        shippingInclCents: 0,
        feeInclCents: 0,
        totalInclCents: 12100,
        vatCents: 2100,
        lines: [
          {
            kind: "product",
            productId: null,
            name: "Glazen deur op maat",
            quantity: 1,
            unitExclCents: 10000,
            unitInclCents: 12100,
            snapshot: { options: [] },
          },
        ],
      });
      orderId = order.id;
      orderKey = order.orderKey;
    } finally {
      await db.close();
    }
    expect(token.length).toBeGreaterThan(10);
    expect(
      (await request.get(`/mijn-account/wachtwoord-herstellen?token=${encodeURIComponent(token)}`)).status(),
    ).toBe(200);
    // The thank-you page, and one with a wrong key.
    expect((await request.get(`/afrekenen/bestelling-ontvangen/${orderId}?key=${orderKey}`)).status()).toBe(
      200,
    );
    expect((await request.get(`/afrekenen/bestelling-ontvangen/${orderId}?key=${orderKey}x`)).status()).toBe(
      404,
    );
    await request.dispose();
    secrets.add(token);
    secrets.add(encodeURIComponent(token));
    secrets.add(orderKey);
  } finally {
    const log = await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    // The log was captured and shows the requests (URLs masked), so the checks below are about a real log.
    expect(log).toContain('"msg":"request completed"');
    expect(log).toContain("/mijn-account/wachtwoord-herstellen?token=***");
    expect(log).toContain("/afrekenen/bestelling-ontvangen/");
    expect(log).toContain("[redacted]");
    expect(secrets.size).toBeGreaterThanOrEqual(5);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      expect(log.includes(secret), `log contains ${secret}`).toBe(false);
    }
    expect(log).not.toContain(PASSWORD);
  }
});
