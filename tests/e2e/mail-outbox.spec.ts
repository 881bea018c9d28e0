import fs from "node:fs";
import net from "node:net";
import { expect, test } from "@playwright/test";
import {
  freePort,
  freshDataDir,
  type OwnServer,
  placedOrderId,
  request,
  Shopper,
  startServer,
  withShopDb,
} from "./own-server";

/**
 * The e-mail outbox over plain HTTP against production servers of this spec's own (no browser page):
 * mails survive a kill -9 at any moment of a checkout, a hanging SMTP server never delays a request, links
 * in mails come from PUBLIC_URL whatever the request's headers say, and "create account" at checkout never
 * tells whether an address has an account.
 */

test.describe.configure({ mode: "serial" });

const servers: OwnServer[] = [];
const dirs: string[] = [];
test.afterAll(async () => {
  for (const s of servers) await s.kill();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

async function server(name: string, env: Record<string, string> = {}) {
  const dataDir = freshDataDir(name);
  dirs.push(dataDir);
  const s = await startServer({ dataDir, env });
  servers.push(s);
  return s;
}

const outboxOf = (dataDir: string, reference: number | string) =>
  withShopDb(dataDir, (db) =>
    db
      .selectFrom("email_outbox")
      .selectAll()
      .where("reference", "=", String(reference))
      .orderBy("kind")
      .execute(),
  );

test("kill -9 at random moments during checkouts: every order has its two e-mails", async () => {
  // Most of the time goes to 22 server starts; the time-out leaves room for a heavily loaded machine.
  test.setTimeout(240_000);
  const CYCLES = Number(process.env.CRASH_CYCLES ?? 22);
  const dataDir = freshDataDir("crash");
  dirs.push(dataDir);
  const port = await freePort();
  let answered = 0;
  // How long a checkout submit takes here (measured): the kill moments are spread over about twice that.
  let submitMs = 500;
  for (let cycle = 0; cycle < CYCLES; cycle++) {
    const t0 = Date.now();
    const s = await startServer({ dataDir, port });
    if (process.env.CRASH_DEBUG) console.log(`cycle ${cycle}: started in ${Date.now() - t0} ms`);
    let alive = true;
    let posting: () => void = () => {};
    let placed: () => void = () => {};
    const firstSubmit = new Promise<void>((r) => {
      posting = r;
    });
    const firstOrder = new Promise<void>((r) => {
      placed = r;
    });
    // Shoppers check out over and over until the server dies under them.
    const shopper = async () => {
      while (alive) {
        try {
          const shop = new Shopper(s.origin);
          await shop.open();
          await shop.addDoor();
          posting();
          const started = Date.now();
          if (placedOrderId(await shop.checkout({ billing_email: `crash-${cycle}@example.nl` }))) {
            answered++;
            placed();
            submitMs = (submitMs + (Date.now() - started)) / 2;
          }
        } catch (error) {
          // killed mid-request
          if (process.env.CRASH_DEBUG) console.log(`cycle ${cycle}: ${(error as Error).message}`);
        }
      }
    };
    const running = Array.from({ length: 3 }, shopper);
    // The kill lands at a random moment once checkouts are being submitted; every other cycle only after one
    // was answered, so however slow the machine, orders pile up across restarts.
    await (cycle % 2 ? firstSubmit : firstOrder);
    await new Promise((r) => setTimeout(r, Math.random() * 2 * submitMs));
    await s.kill();
    alive = false;
    await Promise.all(running);
  }
  const { orders, mails } = await withShopDb(dataDir, async (db) => ({
    orders: await db.selectFrom("orders").select(["id", "status"]).execute(),
    mails: await db
      .selectFrom("email_outbox")
      .select(["kind", "reference"])
      .where("kind", "in", ["order_confirmation", "new_order"])
      .execute(),
  }));
  // Orders were placed (the check below means something) and every answered one is stored.
  if (process.env.CRASH_DEBUG) console.log(`${orders.length} orders, ${answered} answered`);
  expect(answered).toBeGreaterThan(0);
  expect(orders.length).toBeGreaterThanOrEqual(Math.max(answered, CYCLES / 2));
  const kindsOf = new Map<string, string[]>();
  for (const m of mails) kindsOf.set(m.reference ?? "", [...(kindsOf.get(m.reference ?? "") ?? []), m.kind]);
  const missing = orders.filter(
    (o) => (kindsOf.get(String(o.id)) ?? []).sort().join() !== "new_order,order_confirmation",
  );
  expect(missing).toEqual([]);
  expect(orders.every((o) => o.status === "on-hold")).toBe(true);
});

test("a hanging SMTP server: the checkout answers within a second; the mail waits with its error", async () => {
  test.setTimeout(60_000);
  const connections: net.Socket[] = [];
  const hanging = net.createServer((socket) => {
    connections.push(socket); // accepted, never answered
  });
  await new Promise<void>((r) => hanging.listen(0, "127.0.0.1", () => r()));
  const smtpPort = (hanging.address() as net.AddressInfo).port;
  try {
    const s = await server("hanging-smtp", { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    const shop = new Shopper(s.origin);
    await shop.open();
    await shop.addDoor();
    const started = performance.now();
    const reply = await shop.checkout({ billing_email: "hang@example.nl" });
    const took = performance.now() - started;
    const orderId = placedOrderId(reply);
    expect(orderId).not.toBeNull();
    // The page GET inside checkout() is part of `took`: the POST alone is even faster.
    expect(took).toBeLessThan(1000);

    // The sender tried (a connection came in), hit its greeting time-out and kept the row for a retry.
    await expect
      .poll(async () => (await outboxOf(s.dataDir, orderId as number)).filter((m) => m.error).length, {
        timeout: 30_000,
      })
      .toBe(2);
    expect(connections.length).toBeGreaterThan(0);
    const rows = await outboxOf(s.dataDir, orderId as number);
    for (const row of rows) {
      expect(row.sent_at).toBeNull();
      expect(row.failed_at).toBeNull();
      expect(row.attempts).toBe(1);
      expect(row.error).toMatch(/greeting|timeout|timed out/i);
      expect(Date.parse(row.next_attempt_at ?? "")).toBeGreaterThan(Date.now());
    }
    // Meanwhile the shop answers as usual.
    expect((await request(s.origin, "GET", "/api/health")).status).toBe(200);
  } finally {
    for (const c of connections) c.destroy();
    hanging.close();
  }
});

test.describe("links and accounts, with forged Host and X-Forwarded-* headers", () => {
  const PUBLIC = "https://www.maatglas.example";
  const forged = {
    Host: "evil.example",
    "X-Forwarded-Host": "evil.example",
    "X-Forwarded-Proto": "http",
  };
  let s: OwnServer;

  test.beforeAll(async () => {
    s = await server("links", { PUBLIC_URL: PUBLIC });
  });

  const linksIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s"<]+/g)].map((m) => m[0]);

  test("order e-mails, the reset link and the account mail all use PUBLIC_URL's origin", async () => {
    const email = `links-${Date.now()}@example.nl`;
    const shop = new Shopper(s.origin, forged);
    await shop.open();
    await shop.addDoor();
    const placed = await shop.checkout({
      billing_email: email,
      createaccount: "1",
      account_password: "een-lang-wachtwoord",
    });
    const orderId = placedOrderId(placed);
    expect(orderId).not.toBeNull();
    const orderMails = await outboxOf(s.dataDir, orderId as number);
    expect(orderMails.map((m) => m.kind)).toEqual(["new_order", "order_confirmation"]);
    const confirmationLinks = linksIn(orderMails[1].text_body + orderMails[1].html_body);
    expect(confirmationLinks.length).toBeGreaterThan(0);
    for (const link of confirmationLinks) expect(new URL(link).origin).toBe(PUBLIC);

    const guest = new Shopper(s.origin, forged);
    await guest.open();
    const reset = await guest.send(
      "POST",
      "/mijn-account/wachtwoord-vergeten",
      new URLSearchParams({ _csrf: guest.nonce, email }).toString(),
    );
    expect(reset.status).toBe(200);
    const resetMail = await withShopDb(s.dataDir, (db) =>
      db
        .selectFrom("email_outbox")
        .selectAll()
        .where("kind", "=", "password_reset")
        .where("to_address", "=", email)
        .executeTakeFirstOrThrow(),
    );
    const resetLinks = linksIn(resetMail.text_body + resetMail.html_body);
    expect(resetLinks.some((l) => l.includes("/mijn-account/wachtwoord-herstellen?token="))).toBe(true);
    for (const link of resetLinks) expect(new URL(link.replace(/&amp;/g, "&")).origin).toBe(PUBLIC);

    // The same address again with "create account": the account mail's links, too.
    const again = new Shopper(s.origin, forged);
    await again.open();
    await again.addDoor();
    const second = placedOrderId(
      await again.checkout({ billing_email: email, createaccount: "1", account_password: "iets-anders-12" }),
    );
    const notice = (await outboxOf(s.dataDir, second as number)).find((m) => m.kind === "account_exists");
    expect(notice?.to_address).toBe(email);
    const noticeLinks = linksIn(notice?.text_body ?? "");
    expect(noticeLinks).toEqual([`${PUBLIC}/mijn-account`, `${PUBLIC}/mijn-account/wachtwoord-vergeten`]);
  });

  test("'create account' with a taken address answers like a new one, minus the login", async () => {
    const email = `taken-${Date.now()}@example.nl`;
    const place = async () => {
      const shop = new Shopper(s.origin);
      await shop.open();
      await shop.addDoor();
      const reply = await shop.checkout({
        billing_email: email,
        createaccount: "1",
        account_password: "een-lang-wachtwoord",
      });
      const thankYou = await shop.send("GET", String(reply.headers.location));
      return { reply, thankYou, orderId: placedOrderId(reply), cookies: [...shop.cookies.keys()] };
    };
    const first = await place();
    const second = await place();
    for (const r of [first, second]) {
      expect(r.reply.status).toBe(302);
      expect(r.orderId).not.toBeNull();
      expect(r.thankYou.status).toBe(200);
    }
    // Nothing on the way tells the second shopper that the address has an account.
    expect(second.reply.body).toBe(first.reply.body);
    expect(second.thankYou.body).not.toMatch(/bestaat al|al een account/i);
    expect(first.cookies).toContain("maatglas_logged_in");
    expect(second.cookies).not.toContain("maatglas_logged_in");
    const orders = await withShopDb(s.dataDir, (db) =>
      db
        .selectFrom("orders")
        .select(["id", "user_id"])
        .where("id", "in", [first.orderId as number, second.orderId as number])
        .orderBy("id")
        .execute(),
    );
    expect(orders[0].user_id).not.toBeNull();
    expect(orders[1].user_id).toBeNull();
    const kinds = async (id: number | null) => (await outboxOf(s.dataDir, id as number)).map((m) => m.kind);
    expect(await kinds(first.orderId)).toEqual(["new_order", "order_confirmation"]);
    expect(await kinds(second.orderId)).toEqual(["account_exists", "new_order", "order_confirmation"]);
  });
});
