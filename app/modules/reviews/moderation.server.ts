import type { Kysely } from "kysely";
import { adminReviewsMessages as t } from "~/i18n/nl.admin-reviews";
import type { Database } from "../../../db/schema";
import { type AuditActor, recordAudit } from "../audit/audit.server";
import { MODERATION_PER_PAGE, type ModerationAction, type ModerationFilter } from "./moderation";
import { recomputeRating } from "./reviews.server";

export interface ModerationRow {
  id: number;
  product_id: number;
  product_name: string;
  product_slug: string;
  parent_id: number | null;
  parent_author: string | null;
  status: "pending" | "approved" | "spam";
  rating: number | null;
  author_name: string;
  author_email: string;
  content: string;
  verified: number;
  shop_reply: number;
  created_at: string;
}

/** One page of reviews with `filter`'s status, newest first, and how many each filter holds. */
export async function listForModeration(
  db: Kysely<Database>,
  filter: ModerationFilter,
  page: number,
): Promise<{
  rows: ModerationRow[];
  counts: Record<ModerationFilter, number>;
  page: number;
  pageCount: number;
}> {
  const countRows = await db
    .selectFrom("reviews")
    .select((eb) => ["status", eb.fn.countAll<number>().as("n")])
    .groupBy("status")
    .execute();
  const counts = { pending: 0, approved: 0, spam: 0 };
  for (const c of countRows) counts[c.status] = Number(c.n);
  const pageCount = Math.max(1, Math.ceil(counts[filter] / MODERATION_PER_PAGE));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await db
    .selectFrom("reviews")
    .innerJoin("products", "products.id", "reviews.product_id")
    .leftJoin("reviews as parent", "parent.id", "reviews.parent_id")
    .select([
      "reviews.id",
      "reviews.product_id",
      "products.name as product_name",
      "products.slug as product_slug",
      "reviews.parent_id",
      "parent.author_name as parent_author",
      "reviews.status",
      "reviews.rating",
      "reviews.author_name",
      "reviews.author_email",
      "reviews.content",
      "reviews.verified",
      "reviews.shop_reply",
      "reviews.created_at",
    ])
    .where("reviews.status", "=", filter)
    .orderBy("reviews.created_at", "desc")
    .orderBy("reviews.id", "desc")
    .limit(MODERATION_PER_PAGE)
    .offset((current - 1) * MODERATION_PER_PAGE)
    .execute();
  return { rows, counts, page: current, pageCount };
}

/** The ids of a review and every reply below it. */
async function withDescendants(db: Kysely<Database>, id: number): Promise<number[]> {
  const all = [id];
  let frontier = [id];
  while (frontier.length) {
    const children = await db.selectFrom("reviews").select("id").where("parent_id", "in", frontier).execute();
    frontier = children.map((c) => c.id).filter((c) => !all.includes(c));
    all.push(...frontier);
  }
  return all;
}

/**
 * Approves, withdraws the approval of (back to pending), marks as spam or deletes (with its replies) one review,
 * keeps the product's rating figures current and writes the audit row, in one transaction. False when the review
 * does not exist. The back office's write bumps the shop version, so pages show the change on the next request.
 */
export async function moderateReview(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  action: ModerationAction,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const review = await trx
      .selectFrom("reviews")
      .select(["id", "product_id", "author_name", "status"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!review) return false;
    if (action === "delete") {
      const ids = await withDescendants(trx, id);
      // Children first: a reply's parent_id points at a row of the same list.
      await trx.updateTable("reviews").set({ parent_id: null }).where("id", "in", ids).execute();
      await trx.deleteFrom("reviews").where("id", "in", ids).execute();
    } else {
      const status = action === "approve" ? "approved" : action === "spam" ? "spam" : "pending";
      await trx.updateTable("reviews").set({ status }).where("id", "=", id).execute();
    }
    await recomputeRating(trx, review.product_id);
    await recordAudit(trx, actor, {
      action: `review.${action}`,
      entityType: "review",
      entityId: id,
      summary: t.audit[action](review.author_name),
      details: { product_id: review.product_id, from: review.status },
    });
    return true;
  });
}

/**
 * The shop's reply to a review: approved at once, marked as the shop's (`shop_reply`), in the shop's name.
 * Answering a review also approves it when it was still pending. False when the review does not exist.
 */
export async function replyAsShop(
  db: Kysely<Database>,
  actor: AuditActor,
  input: { parentId: number; content: string; shopName: string },
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const parent = await trx
      .selectFrom("reviews")
      .select(["id", "product_id", "author_name", "status"])
      .where("id", "=", input.parentId)
      .executeTakeFirst();
    if (!parent) return false;
    if (parent.status !== "approved")
      await trx.updateTable("reviews").set({ status: "approved" }).where("id", "=", parent.id).execute();
    await trx
      .insertInto("reviews")
      .values({
        product_id: parent.product_id,
        parent_id: parent.id,
        status: "approved",
        rating: null,
        author_name: input.shopName,
        author_email: "",
        content: input.content,
        shop_reply: 1,
        user_id: actor.userId,
        created_at: now.toISOString(),
      })
      .execute();
    await recomputeRating(trx, parent.product_id);
    await recordAudit(trx, actor, {
      action: "review.reply",
      entityType: "review",
      entityId: parent.id,
      summary: t.audit.reply(parent.author_name),
      details: { product_id: parent.product_id },
    });
    return true;
  });
}
