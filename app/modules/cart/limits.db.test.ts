import { expect, it } from "vitest";
import { checkoutFormSchema } from "~/modules/checkout/checkout.schema";
import { checkoutAttemptKey } from "~/modules/checkout/checkout.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { addConfiguredToCart } from "~/modules/configurator/ajax-actions.server";
import { checkoutPaymentMethods } from "~/modules/payments/payments.server";
import { getSettings, saveSetting } from "~/modules/settings/settings.server";
import { wcAjax } from "~/routes/api/wc-ajax.server";
import { seedDoorOptions, seedSampleShop } from "../../../db/seed/index";
import { SHOPPER_BILLING } from "../../../tests/factories/checkout";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { addProductToCart } from "./add-product.server";
import {
  addCartLine,
  cartIdForSession,
  cartLinesForSession,
  listCartLines,
  updateCartQuantities,
} from "./cart.server";
import { MAX_LINE_QUANTITY } from "./cart-form";
import { MAX_CART_LINES } from "./limits";

const door = {
  uni_cpo_height: "2000",
  uni_cpo_width: "800",
  uni_cpo_handle: "rvs-rond-180",
  uni_cpo_hinges: "rvs",
  uni_cpo_lock: "cilinderslot",
};
const DEFAULT_MAX = 5_000_000;
let n = 0;
const session = () => `limits-session-${++n}`.padEnd(32, "x");

describeEachEngine("cart limits on every way in", (db) => {
  let simple = { id: 0, unitInclCents: 0 };
  let doorId = 0;

  it("the shop setting defaults to € 50.000", async () => {
    await seedSampleShop(db());
    await seedDoorOptions(db());
    const products = await db().selectFrom("products").select(["id", "slug", "type"]).execute();
    doorId = products.find((p) => p.slug === "glazen-deur-op-maat")!.id;
    const id = products.find((p) => p.type === "simple")!.id;
    const s = session();
    await addProductToCart(db(), s, { productId: String(id), quantity: "1" });
    simple = { id, unitInclCents: (await cartLinesForSession(db(), s))[0].unitInclCents };
    expect((await getSettings(db())).limits.max_order_total_incl_cents).toBe(DEFAULT_MAX);
  });

  it("at most 100 lines: the 101st is refused by the shop add and the configured add", async () => {
    const s = session();
    const cartId = (await cartIdForSession(db(), s, true)) as number;
    for (let i = 0; i < MAX_CART_LINES; i++) {
      const added = await addCartLine(
        db(),
        cartId,
        {
          lineKey: `line-${i}`,
          productId: simple.id,
          definitionVersion: null,
          quantity: 1,
          unitExclCents: 100,
          unitInclCents: 121,
          snapshot: {
            productId: simple.id,
            productName: "x",
            definitionVersion: null,
            options: [],
            values: {},
            priceExcl: "1",
            unitExclCents: 100,
            unitInclCents: 121,
          },
        },
        DEFAULT_MAX,
      );
      expect(added).toBeNull();
    }
    const shop = await addProductToCart(db(), s, { productId: String(simple.id), quantity: "1" });
    expect(shop).toEqual({ kind: "limit", message: expect.stringContaining("hoogstens 100 verschillende") });
    const wc = await wcAjax(
      "add_to_cart",
      "POST",
      { product_id: String(simple.id) },
      { db: db(), sessionId: s, secureCookies: false, csrf: "t", trusted: true },
    );
    expect(wc).toMatchObject({ status: 409, body: { error: true, message: expect.stringContaining("100") } });
    const configured = await addConfiguredToCart(
      { db: db(), sessionId: s, secureCookies: false },
      { ...door, product_id: String(doorId), quantity: "1" },
    );
    expect(configured.ok).toBe(false);
    expect(
      configured.configured.kind === "priced" &&
        (configured.configured.data.errors as Record<string, string>).uni_cpo_form,
    ).toContain("hoogstens 100");
    // An existing line can still grow.
    expect(await addCartLine(db(), cartId, { ...(await firstLine(s)), quantity: 1 }, DEFAULT_MAX)).toBeNull();
    expect(await listCartLines(db(), cartId)).toHaveLength(MAX_CART_LINES);
  });

  async function firstLine(s: string) {
    const [l] = await cartLinesForSession(db(), s);
    return l;
  }

  it("a line holds 1…999: adds and updates past it are refused, nothing changes", async () => {
    // A maximum order total that 999 of the product stay under, so only the line limit applies.
    await saveSetting(db(), "limits", { max_order_total_incl_cents: 100_000_000 });
    try {
      const s = session();
      const max = String(MAX_LINE_QUANTITY);
      expect((await addProductToCart(db(), s, { productId: String(simple.id), quantity: max })).kind).toBe(
        "added",
      );
      expect(await addProductToCart(db(), s, { productId: String(simple.id), quantity: "1" })).toEqual({
        kind: "limit",
        message: expect.stringContaining("1 tot en met 999"),
      });
      const [line] = await cartLinesForSession(db(), s);
      expect(line.quantity).toBe(MAX_LINE_QUANTITY);
      expect(await updateCartQuantities(db(), s, { [line.lineKey]: 5 }, 100_000_000)).toEqual({ ok: true });
      expect((await cartLinesForSession(db(), s))[0].quantity).toBe(5);
    } finally {
      await saveSetting(db(), "limits", { max_order_total_incl_cents: DEFAULT_MAX });
    }
  });

  it("the order total: shop add, configured add, quantity update and checkout refuse more than the setting", async () => {
    // € 1.000 as the maximum for this test.
    const limits = { max_order_total_incl_cents: 100_000 };
    await saveSetting(db(), "limits", limits);
    try {
      const s = session();
      const fits = Math.floor(100_000 / simple.unitInclCents);
      expect(
        (await addProductToCart(db(), s, { productId: String(simple.id), quantity: String(fits) })).kind,
      ).toBe("added");
      expect(await addProductToCart(db(), s, { productId: String(simple.id), quantity: "1" })).toEqual({
        kind: "limit",
        message: expect.stringContaining("€ 1.000,00"),
      });
      const [line] = await cartLinesForSession(db(), s);
      const update = await updateCartQuantities(db(), s, { [line.lineKey]: fits + 1 }, 100_000);
      expect(update).toEqual({ ok: false, breach: { kind: "total", maxInclCents: 100_000 } });
      expect((await cartLinesForSession(db(), s))[0].quantity).toBe(fits);

      // The door costs € 740,50: two of them are over € 1.000.
      const d = session();
      const two = await addConfiguredToCart(
        { db: db(), sessionId: d, secureCookies: false },
        { ...door, product_id: String(doorId), quantity: "2" },
      );
      expect(two.ok).toBe(false);
      expect(
        two.configured.kind === "priced" &&
          (two.configured.data.errors as Record<string, string>).uni_cpo_form,
      ).toContain("€ 1.000,00");
      expect(await cartLinesForSession(db(), d)).toEqual([]);

      // Checkout: one door (€ 740,50, picked up: no shipping) is in the cart; with the setting lowered below it
      // the order is refused and nothing is placed.
      const one = await addConfiguredToCart(
        { db: db(), sessionId: d, secureCookies: false },
        { ...door, product_id: String(doorId), quantity: "1" },
      );
      expect(one.ok).toBe(true);
      await saveSetting(db(), "limits", { max_order_total_incl_cents: 70_000 });
      const result = await placeOrder(db(), await checkoutInput(d));
      expect(result).toEqual({ kind: "too_large", maxInclCents: 70_000 });
      expect(await db().selectFrom("orders").select("id").where("session_id", "=", d).execute()).toEqual([]);
      // Within the limit the same cart is ordered.
      await saveSetting(db(), "limits", { max_order_total_incl_cents: 80_000 });
      expect((await placeOrder(db(), await checkoutInput(d))).kind).toBe("placed");
    } finally {
      await saveSetting(db(), "limits", { max_order_total_incl_cents: DEFAULT_MAX });
    }
  });

  async function checkoutInput(sessionId: string) {
    const settings = await getSettings(db());
    const methods = await checkoutPaymentMethods(db());
    const data = checkoutFormSchema({
      shippingMethods: settings.shipping.methods.map((m) => m.id),
      paymentMethods: methods.map((m) => m.id),
      allowAccount: false,
    }).parse({
      ...SHOPPER_BILLING,
      billing_email: "jan@example.nl",
      shipping_method: "afhalen",
      payment_method: "banktransfer",
      terms: "1",
      made_to_measure: "1",
    });
    const cartId = (await cartIdForSession(db(), sessionId, false)) as number;
    return {
      sessionId,
      userId: null,
      data,
      attemptKey: checkoutAttemptKey(cartId, await listCartLines(db(), cartId)),
      acceptedPrices: "",
      shippingMethods: settings.shipping.methods,
      paymentMethod: methods.find((m) => m.id === "banktransfer")!,
      maxTotalInclCents: settings.limits.max_order_total_incl_cents,
    };
  }
});
