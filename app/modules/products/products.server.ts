import type { Kysely } from "kysely";
import { adminProductsMessages } from "~/i18n/nl.admin-products";
import type { ListParams } from "~/modules/admin/list-params";
import { containsAny } from "~/modules/admin/search.server";
import { type AuditActor, recordAudit } from "~/modules/audit/audit.server";
import type { Database, ProductRow } from "../../../db/schema";
import { type AttributeRow, attributeLines } from "./attributes";
import { productAttributeRows, replaceAttributeRows } from "./attributes.server";
import type { ProductInput, ProductSort } from "./product-form";
import { sanitizeRichText } from "./rich-text.server";
import { slugify, uniqueSlug } from "./slug";

const t = adminProductsMessages;

const SORT_COLUMNS = {
  name: "products.name",
  sku: "products.sku",
  type: "products.type",
  price: "products.price_cents",
  stock: "products.stock",
  status: "products.published",
  menu_order: "products.menu_order",
  id: "products.id",
} as const;

export interface AdminProductRow {
  id: number;
  name: string;
  slug: string;
  sku: string;
  type: "simple" | "configurable";
  price_cents: number;
  vat_rate: number;
  stock: number | null;
  published: boolean;
  categories: string[];
}

/** One page of all products (published or not), searched by name, SKU or slug, in the chosen order. */
export async function listAdminProducts(
  db: Kysely<Database>,
  params: ListParams<ProductSort>,
): Promise<{ rows: AdminProductRow[]; total: number }> {
  let base = db.selectFrom("products");
  if (params.q)
    base = base.where((eb) => containsAny(eb, ["products.name", "products.sku", "products.slug"], params.q));
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      "products.id",
      "products.name",
      "products.slug",
      "products.sku",
      "products.type",
      "products.price_cents",
      "products.vat_rate",
      "products.stock",
      "products.published",
    ])
    .orderBy(SORT_COLUMNS[params.sort], params.dir)
    .orderBy("products.id", "asc")
    .limit(params.perPage)
    .offset((params.page - 1) * params.perPage)
    .execute();
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await db
        .selectFrom("product_categories")
        .innerJoin("categories", "categories.id", "product_categories.category_id")
        .select(["product_categories.product_id", "categories.name"])
        .where("product_categories.product_id", "in", ids)
        .orderBy("categories.position")
        .orderBy("categories.name")
        .execute()
    : [];
  return {
    total: Number(total),
    rows: rows.map((r) => ({
      ...r,
      published: Boolean(r.published),
      categories: links.filter((l) => l.product_id === r.id).map((l) => l.name),
    })),
  };
}

export interface AdminProduct extends ProductRow {
  category_ids: number[];
  attributes: AttributeRow[];
  has_definition: boolean;
  ordered: boolean;
}

export async function getAdminProduct(db: Kysely<Database>, id: number): Promise<AdminProduct | undefined> {
  const product = await db.selectFrom("products").selectAll().where("id", "=", id).executeTakeFirst();
  if (!product) return undefined;
  const [categories, definition, ordered, attributes] = await Promise.all([
    db.selectFrom("product_categories").select("category_id").where("product_id", "=", id).execute(),
    hasDefinition(db, id),
    wasOrdered(db, id),
    productAttributeRows(db, id),
  ]);
  return {
    ...product,
    category_ids: categories.map((c) => c.category_id),
    attributes,
    has_definition: definition,
    ordered,
  };
}

async function hasDefinition(db: Kysely<Database>, productId: number): Promise<boolean> {
  const row = await db
    .selectFrom("product_definitions")
    .select("id")
    .where("product_id", "=", productId)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

async function wasOrdered(db: Kysely<Database>, productId: number): Promise<boolean> {
  const row = await db
    .selectFrom("order_lines")
    .select("id")
    .where("product_id", "=", productId)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

export type SaveResult =
  | { ok: true; id: number; slug: string }
  | { ok: false; errors: Record<string, string> };

/** The slug to save: the typed one (refused when another product has it) or one made unique from the name. */
async function resolveSlug(
  db: Kysely<Database>,
  input: ProductInput,
  productId: number | null,
  currentSlug: string | null,
): Promise<{ slug: string } | { error: string }> {
  const others = (slug: string) => {
    let q = db.selectFrom("products").select("slug").where("slug", "like", `${slug}%`);
    if (productId !== null) q = q.where("id", "!=", productId);
    return q.execute();
  };
  if (input.slug) {
    if (input.slug === currentSlug) return { slug: input.slug };
    const taken = await db
      .selectFrom("products")
      .select("id")
      .where("slug", "=", input.slug)
      .where("id", "!=", productId ?? -1)
      .executeTakeFirst();
    return taken ? { error: t.errors.slugTaken } : { slug: input.slug };
  }
  if (currentSlug) return { slug: currentSlug };
  const base = slugify(input.name) || "product";
  const taken = new Set((await others(base)).map((r) => r.slug));
  return { slug: uniqueSlug(base, taken) };
}

async function unknownCategories(db: Kysely<Database>, ids: number[]): Promise<boolean> {
  if (!ids.length) return false;
  const found = await db.selectFrom("categories").select("id").where("id", "in", ids).execute();
  return found.length !== ids.length;
}

function columnsOf(input: ProductInput, slug: string) {
  return {
    name: input.name,
    slug,
    short_description: sanitizeRichText(input.short_description),
    description: sanitizeRichText(input.description),
    price_cents: input.price_cents,
    vat_rate: input.vat_rate,
    stock: input.stock,
    sku: input.sku,
    menu_order: input.menu_order,
    published: input.status === "published" ? 1 : 0,
  };
}

/** Creates a product with its categories and the audit row, in one transaction. */
export async function createProduct(
  db: Kysely<Database>,
  actor: AuditActor,
  input: ProductInput,
): Promise<SaveResult> {
  // A new product has no option definition yet: a configurable one starts as a draft.
  if (input.type === "configurable" && input.status === "published")
    return { ok: false, errors: { status: t.errors.needsOptions } };
  if (await unknownCategories(db, input.category_ids))
    return { ok: false, errors: { categories: t.errors.categoryUnknown } };
  return db.transaction().execute(async (trx) => {
    const slug = await resolveSlug(trx, input, null, null);
    if ("error" in slug) return { ok: false, errors: { slug: slug.error } };
    const values = columnsOf(input, slug.slug);
    const { id } = await trx
      .insertInto("products")
      .values({
        ...values,
        type: input.type,
        from_price_cents: null,
        created_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await setCategories(trx, id, input.category_ids);
    await replaceAttributeRows(trx, id, input.attributes);
    await trx.deleteFrom("product_slug_redirects").where("old_slug", "=", slug.slug).execute();
    await recordAudit(trx, actor, {
      action: "product.create",
      entityType: "product",
      entityId: id,
      summary: t.audit.created(input.name),
      details: {
        ...values,
        type: input.type,
        category_ids: input.category_ids,
        attributes: input.attributes,
      },
    });
    return { ok: true, id, slug: slug.slug };
  });
}

async function setCategories(trx: Kysely<Database>, productId: number, ids: number[]): Promise<void> {
  await trx.deleteFrom("product_categories").where("product_id", "=", productId).execute();
  if (ids.length)
    await trx
      .insertInto("product_categories")
      .values(ids.map((category_id) => ({ product_id: productId, category_id })))
      .execute();
}

/**
 * Saves the edit form: a changed slug leaves the old one behind as a redirect (`/product/{old}` → 301); the
 * audit row lists the changed fields with their old and new values.
 */
export async function updateProduct(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  input: ProductInput,
): Promise<SaveResult | { ok: false; notFound: true }> {
  const current = await getAdminProduct(db, id);
  if (!current) return { ok: false, notFound: true };
  if (current.type === "configurable" && input.status === "published" && !current.has_definition)
    return { ok: false, errors: { status: t.errors.needsOptions } };
  if (await unknownCategories(db, input.category_ids))
    return { ok: false, errors: { categories: t.errors.categoryUnknown } };
  return db.transaction().execute(async (trx) => {
    const slug = await resolveSlug(trx, input, id, current.slug);
    if ("error" in slug) return { ok: false, errors: { slug: slug.error } };
    const values = columnsOf(input, slug.slug);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const [key, to] of Object.entries(values)) {
      const from = current[key as keyof typeof values];
      if (from !== to) changes[key] = { from, to };
    }
    const oldCategories = [...current.category_ids].sort((a, b) => a - b);
    const newCategories = [...input.category_ids].sort((a, b) => a - b);
    if (oldCategories.join(",") !== newCategories.join(","))
      changes.category_ids = { from: oldCategories, to: newCategories };
    if (attributeLines(current.attributes) !== attributeLines(input.attributes))
      changes.attributes = { from: current.attributes, to: input.attributes };
    await trx.updateTable("products").set(values).where("id", "=", id).execute();
    await setCategories(trx, id, input.category_ids);
    await replaceAttributeRows(trx, id, input.attributes);
    if (slug.slug !== current.slug) {
      await trx
        .deleteFrom("product_slug_redirects")
        .where("old_slug", "in", [current.slug, slug.slug])
        .execute();
      await trx
        .insertInto("product_slug_redirects")
        .values({ old_slug: current.slug, product_id: id })
        .execute();
    }
    await recordAudit(trx, actor, {
      action: "product.update",
      entityType: "product",
      entityId: id,
      summary: t.audit.updated(input.name),
      details: { changes },
    });
    return { ok: true, id, slug: slug.slug };
  });
}

export type PublishResult = { ok: true } | { ok: false; reason: "not_found" | "needs_options" };

/** Publishes or unpublishes; a configurable product without an option definition cannot be published. */
export async function setPublished(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  published: boolean,
): Promise<PublishResult> {
  const current = await getAdminProduct(db, id);
  if (!current) return { ok: false, reason: "not_found" };
  if (published && current.type === "configurable" && !current.has_definition)
    return { ok: false, reason: "needs_options" };
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("products")
      .set({ published: published ? 1 : 0 })
      .where("id", "=", id)
      .execute();
    await recordAudit(trx, actor, {
      action: published ? "product.publish" : "product.unpublish",
      entityType: "product",
      entityId: id,
      summary: published ? t.audit.published(current.name) : t.audit.unpublished(current.name),
      details: { published: { from: Boolean(current.published), to: published } },
    });
  });
  return { ok: true };
}

export type DeleteResult =
  | { ok: true; name: string; imageKeys: string[] }
  | { ok: false; reason: "not_found" | "ordered" };

/**
 * Deletes a product that was never ordered (order lines keep their product id, so an ordered product stays),
 * with its categories, definitions, images rows, slug redirects and the cart lines that hold it. Returns the
 * upload keys of its images so the caller removes the files after the commit.
 */
export async function deleteProduct(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
): Promise<DeleteResult> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("products")
      .select(["name", "slug"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!current) return { ok: false, reason: "not_found" };
    if (await wasOrdered(trx, id)) return { ok: false, reason: "ordered" };
    const images = await trx
      .selectFrom("product_images")
      .select("original_key")
      .where("product_id", "=", id)
      // Pictures taken from the media library keep their files: they are the library's.
      .where("media_id", "is", null)
      .execute();
    await trx.deleteFrom("cart_lines").where("product_id", "=", id).execute();
    await trx.deleteFrom("product_images").where("product_id", "=", id).execute();
    await trx.deleteFrom("product_slug_redirects").where("product_id", "=", id).execute();
    await trx.deleteFrom("product_categories").where("product_id", "=", id).execute();
    await trx.deleteFrom("product_definitions").where("product_id", "=", id).execute();
    await trx.deleteFrom("products").where("id", "=", id).execute();
    await recordAudit(trx, actor, {
      action: "product.delete",
      entityType: "product",
      entityId: id,
      summary: t.audit.deleted(current.name),
      details: { name: current.name, slug: current.slug },
    });
    return { ok: true, name: current.name, imageKeys: images.map((i) => i.original_key) };
  });
}

/** The product a former slug points to now (its current slug), for the storefront's 301. */
export async function redirectedSlug(db: Kysely<Database>, oldSlug: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("product_slug_redirects")
    .innerJoin("products", "products.id", "product_slug_redirects.product_id")
    .select("products.slug")
    .where("product_slug_redirects.old_slug", "=", oldSlug)
    .where("products.published", "=", 1)
    .executeTakeFirst();
  return row?.slug;
}
