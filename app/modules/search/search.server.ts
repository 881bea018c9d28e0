import { type Kysely, PostgresAdapter, sql } from "kysely";
import type { Database } from "../../../db/schema";
import { cachedByShopVersion } from "../cache/shop-version.server";
import { type ListingPage, listProducts } from "../catalog/catalog.server";
import { ftsMatchExpression, normalisedQuery, type SearchTerm, searchTerms, tsqueryPrefixes } from "./query";
import type { SearchOrderBy } from "./search-orderby";

/** Matches read at most, best first: more is no page a shopper reads. */
export const MAX_MATCHES = 500;

function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * The ids of the published products matching every term, best match first (then by name): FTS5's bm25 on
 * SQLite (name and SKU weigh most, then categories, then the description), ts_rank with the A–C weights the
 * index holds on PostgreSQL. The index is migration 012's `product_search`.
 */
export async function searchProductIds(
  db: Kysely<Database>,
  terms: readonly SearchTerm[],
  limit = MAX_MATCHES,
): Promise<number[]> {
  if (isPostgres(db)) {
    if (terms.length === 0) return [];
    const query = sql.join(
      tsqueryPrefixes(terms).map(
        (prefix) => sql`(to_tsquery('dutch', ${prefix}) || to_tsquery('simple', ${prefix}))`,
      ),
      sql` && `,
    );
    const rows = await sql<{ id: number }>`
      select p.id from product_search s
      join products p on p.id = s.product_id, (select ${query} as q) query
      where s.document @@ query.q and p.published = 1
      order by ts_rank(s.document, query.q) desc, p.name, p.id
      limit ${limit}`.execute(db);
    return rows.rows.map((r) => r.id);
  }
  const match = ftsMatchExpression(terms);
  if (match === null) return [];
  const rows = await sql<{ id: number }>`
    select p.id from product_search
    join products p on p.id = product_search.rowid
    where product_search match ${match} and p.published = 1
    order by bm25(product_search, 10.0, 10.0, 4.0, 1.0), p.name, p.id
    limit ${limit}`.execute(db);
  return rows.rows.map((r) => r.id);
}

/** searchProductIds for what was typed, once per normalised query and shop content version. */
export function cachedSearchIds(db: Kysely<Database>, input: string): Promise<number[]> {
  const terms = searchTerms(input);
  const key = normalisedQuery(terms);
  if (key === "") return Promise.resolve([]);
  return cachedByShopVersion(db, "search:ids", key, () => searchProductIds(db, terms));
}

/**
 * One page of search results in the listing's shape: by relevance (the match order), or in one of the
 * listing's own orders among the matches.
 */
export async function searchListing(
  db: Kysely<Database>,
  opts: { input: string; orderby: SearchOrderBy; page: number; perPage: number },
): Promise<ListingPage> {
  const ids = await cachedSearchIds(db, opts.input);
  if (opts.orderby !== "relevance") return listProducts(db, { ...opts, orderby: opts.orderby, ids });
  const pageCount = Math.max(1, Math.ceil(ids.length / opts.perPage));
  const page = Math.min(opts.page, pageCount);
  const pageIds = ids.slice((page - 1) * opts.perPage, page * opts.perPage);
  const found = await listProducts(db, {
    orderby: "menu_order",
    page: 1,
    perPage: opts.perPage,
    ids: pageIds,
  });
  const rank = new Map(pageIds.map((id, i) => [id, i]));
  const products = [...found.products].sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  return { products, total: ids.length, page, pageCount, perPage: opts.perPage };
}

/** searchListing, once per query, order, page and shop content version. */
export function cachedSearchListing(
  db: Kysely<Database>,
  opts: Parameters<typeof searchListing>[1],
): Promise<ListingPage> {
  const key = `${normalisedQuery(searchTerms(opts.input))}|${opts.orderby}|${opts.page}|${opts.perPage}`;
  return cachedByShopVersion(db, "search:listing", key, () => searchListing(db, opts));
}
