import { afterAll, beforeAll, expect, it } from "vitest";
import { csrfTokenFor } from "~/utils/session.server";
import { seedSampleShop } from "../../../db/seed/index";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { startFastPath } from "../../../tests/helpers/fast-path";

const SECRET = { current: "test-secret-test-secret-test-secret" };

describeEachEngine("?wc-ajax endpoints", (db) => {
  let shop: Awaited<ReturnType<typeof startFastPath>>;
  let simpleId = 0;
  let doorId = 0;

  beforeAll(async () => {
    await seedSampleShop(db());
    const products = await db().selectFrom("products").select(["id", "slug", "type"]).execute();
    simpleId = products.find((p) => p.type === "simple")?.id ?? 0;
    doorId = products.find((p) => p.slug === "glazen-deur-op-maat")?.id ?? 0;
    // The real handler (server/fast-path.ts); requests it does not take are answered "page".
    shop = await startFastPath(db(), { secret: SECRET });
  });
  afterAll(() => shop.close());

  async function call(endpoint: string, session: string, fields: Record<string, string>, path = "/") {
    const res = await fetch(`${shop.base}${path}?wc-ajax=${endpoint}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: shop.cookieOf(session) },
      body: new URLSearchParams(fields),
    });
    return { status: res.status, body: await res.json(), cookies: res.headers.getSetCookie() };
  }

  it("passes requests without wc-ajax through to the pages", async () => {
    const res = await fetch(`${shop.base}/winkel?orderby=price`);
    expect(await res.text()).toBe("page");
  });

  it("adds a simple product: fragments, cart hash and the cart cookies", async () => {
    const s = "shopper-1-wc-ajax-session";
    const r = await call("add_to_cart", s, {
      product_id: String(simpleId),
      quantity: "2",
      security: csrfTokenFor(SECRET, s),
    });
    expect(r.status).toBe(200);
    expect(r.body.cart_hash).toMatch(/^[a-f0-9]{32}$/);
    expect(r.body.cart.count).toBe(2);
    expect(r.body.fragments["span.header-cart__count"]).toContain('data-count="2"');
    expect(r.body.fragments["div.widget_shopping_cart_content"]).toContain("mini-cart__item");
    expect(r.cookies.some((c) => c.startsWith("woocommerce_items_in_cart=1;"))).toBe(true);
    expect(r.cookies.some((c) => c.startsWith(`woocommerce_cart_hash=${r.body.cart_hash};`))).toBe(true);
    // On any path, as the old front end posts it.
    const again = await call(
      "get_refreshed_fragments",
      s,
      { time: String(Date.now()) },
      "/product-categorie/glazen-deuren",
    );
    expect(again.body.cart_hash).toBe(r.body.cart_hash);
  });

  it("answers error + product_url for configurable products", async () => {
    const s = "shopper-2-wc-ajax-session";
    const r = await call("add_to_cart", s, { product_id: String(doorId), security: csrfTokenFor(SECRET, s) });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ error: true, product_url: "/product/glazen-deur-op-maat" });
    expect(r.cookies).toEqual([]);
  });

  it("refuses a missing or foreign CSRF token, a missing product_id and bad quantities", async () => {
    const s = "shopper-3-wc-ajax-session";
    const noToken = await call("add_to_cart", s, { product_id: String(simpleId) });
    expect(noToken.status).toBe(403);
    expect(noToken.body.error).toBe(true);
    const foreign = await call("add_to_cart", s, {
      product_id: String(simpleId),
      security: csrfTokenFor(SECRET, "someone-else"),
    });
    expect(foreign.status).toBe(403);
    const security = csrfTokenFor(SECRET, s);
    expect((await call("add_to_cart", s, { security })).status).toBe(400);
    const bad = await call("add_to_cart", s, { product_id: String(simpleId), quantity: "-3", security });
    expect(bad.status).toBe(400);
    // Adding, the least is 1 (0 only removes a line in the cart).
    expect(bad.body.message).toBe("Vul een geheel aantal in van 1 tot en met 999.");
    const zero = await call("add_to_cart", s, { product_id: String(simpleId), quantity: "0", security });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe("Vul een geheel aantal in van 1 tot en met 999.");
    expect((await call("add_to_cart", s, { product_id: "424242", security })).status).toBe(404);
    expect((await call("explode", s, { security })).status).toBe(400);
    const fragments = await call("get_refreshed_fragments", s, {});
    expect(fragments.body.cart.count).toBe(0);
  });

  it("removes by cart_item_key and clears the cookies when the cart is empty", async () => {
    const s = "shopper-4-wc-ajax-session";
    const security = csrfTokenFor(SECRET, s);
    const added = await call("add_to_cart", s, { product_id: String(simpleId), security });
    const key = added.body.cart.lines[0].key;
    expect((await call("remove_from_cart", s, { cart_item_key: key })).status).toBe(403);
    expect((await call("remove_from_cart", s, { cart_item_key: "nope", security })).status).toBe(404);
    // Another session cannot remove this session's line.
    const thief = await call("remove_from_cart", "thief-wc-ajax-session-01", {
      cart_item_key: key,
      security: csrfTokenFor(SECRET, "thief-wc-ajax-session-01"),
    });
    expect(thief.status).toBe(404);
    const removed = await call("remove_from_cart", s, { cart_item_key: key, security });
    expect(removed.status).toBe(200);
    expect(removed.body.cart_hash).toBe("");
    expect(removed.body.cart.lines).toEqual([]);
    expect(removed.cookies.some((c) => c.startsWith("woocommerce_items_in_cart=; Max-Age=0"))).toBe(true);
  });

  it("answers malformed bodies with 400 JSON", async () => {
    const res = await fetch(`${shop.base}/?wc-ajax=add_to_cart`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{nope",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(true);
    const get = await fetch(`${shop.base}/?wc-ajax=add_to_cart`);
    expect(get.status).toBe(405);
  });
});
