import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
// Relative imports on purpose: none of these modules use the `~/` alias.
import { addCartLine, cartIdForSession } from "../../app/modules/cart/cart.server";
import { centsInclVat } from "../../app/utils/money";
import { newSessionId, sessionCookieHeader } from "../../app/utils/session.server";
import { E2E_DATA_DIR, E2E_PORT } from "../../playwright.config";
import { SHOPPER_BILLING } from "../factories/checkout";
import { withDb } from "../helpers/account";

const BASE = `http://localhost:${E2E_PORT}`;

/**
 * A shopper session whose cart is written straight into the e2e server's database: `count` lines of the first
 * simple product at its real price, `quantity` each (distinct line keys, as if configured differently).
 */
async function cartWith(count: number, quantity = 1) {
  const sessionId = newSessionId();
  let unitInclCents = 0;
  await withDb(async (db) => {
    const product = await db
      .selectFrom("products")
      .select(["id", "name", "price_cents"])
      .where("type", "=", "simple")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    unitInclCents = centsInclVat(product.price_cents);
    const cartId = (await cartIdForSession(db, sessionId, true)) as number;
    const snapshot = {
      productId: product.id,
      productName: product.name,
      definitionVersion: null,
      options: [],
      values: {},
      priceExcl: (product.price_cents / 100).toFixed(2),
      unitExclCents: product.price_cents,
      unitInclCents,
    };
    for (let i = 0; i < count; i++) {
      const line = { lineKey: `limit-line-${i}`, productId: product.id, definitionVersion: null, quantity };
      const added = await addCartLine(
        db,
        cartId,
        { ...line, unitExclCents: product.price_cents, unitInclCents, snapshot },
        100_000_000,
      );
      expect(added).toBeNull();
    }
  });
  const secret = fs.readFileSync(path.join(E2E_DATA_DIR, "secret.key"), "utf8").trim();
  const cookie = sessionCookieHeader({ current: secret }, sessionId, { secure: false }).split(";")[0];
  const headers = { cookie: `${cookie}; woocommerce_items_in_cart=1` };
  const page = await (await fetch(`${BASE}/winkelmand`, { headers })).text();
  const nonce = /"nonce":"([^"]+)"/.exec(page)?.[1] ?? "";
  return { headers, nonce, page, unitInclCents };
}

const form = (headers: Record<string, string>, body: Record<string, string>) =>
  ({
    method: "POST",
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(body).toString(),
    redirect: "manual",
  }) as const;

test("a cart at 100 lines renders and refuses line 101 on every way in", async () => {
  const { headers, nonce, page } = await cartWith(100);
  expect(page.match(/class="cart_item" data-cart-item-key=/g)).toHaveLength(100);

  // How fast this page renders is measured by `npm run bench` ("cart page, 100 lines"), not by a timed test
  // that shares the machine with the other e2e workers.

  const listing = await (await fetch(`${BASE}/winkel`)).text();
  const simpleId = /data-product_id="(\d+)"/.exec(listing)?.[1] ?? "";
  const limitText = "hoogstens 100 verschillende artikelen";
  // A new line by every way in: the shop listing's call, the plain cart form, the configured door.
  const fresh = simpleId;
  const wc = await fetch(
    `${BASE}/?wc-ajax=add_to_cart`,
    form(headers, { product_id: fresh, quantity: "1", security: nonce }),
  );
  expect(wc.status).toBe(409);
  expect((await wc.json()).message).toContain(limitText);
  const plain = await fetch(
    `${BASE}/winkelmand`,
    form(headers, { _csrf: nonce, intent: "add", "add-to-cart": fresh }),
  );
  expect(plain.status).toBe(409);
  expect(await plain.text()).toContain(limitText);
  const door = await (await fetch(`${BASE}/product/glazen-deur-op-maat`, { headers })).text();
  const doorId = /name="product_id" value="(\d+)"/.exec(door)?.[1];
  const configured = await fetch(`${BASE}/api/ajax`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({
      action: "uni_cpo_add_to_cart",
      security: nonce,
      data: {
        product_id: doorId,
        quantity: 1,
        uni_cpo_height: "2000",
        uni_cpo_width: "800",
        uni_cpo_handle: "rvs-rond-180",
        uni_cpo_hinges: "rvs",
        uni_cpo_lock: "cilinderslot",
      },
    }),
  });
  expect(configured.status).toBe(409);
  expect((await configured.json()).data.errors.uni_cpo_form).toContain(limitText);
  // The plain product form of the door (no JS).
  const doorForm = await fetch(
    `${BASE}/product/glazen-deur-op-maat`,
    form(headers, {
      _csrf: nonce,
      intent: "add",
      quantity: "1",
      uni_cpo_height: "2000",
      uni_cpo_width: "800",
      uni_cpo_handle: "rvs-rond-180",
      uni_cpo_hinges: "rvs",
      uni_cpo_lock: "cilinderslot",
    }),
  );
  expect(doorForm.status).toBe(409);
  expect(await doorForm.text()).toContain(limitText);
  const after = await (await fetch(`${BASE}/winkelmand`, { headers })).text();
  expect(after.match(/class="cart_item" data-cart-item-key=/g)).toHaveLength(100);
});

test("quantities 1–999 and the € 50.000 order total on cart updates and at checkout", async () => {
  // Two lines: the total is fine until a quantity takes it past € 50.000.
  const { headers, nonce, unitInclCents } = await cartWith(2);
  const fits = Math.floor((5_000_000 - unitInclCents) / unitInclCents);
  const update = (qty: string) =>
    fetch(
      `${BASE}/winkelmand`,
      form(headers, { _csrf: nonce, intent: "update", "cart[limit-line-0][qty]": qty }),
    );
  const tooMany = await update("1000");
  expect(tooMany.status).toBe(400);
  expect(await tooMany.text()).toContain("Vul een geheel aantal in van 0 tot en met 999.");
  const tooMuch = await update(String(fits + 1));
  expect(tooMuch.status).toBe(409);
  expect(await tooMuch.text()).toContain("Een bestelling kan online hoogstens € 50.000,00 bedragen.");
  const fine = await update(String(fits));
  expect(fine.status).toBe(200);

  // The checkout refuses an order over the maximum: a door (€ 740,50) in a new cart, its quantity then raised
  // to 100 behind the shop's back (as if the setting had been lowered after it was added).
  const doorPage = await fetch(`${BASE}/product/glazen-deur-op-maat`);
  const doorCookie = doorPage.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const doorHtml = await doorPage.text();
  const doorNonce = /"nonce":"([^"]+)"/.exec(doorHtml)?.[1] ?? "";
  const added = await fetch(`${BASE}/api/ajax`, {
    method: "POST",
    headers: { cookie: doorCookie, "content-type": "application/json" },
    body: JSON.stringify({
      action: "uni_cpo_add_to_cart",
      security: doorNonce,
      data: {
        product_id: /name="product_id" value="(\d+)"/.exec(doorHtml)?.[1],
        quantity: 1,
        uni_cpo_height: "2000",
        uni_cpo_width: "800",
        uni_cpo_handle: "rvs-rond-180",
        uni_cpo_hinges: "rvs",
        uni_cpo_lock: "cilinderslot",
      },
    }),
  });
  expect(added.status).toBe(200);
  const sessionId = decodeURIComponent(/maatglas_sid=([^;.]+)/.exec(doorCookie)?.[1] ?? "");
  await withDb(async (db) => {
    const cart = await db
      .selectFrom("carts")
      .select("id")
      .where("session_id", "=", sessionId)
      .executeTakeFirstOrThrow();
    await db.updateTable("cart_lines").set({ quantity: 100 }).where("cart_id", "=", cart.id).execute();
  });
  const doorHeaders = { cookie: `${doorCookie}; woocommerce_items_in_cart=1` };
  const checkout = await (await fetch(`${BASE}/afrekenen`, { headers: doorHeaders })).text();
  const attempt = /name="checkout_attempt" value="([^"]+)"/.exec(checkout)?.[1] ?? "";
  const placed = await fetch(
    `${BASE}/afrekenen`,
    form(doorHeaders, {
      _csrf: doorNonce,
      checkout_attempt: attempt,
      intent: "place",
      ...SHOPPER_BILLING,
      billing_email: "limiet@example.nl",
      shipping_method: "afhalen",
      payment_method: "banktransfer",
      terms: "1",
      made_to_measure: "1",
    }),
  );
  expect(placed.status).toBe(409);
  expect(await placed.text()).toContain("Een bestelling kan online hoogstens € 50.000,00 bedragen.");
  const orders = await withDb((db) =>
    db.selectFrom("orders").select("id").where("email", "=", "limiet@example.nl").execute(),
  );
  expect(orders).toEqual([]);
});
