import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import type { Kysely } from "kysely";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { uploadMessages } from "~/i18n/nl.uploads";
import { cartIdForSession, listCartLines } from "~/modules/cart/cart.server";
import { checkoutFormSchema } from "~/modules/checkout/checkout.schema";
import { checkoutAttemptKey } from "~/modules/checkout/checkout.server";
import { placeOrder } from "~/modules/checkout/place-order.server";
import { addConfiguredToCart } from "~/modules/configurator/ajax-actions.server";
import { dayNumber, shopToday, weekdayOf, ymdOf } from "~/modules/configurator/calendar-days";
import { configureAndPrice, snapshotOf } from "~/modules/configurator/price-call.server";
import { lineConfiguration } from "~/modules/orders/order-detail";
import { getOrder } from "~/modules/orders/orders.server";
import { checkoutPaymentMethods } from "~/modules/payments/payments.server";
import { getSettings } from "~/modules/settings/settings.server";
import type { Database } from "../../../db/schema";
import { SLIDING_DOOR_SLUG, seedSampleShop, seedSlidingDoor } from "../../../db/seed/index";
import { SHOPPER_BILLING } from "../../../tests/factories/checkout";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { useFakeGeocoder } from "../../../tests/helpers/fake-geocoder";
import { removeFile, uploadFile } from "./ajax-actions.server";
import { localUploadStore } from "./store.server";
import { configureUploadStore } from "./store-registry.server";
import { CHUNK_SIZE, UPLOAD_ERROR } from "./upload-rules";
import { receiveChunk, removeUpload, sweepUploads, UPLOAD_TTL_MS, uploadForDownload } from "./uploads.server";

const folder = mkdtempSync(path.join(os.tmpdir(), "maatglas-uploads-"));
const files = localUploadStore(folder);
beforeAll(() => configureUploadStore(files));
useFakeGeocoder();
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const log = pino({ level: "silent" });
const pdf = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write("%PDF-1.4\n", 0, "latin1");
  return bytes;
};
const exe = () => {
  const bytes = Buffer.alloc(4096, 0);
  bytes.write("MZ", 0, "latin1");
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write("PE\0\0", 0x80, "latin1");
  return bytes;
};
const zip = () => Buffer.from("504b0304140000000800", "hex");
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#88aacc" } })
    .png()
    .toBuffer();

function weekday(ahead: number): string {
  let n = (dayNumber(shopToday()) as number) + ahead;
  if (weekdayOf(n) === 0) n++;
  return ymdOf(n);
}

/** Sends `bytes` in 1 MB chunks as the widget does; returns the last answer. */
async function sendAll(
  db: Kysely<Database>,
  sessionId: string,
  productId: number,
  fileName: string,
  bytes: Buffer,
) {
  const chunks = Math.max(1, Math.ceil(bytes.length / CHUNK_SIZE));
  let last: Awaited<ReturnType<typeof receiveChunk>> = { kind: "partial" };
  for (let chunk = 0; chunk < chunks; chunk++) {
    last = await receiveChunk(db, files, {
      sessionId,
      productId,
      slug: "foto_opening",
      fileName,
      chunk,
      chunks,
      bytes: bytes.subarray(chunk * CHUNK_SIZE, (chunk + 1) * CHUNK_SIZE),
    });
    if (last.kind === "refused") return last;
  }
  return last;
}

describeEachEngine("uploads of the option form (issue 13 point 7)", (db) => {
  let productId = 0;
  const door = (sessionFile: string) => ({
    product_id: String(productId),
    quantity: "1",
    uni_cpo_standaardmaat_col: "1000",
    uni_cpo_standaardmaat_row: "2215",
    uni_cpo_rail_lengte: "2400",
    uni_cpo_montagedatum: weekday(30),
    uni_cpo_leverperiode_start: weekday(40),
    uni_cpo_leverperiode_end: ymdOf((dayNumber(weekday(40)) as number) + 10),
    uni_cpo_montageadres: "Dam 1, 1012JS Amsterdam",
    uni_cpo_montageadres_latlng: "52.3731,4.8926",
    uni_cpo_afstand: "1012 JS",
    uni_cpo_foto_opening: sessionFile,
  });

  it("joins a file sent in three chunks into one stored object, byte for byte", async () => {
    await seedSampleShop(db());
    await seedSlidingDoor(db());
    productId = (
      await db()
        .selectFrom("products")
        .select("id")
        .where("slug", "=", SLIDING_DOOR_SLUG)
        .executeTakeFirstOrThrow()
    ).id;
    const bytes = pdf(2 * CHUNK_SIZE + 12_345);
    const first = await receiveChunk(db(), files, {
      sessionId: "s-a",
      productId,
      slug: "foto_opening",
      fileName: "tekening.pdf",
      chunk: 0,
      chunks: 3,
      bytes: bytes.subarray(0, CHUNK_SIZE),
    });
    expect(first).toEqual({ kind: "partial" });
    const row = await db().selectFrom("uploads").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: "uploading",
      chunks_received: 1,
      size_bytes: CHUNK_SIZE,
      mime: "application/pdf",
    });
    // An out-of-order chunk is refused and changes nothing.
    const skipped = await receiveChunk(db(), files, {
      sessionId: "s-a",
      productId,
      slug: "foto_opening",
      fileName: "tekening.pdf",
      chunk: 2,
      chunks: 3,
      bytes: bytes.subarray(2 * CHUNK_SIZE),
    });
    expect(skipped).toEqual({ kind: "refused", code: UPLOAD_ERROR.init });
    const done = await sendAll(db(), "s-a", productId, "tekening.pdf", bytes);
    expect(done.kind).toBe("done");
    if (done.kind !== "done") return;
    expect(done.file).toMatchObject({ width: null, height: null });
    const stored = await files.get(done.file.id);
    expect(Buffer.compare(await buffer(stored!), bytes)).toBe(0);
    expect(await files.get(`${done.file.id}.0`)).toBeNull();
    const ready = await db()
      .selectFrom("uploads")
      .selectAll()
      .where("id", "=", done.file.id)
      .executeTakeFirstOrThrow();
    expect(ready).toMatchObject({ status: "ready", size_bytes: bytes.length, file_name: "tekening.pdf" });
  });

  it("reads an image's width and height with sharp", async () => {
    const done = await sendAll(db(), "s-a", productId, "muur.png", await png());
    expect(done.kind === "done" && done.file).toMatchObject({ width: 40, height: 30 });
  });

  it("checks the type by content: a .jpg name with EXE or ZIP bytes is refused (-601)", async () => {
    expect(await sendAll(db(), "s-a", productId, "muur.jpg", exe())).toEqual({
      kind: "refused",
      code: UPLOAD_ERROR.type,
    });
    expect(await sendAll(db(), "s-a", productId, "muur.jpg", zip())).toEqual({
      kind: "refused",
      code: UPLOAD_ERROR.type,
    });
    // A JPEG header whose image is broken is not an image either.
    const broken = Buffer.concat([Buffer.from("ffd8ffe000104a46494600", "hex"), Buffer.alloc(200)]);
    expect(await sendAll(db(), "s-a", productId, "muur.jpg", broken)).toEqual({
      kind: "refused",
      code: UPLOAD_ERROR.type,
    });
  });

  it("refuses a file over the option's limit (-600) and keeps no part of it", async () => {
    const before = await db().selectFrom("uploads").select("id").execute();
    // foto_opening takes 5120 KB: six chunks cannot fit.
    expect(await sendAll(db(), "s-a", productId, "groot.pdf", pdf(5 * CHUNK_SIZE + 1))).toEqual({
      kind: "refused",
      code: UPLOAD_ERROR.size,
    });
    expect(await db().selectFrom("uploads").select("id").execute()).toEqual(before);
  });

  it("answers the background call per §3.8, refuses two files (-602) and names the Dutch errors", async () => {
    const ctx = { db: db(), sessionId: "s-call", secureCookies: false, log };
    const fields = { productId: String(productId), slug: "foto_opening", chunk: "0", chunks: "1" };
    const image = new File([await png()], "muur.png");
    const ok = await uploadFile(ctx, { ...fields, file_name: "muur.png", file: image });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, data: { file: { width: 40, height: 30 } } });
    const two = await uploadFile(ctx, { ...fields, file_name: "a.png", file: [image, image] });
    expect(two.body).toEqual({ success: false, data: { code: -602, error: uploadMessages.tooMany } });
    const bad = await uploadFile(ctx, { ...fields, file_name: "x.jpg", file: new File([exe()], "x.jpg") });
    expect(bad.body).toMatchObject({ success: false, data: { code: -601 } });
    const big = await uploadFile(ctx, {
      ...fields,
      chunks: "6",
      file_name: "x.pdf",
      file: new File([pdf(CHUNK_SIZE)], "x.pdf"),
    });
    expect(big.body).toMatchObject({ success: false, data: { code: -600 } });
    expect((big.body as { data: { error: string } }).data.error).toContain(uploadMessages.tooBig(5120));
    const unknown = await uploadFile(ctx, { ...fields, slug: "gravure", file_name: "x.png", file: image });
    expect(unknown.body).toMatchObject({ success: false, data: { code: -500 } });
  });

  it("lets only the uploading session remove its file", async () => {
    const done = await sendAll(db(), "s-owner", productId, "muur.png", await png());
    if (done.kind !== "done") throw new Error("upload failed");
    const other = await removeFile(
      { db: db(), sessionId: "s-thief", secureCookies: false, log },
      { attach_id: done.file.id },
    );
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ success: false, data: { error: uploadMessages.notYours } });
    expect(await files.get(done.file.id)).not.toBeNull();
    // Served to its session and to staff only.
    expect(
      await uploadForDownload(db(), done.file.id, { sessionId: "s-thief", staff: false }),
    ).toBeUndefined();
    expect(await uploadForDownload(db(), done.file.id, { sessionId: "s-owner", staff: false })).toMatchObject(
      {
        file_name: "muur.png",
        mime: "image/png",
      },
    );
    expect(await uploadForDownload(db(), done.file.id, { sessionId: "s-staff", staff: true })).toBeTruthy();
    expect(await removeUpload(db(), files, "s-owner", done.file.id)).toBe("removed");
    expect(await files.get(done.file.id)).toBeNull();
    expect(await db().selectFrom("uploads").select("id").where("id", "=", done.file.id).execute()).toEqual(
      [],
    );
  });

  it("prices and adds to the cart only with the session's own upload for this option", async () => {
    const done = await sendAll(db(), "s-shop", productId, "muur.png", await png());
    if (done.kind !== "done") throw new Error("upload failed");
    const mine = await configureAndPrice(db(), door(done.file.id), { sessionId: "s-shop" });
    expect(mine.kind).toBe("priced");
    if (mine.kind !== "priced") return;
    expect(mine.values).toMatchObject({ uni_cpo_foto_opening_width: 40, uni_cpo_foto_opening_height: 30 });
    const option = snapshotOf(mine).options.find((o) => o.field === "uni_cpo_foto_opening");
    expect(option).toEqual({
      field: "uni_cpo_foto_opening",
      label: "Foto muuropening",
      value: "muur.png",
      valueLabel: "muur.png",
      upload: done.file.id,
    });
    for (const c of [
      await configureAndPrice(db(), door(done.file.id), { sessionId: "s-other" }),
      await configureAndPrice(db(), door(done.file.id)),
      await configureAndPrice(db(), door("not-an-id"), { sessionId: "s-shop" }),
    ]) {
      expect(c.kind === "invalid" && c.data.errors.uni_cpo_foto_opening).toBe(uploadMessages.gone);
    }
    const stranger = await addConfiguredToCart(
      { db: db(), sessionId: "s-other", secureCookies: false },
      door(done.file.id),
    );
    expect(stranger.ok).toBe(false);
    // Without a file the option is simply not chosen (it is not required).
    expect((await configureAndPrice(db(), door(""), { sessionId: "s-other" })).kind).toBe("priced");
  });

  it("attaches the ordered file to the order, which links it on the order line", async () => {
    const done = await sendAll(db(), "s-order", productId, "opening.pdf", pdf(5000));
    if (done.kind !== "done") throw new Error("upload failed");
    const added = await addConfiguredToCart(
      { db: db(), sessionId: "s-order", secureCookies: false },
      door(done.file.id),
    );
    expect(added.ok).toBe(true);
    // Removing it now clears the shopper's field only: the cart line keeps its file.
    expect(await removeUpload(db(), files, "s-order", done.file.id)).toBe("kept");
    expect(await files.get(done.file.id)).not.toBeNull();
    const cartId = (await cartIdForSession(db(), "s-order", false)) as number;
    const attemptKey = checkoutAttemptKey(cartId, await listCartLines(db(), cartId));
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
    const placed = await placeOrder(db(), {
      sessionId: "s-order",
      userId: null,
      data,
      attemptKey,
      acceptedPrices: "",
      shippingMethods: settings.shipping.methods,
      paymentMethod: methods.find((m) => m.id === "banktransfer")!,
      maxTotalInclCents: settings.limits.max_order_total_incl_cents,
    });
    expect(placed.kind).toBe("placed");
    if (placed.kind !== "placed") return;
    const row = await db()
      .selectFrom("uploads")
      .selectAll()
      .where("id", "=", done.file.id)
      .executeTakeFirstOrThrow();
    expect(row.order_id).toBe(placed.order.id);
    const line = (await getOrder(db(), placed.order.id))?.lines.find((l) => l.kind === "product");
    const options = lineConfiguration(line?.snapshot).options;
    expect(options).toContainEqual({
      label: "Foto muuropening",
      value: "opening.pdf",
      rate: "",
      href: `/api/uploads/${done.file.id}`,
    });
    // An ordered file can no longer be removed by the shopper.
    expect(await removeUpload(db(), files, "s-order", done.file.id)).toBe(false);
  });

  it("sweeps files without an order after 24 hours, keeps ordered and younger ones", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - UPLOAD_TTL_MS - 60_000);
    const young = new Date(now.getTime() - UPLOAD_TTL_MS + 60_000);
    const a = await receiveChunk(
      db(),
      files,
      {
        sessionId: "s-sweep",
        productId,
        slug: "foto_opening",
        fileName: "a.pdf",
        chunk: 0,
        chunks: 1,
        bytes: pdf(100),
      },
      old,
    );
    const b = await receiveChunk(
      db(),
      files,
      {
        sessionId: "s-sweep2",
        productId,
        slug: "foto_opening",
        fileName: "b.pdf",
        chunk: 0,
        chunks: 1,
        bytes: pdf(100),
      },
      young,
    );
    // A half-sent file from long ago goes too (its parts included).
    await receiveChunk(
      db(),
      files,
      {
        sessionId: "s-sweep3",
        productId,
        slug: "foto_opening",
        fileName: "c.pdf",
        chunk: 0,
        chunks: 2,
        bytes: pdf(CHUNK_SIZE),
      },
      old,
    );
    if (a.kind !== "done" || b.kind !== "done") throw new Error("upload failed");
    const ordered = await db().selectFrom("uploads").select("id").where("order_id", "is not", null).execute();
    await db()
      .updateTable("uploads")
      .set({ created_at: old.toISOString() })
      .where("order_id", "is not", null)
      .execute();
    const removed = await sweepUploads(db(), files, now);
    expect(removed).toBeGreaterThanOrEqual(2);
    const left = (await db().selectFrom("uploads").select("id").execute()).map((r) => r.id);
    expect(left).not.toContain(a.file.id);
    expect(left).toContain(b.file.id);
    for (const o of ordered) expect(left).toContain(o.id);
    expect(await files.get(a.file.id)).toBeNull();
    expect(
      await db().selectFrom("uploads").select("id").where("session_id", "=", "s-sweep3").execute(),
    ).toEqual([]);
  });
});
