import { nl } from "~/i18n/nl";
import { ordersCsv, parseOrderQuery } from "~/modules/orders/order-list";
import { exportOrders } from "~/modules/orders/order-list.server";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/orders-export";

/**
 * The CSV export of the order list with the list's current search, filters and sort (every matching order, not
 * just one page). A resource route below the admin layout, so the role guard runs first.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, log } = getState(context);
  const { list, filters } = parseOrderQuery(new URL(request.url));
  const rows = await exportOrders(db, filters, list.sort, list.dir);
  log.info({ rows: rows.length, filters }, "orders exported as CSV");
  const day = new Date().toISOString().slice(0, 10);
  return new Response(ordersCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${nl.adminOrders.csv.filename(day)}"`,
      "Cache-Control": "no-store",
    },
  });
}
