import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { cachedAttributes, cachedThreads } from "./reviews.server";
import { pageCountOf, type ReviewNode, summarise, threadPage } from "./threads";

/** What the product page's tabs show: the attributes, one page of review threads and the summary. */
export interface ProductReviewsData {
  attributes: { name: string; value: string }[];
  threads: ReviewNode[];
  page: number;
  pageCount: number;
  summary: { average: number; count: number } | null;
}

/** The tabs' data for `page` (1-based), or null when that review page does not exist. Cached per shop version. */
export async function productReviews(
  db: Kysely<Database>,
  productId: number,
  page: number,
): Promise<ProductReviewsData | null> {
  const [attributes, all] = await Promise.all([
    cachedAttributes(db, productId),
    cachedThreads(db, productId),
  ]);
  const threads = threadPage(all, page);
  if (!threads) return null;
  return { attributes, threads, page, pageCount: pageCountOf(all.length), summary: summarise(all) };
}
