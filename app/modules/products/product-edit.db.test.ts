import { expect, it } from "vitest";
import { describeEachEngine } from "../../../tests/helpers/databases";
import type { AuditActor } from "../audit/audit.server";
import { saveCategory } from "./categories.server";
import { productEditData } from "./product-edit.server";
import { NEW_PRODUCT_VALUES, type ProductInput } from "./product-form";
import { createProduct } from "./products.server";

const actor: AuditActor = { userId: null, email: "beheer@maatglas.test", ip: "127.0.0.1" };

const input = (over: Partial<ProductInput> = {}): ProductInput => ({
  name: "Taatsdeur",
  slug: "",
  type: "configurable",
  short_description: "<p>Kort</p>",
  description: "",
  price_cents: 12345,
  vat_rate: 21,
  stock: 3,
  sku: "TD-1",
  category_ids: [],
  menu_order: 2,
  status: "draft",
  attributes: [],
  ...over,
});

describeEachEngine("the back office's product page data", (getDb) => {
  it("a new product gets the empty form's values and every category", async () => {
    const db = getDb();
    const cat = await saveCategory(db, actor, null, {
      name: "Taatsdeuren",
      slug: "",
      description: "",
      position: 1,
    });
    if (!cat.ok) throw new Error("category not saved");
    const found = await productEditData(db, null);
    expect(found).toMatchObject({ product: null, values: NEW_PRODUCT_VALUES, images: [] });
    expect(found?.categories).toContainEqual({ id: cat.id, name: "Taatsdeuren" });
  });

  it("a stored product shows its state, its stored values and at most four thumbnails in order", async () => {
    const db = getDb();
    const cat = await saveCategory(db, actor, null, {
      name: "Schuifdeuren",
      slug: "",
      description: "",
      position: 2,
    });
    if (!cat.ok) throw new Error("category not saved");
    const made = await createProduct(db, actor, input({ category_ids: [cat.id] }));
    if (!made.ok) throw new Error("not created");
    for (const position of [5, 1, 2, 3, 4]) {
      await db
        .insertInto("product_images")
        .values({
          product_id: made.id,
          position,
          alt: `Foto ${position}`,
          original_key: `k${position}`,
          width: 800,
          height: 600,
          variants: JSON.stringify([
            { format: "webp", width: 800, height: 600, url: `/img/${position}-800.webp` },
            { format: "webp", width: 200, height: 150, url: `/img/${position}-200.webp` },
          ]),
          created_at: new Date().toISOString(),
        })
        .execute();
    }
    const found = await productEditData(db, made.id);
    expect(found?.product).toEqual({
      id: made.id,
      name: "Taatsdeur",
      slug: made.slug,
      type: "configurable",
      published: false,
      price_cents: 12345,
      has_definition: false,
      ordered: false,
    });
    expect(found?.values).toMatchObject({
      name: "Taatsdeur",
      price_mode: "excl",
      stock: "3",
      sku: "TD-1",
      menu_order: "2",
      status: "draft",
      categories: [String(cat.id)],
    });
    expect(found?.images.map((i) => [i.alt, i.src])).toEqual([
      ["Foto 1", "/img/1-200.webp"],
      ["Foto 2", "/img/2-200.webp"],
      ["Foto 3", "/img/3-200.webp"],
      ["Foto 4", "/img/4-200.webp"],
    ]);
    expect(found?.categories).toContainEqual({ id: cat.id, name: "Schuifdeuren" });
  });

  it("a product that does not exist has no page", async () => {
    expect(await productEditData(getDb(), 999_999)).toBeUndefined();
  });
});
