import type { Kysely } from "kysely";
import { adminProductsMessages } from "~/i18n/nl.admin-products";
import { type AuditActor, recordAudit } from "~/modules/audit/audit.server";
import type { CategoryRow, Database } from "../../../db/schema";
import type { CategoryInput } from "./category-form";
import { slugify, uniqueSlug } from "./slug";

const t = adminProductsMessages;

export type CategoryWithCount = CategoryRow & { product_count: number };

/** Every category in shop order, with how many products it holds. */
export async function listAdminCategories(db: Kysely<Database>): Promise<CategoryWithCount[]> {
  const rows = await db
    .selectFrom("categories")
    .leftJoin("product_categories", "product_categories.category_id", "categories.id")
    .select([
      "categories.id",
      "categories.slug",
      "categories.name",
      "categories.description",
      "categories.position",
    ])
    .select((eb) => eb.fn.count<number>("product_categories.product_id").as("product_count"))
    .groupBy([
      "categories.id",
      "categories.slug",
      "categories.name",
      "categories.description",
      "categories.position",
    ])
    .orderBy("categories.position")
    .orderBy("categories.name")
    .execute();
  return rows.map((r) => ({ ...r, product_count: Number(r.product_count) }));
}

export async function getCategory(db: Kysely<Database>, id: number): Promise<CategoryWithCount | undefined> {
  return (await listAdminCategories(db)).find((c) => c.id === id);
}

export type CategorySaveResult = { ok: true; id: number } | { ok: false; errors: Record<string, string> };

async function resolveSlug(
  db: Kysely<Database>,
  input: CategoryInput,
  id: number | null,
  current: string | null,
) {
  if (!input.slug && current) return { slug: current };
  if (input.slug) {
    const taken = await db
      .selectFrom("categories")
      .select("id")
      .where("slug", "=", input.slug)
      .where("id", "!=", id ?? -1)
      .executeTakeFirst();
    return taken ? { error: t.categories.errors.slugTaken } : { slug: input.slug };
  }
  const base = slugify(input.name) || "categorie";
  const rows = await db.selectFrom("categories").select("slug").where("slug", "like", `${base}%`).execute();
  return { slug: uniqueSlug(base, new Set(rows.map((r) => r.slug))) };
}

export async function saveCategory(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number | null,
  input: CategoryInput,
): Promise<CategorySaveResult | { ok: false; notFound: true }> {
  return db.transaction().execute(async (trx) => {
    const current =
      id === null
        ? null
        : await trx.selectFrom("categories").selectAll().where("id", "=", id).executeTakeFirst();
    if (id !== null && !current) return { ok: false as const, notFound: true as const };
    const slug = await resolveSlug(trx, input, id, current?.slug ?? null);
    if ("error" in slug) return { ok: false as const, errors: { slug: slug.error as string } };
    const values = {
      name: input.name,
      slug: slug.slug,
      description: input.description,
      position: input.position,
    };
    if (!current) {
      const row = await trx.insertInto("categories").values(values).returning("id").executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        action: "category.create",
        entityType: "category",
        entityId: row.id,
        summary: t.audit.categoryCreated(input.name),
        details: values,
      });
      return { ok: true as const, id: row.id };
    }
    const changes = Object.fromEntries(
      Object.entries(values)
        .filter(([k, v]) => current[k as keyof typeof values] !== v)
        .map(([k, v]) => [k, { from: current[k as keyof typeof values], to: v }]),
    );
    await trx.updateTable("categories").set(values).where("id", "=", current.id).execute();
    await recordAudit(trx, actor, {
      action: "category.update",
      entityType: "category",
      entityId: current.id,
      summary: t.audit.categoryUpdated(input.name),
      details: { changes },
    });
    return { ok: true as const, id: current.id };
  });
}

/** Deletes a category; its products stay and lose only this category. */
export async function deleteCategory(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
): Promise<{ ok: true; name: string; productCount: number } | { ok: false }> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("categories").selectAll().where("id", "=", id).executeTakeFirst();
    if (!current) return { ok: false as const };
    const links = await trx
      .selectFrom("product_categories")
      .select("product_id")
      .where("category_id", "=", id)
      .execute();
    await trx.deleteFrom("product_categories").where("category_id", "=", id).execute();
    await trx.deleteFrom("categories").where("id", "=", id).execute();
    await recordAudit(trx, actor, {
      action: "category.delete",
      entityType: "category",
      entityId: id,
      summary: t.audit.categoryDeleted(current.name),
      details: { name: current.name, slug: current.slug, product_ids: links.map((l) => l.product_id) },
    });
    return { ok: true as const, name: current.name, productCount: links.length };
  });
}
