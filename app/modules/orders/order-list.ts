import { adminOrdersMessages } from "~/i18n/nl.admin-orders";
import { type ListSpec, parseListParams } from "~/modules/admin/list-params";
import { shopDayStartIso } from "~/modules/admin/periods";
import { paymentMethodLabel } from "~/modules/checkout/order-view";
import { formatDate } from "~/utils/format";
import { isOrderStatus, type OrderStatus, statusLabel } from "./order-status";

/**
 * The back office's order list (pure): its query string (search, sort, filters on status, period and payment
 * method, page) and the CSV export's formatting. The queries themselves are in order-list.server.ts.
 */

export const ORDER_SORTS = ["number", "date", "customer", "status", "payment", "total"] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export const ORDER_LIST_SPEC: ListSpec<OrderSort> = {
  sorts: ORDER_SORTS,
  defaultSort: "date",
  defaultDir: "desc",
  perPage: 25,
};

export interface OrderFilters {
  q: string;
  status: OrderStatus | "";
  /** yyyy-mm-dd, the first day (shop time) included; "" for open. */
  from: string;
  /** yyyy-mm-dd, the last day (shop time) included; "" for open. */
  to: string;
  payment: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date in the `<input type="date">` form (yyyy-mm-dd), or false. */
export function isIsoDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && y >= 2000;
}

/** The list's filters and paging from the query string; an unknown status or a bad date is left out (with a message). */
export function parseOrderQuery(url: URL) {
  const p = url.searchParams;
  const list = parseListParams(url, ORDER_LIST_SPEC);
  const status = p.get("status") ?? "";
  const errors: { from?: string; to?: string } = {};
  const date = (key: "from" | "to") => {
    const v = (p.get(key) ?? "").trim();
    if (v && !isIsoDate(v)) errors[key] = adminOrdersMessages.filters.badDate;
    return v && isIsoDate(v) ? v : "";
  };
  const filters: OrderFilters = {
    q: list.q,
    status: isOrderStatus(status) ? status : "",
    from: date("from"),
    to: date("to"),
    payment: (p.get("payment") ?? "").trim().slice(0, 40),
  };
  return { list, filters, errors };
}

/** The UTC instant a shop day (Europe/Amsterdam) starts, as an ISO string; `plusDays` moves the day. */
export function shopDayStartUtc(isoDate: string, plusDays = 0): string {
  const start = shopDayStartIso(isoDate, plusDays);
  if (!start) throw new RangeError(`not a date: ${isoDate}`);
  return start;
}

/** A search term as a postcode without spaces ("3542 ab" → "3542ab"), so "3542AB" finds "3542 AB". */
export function compactTerm(term: string): string {
  return term.toLowerCase().replace(/\s+/g, "");
}

/** One order as the list and the CSV export show it. */
export interface OrderListRow {
  id: number;
  number: string;
  createdAt: string;
  status: string;
  firstName: string;
  lastName: string;
  email: string;
  postcode: string;
  city: string;
  paymentMethod: string;
  subtotalInclCents: number;
  shippingInclCents: number;
  feeInclCents: number;
  totalInclCents: number;
  vatCents: number;
  doublePaymentAt: string | null;
}

// ---- CSV ----

/** Cells a spreadsheet would run as a formula start with one of these (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell for Excel (Dutch locale): a text that starts like a formula gets a leading `'` so it stays text;
 * a cell with the separator, a quote or a line break is quoted with doubled quotes.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Cents as a Dutch decimal number for a spreadsheet: 123456 → "1234,56" (no thousands separator, no €). */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

/** A whole CSV file: UTF-8 BOM (so Excel reads the accents), `;` between cells, CRLF between rows. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | { amount: number })[])[],
): string {
  const line = (cells: readonly (string | { amount: number })[]) =>
    cells.map((c) => (typeof c === "string" ? csvCell(c) : csvAmount(c.amount))).join(";");
  return `\uFEFF${[line(header), ...rows.map(line)].join("\r\n")}\r\n`;
}

/** The export of the listed orders: one row per order, Dutch headers, dates as dd/mm/yyyy hh:mm (shop time). */
export function ordersCsv(rows: readonly OrderListRow[]): string {
  const c = adminOrdersMessages.csv;
  return toCsv(
    c.headers,
    rows.map((r) => [
      r.number,
      formatDate(r.createdAt, "datetime"),
      statusLabel(r.status),
      `${r.firstName} ${r.lastName}`.trim(),
      r.email,
      r.postcode,
      r.city,
      paymentMethodLabel(r.paymentMethod),
      { amount: r.subtotalInclCents },
      { amount: r.shippingInclCents },
      { amount: r.feeInclCents },
      { amount: r.totalInclCents },
      { amount: r.vatCents },
      r.doublePaymentAt ? c.yes : c.no,
    ]),
  );
}
