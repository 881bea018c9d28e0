import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  PostgresAdapter,
  type SqlBool,
  sql,
} from "kysely";
import { type ListParams, likePattern } from "~/modules/admin/list-params";
import type { Database } from "../../../db/schema";
import {
  compactTerm,
  type OrderFilters,
  type OrderListRow,
  type OrderSort,
  shopDayStartUtc,
} from "./order-list";

/**
 * The back office's order list queries, the same on SQLite and PostgreSQL. The customer's name and postcode live
 * in the order's billing/shipping JSON: they are read with each engine's JSON function (`json_extract` on
 * SQLite, `::json ->>` on PostgreSQL), so the search and the sort look at the fields, not at the JSON text.
 */

type OrdersEb = ExpressionBuilder<Database, "orders">;

/** A text field of a JSON column, "" when missing. */
function jsonField(pg: boolean, column: "orders.billing" | "orders.shipping", key: string) {
  return pg
    ? sql<string>`coalesce((${sql.ref(column)})::json ->> ${key}, '')`
    : sql<string>`coalesce(json_extract(${sql.ref(column)}, ${`$.${key}`}), '')`;
}

function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

const like = (expr: Expression<unknown>, pattern: string) =>
  sql<SqlBool>`lower(${expr}) like ${pattern} escape '\\'`;

/**
 * An order matches a search when its number, e-mail address, billing name (first + last) or billing/shipping
 * postcode contains the term (case-insensitive; a postcode also without its space).
 */
function searchCondition(pg: boolean, eb: OrdersEb, term: string): Expression<SqlBool> {
  const pattern = likePattern(term.toLowerCase());
  const compact = likePattern(compactTerm(term));
  const name = sql`${jsonField(pg, "orders.billing", "firstName")} || ' ' || ${jsonField(pg, "orders.billing", "lastName")}`;
  const postcode = (column: "orders.billing" | "orders.shipping") =>
    sql<SqlBool>`replace(lower(${jsonField(pg, column, "postcode")}), ' ', '') like ${compact} escape '\\'`;
  return eb.or([
    like(eb.ref("orders.number"), pattern),
    like(eb.ref("orders.email"), pattern),
    like(name, pattern),
    postcode("orders.billing"),
    postcode("orders.shipping"),
  ]);
}

function filtered(db: Kysely<Database>, f: OrderFilters) {
  const pg = isPostgres(db);
  let q = db.selectFrom("orders");
  if (f.q) q = q.where((eb) => searchCondition(pg, eb, f.q));
  if (f.status) q = q.where("orders.status", "=", f.status);
  if (f.payment) q = q.where("orders.payment_method", "=", f.payment);
  if (f.from) q = q.where("orders.created_at", ">=", shopDayStartUtc(f.from));
  if (f.to) q = q.where("orders.created_at", "<", shopDayStartUtc(f.to, 1));
  return { q, pg };
}

function select(db: Kysely<Database>, f: OrderFilters) {
  const { q, pg } = filtered(db, f);
  return {
    pg,
    query: q.select([
      "orders.id",
      "orders.number",
      "orders.created_at",
      "orders.status",
      "orders.email",
      "orders.payment_method",
      "orders.subtotal_incl_cents",
      "orders.shipping_incl_cents",
      "orders.fee_incl_cents",
      "orders.total_incl_cents",
      "orders.vat_cents",
      "orders.double_payment_at",
      jsonField(pg, "orders.billing", "firstName").as("first_name"),
      jsonField(pg, "orders.billing", "lastName").as("last_name"),
      jsonField(pg, "orders.billing", "postcode").as("postcode"),
      jsonField(pg, "orders.billing", "city").as("city"),
    ]),
  };
}

function sorted(db: Kysely<Database>, f: OrderFilters, sort: OrderSort, dir: "asc" | "desc") {
  const { query, pg } = select(db, f);
  const by = {
    // The number grows with the id (MG-10000 + id), so the id sorts numbers right past MG-99999 too.
    number: sql`orders.id`,
    date: sql`orders.created_at`,
    customer: sql`lower(${jsonField(pg, "orders.billing", "lastName")} || ' ' || ${jsonField(pg, "orders.billing", "firstName")})`,
    status: sql`orders.status`,
    payment: sql`orders.payment_method`,
    total: sql`orders.total_incl_cents`,
  }[sort];
  // The id breaks ties, so paging never shows a row twice or skips one.
  return query.orderBy(by, dir).orderBy("orders.id", dir);
}

type Raw = Awaited<ReturnType<ReturnType<typeof select>["query"]["execute"]>>[number];

function toRow(r: Raw): OrderListRow {
  return {
    id: r.id,
    number: r.number ?? String(r.id),
    createdAt: r.created_at,
    status: r.status,
    firstName: String(r.first_name ?? ""),
    lastName: String(r.last_name ?? ""),
    email: r.email,
    postcode: String(r.postcode ?? ""),
    city: String(r.city ?? ""),
    paymentMethod: r.payment_method,
    subtotalInclCents: Number(r.subtotal_incl_cents),
    shippingInclCents: Number(r.shipping_incl_cents),
    feeInclCents: Number(r.fee_incl_cents),
    totalInclCents: Number(r.total_incl_cents),
    vatCents: Number(r.vat_cents),
    doublePaymentAt: r.double_payment_at,
  };
}

/** One page of orders matching the filters, and how many match in all. */
export async function listOrders(
  db: Kysely<Database>,
  filters: OrderFilters,
  params: Pick<ListParams<OrderSort>, "sort" | "dir" | "page" | "perPage">,
): Promise<{ total: number; rows: OrderListRow[] }> {
  const counted = await filtered(db, filters)
    .q.select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const rows = await sorted(db, filters, params.sort, params.dir)
    .limit(params.perPage)
    .offset((params.page - 1) * params.perPage)
    .execute();
  return { total: Number(counted.n), rows: rows.map(toRow) };
}

/** At most this many rows go into one CSV export (a year of a busy shop); narrow the period for more. */
export const EXPORT_LIMIT = 50_000;

/** Every order matching the filters (up to EXPORT_LIMIT), in the list's order, for the CSV export. */
export async function exportOrders(
  db: Kysely<Database>,
  filters: OrderFilters,
  sort: OrderSort,
  dir: "asc" | "desc",
): Promise<OrderListRow[]> {
  const rows = await sorted(db, filters, sort, dir).limit(EXPORT_LIMIT).execute();
  return rows.map(toRow);
}

/** The payment methods orders were placed with, for the filter's choices. */
export async function usedPaymentMethods(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom("orders")
    .select("payment_method")
    .distinct()
    .orderBy("payment_method")
    .execute();
  return rows.map((r) => r.payment_method).filter(Boolean);
}
