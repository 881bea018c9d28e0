import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { type Db, openDb } from "../../db/dialect.server";
import { adminLogin } from "../helpers/people";
import { samplePng } from "../helpers/products";
import { fillAddress, tickConfirmations } from "./checkout-helpers";
import { freePort, freshDataDir, type OwnServer, request, startServer } from "./own-server";

/**
 * Issue 11, point 6: two instances of the production build on ONE database — PostgreSQL when TEST_DATABASE_URL
 * is set (CI), otherwise one SQLite file both processes open — each with a DATA_DIR of its own, sharing only
 * what docs/deploy.md says a cluster shares: the database, APP_SECRET, ENCRYPTION_KEY, PUBLIC_URL and
 * MEDIA_DIR. One shopper (one browser, one cookie jar) goes back and forth between them; the back office works
 * on one and the other shows the change within a second.
 */

const ADMIN = { email: "beheer@maatglas.test", password: "beheer-wachtwoord-e2e" };
const PRODUCT = { slug: "deurgreep-rvs-40", name: "Deurgreep RVS 40 cm" };
const engine = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";

/** A database of its own for this spec: a fresh PostgreSQL database, or a SQLite file in a fresh folder. */
async function createDatabase(folder: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (engine === "sqlite") {
    return { url: `file:${path.join(folder, "shop.db")}`, drop: async () => {} };
  }
  const base = new URL(process.env.TEST_DATABASE_URL as string);
  const name = `two_instances_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base.href });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base.href);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const c = new pg.Client({ connectionString: base.href });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

test.describe(`two instances on one ${engine} database`, () => {
  test.describe.configure({ mode: "serial" });
  let folder: string;
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let db: Db;
  let a: OwnServer;
  let b: OwnServer;
  let shared: Record<string, string>;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    folder = freshDataDir("two-instances");
    fs.mkdirSync(folder, { recursive: true });
    database = await createDatabase(folder);
    const [portA, portB] = [await freePort(), await freePort()];
    shared = {
      DATABASE_URL: database.url,
      APP_SECRET: randomBytes(32).toString("base64url"),
      ENCRYPTION_KEY: randomBytes(32).toString("base64"),
      MEDIA_DIR: path.join(folder, "shared-media"),
      // One public address for the cluster (the proxy's, for links in e-mails); here instance A stands in for it.
      PUBLIC_URL: `http://localhost:${portA}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    // A first: it migrates and seeds the new database; then B joins it.
    a = await startServer({ dataDir: path.join(folder, "a"), port: portA, env: shared });
    b = await startServer({ dataDir: path.join(folder, "b"), port: portB, env: shared });
    db = openDb(database.url);
  });

  test.afterAll(async () => {
    await db?.close();
    await a?.stop();
    await b?.stop();
    await database?.drop();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  const at = (server: OwnServer, pathname: string) => `http://localhost:${server.port}${pathname}`;

  test("one shopper across both: browse on A, cart on B, cart on A, checkout on B, pay, order on A", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // Without JavaScript every step is a plain page or form post, answered by the instance it is sent to.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    // Browse on A: the listing and the product page.
    await page.goto(at(a, "/winkel"));
    await expect(page.locator(".product-card", { hasText: PRODUCT.name })).toBeVisible();
    await page.goto(at(a, `/product/${PRODUCT.slug}`));
    await expect(page.getByRole("heading", { level: 1, name: PRODUCT.name })).toBeVisible();

    // Add to cart on B, with the session A issued.
    await page.goto(at(b, `/product/${PRODUCT.slug}`));
    await page.locator("form.simple-product-form").getByRole("button", { name: "In winkelmand" }).click();
    await expect(page.locator(".cart-added")).toContainText(
      `„${PRODUCT.name}” is toegevoegd aan je winkelmand.`,
    );

    // The cart on A.
    await page.goto(at(a, "/winkelmand"));
    await expect(page.locator(".cart-table tbody tr")).toHaveCount(1);
    await expect(page.locator(".cart-table tbody tr")).toContainText(PRODUCT.name);

    // Checkout on B with iDEAL (the test environment); the shopper pays on the gateway page, opened on A.
    await page.goto(at(b, "/afrekenen"));
    await fillAddress(page, { billing_last_name: "Tweeling" });
    await page.getByRole("radio", { name: "iDEAL" }).check();
    await tickConfirmations(page, false);
    await page.getByRole("button", { name: "Bestellen en betalen" }).click();
    await expect(page).toHaveURL(/\/betaling\/test\/tst_/);
    await page.goto(at(a, new URL(page.url()).pathname));
    await page.getByLabel("Betaald").check();
    await page.getByRole("button", { name: "Doorgaan" }).click();

    // The order, paid, on A.
    await expect(page).toHaveURL(new RegExp(`^${at(a, "/afrekenen/bestelling-ontvangen/")}\\d+\\?key=`));
    await expect(page.getByText("Bedankt. Je bestelling is ontvangen.")).toBeVisible();
    await expect(page.getByText("We hebben je betaling nog niet ontvangen.")).toHaveCount(0);
    const received = new URL(page.url());
    const orderId = Number(received.pathname.split("/").pop());
    const order = await db.kysely
      .selectFrom("orders")
      .select(["status", "paid_at", "billing"])
      .where("id", "=", orderId)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe("processing");
    expect(order.billing).toContain("Tweeling");
    expect(order.paid_at).not.toBeNull();
    // The same thank-you page on B, and the emptied cart on both.
    await page.goto(at(b, received.pathname + received.search));
    await expect(page.locator('[data-field="payment"] dd')).toHaveText("iDEAL");
    for (const server of [a, b]) {
      await page.goto(at(server, "/winkelmand"));
      await expect(page.getByText("Je winkelmand is nog leeg.")).toBeVisible();
    }
    await context.close();
  });

  test("the back office on A: a new name shows on B within a second; an uploaded image is served by B", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    const { id } = await db.kysely
      .selectFrom("products")
      .select("id")
      .where("slug", "=", PRODUCT.slug)
      .executeTakeFirstOrThrow();
    // B has rendered the product page (and filled its caches) before the change.
    expect((await request(b.origin, "GET", `/product/${PRODUCT.slug}`)).body).toContain(PRODUCT.name);

    await adminLogin(page, `http://localhost:${a.port}`, ADMIN.email, ADMIN.password);
    await page.goto(at(a, `/beheer/producten/${id}`));
    const renamed = `Deurgreep RVS 40 cm (${randomBytes(3).toString("hex")})`;
    await page.getByLabel("Naam", { exact: true }).fill(renamed);
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("Het product is opgeslagen.")).toBeVisible();
    const saved = Date.now();
    await expect
      .poll(async () => (await request(b.origin, "GET", `/product/${PRODUCT.slug}`)).body.includes(renamed), {
        timeout: 1_000,
        intervals: [50],
      })
      .toBe(true);
    const seenAfterMs = Date.now() - saved;
    expect(seenAfterMs).toBeLessThanOrEqual(1_000);
    expect((await request(b.origin, "GET", "/winkel")).body).toContain(renamed);

    // An image uploaded on A lands in MEDIA_DIR, which B serves too.
    await page.goto(at(a, `/beheer/producten/${id}/afbeeldingen`));
    await page
      .getByLabel("Bestand")
      .setInputFiles({ name: "greep.png", mimeType: "image/png", buffer: await samplePng(400, 300) });
    await page.getByLabel(/Alt-tekst \(beschrijving/).fill("Greep op de gedeelde opslag");
    await page.getByRole("button", { name: "Uploaden" }).click();
    await expect(page.getByText("De afbeelding is toegevoegd.")).toBeVisible();
    // The product has its seeded picture first; the upload's JPEG is on B's product page all the same.
    const uploaded = await db.kysely
      .selectFrom("product_images")
      .select("variants")
      .where("product_id", "=", id)
      .where("alt", "=", "Greep op de gedeelde opslag")
      .executeTakeFirstOrThrow();
    const src = (JSON.parse(uploaded.variants) as { format: string; url: string }[]).find(
      (v) => v.format === "jpeg",
    )?.url;
    expect(src).toMatch(/^\/media\/products\/\d+\//);
    const onB = await request(b.origin, "GET", `/product/${PRODUCT.slug}`);
    // Shown in B's gallery (its thumbnail and lightbox name variants of the same file).
    expect(onB.body).toContain((src as string).replace(/-\d+\.jpg$/, ""));
    const image = await request(b.origin, "GET", src as string);
    expect(image.status).toBe(200);
    expect(image.headers["content-type"]).toMatch(/^image\//);
    expect(
      fs.existsSync(path.join(shared.MEDIA_DIR, "public", (src as string).slice("/media/".length))),
    ).toBe(true);
    // Nothing went into the instances' own DATA_DIRs.
    expect(fs.existsSync(path.join(a.dataDir, "media"))).toBe(false);
    await context.close();
  });

  test("a third instance that would generate its own secrets refuses to start", async () => {
    const { APP_SECRET: _secret, ENCRYPTION_KEY: _key, ...withoutSecrets } = shared;
    const error = await startServer({ dataDir: path.join(folder, "c"), env: withoutSecrets }).catch(
      (e: unknown) => e as Error,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(
      /APP_SECRET is not set .*Set APP_SECRET to the same value on every instance/,
    );
  });
});
