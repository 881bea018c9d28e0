// The data of the builder's reviews strips (issue 15 point 3): each strip's latest approved reviews (not replies),
// of all products or of one, read once per shop version (moderation bumps it).
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { cachedByShopVersion } from "../cache/shop-version.server";
import type { Block, BlockOf } from "./blocks.schema";

/** A strip shows a review's opening words; the product page has the whole text. */
export const STRIP_TEXT_LENGTH = 280;

export interface StripReview {
  id: number;
  rating: number;
  author: string;
  text: string;
  verified: boolean;
  createdAt: string;
  product: { name: string; slug: string };
}

/** A review's text for a strip: whitespace folded, cut at a word before `max` characters with an ellipsis. */
export function excerpt(text: string, max = STRIP_TEXT_LENGTH): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}

async function latestReviews(db: Kysely<Database>, product: string, count: number): Promise<StripReview[]> {
  let query = db
    .selectFrom("reviews")
    .innerJoin("products", "products.id", "reviews.product_id")
    .select([
      "reviews.id",
      "reviews.rating",
      "reviews.author_name",
      "reviews.content",
      "reviews.verified",
      "reviews.created_at",
      "products.name",
      "products.slug",
    ])
    .where("reviews.status", "=", "approved")
    .where("reviews.parent_id", "is", null)
    .where("reviews.rating", "is not", null)
    .where("products.published", "=", 1);
  if (product) query = query.where("products.slug", "=", product);
  const rows = await query
    .orderBy("reviews.created_at", "desc")
    .orderBy("reviews.id", "desc")
    .limit(count)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    rating: r.rating ?? 0,
    author: r.author_name,
    text: excerpt(r.content),
    verified: r.verified === 1,
    createdAt: r.created_at,
    product: { name: r.name, slug: r.slug },
  }));
}

/** Each reviews strip's reviews, keyed by block id. */
export async function reviewStrips(
  db: Kysely<Database>,
  blocks: readonly Block[],
): Promise<Record<string, StripReview[]>> {
  const strips = blocks.filter((b): b is BlockOf<"ReviewsStrip"> => b.type === "ReviewsStrip");
  const lists = await Promise.all(
    strips.map(({ props: { product, count } }) =>
      cachedByShopVersion(db, "pages:review-strip", `${product}:${count}`, () =>
        latestReviews(db, product, count),
      ),
    ),
  );
  return Object.fromEntries(strips.map((s, i) => [s.props.id, lists[i]]));
}
