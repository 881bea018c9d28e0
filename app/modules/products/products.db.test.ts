import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { pino } from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { listProducts } from "~/modules/catalog/catalog.server";
import type { Database } from "../../../db/schema";
import { describeEachEngine } from "../../../tests/helpers/databases";
import type { AuditActor } from "../audit/audit.server";
import { bumpShopVersion } from "../cache/shop-version.server";
import { cachedAttributes } from "../reviews/reviews.server";
import { deleteCategory, listAdminCategories, saveCategory } from "./categories.server";
import {
  addProductImage,
  deleteImage,
  firstPictures,
  listProductImages,
  moveImage,
  setImageAlt,
} from "./images.server";
import { type ProductInput, productFormValues } from "./product-form";
import {
  type AdminProduct,
  createProduct,
  deleteProduct,
  getAdminProduct,
  listAdminProducts,
  redirectedSlug,
  setPublished,
  updateProduct,
} from "./products.server";

const actor: AuditActor = { userId: null, email: "beheer@maatglas.test", ip: "127.0.0.1" };
const log = pino({ level: "silent" });

const input = (over: Partial<ProductInput> = {}): ProductInput => ({
  name: "Glazen pendeldeur",
  slug: "",
  type: "simple",
  short_description: '<p onclick="x()">Kort</p><script>alert(1)</script>',
  description: '<a href="javascript:alert(1)">lees</a>',
  price_cents: 10000,
  vat_rate: 9,
  stock: null,
  sku: "PD-1",
  category_ids: [],
  menu_order: 0,
  status: "draft",
  attributes: [],
  ...over,
});

async function auditRows(db: Kysely<Database>, entityId: number | string, entityType = "product") {
  return db
    .selectFrom("audit_log")
    .select(["action", "details", "actor"])
    .where("entity_type", "=", entityType)
    .where("entity_id", "=", String(entityId))
    .orderBy("id")
    .execute();
}

let dataRoot: string;
beforeAll(async () => {
  dataRoot = await mkdtemp(path.join(tmpdir(), "maatglas-images-"));
});
afterAll(async () => {
  await rm(dataRoot, { recursive: true, force: true });
});

describeEachEngine("products (back office)", (getDb, engine) => {
  it("creates with a unique generated slug, sanitised descriptions, categories and an audit row", async () => {
    const db = getDb();
    const cat = await saveCategory(db, actor, null, {
      name: "Pendeldeuren",
      slug: "",
      description: "",
      position: 1,
    });
    if (!cat.ok) throw new Error("category not saved");
    const a = await createProduct(db, actor, input({ category_ids: [cat.id] }));
    const b = await createProduct(db, actor, input());
    if (!a.ok || !b.ok) throw new Error("not created");
    expect(a.slug).toBe("glazen-pendeldeur");
    expect(b.slug).toBe("glazen-pendeldeur-2");
    const stored = await getAdminProduct(db, a.id);
    expect(stored).toMatchObject({
      short_description: "<p>Kort</p>",
      description: "<a>lees</a>",
      price_cents: 10000,
      vat_rate: 9,
      sku: "PD-1",
      published: 0,
      category_ids: [cat.id],
      ordered: false,
    });
    const audit = await auditRows(db, a.id);
    expect(audit.map((r) => r.action)).toEqual(["product.create"]);
    expect(JSON.parse(audit[0].details)).toMatchObject({
      name: "Glazen pendeldeur",
      vat_rate: 9,
      category_ids: [cat.id],
    });
    expect(audit[0].actor).toBe("beheer@maatglas.test");

    const taken = await createProduct(db, actor, input({ slug: "glazen-pendeldeur" }));
    expect(taken).toEqual({ ok: false, errors: { slug: expect.stringContaining("al in gebruik") } });
    const unknown = await createProduct(db, actor, input({ category_ids: [99999] }));
    expect(unknown.ok).toBe(false);
  });

  it("lists, searches (name or SKU, any case) and sorts every product, published or not", async () => {
    const db = getDb();
    await createProduct(db, actor, input({ name: "Zeer dure deur", sku: "ZD-9", price_cents: 99900 }));
    const params = { q: "", sort: "price" as const, dir: "desc" as const, page: 1, perPage: 25 };
    const all = await listAdminProducts(db, params);
    expect(all.rows[0]).toMatchObject({ name: "Zeer dure deur", published: false });
    expect(all.total).toBeGreaterThanOrEqual(3);
    const bySku = await listAdminProducts(db, { ...params, q: "zd-9" });
    expect(bySku.rows.map((r) => r.name)).toEqual(["Zeer dure deur"]);
    const withCategory = await listAdminProducts(db, { ...params, q: "pendeldeur", sort: "id", dir: "asc" });
    expect(withCategory.rows[0].categories).toEqual(["Pendeldeuren"]);
  });

  it("a changed slug leaves a redirect behind; the old slug points to the current one", async () => {
    const db = getDb();
    const made = await createProduct(db, actor, input({ name: "Taatsdeur", status: "published" }));
    if (!made.ok) throw new Error("not created");
    const renamed = await updateProduct(
      db,
      actor,
      made.id,
      input({ name: "Taatsdeur XL", slug: "taatsdeur-xl", status: "published" }),
    );
    expect(renamed).toMatchObject({ ok: true, slug: "taatsdeur-xl" });
    expect(await redirectedSlug(db, "taatsdeur")).toBe("taatsdeur-xl");
    // Renamed again: both former slugs lead to the newest.
    await updateProduct(
      db,
      actor,
      made.id,
      input({ name: "Taatsdeur XL", slug: "taatsdeur-xxl", status: "published" }),
    );
    expect(await redirectedSlug(db, "taatsdeur")).toBe("taatsdeur-xxl");
    expect(await redirectedSlug(db, "taatsdeur-xl")).toBe("taatsdeur-xxl");
    // An empty slug field keeps the current slug.
    const kept = await updateProduct(db, actor, made.id, input({ name: "Andere naam", status: "published" }));
    expect(kept).toMatchObject({ ok: true, slug: "taatsdeur-xxl" });
    // Unpublished: its former slugs redirect nowhere.
    await setPublished(db, actor, made.id, false);
    expect(await redirectedSlug(db, "taatsdeur")).toBeUndefined();

    const audit = await auditRows(db, made.id);
    expect(audit.map((r) => r.action)).toEqual([
      "product.create",
      "product.update",
      "product.update",
      "product.update",
      "product.unpublish",
    ]);
    expect(JSON.parse(audit[1].details).changes).toMatchObject({
      name: { from: "Taatsdeur", to: "Taatsdeur XL" },
      slug: { from: "taatsdeur", to: "taatsdeur-xl" },
    });
  });

  it("saves the 'Extra informatie' rows in order, replaces them on edit, audits the change; the shop shows them", async () => {
    const db = getDb();
    const rows = [
      { name: "Glassoort", value: "gehard veiligheidsglas" },
      { name: "Glasdikte", value: "8 mm" },
    ];
    const made = await createProduct(db, actor, input({ name: "Schuifdeur", attributes: rows }));
    if (!made.ok) throw new Error("not created");
    expect((await getAdminProduct(db, made.id))?.attributes).toEqual(rows);
    expect(productFormValues((await getAdminProduct(db, made.id)) as AdminProduct).attributes).toBe(
      "Glassoort: gehard veiligheidsglas\nGlasdikte: 8 mm",
    );
    const edited = [{ name: "Levertijd", value: "ca. 3 weken" }, rows[0]];
    await updateProduct(db, actor, made.id, input({ name: "Schuifdeur", attributes: edited }));
    expect((await getAdminProduct(db, made.id))?.attributes).toEqual(edited);
    await bumpShopVersion(db);
    expect(await cachedAttributes(db, made.id)).toEqual(edited);
    const audit = await auditRows(db, made.id);
    expect(JSON.parse(audit[1].details).changes.attributes).toEqual({ from: rows, to: edited });
    // Saved without rows: the tab disappears.
    await updateProduct(db, actor, made.id, input({ name: "Schuifdeur", attributes: [] }));
    await bumpShopVersion(db);
    expect(await cachedAttributes(db, made.id)).toEqual([]);
  });

  it("a configurable product cannot be published without an option definition", async () => {
    const db = getDb();
    const refused = await createProduct(
      db,
      actor,
      input({ name: "Op maat", type: "configurable", status: "published" }),
    );
    expect(refused).toEqual({ ok: false, errors: { status: expect.stringContaining("opties") } });
    const made = await createProduct(db, actor, input({ name: "Op maat", type: "configurable" }));
    if (!made.ok) throw new Error("not created");
    expect(await setPublished(db, actor, made.id, true)).toEqual({ ok: false, reason: "needs_options" });
    await db
      .insertInto("product_definitions")
      .values({
        product_id: made.id,
        version: 1,
        definition: "{}",
        created_at: new Date().toISOString(),
        created_by: null,
      })
      .execute();
    expect(await setPublished(db, actor, made.id, true)).toEqual({ ok: true });
    expect((await getAdminProduct(db, made.id))?.published).toBe(1);
  });

  it("deletes a product never ordered; refuses one that was ordered", async () => {
    const db = getDb();
    const free = await createProduct(db, actor, input({ name: "Weg ermee" }));
    const sold = await createProduct(db, actor, input({ name: "Al verkocht" }));
    if (!free.ok || !sold.ok) throw new Error("not created");
    const now = new Date().toISOString();
    const order = await db
      .insertInto("orders")
      .values({
        number: null,
        order_key: `k-${sold.id}`,
        idempotency_key: `i-${sold.id}`,
        status: "processing",
        session_id: null,
        user_id: null,
        email: "jan@example.nl",
        billing: "{}",
        shipping: "{}",
        shipping_method: "bezorgen",
        payment_method: "ideal",
        subtotal_incl_cents: 1000,
        shipping_incl_cents: 0,
        total_incl_cents: 1000,
        vat_cents: 174,
        created_at: now,
        updated_at: now,
        paid_at: null,
        double_payment_at: null,
        track_trace: null,
        anonymised_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("order_lines")
      .values({
        order_id: order.id,
        kind: "product",
        product_id: sold.id,
        name: "Al verkocht",
        quantity: 1,
        unit_excl_cents: 826,
        unit_incl_cents: 1000,
        total_incl_cents: 1000,
      })
      .execute();
    expect(await deleteProduct(db, actor, sold.id)).toEqual({ ok: false, reason: "ordered" });
    expect(await getAdminProduct(db, sold.id)).toMatchObject({ ordered: true });
    expect(await deleteProduct(db, actor, free.id)).toMatchObject({ ok: true, name: "Weg ermee" });
    expect(await getAdminProduct(db, free.id)).toBeUndefined();
    expect((await auditRows(db, free.id)).map((r) => r.action)).toEqual(["product.create", "product.delete"]);
    expect(await deleteProduct(db, actor, free.id)).toEqual({ ok: false, reason: "not_found" });
  });

  it("images: upload (sniffed, variants never upscaled), alt text, reorder, delete; the first shows in the listing", async () => {
    const db = getDb();
    const dataDir = path.join(dataRoot, engine);
    const made = await createProduct(db, actor, input({ name: "Met foto", status: "published" }));
    if (!made.ok) throw new Error("not created");
    const product = { id: made.id, name: "Met foto" };
    const png = await sharp({ create: { width: 700, height: 350, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const jpeg = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#993366" } })
      .jpeg()
      .toBuffer();
    const file = (bytes: Buffer) => new File([new Uint8Array(bytes)], "x.png", { type: "image/png" });

    const first = await addProductImage(db, actor, product, file(png), "Eerste", dataDir);
    const second = await addProductImage(db, actor, product, file(jpeg), "Tweede", dataDir);
    if (!first.ok || !second.ok) throw new Error("not uploaded");
    expect(await addProductImage(db, actor, product, file(Buffer.from("<svg/>")), "", dataDir)).toEqual({
      ok: false,
      field: "file",
      error: "fileType",
    });
    expect(await addProductImage(db, actor, product, null, "", dataDir)).toMatchObject({
      error: "fileRequired",
    });
    expect(await addProductImage(db, actor, product, file(png), "x".repeat(251), dataDir)).toMatchObject({
      error: "altTooLong",
    });

    let images = await listProductImages(db, made.id);
    expect(images.map((i) => [i.alt, i.width, i.height])).toEqual([
      ["Eerste", 700, 350],
      ["Tweede", 200, 100],
    ]);
    expect(images[0].variants.map((v) => `${v.format}@${v.width}x${v.height}`).sort()).toEqual(
      ["avif@320x160", "avif@640x320", "jpeg@320x160", "jpeg@640x320", "webp@320x160", "webp@640x320"].sort(),
    );
    expect(images[1].variants.map((v) => v.width)).toEqual([200, 200, 200]);
    // The files exist; the original sits outside the public media folder.
    const media = path.join(dataDir, "media", "products", String(made.id));
    expect((await readdir(media)).length).toBe(9);
    const originals = await readdir(path.join(dataDir, "uploads", "originals", "products", String(made.id)));
    expect(originals.map((f) => path.extname(f)).sort()).toEqual([".jpg", ".png"]);
    const avif = images[0].variants.find((v) => v.format === "avif") as { url: string };
    expect((await sharp(path.join(media, path.basename(avif.url))).metadata()).compression).toBe("av1");

    await setImageAlt(db, actor, product, second.id, "Tweede, beter");
    await moveImage(db, actor, product, second.id, "up");
    images = await listProductImages(db, made.id);
    expect(images.map((i) => i.alt)).toEqual(["Tweede, beter", "Eerste"]);
    // Moving the first one up again changes nothing.
    await moveImage(db, actor, product, second.id, "up");
    expect((await listProductImages(db, made.id)).map((i) => i.id)).toEqual([second.id, first.id]);

    const pictures = await firstPictures(db, [made.id]);
    expect(pictures.get(made.id)).toMatchObject({ alt: "Tweede, beter", width: 200, height: 100 });
    const listing = await listProducts(db, { orderby: "menu_order", page: 1, perPage: 100 });
    expect(listing.products.find((p) => p.id === made.id)?.picture?.alt).toBe("Tweede, beter");
    expect(listing.products.find((p) => p.id !== made.id)?.picture ?? null).toBeNull();

    expect(await deleteImage(db, actor, product, second.id, log, dataDir)).toEqual({ ok: true });
    expect((await listProductImages(db, made.id)).map((i) => i.id)).toEqual([first.id]);
    expect((await readdir(media)).length).toBe(6);
    // Another product's image cannot be changed through this one.
    expect(await setImageAlt(db, actor, { id: made.id + 1000, name: "x" }, first.id, "a")).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect((await auditRows(db, made.id)).map((r) => r.action)).toEqual([
      "product.create",
      "product.image.add",
      "product.image.add",
      "product.image.update",
      "product.image.move",
      "product.image.delete",
    ]);
    await expect(stat(path.join(media, path.basename(avif.url)))).resolves.toBeTruthy();
  });

  it("categories: create with a generated slug, rename, delete (products keep existing, lose the category)", async () => {
    const db = getDb();
    const a = await saveCategory(db, actor, null, {
      name: "Schuifdeuren & rails",
      slug: "",
      description: "",
      position: 2,
    });
    if (!a.ok) throw new Error("not saved");
    const dup = await saveCategory(db, actor, null, {
      name: "x",
      slug: "schuifdeuren-en-rails",
      description: "",
      position: 0,
    });
    expect(dup).toEqual({ ok: false, errors: { slug: expect.stringContaining("al in gebruik") } });
    const made = await createProduct(db, actor, input({ name: "Schuifdeur", category_ids: [a.id] }));
    if (!made.ok) throw new Error("not created");
    expect((await listAdminCategories(db)).find((c) => c.id === a.id)).toMatchObject({
      slug: "schuifdeuren-en-rails",
      product_count: 1,
    });
    await saveCategory(db, actor, a.id, {
      name: "Schuifdeuren",
      slug: "",
      description: "Rails",
      position: 3,
    });
    expect((await listAdminCategories(db)).find((c) => c.id === a.id)).toMatchObject({
      name: "Schuifdeuren",
      slug: "schuifdeuren-en-rails",
      description: "Rails",
      position: 3,
    });
    expect(await deleteCategory(db, actor, a.id)).toEqual({
      ok: true,
      name: "Schuifdeuren",
      productCount: 1,
    });
    expect(await getAdminProduct(db, made.id)).toMatchObject({ category_ids: [] });
    const audit = await auditRows(db, a.id, "category");
    expect(audit.map((r) => r.action)).toEqual(["category.create", "category.update", "category.delete"]);
    expect(JSON.parse(audit[2].details)).toMatchObject({ product_ids: [made.id] });
    expect(await deleteCategory(db, actor, a.id)).toEqual({ ok: false });
  });
});
