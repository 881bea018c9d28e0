import fc from "fast-check";
import type { Kysely } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import * as m012 from "../../../db/migrations/012_product_search";
import type { Database } from "../../../db/schema";
import { describeEachEngine } from "../../../tests/helpers/databases";
import type { AuditActor } from "../audit/audit.server";
import { deleteCategory, saveCategory } from "../products/categories.server";
import type { ProductInput } from "../products/product-form";
import { createProduct, deleteProduct, setPublished, updateProduct } from "../products/products.server";
import { searchTerms } from "./query";
import { searchListing, searchProductIds } from "./search.server";
import { suggestions } from "./suggestions.server";

const actor: AuditActor = { userId: null, email: "beheer@maatglas.test", ip: "127.0.0.1" };

const input = (over: Partial<ProductInput>): ProductInput => ({
  name: "Product",
  slug: "",
  type: "simple",
  short_description: "",
  description: "",
  price_cents: 10000,
  vat_rate: 21,
  stock: null,
  sku: "",
  category_ids: [],
  menu_order: 0,
  status: "published",
  attributes: [],
  ...over,
});

async function product(db: Kysely<Database>, over: Partial<ProductInput>): Promise<number> {
  const made = await createProduct(db, actor, input(over));
  if (!made.ok) throw new Error(`not created: ${JSON.stringify(made.errors)}`);
  return made.id;
}

async function category(db: Kysely<Database>, name: string): Promise<number> {
  const made = await saveCategory(db, actor, null, { name, slug: "", description: "", position: 0 });
  if (!made.ok) throw new Error("category not saved");
  return made.id;
}

const find = (db: Kysely<Database>, text: string) => searchProductIds(db, searchTerms(text));

describeEachEngine("product search", (getDb) => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const db = getDb();
    const doors = await category(getDb(), "Binnendeuren");
    ids.deur = await product(db, {
      name: "Taatsdeur helder",
      description:
        '<p>Een <strong>glazen</strong> deur met <a href="https://example.nl/lijst">een draaipunt</a>.</p>',
      sku: "MG-1001",
      category_ids: [doors],
    });
    ids.deuren = await product(db, {
      name: "Schuifdeuren set",
      description: "<ul><li>twee deuren</li></ul>",
    });
    ids.greep = await product(db, { name: "Deurgreep RVS", sku: "GR-40", description: "<p>Voor glas.</p>" });
    ids.draft = await product(db, { name: "Geheime deur", status: "draft" });
    ids.tagged = await product(db, { name: "Spiegel", description: "<table><tr><td>maat</td></tr></table>" });
  });

  it("finds a word by a prefix from 1 character on", async () => {
    const db = getDb();
    expect(await find(db, "t")).toContain(ids.deur);
    expect(await find(db, "taats")).toEqual([ids.deur]);
    expect(await find(db, "Schuif")).toEqual([ids.deuren]);
  });

  it("stems Dutch: 'deuren' finds 'deur' and 'deur' finds 'deuren'", async () => {
    const db = getDb();
    const plural = await find(db, "deuren");
    expect(plural).toEqual(expect.arrayContaining([ids.deur, ids.deuren]));
    const singular = await find(db, "deur");
    expect(singular).toEqual(expect.arrayContaining([ids.deur, ids.deuren, ids.greep]));
    expect(await find(db, "helder glazen")).toEqual([ids.deur]);
  });

  it("searches name, description, SKU and category; all terms must match", async () => {
    const db = getDb();
    expect(await find(db, "draaipunt")).toEqual([ids.deur]);
    expect(await find(db, "MG-1001")).toEqual([ids.deur]);
    expect(await find(db, "mg1001")).toEqual([ids.deur]);
    expect(await find(db, "1001")).toEqual([ids.deur]);
    expect(await find(db, "binnendeuren")).toEqual([ids.deur]);
    expect(await find(db, "taatsdeur greep")).toEqual([]);
  });

  it("ignores the description's HTML tags and link targets", async () => {
    const db = getDb();
    for (const tag of ["strong", "href", "https", "example", "lijst", "td", "table", "li"]) {
      expect(await find(db, tag), tag).toEqual([]);
    }
    expect(await find(db, "maat")).toEqual([ids.tagged]);
  });

  it("ranks a match in the name above one in the description only", async () => {
    const db = getDb();
    expect(await find(db, "glas")).toEqual([ids.greep]);
    const extra = await product(db, { name: "Glaswand", description: "" });
    expect(await find(db, "glas")).toEqual([extra, ids.greep]);
    await deleteProduct(db, actor, extra);
  });

  it("never finds an unpublished product", async () => {
    const db = getDb();
    expect(await find(db, "geheime")).toEqual([]);
    await setPublished(db, actor, ids.draft, true);
    expect(await find(db, "geheime")).toEqual([ids.draft]);
    await setPublished(db, actor, ids.draft, false);
    expect(await find(db, "geheime")).toEqual([]);
  });

  it("stays current when a product is renamed, recategorised or deleted", async () => {
    const db = getDb();
    const id = await product(db, { name: "Douchewand", sku: "DW-1" });
    expect(await find(db, "douchewand")).toEqual([id]);
    const hinges = await category(db, "Scharnieren");
    const saved = await updateProduct(
      db,
      actor,
      id,
      input({ name: "Badkamerwand", sku: "BW-2", category_ids: [hinges] }),
    );
    expect(saved).toMatchObject({ ok: true });
    expect(await find(db, "douchewand")).toEqual([]);
    expect(await find(db, "DW-1")).toEqual([]);
    expect(await find(db, "badkamer")).toEqual([id]);
    expect(await find(db, "BW-2")).toEqual([id]);
    expect(await find(db, "scharnier")).toEqual([id]);

    const renamed = await saveCategory(db, actor, hinges, {
      name: "Hengsels",
      slug: "",
      description: "",
      position: 0,
    });
    expect(renamed).toMatchObject({ ok: true });
    expect(await find(db, "scharnieren")).toEqual([]);
    expect(await find(db, "hengsels")).toEqual([id]);

    await deleteCategory(db, actor, hinges);
    expect(await find(db, "hengsels")).toEqual([]);
    expect(await find(db, "badkamer")).toEqual([id]);

    expect(await deleteProduct(db, actor, id)).toMatchObject({ ok: true });
    expect(await find(db, "badkamer")).toEqual([]);
  });

  it("follows writes that bypass the back office (triggers)", async () => {
    const db = getDb();
    await db
      .updateTable("products")
      .set({ description: "<p>Nu met zandstraling</p>" })
      .where("id", "=", ids.greep)
      .execute();
    expect(await find(db, "zandstraling")).toEqual([ids.greep]);
    await db
      .updateTable("products")
      .set({ description: "<p>Voor glas.</p>" })
      .where("id", "=", ids.greep)
      .execute();
    expect(await find(db, "zandstraling")).toEqual([]);
  });

  it("indexes the products that exist when the migration runs", async () => {
    const db = getDb();
    await m012.down(db);
    const id = await product(db, { name: "Vouwwand", status: "published" });
    await m012.up(db);
    expect(await find(db, "vouwwand")).toEqual([id]);
    expect(await find(db, "taatsdeur")).toEqual([ids.deur]);
  });

  it("never fails on hostile input, and finds nothing for input without words", async () => {
    const db = getDb();
    const hostile = [
      '"',
      "'",
      'deur"',
      "deur' OR 1=1 --",
      "NEAR(deur glas, 2)",
      "deur AND OR NOT",
      "deur:* & !glas | (x <-> y)",
      "*",
      "^deur",
      "name:deur",
      "{deur glas}",
      "\\",
      "\u0000",
      "de", // a Dutch stop word, still a prefix
      "x".repeat(10_000),
      `${"deur ".repeat(2_000)}`,
      "🚪",
      "e\u0301",
    ];
    for (const text of hostile) await expect(find(db, text), text).resolves.toBeInstanceOf(Array);
    expect(await find(db, "*")).toEqual([]);
    expect(await find(db, "de")).toContain(ids.deur);
    expect(await find(db, "deur' OR 1=1 --")).toEqual([]);
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", maxLength: 80 }), async (text) => {
        expect(Array.isArray(await find(db, text))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  describe("results page and suggestions", () => {
    it("pages the matches in relevance order and in the listing's orders", async () => {
      const db = getDb();
      const all = await find(db, "deur");
      const first = await searchListing(db, { input: "deur", orderby: "relevance", page: 1, perPage: 2 });
      expect(first.total).toBe(all.length);
      expect(first.pageCount).toBe(Math.ceil(all.length / 2));
      expect(first.products.map((p) => p.id)).toEqual(all.slice(0, 2));
      const second = await searchListing(db, { input: "deur", orderby: "relevance", page: 2, perPage: 2 });
      expect(second.products.map((p) => p.id)).toEqual(all.slice(2, 4));
      const byName = await searchListing(db, { input: "deur", orderby: "price-desc", page: 1, perPage: 50 });
      expect(byName.products.map((p) => p.id).sort()).toEqual([...all].sort());
      const none = await searchListing(db, { input: "zzzqqq", orderby: "price", page: 3, perPage: 2 });
      expect(none).toMatchObject({ products: [], total: 0, page: 1, pageCount: 1 });
    });

    it("answers value, url, img and the listing's price text", async () => {
      const db = getDb();
      const answer = await suggestions(db, "taats");
      expect(answer).toEqual({
        suggestions: [
          {
            value: "Taatsdeur helder",
            url: expect.stringMatching(/^\/product\/taatsdeur-helder/),
            img: "",
            price: "€ 121,00 incl. btw",
          },
        ],
      });
      expect(await suggestions(db, "")).toEqual({ suggestions: [] });
      expect(await suggestions(db, "zzzqqq")).toEqual({ suggestions: [] });
    });
  });
});
