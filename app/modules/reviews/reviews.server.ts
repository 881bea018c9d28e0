import type { Kysely } from "kysely";
import { perWindow, takeToken } from "~/utils/rate-limit.server";
import type { Database } from "../../../db/schema";
import { cachedByShopVersion } from "../cache/shop-version.server";
import type { ReviewInput } from "./review-form";
import { buildThreads, type ReviewNode, summarise } from "./threads";

/** Reviews and replies a visitor's address may post: 3 per 10 minutes (the honeypot catches the simple bots). */
export const REVIEW_LIMIT = perWindow("review-ip", 3, 10 * 60);

/** The approved reviews and replies of a product as threads (threads.ts), newest review first. */
export async function approvedThreads(db: Kysely<Database>, productId: number): Promise<ReviewNode[]> {
  const rows = await db
    .selectFrom("reviews")
    .select(["id", "parent_id", "rating", "author_name", "content", "verified", "shop_reply", "created_at"])
    .where("product_id", "=", productId)
    .where("status", "=", "approved")
    .execute();
  return buildThreads(rows);
}

/** approvedThreads, once per product and shop version (moderation in the back office bumps the version). */
export function cachedThreads(db: Kysely<Database>, productId: number): Promise<ReviewNode[]> {
  return cachedByShopVersion(db, "reviews:threads", String(productId), () => approvedThreads(db, productId));
}

/**
 * The product's approved reviews summarised (average 1–5, rounded to 2 decimals, and count), or null when it
 * has none. Cached per shop version. For the structured data's AggregateRating.
 */
export async function reviewSummary(
  db: Kysely<Database>,
  productId: number,
): Promise<{ average: number; count: number } | null> {
  return summarise(await cachedThreads(db, productId));
}

/** The rows of the "Extra informatie" tab, in order; cached per shop version. */
export function cachedAttributes(
  db: Kysely<Database>,
  productId: number,
): Promise<{ name: string; value: string }[]> {
  return cachedByShopVersion(db, "reviews:attributes", String(productId), () =>
    db
      .selectFrom("product_attributes")
      .select(["name", "value"])
      .where("product_id", "=", productId)
      .orderBy("position")
      .orderBy("id")
      .execute(),
  );
}

/** Whether `email` has paid for an order with `productId` in it (the "geverifieerde koper" badge). */
export async function hasBought(db: Kysely<Database>, email: string, productId: number): Promise<boolean> {
  const row = await db
    .selectFrom("orders")
    .innerJoin("order_lines", "order_lines.order_id", "orders.id")
    .select("orders.id")
    .where("order_lines.product_id", "=", productId)
    .where((eb) => eb(eb.fn("lower", ["orders.email"]), "=", email.toLowerCase()))
    .where("orders.paid_at", "is not", null)
    .where("orders.status", "not in", ["refunded", "cancelled"])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export type SubmitResult =
  | { kind: "held"; id: number }
  | { kind: "not_found" }
  | { kind: "parent_gone" }
  | { kind: "rate_limited" };

/**
 * Stores a visitor's review or reply, held for moderation ("pending": not shown until approved in
 * /beheer/beoordelingen). The product must be published; a reply's parent must be an approved review or reply of
 * the same product. One token of REVIEW_LIMIT per address is taken first.
 */
export async function submitReview(
  db: Kysely<Database>,
  input: ReviewInput,
  caller: { ip: string; userId: number | null; now?: Date },
): Promise<SubmitResult> {
  const product = await db
    .selectFrom("products")
    .select("id")
    .where("id", "=", input.comment_post_ID)
    .where("published", "=", 1)
    .executeTakeFirst();
  if (!product) return { kind: "not_found" };
  if (input.comment_parent > 0) {
    const parent = await db
      .selectFrom("reviews")
      .select("id")
      .where("id", "=", input.comment_parent)
      .where("product_id", "=", product.id)
      .where("status", "=", "approved")
      .executeTakeFirst();
    if (!parent) return { kind: "parent_gone" };
  }
  if ((await takeToken(db, REVIEW_LIMIT, caller.ip)) === null) return { kind: "rate_limited" };
  const inserted = await db
    .insertInto("reviews")
    .values({
      product_id: product.id,
      parent_id: input.comment_parent > 0 ? input.comment_parent : null,
      status: "pending",
      rating: input.comment_parent > 0 ? null : input.rating,
      author_name: input.author,
      author_email: input.email,
      content: input.comment,
      verified: (await hasBought(db, input.email, product.id)) ? 1 : 0,
      user_id: caller.userId,
      created_at: (caller.now ?? new Date()).toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { kind: "held", id: inserted.id };
}

/**
 * Sets the product's `rating_average` and `rating_count` (the listing's stars and its `rating` sort) to its
 * approved reviews' figures. Call it in the transaction of every change to a review's status or existence.
 */
export async function recomputeRating(db: Kysely<Database>, productId: number): Promise<void> {
  const row = await db
    .selectFrom("reviews")
    .select((eb) => [
      eb.fn.avg<number | string | null>("rating").as("average"),
      eb.fn.count<number>("rating").as("count"),
    ])
    .where("product_id", "=", productId)
    .where("status", "=", "approved")
    .where("parent_id", "is", null)
    .where("rating", "is not", null)
    .executeTakeFirst();
  const count = Number(row?.count ?? 0);
  const average = count > 0 ? Math.round(Number(row?.average) * 100) / 100 : 0;
  await db
    .updateTable("products")
    .set({ rating_average: average, rating_count: count })
    .where("id", "=", productId)
    .execute();
}
