import type { Kysely } from "kysely";
import sharp from "sharp";
import { expect, it, vi } from "vitest";
import { colourOfficeMessages as c, colourMessages } from "~/i18n/nl.colour";
import { cartIdForSession, listCartLines } from "~/modules/cart/cart.server";
import { checkoutFormSchema } from "~/modules/checkout/checkout.schema";
import { checkoutAttemptKey } from "~/modules/checkout/checkout.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { demoDesigner } from "~/modules/designer/demo-designer";
import { fpdLoadProduct } from "~/modules/designer/designer-actions.server";
import { createOrderOnce } from "~/modules/orders/orders.server";
import { checkoutPaymentMethods } from "~/modules/payments/payments.server";
import { getSettings } from "~/modules/settings/settings.server";
import type { AjaxContext } from "~/routes/api/ajax.server";
import type { Database } from "../../../db/schema";
import { seedDoorOptions, seedSampleShop } from "../../../db/seed/index";
import { SHOPPER_BILLING } from "../../../tests/factories/checkout";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { addConfiguredToCart, addToCart } from "./ajax-actions.server";
import { MAX_PREVIEW_BYTES, previewOfCartLine, previewOfOrderLine } from "./layered-image.server";
import { sweepPreviews } from "./preview-sweeper.server";

const door = {
  uni_cpo_height: "2000",
  uni_cpo_width: "800",
  uni_cpo_handle: "rvs-rond-180",
  uni_cpo_hinges: "rvs",
  uni_cpo_lock: "cilinderslot",
};

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString("base64")}`;
const image = (format: "png" | "jpeg" | "webp" | "gif", width = 40, height = 50) =>
  sharp({ create: { width, height, channels: 3, background: "#1f1f1f" } })
    .toFormat(format)
    .toBuffer();

async function doorId(db: Kysely<Database>) {
  await seedSampleShop(db);
  await seedDoorOptions(db);
  const p = await db
    .selectFrom("products")
    .select("id")
    .where("slug", "=", "glazen-deur-op-maat")
    .executeTakeFirstOrThrow();
  return p.id;
}

describeEachEngine("the layered preview image and the designer fields of a cart line", (db) => {
  let productId = 0;
  const add = (sessionId: string, extra: Record<string, unknown>) =>
    addConfiguredToCart(
      { db: db(), sessionId, secureCookies: false },
      { ...door, ...extra, product_id: String(productId), quantity: "1" },
    );

  it("keeps a PNG, JPEG or WebP preview with the line and serves it only to the session that owns the line", async () => {
    productId = await doorId(db());
    for (const [i, format] of (["png", "jpeg", "webp"] as const).entries()) {
      const bytes = await image(format, 40 + i, 50);
      const added = await add(`s-${format}`, {
        cpo_product_layered_image: dataUrl(`image/${format}`, bytes),
        uni_cpo_height: String(2000 + i),
      });
      expect(added.ok).toBe(true);
      const cartId = (await cartIdForSession(db(), `s-${format}`, false)) as number;
      const [line] = await listCartLines(db(), cartId);
      expect(line.snapshot.preview).toMatchObject({ width: 40 + i, height: 50 });
      const served = await previewOfCartLine(db(), `s-${format}`, line.id);
      expect(served?.mime).toBe(`image/${format}`);
      expect(served?.bytes.equals(bytes)).toBe(true);
      expect(await previewOfCartLine(db(), "someone-else", line.id)).toBeNull();
    }
  });

  it("judges the bytes, not the declared type, and refuses too large or too wide images with a Dutch message", async () => {
    const cases: [string, string][] = [
      [dataUrl("image/png", Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>")), c.preview.invalid],
      [dataUrl("image/png", await image("gif")), c.preview.invalid],
      [dataUrl("image/png", Buffer.from("%PDF-1.4 not an image")), c.preview.invalid],
      ["https://example.com/a.png", c.preview.invalid],
      [dataUrl("image/png", Buffer.alloc(MAX_PREVIEW_BYTES + 10, 1)), c.preview.tooLarge(40)],
      [dataUrl("image/png", await image("png", 1300, 10)), c.preview.tooWide(1200)],
    ];
    for (const [value, message] of cases) {
      const added = await add("s-bad", { cpo_product_layered_image: value });
      expect(added.ok).toBe(false);
      const errors: Record<string, string> =
        !added.ok && added.configured.kind === "priced" ? added.configured.data.errors : {};
      expect(errors.uni_cpo_form).toBe(message);
    }
    // A JPEG sent as image/png is kept as what it is.
    const jpeg = await image("jpeg");
    expect((await add("s-declared", { cpo_product_layered_image: dataUrl("image/png", jpeg) })).ok).toBe(
      true,
    );
    const cartId = (await cartIdForSession(db(), "s-declared", false)) as number;
    const [line] = await listCartLines(db(), cartId);
    expect((await previewOfCartLine(db(), "s-declared", line.id))?.mime).toBe("image/jpeg");
    // Nothing was added for the refused previews: that session has no cart at all.
    expect(await cartIdForSession(db(), "s-bad", false)).toBeFalsy();
  });

  it("answers the background add-to-cart with 400 for a bad preview, and adds a line without preview when it is empty", async () => {
    const ctx = {
      db: db(),
      sessionId: "s-ajax",
      secureCookies: false,
      log: { error: vi.fn() },
    } as unknown as AjaxContext;
    const bad = await addToCart(ctx, {
      data: {
        ...door,
        product_id: productId,
        quantity: "1",
        cpo_product_layered_image: "data:image/png;base64,AAAA",
      },
    });
    expect(bad.status).toBe(400);
    const ok = await addToCart(ctx, {
      data: { ...door, product_id: productId, quantity: "1", cpo_product_layered_image: "" },
    });
    expect(ok.status).toBe(200);
    const cartId = (await cartIdForSession(db(), "s-ajax", false)) as number;
    const [line] = await listCartLines(db(), cartId);
    expect(line.snapshot.preview).toBeUndefined();
    expect(await previewOfCartLine(db(), "s-ajax", line.id)).toBeNull();
  });

  it("records nbd-field and nbdFinalPrice but never prices with nbdFinalPrice", async () => {
    const plain = await add("s-plain", {});
    const designed = await add("s-designed", {
      "nbd-field": { product: "demo-strepen", view: "Voorkant" },
      nbdFinalPrice: "1",
      price: "1",
      raw_price: "1",
    });
    expect(plain.ok && designed.ok).toBe(true);
    const [a] = await listCartLines(db(), (await cartIdForSession(db(), "s-plain", false)) as number);
    const [b] = await listCartLines(db(), (await cartIdForSession(db(), "s-designed", false)) as number);
    expect(b.unitInclCents).toBe(a.unitInclCents);
    expect(b.unitInclCents).toBeGreaterThan(100);
    expect(b.snapshot.designer).toEqual({
      fields: { product: "demo-strepen", view: "Voorkant" },
      finalPrice: "1",
    });
    expect(a.snapshot.designer).toBeUndefined();
  });

  it("keeps the preview with the order line: the back office reads it after the cart is gone", async () => {
    const bytes = await image("webp", 60, 80);
    expect((await add("s-order", { cpo_product_layered_image: dataUrl("image/webp", bytes) })).ok).toBe(true);
    const cartId = (await cartIdForSession(db(), "s-order", false)) as number;
    const lines = await listCartLines(db(), cartId);
    const settings = await getSettings(db());
    const methods = await checkoutPaymentMethods(db());
    const data = checkoutFormSchema({
      shippingMethods: settings.shipping.methods.map((m) => m.id),
      paymentMethods: methods.map((m) => m.id),
      allowAccount: false,
    }).parse({
      ...SHOPPER_BILLING,
      billing_email: "jan@example.nl",
      shipping_method: "bezorgen",
      terms: "1",
      made_to_measure: "1",
      payment_method: "banktransfer",
    });
    const r = await placeOrder(db(), {
      sessionId: "s-order",
      userId: null,
      data,
      attemptKey: checkoutAttemptKey(cartId, lines),
      acceptedPrices: "",
      shippingMethods: settings.shipping.methods,
      paymentMethod: methods.find((m) => m.id === "banktransfer")!,
      maxTotalInclCents: settings.limits.max_order_total_incl_cents,
    });
    expect(r.kind).toBe("placed");
    if (r.kind !== "placed") return;
    expect(await listCartLines(db(), cartId)).toEqual([]);
    const line = await db()
      .selectFrom("order_lines")
      .select("id")
      .where("order_id", "=", r.order.id)
      .where("kind", "=", "product")
      .executeTakeFirstOrThrow();
    const served = await previewOfOrderLine(db(), line.id);
    expect(served?.bytes.equals(bytes)).toBe(true);
    expect(served?.mime).toBe("image/webp");
  });
});

describeEachEngine("fpd_load_product (the designer link, demo adapter)", (db) => {
  const ctx = () =>
    ({ db: db(), sessionId: "s", secureCookies: false, log: { error: vi.fn() } }) as unknown as AjaxContext;

  it("answers the views of a demo product, an empty list for an unknown or view-less one", async () => {
    const action = fpdLoadProduct(demoDesigner);
    const found = await action(ctx(), { product_id: "demo-strepen" });
    expect(found.status).toBe(200);
    expect(found.body).toEqual({
      success: true,
      data: [
        { name: "Voorkant", image: expect.stringMatching(/decor-strepen\.png$/) },
        { name: "Achterkant", image: expect.stringMatching(/decor-strepen\.png$/) },
      ],
    });
    for (const id of ["demo-leeg", "bestaat-niet", "../etc/passwd", ""]) {
      expect((await action(ctx(), { product_id: id })).body).toEqual({ success: true, data: [] });
    }
  });

  it("answers 502 with 'Product laden mislukt' when the designer fails, and logs it", async () => {
    const c2 = ctx();
    const failing = fpdLoadProduct({
      name: "kapot",
      loadProduct: () => Promise.reject(new Error("designer down")),
    });
    const r = await failing(c2, { product_id: "demo-strepen" });
    expect(r).toEqual({
      status: 502,
      body: { success: false, data: { message: colourMessages.designer.failed } },
    });
    expect(c2.log.error).toHaveBeenCalledOnce();
  });
});

describeEachEngine("the preview sweeper", (db) => {
  it("removes day-old previews no line names, keeps those of cart lines and marks ordered ones for good", async () => {
    const productId = await doorId(db());
    const png = dataUrl("image/png", await image("png"));
    const addWith = async (sessionId: string, height: string) => {
      const r = await addConfiguredToCart(
        { db: db(), sessionId, secureCookies: false },
        {
          ...door,
          uni_cpo_height: height,
          product_id: String(productId),
          quantity: "1",
          cpo_product_layered_image: png,
        },
      );
      expect(r.ok).toBe(true);
      const cartId = (await cartIdForSession(db(), sessionId, false)) as number;
      return { cartId, lines: await listCartLines(db(), cartId) };
    };
    const kept = await addWith("sw-cart", "2000");
    // The same configuration again merges into the line: its second preview is named by no line.
    await addWith("sw-cart", "2000");
    const emptied = await addWith("sw-gone", "2100");
    await db().deleteFrom("cart_lines").where("cart_id", "=", emptied.cartId).execute();
    const ordered = await addWith("sw-order", "2200");
    const order = await createOrderOnce(db(), {
      idempotencyKey: "sweep",
      status: "on-hold",
      sessionId: "sw-order",
      userId: null,
      email: "jan@example.nl",
      billing: {},
      shipping: {},
      shippingMethod: "bezorgen",
      paymentMethod: "banktransfer",
      customerNote: "",
      subtotalInclCents: 1,
      shippingInclCents: 0,
      feeInclCents: 0,
      totalInclCents: 1,
      vatCents: 0,
      lines: [
        {
          kind: "product",
          productId,
          name: "Glazen deur op maat",
          quantity: 1,
          unitExclCents: 1,
          unitInclCents: 1,
          snapshot: ordered.lines[0].snapshot,
        },
      ],
    });
    await db().deleteFrom("cart_lines").where("cart_id", "=", ordered.cartId).execute();
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom("line_previews")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();

    // Younger than a day: nothing goes.
    expect(await sweepPreviews(db(), 24 * 3_600_000)).toBe(0);
    expect(await count()).toBe(before);
    // A day later: the merged and the emptied cart's previews go; the cart's and the order's stay.
    expect(await sweepPreviews(db(), 24 * 3_600_000, Date.now() + 25 * 3_600_000)).toBe(2);
    expect(await previewOfCartLine(db(), "sw-cart", kept.lines[0].id)).not.toBeNull();
    const orderLine = await db()
      .selectFrom("order_lines")
      .select("id")
      .where("order_id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(await previewOfOrderLine(db(), orderLine.id)).not.toBeNull();
    const token = ordered.lines[0].snapshot.preview?.token as string;
    expect(
      (
        await db()
          .selectFrom("line_previews")
          .select("ordered")
          .where("token", "=", token)
          .executeTakeFirstOrThrow()
      ).ordered,
    ).toBe(1);
  });
});
