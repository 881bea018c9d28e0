import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import { bumpShopVersion } from "~/modules/cache/shop-version.server";
import { addProductToCart } from "~/modules/cart/add-product.server";
import { cartIdForSession, listCartLines } from "~/modules/cart/cart.server";
import { listProducts } from "~/modules/catalog/catalog.server";
import { withDisplayPrice } from "~/modules/catalog/display-price";
import { checkoutFormSchema } from "~/modules/checkout/checkout.schema";
import { checkoutAttemptKey } from "~/modules/checkout/checkout.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { configureAndPrice, snapshotOf } from "~/modules/configurator/price-call.server";
import { getOrder } from "~/modules/orders/orders.server";
import { changeOrderPaymentMethod } from "~/modules/payments/order-fee.server";
import { checkoutPaymentMethods } from "~/modules/payments/payments.server";
import { getSettings } from "~/modules/settings/settings.server";
import type { Database } from "../../../db/schema";
import { seedDoorOptions, seedSampleShop } from "../../../db/seed/index";
import { SHOPPER_BILLING } from "../../../tests/factories/checkout";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { saveSurcharges } from "../../../tests/helpers/payment-orders";
import type { AuditActor } from "../audit/audit.server";
import type { ProductInput } from "./product-form";
import { createProduct } from "./products.server";

const actor: AuditActor = { userId: null, email: "beheer@maatglas.test", ip: "" };
const form = {
  ...SHOPPER_BILLING,
  billing_email: "jan@example.nl",
  shipping_method: "bezorgen",
  terms: "1",
  made_to_measure: "1",
};

async function submit(db: Kysely<Database>, sessionId: string, method: string) {
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
    acceptedPrices: "",
    shippingMethods: settings.shipping.methods,
    maxTotalInclCents: settings.limits.max_order_total_incl_cents,
    paymentMethod: methods.find((m) => m.id === method) ?? methods[0],
  };
}

const simple = (name: string, vat: 21 | 9 | 0): ProductInput => ({
  name,
  slug: "",
  type: "simple",
  short_description: "",
  description: "",
  price_cents: 10000,
  vat_rate: vat,
  stock: null,
  sku: "",
  category_ids: [],
  menu_order: 0,
  status: "published",
  attributes: [],
});

describeEachEngine("btw per product", (db) => {
  it("a 9 % and a 0 % product show, add and order at their own rate; shipping stays 21 %", async () => {
    await seedSampleShop(db());
    await seedDoorOptions(db());
    const low = await createProduct(db(), actor, simple("Boek over glas", 9));
    const zero = await createProduct(db(), actor, simple("Cadeaubon", 0));
    if (!low.ok || !zero.ok) throw new Error("not created");
    const grip = await db()
      .selectFrom("products")
      .select(["id", "price_cents"])
      .where("slug", "=", "deurgreep-rvs-40")
      .executeTakeFirstOrThrow();

    // The listing's consumer price: € 100,00 excl. → € 109,00 (9 %), € 100,00 (0 %); the 21 % grip as before.
    const listing = await listProducts(db(), { orderby: "menu_order", page: 1, perPage: 100 });
    const shown = (id: number) => {
      const product = listing.products.find((p) => p.id === id);
      if (!product) throw new Error(`product ${id} not listed`);
      return withDisplayPrice(product).display.cents;
    };
    expect([shown(low.id), shown(zero.id), shown(grip.id)]).toEqual([10900, 10000, 4719]);

    for (const id of [low.id, zero.id, grip.id])
      expect(await addProductToCart(db(), "s-vat", { productId: id, quantity: "1" })).toMatchObject({
        kind: "added",
      });
    const lines = await listCartLines(db(), (await cartIdForSession(db(), "s-vat", false)) as number);
    expect(lines.map((l) => [l.productId, l.unitInclCents, l.vatRate])).toEqual([
      [low.id, 10900, 9],
      [zero.id, 10000, 0],
      [grip.id, 4719, 21],
    ]);

    await saveSurcharges(db());
    const r = await placeOrder(db(), await submit(db(), "s-vat", "ideal"));
    if (r.kind !== "placed") throw new Error(r.kind);
    const order = await getOrder(db(), r.order.id);
    if (!order) throw new Error("no order");
    // Lines 10900 + 10000 + 4719 = 25619 (below € 500: € 49,50 delivery). Btw: 900 at 9 %, 0 at 0 %, and the
    // 21 % part (4719 + 4950 = 9669) once: 9669 − 9669 / 1.21 = 1678.08 → 1678. Together 2578.
    expect(order.total_incl_cents).toBe(25619 + 4950);
    expect(order.vat_cents).toBe(900 + 0 + 1678);
    const lowLine = order.lines.find((l) => l.product_id === low.id);
    expect(lowLine).toMatchObject({ unit_excl_cents: 10000, unit_incl_cents: 10900 });
    expect(JSON.parse(lowLine?.snapshot ?? "{}")).toMatchObject({ vatRate: 9 });

    // Another payment method with a fee (creditcard 1,5 % capped at € 2,00 excl. → € 2,42 incl. at 21 %):
    // the 21 % part grows by the fee, the 9 % line keeps its btw.
    const changed = await changeOrderPaymentMethod(db(), {
      orderId: order.id,
      orderKey: order.order_key,
      methodId: "creditcard",
    });
    expect(changed).toMatchObject({ ok: true, feeInclCents: 242 });
    const after = await getOrder(db(), order.id);
    // 21 % part 9669 + 242 = 9911: 9911 − 9911 / 1.21 = 1720.09 → 1720.
    expect(after?.vat_cents).toBe(900 + 1720);
    // Back to iDEAL (no fee): the btw is the same as at checkout again.
    await changeOrderPaymentMethod(db(), { orderId: order.id, orderKey: order.order_key, methodId: "ideal" });
    expect((await getOrder(db(), order.id))?.vat_cents).toBe(2578);
  });

  it("a configurable product's price call and cart snapshot use its rate", async () => {
    const door = await db()
      .selectFrom("products")
      .select("id")
      .where("slug", "=", "glazen-deur-op-maat")
      .executeTakeFirstOrThrow();
    const payload = {
      product_id: door.id,
      uni_cpo_height: "2000",
      uni_cpo_width: "800",
      uni_cpo_handle: "rvs-rond-180",
      uni_cpo_hinges: "rvs",
      uni_cpo_lock: "cilinderslot",
    };
    const at21 = await configureAndPrice(db(), payload);
    if (at21.kind !== "priced") throw new Error(at21.kind);
    // 611.981 excl.: € 740,50 at 21 % (as always) …
    expect(at21.data.price_vars.price).toBe("€ 740,50");
    expect(snapshotOf(at21)).toMatchObject({ unitExclCents: 61198, unitInclCents: 74050, vatRate: 21 });
    await db().updateTable("products").set({ vat_rate: 9 }).where("id", "=", door.id).execute();
    // As every back-office write does (the admin layout's middleware): the price call reads products per version.
    await bumpShopVersion(db());
    try {
      const at9 = await configureAndPrice(db(), payload);
      if (at9.kind !== "priced") throw new Error(at9.kind);
      // … and 611.981 × 1.09 = 667.059 → € 667,06 at 9 %.
      expect(at9.data.price_vars.price).toBe("€ 667,06");
      expect(at9.data.price_vars.raw_price_tax_rev).toBe(611.98);
      expect(snapshotOf(at9)).toMatchObject({ unitExclCents: 61198, unitInclCents: 66706, vatRate: 9 });
    } finally {
      await db().updateTable("products").set({ vat_rate: 21 }).where("id", "=", door.id).execute();
      await bumpShopVersion(db());
    }
  });
});
