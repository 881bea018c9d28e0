import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import { likePattern } from "./list-params";

/**
 * A case-insensitive "contains" over several text columns, the same on SQLite and PostgreSQL: both sides are
 * lower-cased (PostgreSQL's LIKE is case-sensitive) and `%`, `_` and `\` in the term match themselves
 * (SQLite has no default LIKE escape character, so it is named).
 */
// biome-ignore lint/suspicious/noExplicitAny: works on any table of any query
export function containsAny<EB extends ExpressionBuilder<any, any>>(
  eb: EB,
  columns: readonly string[],
  term: string,
): Expression<SqlBool> {
  const pattern = likePattern(term.toLowerCase());
  return eb.or(columns.map((c) => sql<SqlBool>`lower(${sql.ref(c)}) like ${pattern} escape '\\'`));
}
