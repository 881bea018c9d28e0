import { type APIRequestContext, expect, request as playwrightRequest, test } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
// The app's own route table: a new /beheer route is walked here without editing this file.
import routes from "../../app/routes";
import { LEASE_MS } from "../../app/utils/rate-limit.server";
import { E2E_PORT } from "../../playwright.config";
import { withDb } from "../helpers/account";
import {
  ADMIN_EMAIL,
  ADMIN_LOGIN,
  ADMIN_PASSWORD,
  sessionCookieFor,
  shopperSessionCookie,
} from "../helpers/admin";

const BASE = `http://localhost:${E2E_PORT}`;
const ADMIN_LAYOUT = "routes/admin/layout.tsx";
/** The only /beheer routes outside the guarded layout: the login and the logout must be reachable by anyone. */
const PUBLIC_ADMIN_PATHS = new Set(["/beheer/inloggen", "/beheer/uitloggen"]);

interface Walked {
  path: string;
  file: string;
  guarded: boolean;
}

/** Every route of the table with its full path and whether it sits below the admin layout. */
function walk(entries: RouteConfigEntry[], parent = "", guarded = false): Walked[] {
  return entries.flatMap((e) => {
    const path = e.path ? `${parent}/${e.path}`.replace(/\/+/g, "/") : parent || "/";
    const below = guarded || e.file === ADMIN_LAYOUT;
    const self = e.path || e.index ? [{ path, file: e.file, guarded: below }] : [];
    return [...self, ...walk(e.children ?? [], e.path ? path : parent, below)];
  });
}

const adminRoutes = walk(routes).filter((r) => r.path === "/beheer" || r.path.startsWith("/beheer/"));
/** A concrete URL for a route pattern: `:id` → 1, optional segments dropped. */
const urlOf = (path: string) =>
  path
    .replace(/\/:[\w-]+\?/g, "")
    .replace(/:[\w-]+/g, "1")
    .replace(/\/\*$/, "/x");

async function session(cookie?: string): Promise<{ api: APIRequestContext; nonce: string }> {
  const api = await playwrightRequest.newContext({
    baseURL: BASE,
    extraHTTPHeaders: cookie ? { cookie } : {},
  });
  const html = await (await api.get("/winkel")).text();
  const nonce = /"nonce":"([^"]+)"/.exec(html)?.[1] ?? "";
  expect(nonce).not.toBe("");
  return { api, nonce };
}

test.describe("the admin guard covers every /beheer route of app/routes.ts", () => {
  test("every /beheer route but the login and logout sits below the guarded admin layout", () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(2);
    for (const r of adminRoutes) {
      expect(r.guarded || PUBLIC_ADMIN_PATHS.has(r.path), `${r.path} (${r.file})`).toBe(true);
    }
  });

  const guarded = adminRoutes.filter((r) => r.guarded);
  for (const r of guarded) {
    test(`${r.path}: guest → admin login, shopper → 403, administrator → let in (GET and POST)`, async () => {
      const url = urlOf(r.path);
      const guest = await session();
      const get = await guest.api.get(url, { maxRedirects: 0 });
      expect(get.status()).toBe(303);
      expect(get.headers().location).toMatch(/^\/beheer\/inloggen(\?terug=|$)/);
      // A POST with a valid token for the guest's session: the guard, not the CSRF check, refuses it.
      const post = await guest.api.post(url, { form: { _csrf: guest.nonce }, maxRedirects: 0 });
      expect(post.status()).toBe(303);
      expect(post.headers().location).toBe(ADMIN_LOGIN);

      const c = await shopperSessionCookie();
      const shopper = await session(`${c.name}=${c.value}`);
      const shopperGet = await shopper.api.get(url, { maxRedirects: 0 });
      expect(shopperGet.status()).toBe(403);
      expect(await shopperGet.text()).toContain("Geen toegang");
      const shopperPost = await shopper.api.post(url, { form: { _csrf: shopper.nonce }, maxRedirects: 0 });
      expect(shopperPost.status()).toBe(403);

      // The same request as the administrator passes the guard (the route itself answers).
      const admin = await session();
      const login = await admin.api.post(ADMIN_LOGIN, {
        form: { _csrf: admin.nonce, intent: "login", email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
        maxRedirects: 0,
      });
      expect(login.status()).toBe(303);
      const adminGet = await admin.api.get(url, { maxRedirects: 0 });
      // The route itself answers: 200, or its own 404 for a made-up id such as /beheer/bestellingen/1.
      expect([200, 404]).toContain(adminGet.status());
    });
  }
});

/**
 * The role matrix, written out here by hand (not read from app/modules/accounts/roles.ts): which staff
 * role may open which back-office section. A route below a prefix belongs to its longest prefix; a route no
 * prefix claims is for administrators only.
 */
const STAFF_MATRIX: [prefix: string, shopManager: boolean, editor: boolean][] = [
  ["/beheer", true, true],
  ["/beheer/bestellingen", true, false],
  ["/beheer/producten", true, false],
  ["/beheer/categorieen", true, false],
  ["/beheer/klanten", true, false],
  ["/beheer/e-mail", true, false],
  ["/beheer/instellingen", false, false],
  ["/beheer/gebruikers", false, false],
  ["/beheer/logboek", false, false],
  ["/beheer/paginas", false, true],
  ["/beheer/menus", false, true],
  ["/beheer/popups", false, true],
  ["/beheer/beoordelingen", false, true],
  // The media library is shared by product pictures and pages.
  ["/beheer/media", true, true],
];

function expectedFor(path: string): { shopManager: boolean; editor: boolean } {
  const hits = STAFF_MATRIX.filter(([p]) =>
    p === "/beheer" ? path === p : path === p || path.startsWith(`${p}/`),
  );
  const best = hits.sort((a, b) => b[0].length - a[0].length)[0];
  return best ? { shopManager: best[1], editor: best[2] } : { shopManager: false, editor: false };
}

test.describe("the role matrix, route by route", () => {
  const guarded = adminRoutes.filter((r) => r.guarded);
  for (const r of guarded) {
    const expected = expectedFor(r.path);
    test(`${r.path}: winkelbeheerder ${expected.shopManager ? "in" : "403"}, redacteur ${expected.editor ? "in" : "403"}`, async () => {
      const url = urlOf(r.path);
      for (const [role, allowed] of [
        ["shop_manager", expected.shopManager],
        ["editor", expected.editor],
      ] as const) {
        const c = await sessionCookieFor(role);
        const { api, nonce } = await session(`${c.name}=${c.value}`);
        const get = await api.get(url, { maxRedirects: 0 });
        // Allowed: the route itself answers (200, or its own 404 for the made-up id 1); refused: the guard's 403.
        if (allowed) expect([200, 404], `${role} GET ${url}`).toContain(get.status());
        else {
          expect(get.status(), `${role} GET ${url}`).toBe(403);
          expect(await get.text()).toContain("Geen toegang");
          const post = await api.post(url, { form: { _csrf: nonce }, maxRedirects: 0 });
          expect(post.status(), `${role} POST ${url}`).toBe(403);
        }
      }
    });
  }
});

test.describe("one CSRF check for every page action", () => {
  test("a missing or wrong token gives the Dutch 403 page and changes nothing", async () => {
    const { api, nonce } = await session();
    const html = await (await api.get("/winkel")).text();
    const productId = /data-product_id="(\d+)"/.exec(html)?.[1];
    expect(productId).toBeTruthy();
    for (const token of [undefined, "verkeerd", `${nonce}x`]) {
      const form: Record<string, string> = { intent: "add", "add-to-cart": productId ?? "" };
      if (token !== undefined) form._csrf = token;
      const r = await api.post("/winkelmand", { form, maxRedirects: 0 });
      expect(r.status(), String(token)).toBe(403);
      const body = await r.text();
      expect(body).toContain("Formulier verlopen");
      expect(body).toContain("we hebben niets gewijzigd");
    }
    for (const path of ["/mijn-account", "/mijn-account/uitloggen", "/afrekenen", "/beheer/inloggen"]) {
      const r = await api.post(path, {
        form: { email: "x@example.nl", password: "geheim" },
        maxRedirects: 0,
      });
      expect(r.status(), path).toBe(403);
    }
    expect(await (await api.get("/winkelmand")).text()).toContain("Je winkelmand is nog leeg.");
    // With the token the same form adds the product: the check read a copy, the action got the whole form.
    const ok = await api.post("/winkelmand", {
      form: { _csrf: nonce, intent: "add", "add-to-cart": productId ?? "" },
      maxRedirects: 0,
    });
    expect(ok.status()).toBe(200);
    expect(await (await api.get("/winkelmand")).text()).not.toContain("Je winkelmand is nog leeg.");
  });

  test("a body that is not a form is refused before any action runs; the payment webhook needs no token", async () => {
    const { api, nonce } = await session();
    const json = await api.post("/winkelmand", {
      data: { _csrf: nonce, intent: "add" },
      headers: { "content-type": "application/json" },
      maxRedirects: 0,
    });
    expect([400, 415]).toContain(json.status());
    const webhook = await api.post("/api/betalingen/webhook", { form: { id: "tst_AAAAAAAAAAAAAAAA" } });
    expect(webhook.status()).toBe(200);
  });
});

/** A session of its own (cookie and CSRF token) from the door's product page, for plain fetch calls. */
async function priceSession() {
  const res = await fetch(`${BASE}/product/glazen-deur-op-maat`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const html = await res.text();
  return {
    cookie,
    nonce: /"nonce":"([^"]+)"/.exec(html)?.[1] ?? "",
    productId: /name="product_id" value="(\d+)"/.exec(html)?.[1] ?? "",
  };
}

const priceCall = (s: Awaited<ReturnType<typeof priceSession>>) =>
  fetch(`${BASE}/api/ajax`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: s.cookie },
    body: JSON.stringify({
      action: "uni_cpo_price_calc",
      security: s.nonce,
      data: {
        product_id: s.productId,
        quantity: 1,
        uni_cpo_height: "2000",
        uni_cpo_width: "800",
        uni_cpo_handle: "rvs-rond-180",
        uni_cpo_hinges: "rvs",
        uni_cpo_lock: "cilinderslot",
      },
    }),
  });

test("the price call: 40 at once per session, 20 a second after that, then 429 with a Dutch JSON answer", async () => {
  const s = await priceSession();
  const started = Date.now();
  const answers = await Promise.all(Array.from({ length: 120 }, () => priceCall(s)));
  const seconds = (Date.now() - started) / 1000;
  const ok = answers.filter((a) => a.status === 200).length;
  const limited = answers.filter((a) => a.status === 429).length;
  expect(ok + limited).toBe(120);
  // Never more than the burst plus the refill of the time the calls took (however slow this machine is).
  expect(ok).toBeGreaterThanOrEqual(40);
  expect(ok).toBeLessThanOrEqual(40 + Math.ceil(20 * seconds));

  // An empty bucket (set in the database, as after a burst) answers 429 at once, once the tokens this instance
  // leased from it (20 at a time, kept at most LEASE_MS) are gone.
  await new Promise((r) => setTimeout(r, LEASE_MS));
  const sessionId = decodeURIComponent(/maatglas_sid=([^;.]+)/.exec(s.cookie)?.[1] ?? "");
  await withDb((db) =>
    db
      .updateTable("rate_limits")
      .set({ tokens: 0, updated_ms: Date.now() + 500 })
      .where("key", "=", `price:${sessionId}`)
      .execute(),
  );
  const refused = await priceCall(s);
  expect(refused.status).toBe(429);
  expect(await refused.json()).toEqual({
    success: false,
    data: { message: "Te veel verzoeken achter elkaar. Wacht een moment en probeer het opnieuw." },
  });
  expect(refused.headers.get("retry-after")).toBe("1");
  // Another session is not affected; a moment later the first is priced again.
  expect((await priceCall(await priceSession())).status).toBe(200);
  await new Promise((r) => setTimeout(r, 700));
  expect((await priceCall(s)).status).toBe(200);
});
