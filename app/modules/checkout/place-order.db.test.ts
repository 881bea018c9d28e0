import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import { cartIdForSession, listCartLines } from "~/modules/cart/cart.server";
import { addConfiguredToCart } from "~/modules/configurator/ajax-actions.server";
import { saveDefinition } from "~/modules/configurator/definitions.server";
import { sampleDoorDefinition } from "~/modules/configurator/sample-door";
import { getOrder } from "~/modules/orders/orders.server";
import { PAYMENT_SETTINGS_KEY } from "~/modules/payments/payment-settings.server";
import { checkoutPaymentMethods } from "~/modules/payments/payments.server";
import { getSettings } from "~/modules/settings/settings.server";
import type { Database } from "../../../db/schema";
import { seedDoorOptions, seedSampleShop } from "../../../db/seed/index";
import { SHOPPER_BILLING } from "../../../tests/factories/checkout";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { saveSurcharges } from "../../../tests/helpers/payment-orders";
import { checkoutFormSchema } from "./checkout.schema";
import { checkoutAttemptKey } from "./checkout.server";
import { placeOrder } from "./place-order.server";

const door = {
  uni_cpo_height: "2000",
  uni_cpo_width: "800",
  uni_cpo_handle: "rvs-rond-180",
  uni_cpo_hinges: "rvs",
  uni_cpo_lock: "cilinderslot",
};

const form = {
  ...SHOPPER_BILLING,
  billing_email: "jan@example.nl",
  shipping_method: "bezorgen",
  terms: "1",
  made_to_measure: "1",
};

async function setup(db: Kysely<Database>) {
  await seedSampleShop(db);
  await seedDoorOptions(db);
  const product = await db
    .selectFrom("products")
    .select("id")
    .where("slug", "=", "glazen-deur-op-maat")
    .executeTakeFirstOrThrow();
  return product.id;
}

async function fillCart(db: Kysely<Database>, sessionId: string, productId: number, extra = {}) {
  const added = await addConfiguredToCart(
    { db, sessionId, secureCookies: false },
    { ...door, ...extra, product_id: String(productId), quantity: "1" },
  );
  expect(added.ok).toBe(true);
  const cartId = (await cartIdForSession(db, sessionId, false)) as number;
  return { cartId, attemptKey: checkoutAttemptKey(cartId, await listCartLines(db, cartId)) };
}

async function input(
  db: Kysely<Database>,
  sessionId: string,
  attemptKey: string,
  method: string,
  acceptedPrices = "",
) {
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
    attemptKey,
    acceptedPrices,
    shippingMethods: settings.shipping.methods,
    paymentMethod: methods.find((m) => m.id === method)!,
    maxTotalInclCents: settings.limits.max_order_total_incl_cents,
  };
}

describeEachEngine("order placement", (db) => {
  let productId = 0;

  it("places a bank-transfer order on-hold with the line snapshot, and empties the cart", async () => {
    productId = await setup(db());
    const { cartId, attemptKey } = await fillCart(db(), "s-bank", productId);
    const cartSnapshot = (await listCartLines(db(), cartId))[0].snapshot;
    const r = await placeOrder(db(), await input(db(), "s-bank", attemptKey, "banktransfer"));
    expect(r.kind).toBe("placed");
    if (r.kind !== "placed") return;
    expect(r.order).toMatchObject({ status: "on-hold", created: true, totalInclCents: 74050 });
    expect(await listCartLines(db(), cartId)).toEqual([]);
    const stored = await getOrder(db(), r.order.id);
    expect(stored?.status).toBe("on-hold");
    expect(stored?.idempotency_key).toBe(attemptKey);
    const product = stored?.lines.find((l) => l.kind === "product");
    expect(JSON.parse(product?.snapshot ?? "{}")).toEqual(cartSnapshot);
    expect(product).toMatchObject({ quantity: 1, unit_incl_cents: 74050, total_incl_cents: 74050 });
    // Free delivery from € 500: the shipping line is there, at € 0.
    expect(stored?.lines.find((l) => l.kind === "shipping")).toMatchObject({
      name: "Bezorgen",
      unit_incl_cents: 0,
    });
    expect(JSON.parse(stored?.billing ?? "{}")).toMatchObject({ postcode: "3542 AB", houseNumber: 12 });

    // The same attempt again (a resubmit after the cart was emptied): the same order, nothing new.
    const again = await placeOrder(db(), await input(db(), "s-bank", attemptKey, "banktransfer"));
    expect(again.kind === "placed" && again.order).toMatchObject({ id: r.order.id, created: false });
    // Another session cannot pick up that order with the key.
    expect((await placeOrder(db(), await input(db(), "s-other", attemptKey, "banktransfer"))).kind).toBe(
      "empty",
    );
  });

  it("20 concurrent submits of one cart make exactly one order", async () => {
    const { cartId, attemptKey } = await fillCart(db(), "s-race", productId);
    const submit = await input(db(), "s-race", attemptKey, "ideal");
    const results = await Promise.all(Array.from({ length: 20 }, () => placeOrder(db(), submit)));
    const ids = new Set(results.map((r) => (r.kind === "placed" ? r.order.id : -1)));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toBeGreaterThan(0);
    expect(results.filter((r) => r.kind === "placed" && r.order.created)).toHaveLength(1);
    const rows = await db()
      .selectFrom("orders")
      .select("status")
      .where("idempotency_key", "=", attemptKey)
      .execute();
    expect(rows).toEqual([{ status: "pending" }]);
    // An online payment keeps the cart until it is paid.
    expect(await listCartLines(db(), cartId)).toHaveLength(1);
  });

  it("stores the chosen method's fee, computed from the settings at placement, as a fee line", async () => {
    await saveSurcharges(db());
    try {
      const { attemptKey } = await fillCart(db(), "s-fee", productId);
      const r = await placeOrder(db(), await input(db(), "s-fee", attemptKey, "creditcard"));
      expect(r.kind === "placed" && r.order).toMatchObject({ status: "pending", totalInclCents: 74292 });
      if (r.kind !== "placed") return;
      const stored = await getOrder(db(), r.order.id);
      expect(stored).toMatchObject({
        payment_method: "creditcard",
        fee_incl_cents: 242,
        total_incl_cents: 74292,
      });
      expect(stored?.lines.filter((l) => l.kind === "fee")).toMatchObject([
        { name: "Transactiekosten Creditcard", unit_excl_cents: 200, unit_incl_cents: 242, quantity: 1 },
      ]);
      // iDEAL has no surcharge: no fee line.
      const other = await fillCart(db(), "s-fee-ideal", productId);
      const ideal = await placeOrder(db(), await input(db(), "s-fee-ideal", other.attemptKey, "ideal"));
      if (ideal.kind !== "placed") throw new Error(ideal.kind);
      const idealOrder = await getOrder(db(), ideal.order.id);
      expect(idealOrder?.fee_incl_cents).toBe(0);
      expect(idealOrder?.lines.some((l) => l.kind === "fee")).toBe(false);
    } finally {
      await db().deleteFrom("settings").where("key", "=", PAYMENT_SETTINGS_KEY).execute();
    }
  });

  it("places only at the total the page showed: another method's fee asks first, nothing is placed", async () => {
    await saveSurcharges(db());
    try {
      const { cartId, attemptKey } = await fillCart(db(), "s-shown", productId);
      // The page showed iDEAL's total (no fee, € 740,50); the shopper chose the credit card (+ € 2,42) without
      // the summary being refreshed.
      const creditcard = await input(db(), "s-shown", attemptKey, "creditcard");
      const asked = await placeOrder(db(), { ...creditcard, shownTotal: "74050" });
      expect(asked.kind).toBe("total_changed");
      if (asked.kind !== "total_changed") return;
      expect(asked.review.totals).toMatchObject({ feeInclCents: 242, totalInclCents: 74292 });
      expect(
        await db().selectFrom("orders").select("id").where("idempotency_key", "=", attemptKey).execute(),
      ).toEqual([]);
      expect(await listCartLines(db(), cartId)).toHaveLength(1);
      // Placed again from the page that showed that total: placed at it.
      const placed = await placeOrder(db(), { ...creditcard, shownTotal: "74292" });
      expect(placed.kind === "placed" && placed.order.totalInclCents).toBe(74292);
    } finally {
      await db().deleteFrom("settings").where("key", "=", PAYMENT_SETTINGS_KEY).execute();
    }
  });

  it("after new prices were accepted, the page's total is the re-priced one", async () => {
    const { attemptKey } = await fillCart(db(), "s-shown-price", productId);
    await saveDefinition(db(), productId, { ...sampleDoorDefinition, basePrice: "200" });
    try {
      const bank = await input(db(), "s-shown-price", attemptKey, "banktransfer");
      const r = await placeOrder(db(), { ...bank, shownTotal: "74050" });
      expect(r.kind).toBe("prices_changed");
      if (r.kind !== "prices_changed") return;
      const shown = String(r.review.totals.totalInclCents);
      const ok = await placeOrder(db(), { ...bank, acceptedPrices: r.token, shownTotal: shown });
      expect(ok.kind === "placed" && String(ok.order.totalInclCents)).toBe(shown);
    } finally {
      await saveDefinition(db(), productId, sampleDoorDefinition);
    }
  });

  it("refuses a stale attempt key when the cart changed since the page was shown", async () => {
    const first = await fillCart(db(), "s-changed", productId);
    const second = await fillCart(db(), "s-changed", productId, { uni_cpo_width: "900" });
    expect(second.attemptKey).not.toBe(first.attemptKey);
    const r = await placeOrder(db(), await input(db(), "s-changed", first.attemptKey, "banktransfer"));
    expect(r).toEqual({ kind: "cart_changed", attemptKey: second.attemptKey });
    expect((await placeOrder(db(), await input(db(), "s-empty", "", "banktransfer"))).kind).toBe("empty");
  });

  it("re-pricing against a changed definition asks to confirm the new price before placing", async () => {
    const { cartId, attemptKey } = await fillCart(db(), "s-price", productId);
    await saveDefinition(db(), productId, { ...sampleDoorDefinition, basePrice: "200" });
    try {
      const r = await placeOrder(db(), await input(db(), "s-price", attemptKey, "banktransfer"));
      expect(r.kind).toBe("prices_changed");
      if (r.kind !== "prices_changed") return;
      const line = r.review.lines[0];
      expect(line.previousUnitInclCents).toBe(74050);
      expect(line.unitInclCents).toBeGreaterThan(74050);
      expect(r.review.totals.subtotalInclCents).toBe(line.unitInclCents);
      expect(
        await db().selectFrom("orders").select("id").where("idempotency_key", "=", attemptKey).execute(),
      ).toEqual([]);

      // A wrong confirmation is not enough; the token of the prices shown is.
      const wrong = await placeOrder(db(), await input(db(), "s-price", attemptKey, "banktransfer", "nope"));
      expect(wrong.kind).toBe("prices_changed");
      const ok = await placeOrder(db(), await input(db(), "s-price", attemptKey, "banktransfer", r.token));
      expect(ok.kind).toBe("placed");
      if (ok.kind !== "placed") return;
      expect(ok.order.totalInclCents).toBe(line.unitInclCents);
      const stored = await getOrder(db(), ok.order.id);
      const snap = JSON.parse(stored?.lines[0].snapshot ?? "{}");
      expect(snap.unitInclCents).toBe(line.unitInclCents);
      expect(snap.definitionVersion).toBeGreaterThan(1);
      expect(await listCartLines(db(), cartId)).toEqual([]);
    } finally {
      await saveDefinition(db(), productId, sampleDoorDefinition);
    }
  });

  it("a product that can no longer be ordered is named, not charged", async () => {
    const { attemptKey } = await fillCart(db(), "s-gone", productId);
    await db().updateTable("products").set({ published: 0 }).where("id", "=", productId).execute();
    try {
      const r = await placeOrder(db(), await input(db(), "s-gone", attemptKey, "banktransfer"));
      expect(r).toEqual({ kind: "unavailable", names: ["Glazen deur op maat"] });
    } finally {
      await db().updateTable("products").set({ published: 1 }).where("id", "=", productId).execute();
    }
  });
});
