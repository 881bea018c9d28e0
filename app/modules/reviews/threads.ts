/**
 * Reviews as threads (spec §2.8, §3.12) and their pages (`comment-page-N`). Pure: no DB.
 * A thread is a review with its replies, nested; pages hold REVIEWS_PER_PAGE threads, newest first; replies
 * are shown oldest first under their parent.
 */
export const REVIEWS_PER_PAGE = 10;

export interface ReviewRow {
  id: number;
  parent_id: number | null;
  rating: number | null;
  author_name: string;
  content: string;
  verified: number;
  shop_reply: number;
  created_at: string;
}

export interface ReviewNode {
  id: number;
  rating: number | null;
  author: string;
  content: string;
  verified: boolean;
  shopReply: boolean;
  createdAt: string;
  replies: ReviewNode[];
}

/** The threads of approved rows: roots newest first, replies oldest first. A reply whose parent is not there is left out. */
export function buildThreads(rows: readonly ReviewRow[]): ReviewNode[] {
  const nodes = new Map<number, ReviewNode>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      rating: r.rating,
      author: r.author_name,
      content: r.content,
      verified: r.verified === 1,
      shopReply: r.shop_reply === 1,
      createdAt: r.created_at,
      replies: [],
    });
  }
  const byAge = [...rows].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  const roots: ReviewNode[] = [];
  for (const r of byAge) {
    const node = nodes.get(r.id) as ReviewNode;
    if (r.parent_id === null) roots.push(node);
    else nodes.get(r.parent_id)?.replies.push(node);
  }
  return roots.reverse();
}

/** The average rating and count of the rated roots, or null when there are none. */
export function summarise(threads: readonly ReviewNode[]): { average: number; count: number } | null {
  const rated = threads.filter((t) => t.rating !== null);
  if (rated.length === 0) return null;
  const sum = rated.reduce((s, t) => s + (t.rating ?? 0), 0);
  return { average: Math.round((sum / rated.length) * 100) / 100, count: rated.length };
}

/** The page count for `threads` threads (at least 1). */
export function pageCountOf(threads: number): number {
  return Math.max(1, Math.ceil(threads / REVIEWS_PER_PAGE));
}

/** One page of threads (1-based), or null for a page past the last (the first page always exists). */
export function threadPage<T>(threads: readonly T[], page: number): T[] | null {
  if (!Number.isInteger(page) || page < 1 || page > pageCountOf(threads.length)) return null;
  return threads.slice((page - 1) * REVIEWS_PER_PAGE, page * REVIEWS_PER_PAGE);
}

/**
 * The review page a product address names: `/product/{slug}/comment-page-N` or `?cpage=N` (WordPress's two
 * spellings). 1 when it names none; null when it names one that is not a positive whole number.
 */
export function commentPageOf(segment: string | undefined, cpage: string | null): number | null {
  const raw = segment !== undefined ? /^comment-page-(\d{1,5})$/.exec(segment)?.[1] : (cpage ?? "1");
  if (raw === undefined || !/^\d{1,5}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
}

/** The address of a review page: page 1 is the product itself. */
export function commentPageUrl(productUrl: string, page: number): string {
  return page <= 1 ? `${productUrl}#reviews` : `${productUrl}/comment-page-${page}#reviews`;
}
