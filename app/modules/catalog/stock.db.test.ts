import type { Kysely } from "kysely";
import { pino } from "pino";
import { expect, it } from "vitest";
import { addProductToCart } from "~/modules/cart/add-product.server";
import { cartIdForSession, listCartLines } from "~/modules/cart/cart.server";
import { checkoutFormSchema } from "~/modules/checkout/checkout.schema";
import { checkoutAttemptKey } from "~/modules/checkout/checkout.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { addConfiguredToCart } from "~/modules/configurator/ajax-actions.server";
import { getOrder } from "~/modules/orders/orders.server";
import { submitPayOrder } from "~/modules/payments/pay-for-order.server";
import { applyTestOutcome } from "~/modules/payments/payment-webhook.server";
import { checkoutPaymentMethods, startPayment } from "~/modules/payments/payments.server";
import { getSettings } from "~/modules/settings/settings.server";
import type { RequestState } from "~/utils/context.server";
import { csrfTokenFor } from "~/utils/session.server";
import type { Database } from "../../../db/schema";
import { seedDoorOptions, seedSampleShop } from "../../../db/seed/index";
import { SHOPPER_BILLING } from "../../../tests/factories/checkout";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { bumpShopVersion } from "../cache/shop-version.server";
import { cachedListProducts, cachedProductBySlug } from "./catalog.server";
import {
  applyStockForStatus,
  cartUpdateRefusal,
  releaseStock,
  StockShortError,
  takeStock,
} from "./stock.server";

const deps = { log: pino({ level: "silent" }), baseUrl: "http://shop.test" };

const form = {
  ...SHOPPER_BILLING,
  billing_email: "jan@example.nl",
  shipping_method: "bezorgen",
  terms: "1",
  made_to_measure: "1",
};

async function product(db: Kysely<Database>, slug: string) {
  return db
    .selectFrom("products")
    .select(["id", "name", "price_cents", "stock"])
    .where("slug", "=", slug)
    .executeTakeFirstOrThrow();
}

const stockOf = async (db: Kysely<Database>, id: number) =>
  (await db.selectFrom("products").select("stock").where("id", "=", id).executeTakeFirstOrThrow()).stock;

async function add(db: Kysely<Database>, sessionId: string, productId: number, quantity = "1") {
  const r = await addProductToCart(db, sessionId, { productId, quantity });
  if (r.kind !== "added") throw new Error(`not added: ${JSON.stringify(r)}`);
}

/** What the checkout page submits for the session's cart (the attempt key of the cart as it is now). */
async function submit(db: Kysely<Database>, sessionId: string, method: string, acceptedPrices = "") {
  const cartId = (await cartIdForSession(db, sessionId, false)) as number;
  const settings = await getSettings(db);
  const methods = await checkoutPaymentMethods(db);
  const data = checkoutFormSchema({
    shippingMethods: settings.shipping.methods.map((m) => m.id),
    paymentMethods: methods.map((m) => m.id),
    allowAccount: false,
  }).parse({ ...form, payment_method: method });
  return {
    sessionId,
    userId: null,
    data,
    attemptKey: checkoutAttemptKey(cartId, await listCartLines(db, cartId)),
    acceptedPrices,
    shippingMethods: settings.shipping.methods,
    maxTotalInclCents: settings.limits.max_order_total_incl_cents,
    paymentMethod: methods.find((m) => m.id === method) ?? methods[0],
  };
}

describeEachEngine("stock and simple products", (db) => {
  it("a simple product is ordered at its own price incl. btw and takes its stock when placed on hold", async () => {
    await seedSampleShop(db());
    await seedDoorOptions(db());
    const grip = await product(db(), "deurgreep-rvs-40");
    expect(grip.stock).toBe(40);
    await add(db(), "s-simple", grip.id, "2");
    const r = await placeOrder(db(), await submit(db(), "s-simple", "banktransfer"));
    if (r.kind !== "placed") throw new Error(r.kind);
    expect(r.order.status).toBe("on-hold");
    const order = await getOrder(db(), r.order.id);
    // € 39,00 excl. → € 47,19 incl. 21 % btw (rounded once per unit), × 2, plus € 49,50 delivery.
    expect(order?.lines.find((l) => l.kind === "product")).toMatchObject({
      name: grip.name,
      quantity: 2,
      unit_excl_cents: 3900,
      unit_incl_cents: 4719,
      total_incl_cents: 9438,
    });
    expect(order?.total_incl_cents).toBe(9438 + 4950);
    expect(order?.stock_taken).toBe(1);
    expect(await stockOf(db(), grip.id)).toBe(38);
  });

  it("a changed price of a simple product is shown and must be confirmed before ordering", async () => {
    const hinge = await product(db(), "scharnierset-mat-zwart");
    await add(db(), "s-price", hinge.id);
    await db().updateTable("products").set({ price_cents: 8000 }).where("id", "=", hinge.id).execute();
    try {
      const r = await placeOrder(db(), await submit(db(), "s-price", "banktransfer"));
      if (r.kind !== "prices_changed") throw new Error(r.kind);
      expect(r.review.lines[0]).toMatchObject({ previousUnitInclCents: 8954, unitInclCents: 9680 });
      const ok = await placeOrder(db(), await submit(db(), "s-price", "banktransfer", r.token));
      if (ok.kind !== "placed") throw new Error(ok.kind);
      const order = await getOrder(db(), ok.order.id);
      expect(order?.lines[0]).toMatchObject({ unit_excl_cents: 8000, unit_incl_cents: 9680 });
      expect(JSON.parse(order?.lines[0].snapshot ?? "{}")).toMatchObject({ unitInclCents: 9680 });
    } finally {
      await db().updateTable("products").set({ price_cents: 7400 }).where("id", "=", hinge.id).execute();
    }
  });

  it("a sold-out product cannot be added, and nothing beyond the stock can be added or set in the cart", async () => {
    const rail = await product(db(), "schuifdeurrail-mat-zwart-200");
    expect(rail.stock).toBe(0);
    expect(await addProductToCart(db(), "s-add", { productId: rail.id, quantity: "1" })).toEqual({
      kind: "out_of_stock",
      message: `„${rail.name}” is uitverkocht en kan niet worden besteld.`,
    });
    const low = await product(db(), "staande-greep-rvs-rond-180");
    expect(low.stock).toBe(3);
    expect(await addProductToCart(db(), "s-add", { productId: low.id, quantity: "4" })).toMatchObject({
      kind: "out_of_stock",
    });
    await add(db(), "s-add", low.id, "2");
    const more = await addProductToCart(db(), "s-add", { productId: low.id, quantity: "2" });
    expect(more).toMatchObject({ kind: "out_of_stock", message: expect.stringContaining("nog hoogstens 1") });
    const lines = await listCartLines(db(), (await cartIdForSession(db(), "s-add", false)) as number);
    expect(lines.map((l) => l.quantity)).toEqual([2]);
    const key = lines[0].lineKey;
    expect(await cartUpdateRefusal(db(), lines, { [key]: 3 })).toBeNull();
    expect(await cartUpdateRefusal(db(), lines, { [key]: 4 })).toEqual({
      message: `Er zijn nog maar 3 van „${low.name}” op voorraad; pas het aantal aan.`,
      keys: [key],
    });
    // Lowering is always allowed, even when the stock fell below what the cart holds.
    await db().updateTable("products").set({ stock: 1 }).where("id", "=", low.id).execute();
    expect(await cartUpdateRefusal(db(), lines, { [key]: 1 })).toBeNull();
    // Checkout refuses the cart that no longer fits, names the product and keeps the cart.
    const r = await placeOrder(db(), await submit(db(), "s-add", "banktransfer"));
    expect(r).toEqual({ kind: "out_of_stock", names: [low.name] });
    const cartId = (await cartIdForSession(db(), "s-add", false)) as number;
    expect(await listCartLines(db(), cartId)).toHaveLength(1);
    await db().updateTable("products").set({ stock: 3 }).where("id", "=", low.id).execute();
  });

  it("a configurable product with stock follows the same rule", async () => {
    const door = await product(db(), "glazen-deur-op-maat");
    await db().updateTable("products").set({ stock: 1 }).where("id", "=", door.id).execute();
    try {
      const config = {
        uni_cpo_height: "2000",
        uni_cpo_width: "800",
        uni_cpo_handle: "rvs-rond-180",
        uni_cpo_hinges: "rvs",
        uni_cpo_lock: "cilinderslot",
        product_id: String(door.id),
      };
      const ctx = { db: db(), sessionId: "s-door", secureCookies: false };
      const two = await addConfiguredToCart(ctx, { ...config, quantity: "2" });
      expect(two.ok).toBe(false);
      expect(
        two.configured.kind !== "not_found" &&
          (two.configured.data.errors as Record<string, string>).quantity,
      ).toContain("nog maar 1");
      expect((await addConfiguredToCart(ctx, { ...config, quantity: "1" })).ok).toBe(true);
      const r = await placeOrder(db(), await submit(db(), "s-door", "banktransfer"));
      expect(r.kind).toBe("placed");
      expect(await stockOf(db(), door.id)).toBe(0);
    } finally {
      await db().updateTable("products").set({ stock: null }).where("id", "=", door.id).execute();
    }
  });

  it("take and release happen once each, however often a status is applied", async () => {
    const grip = await product(db(), "deurgreep-rvs-40");
    const before = (await stockOf(db(), grip.id)) as number;
    await add(db(), "s-once", grip.id, "3");
    const r = await placeOrder(db(), await submit(db(), "s-once", "banktransfer"));
    if (r.kind !== "placed") throw new Error(r.kind);
    expect(await stockOf(db(), grip.id)).toBe(before - 3);
    // Taking again (a repeated on-hold, a payment arriving later) takes nothing more.
    await db()
      .transaction()
      .execute((trx) => applyStockForStatus(trx, r.order.id, "on-hold"));
    await db()
      .transaction()
      .execute((trx) => applyStockForStatus(trx, r.order.id, "processing"));
    expect(await stockOf(db(), grip.id)).toBe(before - 3);
    // Cancelled gives it back once; a second cancel or a "failed" after it gives nothing more.
    await db()
      .transaction()
      .execute((trx) => applyStockForStatus(trx, r.order.id, "cancelled"));
    expect(await stockOf(db(), grip.id)).toBe(before);
    expect(await releaseStock(db(), r.order.id)).toBe(false);
    await db()
      .transaction()
      .execute((trx) => applyStockForStatus(trx, r.order.id, "failed"));
    expect(await stockOf(db(), grip.id)).toBe(before);
    expect((await getOrder(db(), r.order.id))?.stock_taken).toBe(0);
  });

  it("taking and giving back stock moves the shop version (cached pages show the new stock), repeats do not", async () => {
    const version = async () =>
      Number((await db().selectFrom("shop_version").select("version").executeTakeFirstOrThrow()).version);
    const grip = await product(db(), "deurgreep-rvs-40");
    await add(db(), "s-version", grip.id, "1");
    const before = await version();
    const r = await placeOrder(db(), await submit(db(), "s-version", "banktransfer"));
    if (r.kind !== "placed") throw new Error(r.kind);
    const taken = await version();
    expect(taken).toBeGreaterThan(before);
    await db()
      .transaction()
      .execute((trx) => applyStockForStatus(trx, r.order.id, "on-hold"));
    expect(await version()).toBe(taken);
    await db()
      .transaction()
      .execute((trx) => applyStockForStatus(trx, r.order.id, "cancelled"));
    const released = await version();
    expect(released).toBeGreaterThan(taken);
    expect(await releaseStock(db(), r.order.id)).toBe(false);
    expect(await version()).toBe(released);
  });

  it("a failed take rolls back with the status change: nothing is half taken", async () => {
    const low = await product(db(), "staande-greep-rvs-rond-180");
    const grip = await product(db(), "deurgreep-rvs-40");
    await add(db(), "s-half", grip.id, "1");
    await add(db(), "s-half", low.id, "1");
    const r = await placeOrder(db(), await submit(db(), "s-half", "ideal"));
    if (r.kind !== "placed") throw new Error(r.kind);
    const gripBefore = await stockOf(db(), grip.id);
    await db().updateTable("products").set({ stock: 0 }).where("id", "=", low.id).execute();
    try {
      await expect(
        db()
          .transaction()
          .execute((trx) => takeStock(trx, r.order.id, "refuse")),
      ).rejects.toBeInstanceOf(StockShortError);
      expect(await stockOf(db(), grip.id)).toBe(gripBefore);
      expect((await getOrder(db(), r.order.id))?.stock_taken).toBe(0);
    } finally {
      await db().updateTable("products").set({ stock: 3 }).where("id", "=", low.id).execute();
    }
  });

  it("an online order takes its stock when paid (once), and a failed payment gives nothing back it did not take", async () => {
    const grip = await product(db(), "deurgreep-rvs-40");
    const before = (await stockOf(db(), grip.id)) as number;
    await add(db(), "s-paid", grip.id, "2");
    const r = await placeOrder(db(), await submit(db(), "s-paid", "ideal"));
    if (r.kind !== "placed") throw new Error(r.kind);
    expect(r.order.status).toBe("pending");
    expect(await stockOf(db(), grip.id)).toBe(before);
    const payment = await startPayment(db(), { ...r.order, paymentMethod: "ideal" }, deps);
    expect((await applyTestOutcome(db(), payment.providerPaymentId, "paid", deps)).ok).toBe(true);
    expect(await stockOf(db(), grip.id)).toBe(before - 2);
    await applyTestOutcome(db(), payment.providerPaymentId, "paid", deps);
    expect(await stockOf(db(), grip.id)).toBe(before - 2);

    await add(db(), "s-failed", grip.id, "1");
    const f = await placeOrder(db(), await submit(db(), "s-failed", "ideal"));
    if (f.kind !== "placed") throw new Error(f.kind);
    const failing = await startPayment(db(), { ...f.order, paymentMethod: "ideal" }, deps);
    await applyTestOutcome(db(), failing.providerPaymentId, "failed", deps);
    expect((await getOrder(db(), f.order.id))?.status).toBe("failed");
    expect(await stockOf(db(), grip.id)).toBe(before - 2);
  });

  it("a bank-transfer order that fails gives its stock back once", async () => {
    const grip = await product(db(), "deurgreep-rvs-40");
    const before = (await stockOf(db(), grip.id)) as number;
    await add(db(), "s-hold-fail", grip.id, "1");
    const r = await placeOrder(db(), await submit(db(), "s-hold-fail", "banktransfer"));
    if (r.kind !== "placed") throw new Error(r.kind);
    expect(await stockOf(db(), grip.id)).toBe(before - 1);
    for (let i = 0; i < 2; i++) {
      await db()
        .transaction()
        .execute((trx) => applyStockForStatus(trx, r.order.id, "failed"));
    }
    expect(await stockOf(db(), grip.id)).toBe(before);
  });

  it("pay-for-order's bank transfer takes the stock with the on-hold, or refuses in Dutch and changes nothing", async () => {
    const grip = await product(db(), "deurgreep-rvs-40");
    await add(db(), "s-payorder", grip.id, "1");
    const r = await placeOrder(db(), await submit(db(), "s-payorder", "ideal"));
    if (r.kind !== "placed") throw new Error(r.kind);
    const secret = { current: "stock-test-secret-stock-test-secret" };
    const state: RequestState = {
      db: db(),
      secret,
      sessionId: "s-payorder",
      csrfToken: csrfTokenFor(secret, "s-payorder"),
      cspNonce: "",
      requestId: "r",
      log: deps.log,
      secureCookies: false,
      clientIp: "127.0.0.1",
    };
    const pay = () => {
      const f = new FormData();
      f.append("_csrf", state.csrfToken);
      f.append("payment_method", "banktransfer");
      f.append("intent", "pay");
      return submitPayOrder(state, String(r.order.id), r.order.orderKey, f);
    };
    const stock = (await stockOf(db(), grip.id)) as number;
    await db().updateTable("products").set({ stock: 0 }).where("id", "=", grip.id).execute();
    try {
      expect(await pay()).toEqual({
        kind: "data",
        status: 409,
        notice: {
          kind: "error",
          text: `Niet genoeg op voorraad: ${grip.name}. Je bestelling is niet gewijzigd; neem contact met ons op.`,
        },
      });
      expect((await getOrder(db(), r.order.id))?.status).toBe("pending");
    } finally {
      await db().updateTable("products").set({ stock }).where("id", "=", grip.id).execute();
    }
    expect(await pay()).toMatchObject({ kind: "redirect" });
    expect((await getOrder(db(), r.order.id))?.status).toBe("on-hold");
    expect(await stockOf(db(), grip.id)).toBe(stock - 1);
  });

  for (const shoppers of [2, 20]) {
    it(`${shoppers} shoppers checking out the last item at once make exactly one order`, async () => {
      const hinge = await product(db(), "scharnierset-rvs");
      await db().updateTable("products").set({ stock: 1 }).where("id", "=", hinge.id).execute();
      const sessions = Array.from({ length: shoppers }, (_, i) => `s-last-${shoppers}-${i}`);
      for (const s of sessions) await add(db(), s, hinge.id);
      const inputs = await Promise.all(sessions.map((s) => submit(db(), s, "banktransfer")));
      const results = await Promise.all(inputs.map((input) => placeOrder(db(), input)));
      const placed = results.filter((r) => r.kind === "placed");
      expect(placed).toHaveLength(1);
      expect(results.filter((r) => r.kind === "out_of_stock")).toHaveLength(shoppers - 1);
      for (const r of results) if (r.kind === "out_of_stock") expect(r.names).toEqual([hinge.name]);
      expect(await stockOf(db(), hinge.id)).toBe(0);
      const orders = await db()
        .selectFrom("orders")
        .select("id")
        .where("session_id", "in", sessions)
        .execute();
      expect(orders).toHaveLength(1);
      // The shoppers who missed it keep their cart.
      let kept = 0;
      for (const s of sessions) {
        const lines = await listCartLines(db(), (await cartIdForSession(db(), s, false)) as number);
        kept += lines.length;
      }
      expect(kept).toBe(shoppers - 1);
    });
  }

  it("the cached product page and listing show a placed order's stock at once, and a cancelled one's", async () => {
    const grip = await product(db(), "deurgreep-rvs-40");
    await bumpShopVersion(db()); // the tests above changed stock by hand, without a bump
    const listed = async () =>
      (await cachedListProducts(db(), { orderby: "menu_order", page: 1, perPage: 100 })).products.find(
        (p) => p.id === grip.id,
      )?.stock;
    const before = (await cachedProductBySlug(db(), "deurgreep-rvs-40"))?.stock as number;
    expect(before).toBe(await stockOf(db(), grip.id));
    expect(await listed()).toBe(before);
    await add(db(), "s-cached", grip.id, "3");
    const r = await placeOrder(db(), await submit(db(), "s-cached", "banktransfer"));
    if (r.kind !== "placed") throw new Error(r.kind);
    expect((await cachedProductBySlug(db(), "deurgreep-rvs-40"))?.stock).toBe(before - 3);
    expect(await listed()).toBe(before - 3);
    await db()
      .transaction()
      .execute((trx) => applyStockForStatus(trx, r.order.id, "cancelled"));
    expect((await cachedProductBySlug(db(), "deurgreep-rvs-40"))?.stock).toBe(before);
    expect(await listed()).toBe(before);
  });
});
