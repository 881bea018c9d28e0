/**
 * The query string of a back-office list: `?q=…&sort=…&dir=asc|desc&page=…` (plus each list's own filters).
 * Pure, shared by every list screen so sorting and paging behave the same everywhere; unknown or malformed values
 * fall back to the list's defaults instead of failing.
 */

export type SortDir = "asc" | "desc";

export interface ListParams<S extends string> {
  q: string;
  sort: S;
  dir: SortDir;
  /** 1-based. */
  page: number;
  perPage: number;
}

export interface ListSpec<S extends string> {
  sorts: readonly S[];
  defaultSort: S;
  defaultDir: SortDir;
  perPage?: number;
}

export const DEFAULT_PER_PAGE = 25;
const MAX_PAGE = 100_000;

export function parseListParams<S extends string>(
  url: URL | URLSearchParams,
  spec: ListSpec<S>,
): ListParams<S> {
  const p = url instanceof URL ? url.searchParams : url;
  const sortRaw = p.get("sort") ?? "";
  const sort = (spec.sorts as readonly string[]).includes(sortRaw) ? (sortRaw as S) : spec.defaultSort;
  const dirRaw = p.get("dir");
  const dir: SortDir = dirRaw === "asc" || dirRaw === "desc" ? dirRaw : spec.defaultDir;
  const pageNum = Number.parseInt(p.get("page") ?? "1", 10);
  const page = Number.isFinite(pageNum) && pageNum >= 1 ? Math.min(pageNum, MAX_PAGE) : 1;
  return {
    q: (p.get("q") ?? "").trim().slice(0, 200),
    sort,
    dir,
    page,
    perPage: spec.perPage ?? DEFAULT_PER_PAGE,
  };
}

/** The current query string with some parameters changed (null removes one); `page` resets unless given. */
export function withParams(search: string | URLSearchParams, changes: Record<string, string | null>): string {
  const p = new URLSearchParams(search);
  if (!("page" in changes)) p.delete("page");
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === "") p.delete(k);
    else p.set(k, v);
  }
  const s = p.toString();
  return s ? `?${s}` : "?";
}

/** The link of a sortable column header: the same column again flips the direction. */
export function sortHref<S extends string>(search: string, current: ListParams<S>, column: S): string {
  const dir: SortDir = current.sort === column && current.dir === "asc" ? "desc" : "asc";
  return withParams(search, { sort: column, dir });
}

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** LIKE pattern for a search term: `%` and `_` typed by the user match themselves (escape character `\`). */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
