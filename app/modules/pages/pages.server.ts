// Content pages (issue 15): the builder's working copy, publishing, revisions and restore.

import type { Kysely } from "kysely";
import { adminPagesMessages as t } from "~/i18n/nl.admin-pages";
import type { Database } from "../../../db/schema";
import { type AuditActor, recordAudit } from "../audit/audit.server";
import { cachedByShopVersion } from "../cache/shop-version.server";
import { EMPTY_PAGE_DATA, type PageData } from "./blocks.schema";
import { HOME_SLUG } from "./home-page";

export interface PageFields {
  title: string;
  slug: string;
  seo_title: string;
  seo_description: string;
}

export type PageWriteResult =
  | { ok: true; id: number }
  | { ok: false; error: "slugTaken" | "notFound" | "homeSlug" };

export function listPages(db: Kysely<Database>) {
  return db
    .selectFrom("pages")
    .select(["id", "slug", "title", "status", "published_at", "updated_at", "data", "published_data"])
    .orderBy("title")
    .execute()
    .then((rows) =>
      rows.map(({ data, published_data, ...row }) => ({
        ...row,
        changedSincePublish: published_data !== null && published_data !== data,
      })),
    );
}

export function getPage(db: Kysely<Database>, id: number) {
  return db.selectFrom("pages").selectAll().where("id", "=", id).executeTakeFirst();
}

async function slugTaken(db: Kysely<Database>, slug: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom("pages").select("id").where("slug", "=", slug);
  if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** A new draft page with no blocks. */
export async function createPage(
  db: Kysely<Database>,
  fields: Pick<PageFields, "title" | "slug">,
  actor: AuditActor,
  now = new Date(),
): Promise<PageWriteResult> {
  return db.transaction().execute(async (trx) => {
    if (await slugTaken(trx, fields.slug)) return { ok: false, error: "slugTaken" } as const;
    const at = now.toISOString();
    const row = await trx
      .insertInto("pages")
      .values({
        ...fields,
        status: "draft",
        data: JSON.stringify(EMPTY_PAGE_DATA),
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      action: "page.create",
      entityType: "page",
      entityId: row.id,
      summary: t.audit.create(fields.title),
    });
    return { ok: true, id: row.id } as const;
  });
}

/**
 * Saves the working copy (`intent` "draft") or saves and publishes it ("publish": visitors then see this data,
 * `published_at` is now). Either way one revision is added. `data` must have passed cleanPageData.
 */
export async function savePage(
  db: Kysely<Database>,
  id: number,
  input: PageFields & { data: PageData },
  intent: "draft" | "publish",
  actor: AuditActor,
  now = new Date(),
): Promise<PageWriteResult> {
  return db.transaction().execute(async (trx) => {
    const page = await trx.selectFrom("pages").select(["id", "slug"]).where("id", "=", id).executeTakeFirst();
    if (!page) return { ok: false, error: "notFound" } as const;
    // The home page `/` is the page `home`: renaming it would leave the shop without its home page.
    if (page.slug === HOME_SLUG && input.slug !== HOME_SLUG) return { ok: false, error: "homeSlug" } as const;
    if (await slugTaken(trx, input.slug, id)) return { ok: false, error: "slugTaken" } as const;
    const at = now.toISOString();
    const { data, ...fields } = input;
    const json = JSON.stringify(data);
    await trx
      .updateTable("pages")
      .set({
        ...fields,
        data: json,
        updated_at: at,
        ...(intent === "publish" ? { status: "published", published_data: json, published_at: at } : {}),
      })
      .where("id", "=", id)
      .execute();
    await trx
      .insertInto("page_revisions")
      .values({
        page_id: id,
        kind: intent === "publish" ? "published" : "draft",
        ...fields,
        data: json,
        author_email: actor.email,
        created_at: at,
      })
      .execute();
    await recordAudit(trx, actor, {
      action: intent === "publish" ? "page.publish" : "page.draft",
      entityType: "page",
      entityId: id,
      summary: intent === "publish" ? t.audit.publish(input.title) : t.audit.draft(input.title),
    });
    return { ok: true, id } as const;
  });
}

/** A page's revisions, newest first. */
export function listRevisions(db: Kysely<Database>, pageId: number) {
  return db
    .selectFrom("page_revisions")
    .select(["id", "kind", "title", "slug", "author_email", "created_at"])
    .where("page_id", "=", pageId)
    .orderBy("id", "desc")
    .execute();
}

/**
 * Puts a revision's title, SEO fields and data back into the working copy (the published page is unchanged
 * until the next publish) and records that as a revision of its own. The slug stays the page's current one.
 */
export async function restoreRevision(
  db: Kysely<Database>,
  pageId: number,
  revisionId: number,
  actor: AuditActor,
  now = new Date(),
): Promise<PageWriteResult> {
  return db.transaction().execute(async (trx) => {
    const page = await trx
      .selectFrom("pages")
      .select(["id", "slug"])
      .where("id", "=", pageId)
      .executeTakeFirst();
    const rev = await trx
      .selectFrom("page_revisions")
      .selectAll()
      .where("id", "=", revisionId)
      .where("page_id", "=", pageId)
      .executeTakeFirst();
    if (!page || !rev) return { ok: false, error: "notFound" } as const;
    const at = now.toISOString();
    const fields = { title: rev.title, seo_title: rev.seo_title, seo_description: rev.seo_description };
    await trx
      .updateTable("pages")
      .set({ ...fields, data: rev.data, updated_at: at })
      .where("id", "=", pageId)
      .execute();
    await trx
      .insertInto("page_revisions")
      .values({
        page_id: pageId,
        kind: "restored",
        slug: page.slug,
        ...fields,
        data: rev.data,
        author_email: actor.email,
        created_at: at,
      })
      .execute();
    await recordAudit(trx, actor, {
      action: "page.restore",
      entityType: "page",
      entityId: pageId,
      summary: t.audit.restore(rev.title, revisionId),
      details: { revisionId },
    });
    return { ok: true, id: pageId } as const;
  });
}

export interface PublicPage {
  id: number;
  slug: string;
  title: string;
  seo_title: string;
  seo_description: string;
  published_at: string | null;
  data: string;
}

/** The published version of the page at `/{slug}`; undefined when there is none. */
export async function publishedPage(db: Kysely<Database>, slug: string): Promise<PublicPage | undefined> {
  const row = await db
    .selectFrom("pages")
    .select(["id", "slug", "title", "seo_title", "seo_description", "published_at", "published_data"])
    .where("slug", "=", slug)
    .where("status", "=", "published")
    .executeTakeFirst();
  if (!row || row.published_data === null) return undefined;
  const { published_data, ...rest } = row;
  return { ...rest, data: published_data };
}

/** publishedPage, kept until the shop version moves (every back-office write, so also every publish). */
export function cachedPublishedPage(db: Kysely<Database>, slug: string) {
  return cachedByShopVersion(db, "published-page", slug, () => publishedPage(db, slug));
}
