import fs from "node:fs";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { COOKIES } from "../../app/utils/cookies";
import { ADMIN_ENV, loginOn } from "../helpers/office";
import { freshDataDir, type OwnServer, type Reply, Shopper, startServer, withShopDb } from "./own-server";

/**
 * The anonymous page cache (issue 11, point 3) on the production build, over plain HTTP like a browser without
 * JavaScript: two instances on one database, the admin changing things on the first. The spec changes products
 * and settings, so it runs on servers of its own.
 */

test.describe.configure({ mode: "serial", timeout: 90_000 });

const PRODUCT = "/product/glazen-deur-op-maat";
const SIMPLE = "deurgreep-rvs-40";
const PAGES = [
  "/",
  "/winkel",
  "/winkel?orderby=price",
  "/product-categorie/glazen-deuren",
  PRODUCT,
  "/algemene-voorwaarden",
];

let dataDir: string;
let one: OwnServer;
let two: OwnServer;
let admin: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  // Two production servers start on a shared machine.
  test.setTimeout(120_000);
  dataDir = freshDataDir("page-cache");
  one = await startServer({ dataDir, env: ADMIN_ENV });
  // The second instance: the same database (SQLite file and secret) in another process.
  two = await startServer({ dataDir, env: ADMIN_ENV });
  admin = await browser.newContext({ baseURL: one.origin });
  page = await admin.newPage();
  await loginOn(page);
});

test.afterAll(async () => {
  await admin?.close();
  await one?.kill();
  await two?.kill();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const cacheOf = (r: Reply) => r.headers["x-cache"];
const tokenOf = (r: Reply) => /"nonce":"([^"]+)"/.exec(r.body)?.[1] ?? "";
const noncesOf = (r: Reply) => [...r.body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
const cspNonceOf = (r: Reply) => /'nonce-([^']+)'/.exec(String(r.headers["content-security-policy"]))?.[1];

/** GETs until the page comes from the cache (the first request renders and stores it). */
async function hit(shopper: Shopper, path: string): Promise<Reply> {
  for (let i = 0; i < 10; i++) {
    const reply = await shopper.send("GET", path);
    expect(reply.status, path).toBe(200);
    if (cacheOf(reply) === "hit") return reply;
  }
  throw new Error(`no cache hit for ${path}`);
}

/** The no-JS dismissal of the store notice: a real page form with the CSRF token. */
function dismiss(shopper: Shopper, token: string, noticeId: string) {
  return shopper.send(
    "POST",
    "/melding-sluiten",
    new URLSearchParams({ _csrf: token, notice_id: noticeId, redirect_to: "/" }).toString(),
  );
}

test("every public page type is cached, HEAD too, and two visitors never share a token or nonce", async () => {
  for (const path of PAGES) {
    const first = new Shopper(one.origin);
    const second = new Shopper(one.origin);
    await hit(first, path);
    const a = await hit(first, path);
    const b = await hit(second, path);
    expect(tokenOf(a), path).not.toBe("");
    expect(tokenOf(b), path).not.toBe(tokenOf(a));
    expect(b.body, path).not.toContain(tokenOf(a));
    // Every nonce in a page is its own CSP header's, and differs from the other visitor's.
    expect(new Set(noncesOf(a)), path).toEqual(new Set([cspNonceOf(a)]));
    expect(new Set(noncesOf(b)), path).toEqual(new Set([cspNonceOf(b)]));
    expect(cspNonceOf(b), path).not.toBe(cspNonceOf(a));
    expect(b.body, path).not.toContain(String(cspNonceOf(a)));
    for (const name of ["x-frame-options", "strict-transport-security", "referrer-policy"]) {
      expect(b.headers[name], `${path} ${name}`).toBeTruthy();
    }
    // No opener policy on an anonymous visitor's public page, cached or not (docs/decisions/035).
    expect(a.headers["cross-origin-opener-policy"], path).toBeUndefined();
    expect(b.headers["cross-origin-opener-policy"], path).toBeUndefined();
    expect(b.headers["cache-control"], path).toBe("no-cache");
    const head = await second.send("HEAD", path);
    expect(head.status, path).toBe(200);
    expect(cacheOf(head), path).toBe("hit");
    expect(head.body, path).toBe("");
  }
});

test("a token from a cached page works for its own session only (the no-JS notice form)", async () => {
  const first = new Shopper(one.origin);
  const second = new Shopper(one.origin);
  const a = await hit(first, PRODUCT);
  const b = await hit(second, PRODUCT);
  const noticeId = /"store_notice_id":"([^"]+)"/.exec(b.body)?.[1] ?? "";
  expect(noticeId).not.toBe("");
  expect((await dismiss(second, tokenOf(a), noticeId)).status).toBe(403);
  expect((await dismiss(first, tokenOf(b), noticeId)).status).toBe(403);
  const ok = await dismiss(second, tokenOf(b), noticeId);
  expect(ok.status).toBe(303);
  // The dismissed notice is another variant of the page: it never reaches visitors who did not dismiss it.
  const hidden = await hit(second, PRODUCT);
  expect(hidden.body).not.toContain('class="store-notice"');
  expect((await hit(first, PRODUCT)).body).toContain('class="store-notice"');
  expect((await hit(new Shopper(one.origin), PRODUCT)).body).toContain('class="store-notice"');
});

test("a visitor with a cart, or logged in, never gets a cached page", async () => {
  const shopper = new Shopper(one.origin);
  await shopper.open();
  await shopper.addDoor();
  expect(shopper.cookies.get(COOKIES.itemsInCart)).toBe("1");
  for (const path of PAGES) {
    for (let i = 0; i < 2; i++) {
      const reply = await shopper.send("GET", path);
      expect(reply.status, path).toBe(200);
      expect(cacheOf(reply), path).toBeUndefined();
      expect(tokenOf(reply), path).toBe(shopper.nonce);
      // A page with the visitor's cart in it gets a browsing context group of its own (docs/decisions/035).
      expect(reply.headers["cross-origin-opener-policy"], path).toBe("same-origin");
    }
  }
  for (const path of ["/winkelmand", "/afrekenen"]) {
    expect((await shopper.send("GET", path)).headers["cross-origin-opener-policy"], path).toBe("same-origin");
  }
  const loggedIn = new Shopper(one.origin);
  await hit(loggedIn, "/winkel");
  loggedIn.cookies.set(COOKIES.loggedIn, "1");
  const personal = await loggedIn.send("GET", "/winkel");
  expect(cacheOf(personal)).toBeUndefined();
  expect(personal.headers["cross-origin-opener-policy"]).toBe("same-origin");
});

/** Primes both instances' caches with `path`, then runs `change` (the admin, on instance one). */
async function afterChange(path: string, change: () => Promise<void>) {
  const onOne = new Shopper(one.origin);
  const onTwo = new Shopper(two.origin);
  await hit(onOne, path);
  await hit(onTwo, path);
  await change();
  const changedAt = Date.now();
  return { next: () => onOne.send("GET", path), changedAt, onTwo };
}

/** Asks instance two until `seen` holds; returns how long that took after the change. */
async function untilSeen(onTwo: Shopper, path: string, changedAt: number, seen: (r: Reply) => boolean) {
  for (;;) {
    if (seen(await onTwo.send("GET", path))) return Date.now() - changedAt;
    if (Date.now() - changedAt > 3000) throw new Error(`instance two never showed the change on ${path}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

test("a product's new name and price show on the next request, and on the other instance within a second", async () => {
  const id = await withShopDb(
    dataDir,
    async (db) =>
      (await db.selectFrom("products").select("id").where("slug", "=", SIMPLE).executeTakeFirstOrThrow()).id,
  );
  const path = `/product/${SIMPLE}`;
  for (const [name, price, shown] of [
    ["Deurgreep RVS 40 cm (cachetest)", "51,00", "€ 51,00"],
    ["Deurgreep RVS 40 cm (tweede test)", "52,50", "€ 52,50"],
  ]) {
    const { next, changedAt, onTwo } = await afterChange(path, async () => {
      await page.goto(`/beheer/producten/${id}`);
      await page.getByLabel("Naam", { exact: true }).fill(name);
      await page.getByRole("textbox", { name: /^Prijs/ }).fill(price);
      await page.getByRole("radio", { name: "inclusief btw" }).check();
      await page.getByRole("button", { name: "Opslaan" }).click();
      await expect(page.getByText("Het product is opgeslagen.")).toBeVisible();
    });
    const fresh = await next();
    expect(fresh.body).toContain(name);
    expect(fresh.body).toContain(shown);
    const took = await untilSeen(
      onTwo,
      path,
      changedAt,
      (r) => r.body.includes(name) && r.body.includes(shown),
    );
    expect(took).toBeLessThan(1000);
    // The listing shows the new name as well (on one of its pages).
    const listing = new Shopper(one.origin);
    const pages = await Promise.all(
      ["/winkel?orderby=date", "/winkel?orderby=date&page=2"].map((p) => listing.send("GET", p)),
    );
    expect(pages.map((p) => p.body).join("")).toContain(name);
  }
});

test("a new store notice and company name show on the next request, and on the other instance within a second", async () => {
  const { next, changedAt, onTwo } = await afterChange("/", async () => {
    await page.goto("/beheer/instellingen");
    const company = page.locator("#company-form");
    await company.getByLabel("Bedrijfsnaam").fill("Glashuis Cache B.V.");
    await company.getByRole("button", { name: "Opslaan" }).click();
    await expect(company.locator('[data-saved="company"]')).toBeVisible();
    const notice = page.locator("#notice-form");
    await notice.getByLabel("Tekst van de melding").fill("Wij zijn 31 december gesloten.");
    await notice.getByRole("button", { name: "Opslaan" }).click();
    await expect(notice.locator('[data-saved="notice"]')).toContainText("nieuw kenmerk");
  });
  const fresh = await next();
  expect(fresh.body).toContain("Glashuis Cache B.V.");
  expect(fresh.body).toContain("Wij zijn 31 december gesloten.");
  const took = await untilSeen(
    onTwo,
    "/",
    changedAt,
    (r) => r.body.includes("Glashuis Cache B.V.") && r.body.includes("Wij zijn 31 december gesloten."),
  );
  expect(took).toBeLessThan(1000);
});
