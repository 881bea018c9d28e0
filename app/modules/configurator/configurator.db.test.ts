import { expect, it } from "vitest";
import {
  addCartLine,
  cartIdForSession,
  lineKeyFor,
  listCartLines,
  MAX_LINE_QUANTITY,
} from "~/modules/cart/cart.server";
import { seedDoorOptions, seedSampleShop } from "../../../db/seed/index";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { addConfiguredToCart } from "./ajax-actions.server";
import {
  DefinitionError,
  getCurrentDefinition,
  getDefinitionVersion,
  saveDefinition,
} from "./definitions.server";
import { configureAndPrice, snapshotOf } from "./price-call.server";
import { sampleDoorDefinition } from "./sample-door";

const door = {
  uni_cpo_height: "2000",
  uni_cpo_width: "800",
  uni_cpo_handle: "rvs-rond-180",
  uni_cpo_hinges: "rvs",
  uni_cpo_lock: "cilinderslot",
};

describeEachEngine("option definitions", (db) => {
  let productId = 0;

  it("seeds the door's definition once, with its 'vanaf' price", async () => {
    await seedSampleShop(db());
    expect(await seedDoorOptions(db())).toBe(true);
    expect(await seedDoorOptions(db())).toBe(false);
    const product = await db()
      .selectFrom("products")
      .selectAll()
      .where("slug", "=", "glazen-deur-op-maat")
      .executeTakeFirstOrThrow();
    productId = product.id;
    expect(product.from_price_cents).toBe(24400);
    const current = await getCurrentDefinition(db(), productId);
    expect(current?.version).toBe(1);
    expect(current?.definition.options.map((o) => o.slug)).toEqual([
      "height",
      "width",
      "handle",
      "hinges",
      "lock",
      "total",
    ]);
  });

  it("an edit creates a new version and keeps the old one", async () => {
    const edited = { ...sampleDoorDefinition, basePrice: "200" };
    const version = await saveDefinition(db(), productId, edited);
    expect(version).toBe(2);
    expect((await getCurrentDefinition(db(), productId))?.definition.basePrice).toBe("200");
    expect((await getDefinitionVersion(db(), productId, 1))?.definition.basePrice).toBe("185");
  });

  it("refuses a definition whose formula does not compile", async () => {
    await expect(
      saveDefinition(db(), productId, { ...sampleDoorDefinition, mainFormula: "{uni_cpo_height} *" }),
    ).rejects.toThrow(DefinitionError);
    expect((await getCurrentDefinition(db(), productId))?.version).toBe(2);
  });

  it("prices against the current version and never reads a price from the payload", async () => {
    const priced = await configureAndPrice(db(), {
      ...door,
      product_id: productId,
      price: "1",
      raw_price: "1",
      uni_cpo_price: "1",
    });
    expect(priced.kind).toBe("priced");
    if (priced.kind !== "priced") return;
    // Version 2: base price 200 → 1.6 m² × 200 + 135 + 57 + 123.981 = 635.981 → 769.54 incl.
    expect(priced.stored.version).toBe(2);
    expect(priced.data.price_vars.price).toBe("€ 769,54");
    const snap = snapshotOf(priced);
    expect(snap.definitionVersion).toBe(2);
    expect(snap.options.find((o) => o.field === "uni_cpo_lock")).toMatchObject({
      valueLabel: "Cilinderslot",
      rate: "123.981",
    });
  });
});

describeEachEngine("cart lines", (db) => {
  it("adds the same configuration to one line and a different one as a new line", async () => {
    await seedSampleShop(db());
    await seedDoorOptions(db());
    const ctx = { db: db(), sessionId: "s".repeat(32), secureCookies: false };
    const product = await db()
      .selectFrom("products")
      .select("id")
      .where("slug", "=", "glazen-deur-op-maat")
      .executeTakeFirstOrThrow();
    const first = await addConfiguredToCart(ctx, { ...door, product_id: product.id, quantity: "1" });
    expect(first.ok).toBe(true);
    await addConfiguredToCart(ctx, { ...door, product_id: product.id, quantity: "2" });
    await addConfiguredToCart(ctx, { ...door, uni_cpo_lock: "geen", product_id: product.id, quantity: "1" });
    const cartId = await cartIdForSession(db(), ctx.sessionId, false);
    const lines = await listCartLines(db(), cartId as number);
    expect(lines.map((l) => l.quantity)).toEqual([3, 1]);
    expect(lines[0].unitInclCents).toBe(74050);
    expect(lines[0].snapshot.values.uni_cpo_height).toBe("2000");
    expect(first.ok && first.cookies.some((c) => c.startsWith("woocommerce_items_in_cart=1"))).toBe(true);
  });

  it("refuses invalid configurations and absurd quantities", async () => {
    const ctx = { db: db(), sessionId: "t".repeat(32), secureCookies: false };
    const product = await db()
      .selectFrom("products")
      .select("id")
      .where("slug", "=", "glazen-deur-op-maat")
      .executeTakeFirstOrThrow();
    const low = await addConfiguredToCart(ctx, { ...door, uni_cpo_height: "1400", product_id: product.id });
    expect(low.ok).toBe(false);
    const qty = await addConfiguredToCart(ctx, { ...door, product_id: product.id, quantity: "-3" });
    expect(qty.ok).toBe(false);
    const huge = await addConfiguredToCart(ctx, { ...door, product_id: product.id, quantity: "100000" });
    expect(huge.ok).toBe(false);
    expect(await cartIdForSession(db(), ctx.sessionId, false)).toBeUndefined();
  });

  it("refuses an add that would take a line over the most per line, also under concurrent adds", async () => {
    const cartId = (await cartIdForSession(db(), "u".repeat(32), true)) as number;
    const product = await db().selectFrom("products").select("id").limit(1).executeTakeFirstOrThrow();
    const line = {
      lineKey: lineKeyFor(product.id, null, {}),
      productId: product.id,
      definitionVersion: null,
      quantity: 600,
      unitExclCents: 100,
      unitInclCents: 121,
      snapshot: {
        productId: product.id,
        productName: "x",
        definitionVersion: null,
        options: [],
        values: {},
        priceExcl: "1",
        unitExclCents: 100,
        unitInclCents: 121,
      },
    };
    const results = await Promise.all([
      addCartLine(db(), cartId, line, 5_000_000),
      addCartLine(db(), cartId, line, 5_000_000),
    ]);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(results.find((r) => r !== null)).toEqual({ kind: "quantity", max: MAX_LINE_QUANTITY });
    const lines = await listCartLines(db(), cartId);
    expect(lines).toHaveLength(1);
    expect(lines[0].quantity).toBe(600);
  });
});
